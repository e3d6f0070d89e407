/**
 * The ageing view of one side (issue 15): what is left of the open invoices per counterparty, in the
 * buckets not yet due, 1–30, 31–60, 61–90 and over 90 days late (getInvoicesAgeing), the largest late
 * amounts first, with the side's totals (getInvoicesDetails) at the foot. A table that scrolls
 * sideways on a phone.
 */
import type { InvoiceFilters } from "@trezo/api";
import { useApiQuery } from "@trezo/api";
import { EmptyState, Skeleton, Text } from "@trezo/ui";
import { useFormat, useT } from "../../i18n/appI18n";
import { ageingScroll, ageingTable } from "./InvoiceList.css";

export const AGEING_BUCKETS = ["not_due", "days_1_30", "days_31_60", "days_61_90", "over_90"] as const;
type Bucket = (typeof AGEING_BUCKETS)[number];

export interface InvoiceAgeingProps {
  companyId: number;
  kind: "customer" | "supplier";
  filters: InvoiceFilters;
  /** The side's buckets over every counterparty (the table's foot). */
  totals?: Record<Bucket, number> | undefined;
}

export function InvoiceAgeing({ companyId, kind, filters, totals }: InvoiceAgeingProps) {
  const t = useT();
  const format = useFormat();
  const ageing = useApiQuery("getInvoicesAgeing", { companyId, kind, filters, limit: 200 });
  if (ageing.isPending) return <Skeleton height="12rem" />;
  if (ageing.isError) return <EmptyState title={ageing.error.message || t("invoicesScreen.loadFailed")} />;
  if (ageing.data.counterparties.length === 0) return <EmptyState title={t("invoicesScreen.ageing.empty")} />;
  const sum = (values: Record<Bucket, number>) =>
    AGEING_BUCKETS.reduce((total, key) => total + values[key], 0);
  return (
    <div className={ageingScroll}>
      <table className={ageingTable} aria-label={t("invoicesScreen.ageing.title")}>
        <thead>
          <tr>
            <th scope="col">{t("invoicesScreen.counterparty")}</th>
            {AGEING_BUCKETS.map((bucket) => (
              <th key={bucket} scope="col">
                {t(`invoicesScreen.ageing.${bucket}`)}
              </th>
            ))}
            <th scope="col">{t("invoicesScreen.ageing.total")}</th>
          </tr>
        </thead>
        <tbody>
          {ageing.data.counterparties.map((row) => (
            <tr key={row.counterparty} data-testid="ageing-row">
              <th scope="row" style={{ fontWeight: 400, textAlign: "start" }}>
                {row.counterparty}
              </th>
              {AGEING_BUCKETS.map((bucket) => (
                <td key={bucket}>{row[bucket] === 0 ? "–" : format.money(row[bucket])}</td>
              ))}
              <td>{format.money(row.total)}</td>
            </tr>
          ))}
        </tbody>
        {totals ? (
          <tfoot>
            <tr>
              <th scope="row" style={{ textAlign: "start" }}>
                {t("invoicesScreen.ageing.total")}
              </th>
              {AGEING_BUCKETS.map((bucket) => (
                <td key={bucket}>{format.money(totals[bucket])}</td>
              ))}
              <td>{format.money(sum(totals))}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
      {ageing.data.has_more ? (
        <Text size="sm" tone="muted">
          {t("invoicesScreen.ageing.more")}
        </Text>
      ) : null}
    </div>
  );
}
