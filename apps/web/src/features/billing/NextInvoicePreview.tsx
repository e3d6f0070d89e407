import type { InvoicePreview } from "@trezo/api";
import { PLANS } from "@trezo/domain";
import { Stack, Text } from "@trezo/ui";
import { useFormat, useT } from "../../i18n/appI18n";
import * as css from "./billing.css";

export interface NextInvoicePreviewProps {
  /** previewNextInvoice's answer: the lines, the coupon's discount, VAT and totals. */
  preview: InvoicePreview;
}

const ADDITIONAL_LABELS = {
  additional_user: "billingScreen.preview.user",
  additional_bank: "billingScreen.preview.bank",
  additional_integration: "billingScreen.preview.integration",
} as const;

/**
 * The company's next invoice before it is issued (previewNextInvoice): the plan and the additional items,
 * the coupon's discount, VAT (or the reverse-charge / outside-EU mention) and the totals, so that a coupon
 * shows what it lowers.
 */
export function NextInvoicePreview({ preview }: NextInvoicePreviewProps) {
  const t = useT();
  const format = useFormat();
  const money = (cents: number) => format.money(cents, preview.currency);
  const labelOf = (item: string) =>
    Object.hasOwn(ADDITIONAL_LABELS, item)
      ? t(ADDITIONAL_LABELS[item as keyof typeof ADDITIONAL_LABELS])
      : t("billingScreen.preview.plan", {
          name: PLANS.find((plan) => plan.code === item)?.name ?? item,
        });
  const vatLabel =
    preview.vat_treatment === "reverseCharge"
      ? t("billingScreen.preview.reverseCharge")
      : preview.vat_treatment === "outsideEu"
        ? t("billingScreen.preview.outsideEu")
        : t("billingScreen.preview.vat", { rate: preview.vat_rate_bp / 100 });
  return (
    <Stack gap="sm" data-testid="next-invoice">
      <Text tone="muted">
        {preview.issued_on
          ? t("billingScreen.preview.date", { date: format.date(preview.issued_on) })
          : t("billingScreen.preview.firstInvoice")}
      </Text>
      <div className={css.tableWrap}>
        <table className={css.table} aria-label={t("billingScreen.preview.title")}>
          <tbody>
            {preview.lines.map((line) => (
              <tr key={line.item}>
                <th scope="row">
                  {labelOf(line.item)}
                  {line.quantity > 1 ? ` × ${line.quantity}` : ""}
                </th>
                <td className={css.amount}>{money(line.amount)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t("billingScreen.preview.subtotal")}</th>
              <td className={css.amount}>{money(preview.subtotal)}</td>
            </tr>
            {preview.discount > 0 && preview.coupon ? (
              <tr data-testid="next-invoice-discount">
                <th scope="row">{t("billingScreen.preview.discount", { code: preview.coupon.code })}</th>
                <td className={css.amount}>−{money(preview.discount)}</td>
              </tr>
            ) : null}
            <tr>
              <th scope="row">{t("billingScreen.preview.totalHt")}</th>
              <td className={css.amount}>{money(preview.total_ht)}</td>
            </tr>
            <tr>
              <th scope="row">{vatLabel}</th>
              <td className={css.amount}>{money(preview.vat)}</td>
            </tr>
            <tr>
              <th scope="row">
                <strong>{t("billingScreen.preview.totalTtc")}</strong>
              </th>
              <td className={css.amount} data-testid="next-invoice-total">
                <strong>{money(preview.total_ttc)}</strong>
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </Stack>
  );
}
