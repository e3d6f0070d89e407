import { Badge, Button, Text } from "@trezo/ui";
import { visuallyHidden } from "../../components/visuallyHidden.css";
import { useFormat, useT } from "../../i18n/appI18n";
import * as css from "./billing.css";
import type { InvoiceStatus, InvoiceView } from "./billingView";

const TONES: Record<InvoiceStatus, "success" | "warning" | "neutral" | "danger"> = {
  paid: "success",
  open: "warning",
  void: "neutral",
  uncollectible: "danger",
  draft: "neutral",
};

export interface InvoiceHistoryProps {
  invoices: readonly InvoiceView[];
  onDownload: (invoice: InvoiceView) => void;
}

/** The company's invoices, newest first, each with its PDF (which carries the French legal mentions). */
export function InvoiceHistory({ invoices, onDownload }: InvoiceHistoryProps) {
  const t = useT();
  const format = useFormat();
  if (invoices.length === 0) return <Text tone="muted">{t("billingScreen.invoices.none")}</Text>;
  return (
    <div className={css.tableWrap}>
      <table className={css.table} aria-label={t("billingScreen.invoices.title")}>
        <thead>
          <tr>
            <th scope="col">{t("billingScreen.invoices.number")}</th>
            <th scope="col">{t("billingScreen.invoices.date")}</th>
            <th scope="col">{t("billingScreen.invoices.dueDate")}</th>
            <th scope="col" className={css.amount}>
              {t("billingScreen.invoices.amount")}
            </th>
            <th scope="col">{t("billingScreen.invoices.status")}</th>
            <th scope="col">
              <span className={visuallyHidden}>PDF</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <th scope="row">{invoice.number}</th>
              <td>{format.date(invoice.date)}</td>
              <td>{invoice.dueDate ? format.date(invoice.dueDate) : "—"}</td>
              <td className={css.amount}>{format.money(invoice.totalCents, invoice.currency)}</td>
              <td>
                <Badge tone={TONES[invoice.status]}>
                  {t(`billingScreen.invoices.statuses.${invoice.status}`)}
                </Badge>
              </td>
              <td>
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={t("billingScreen.invoices.download", { number: invoice.number })}
                  onClick={() => onDownload(invoice)}
                >
                  PDF
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
