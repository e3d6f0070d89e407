/**
 * What is behind one cell of the table (getDashboardTransactions): the transactions and manual
 * adjustments of the row in the period, the invoices and checks expected in it, and the forecast
 * cash-flow series with their occurrences.
 */
import { useApiQuery } from "@trezo/api";
import { Button, Heading, Skeleton, Text } from "@trezo/ui";
import { Plus } from "lucide-react";
import { SidePanel } from "../../forecast/SidePanel";
import { useMoneyFormat } from "../../forecast/useMoneyFormat";
import { useFormat, useT } from "../../i18n/appI18n";
import { AdjustmentsSection } from "./AdjustmentsSection";
import * as styles from "./CellDetailsPanel.css";
import type { DashboardPeriod } from "./dashboardData";
import type { DashboardGranularity } from "./dashboardView";
import { EngagedProgress } from "./EngagedProgress";
import { ExpectedPaymentsSection } from "./ExpectedPaymentsSection";

export interface CellDetailsTarget {
  rowId: string;
  rowLabel: string;
  period: DashboardPeriod;
  periodLabel: string;
  /** The row's actual and forecast in the period, as the table has them. */
  actualCents: number;
  forecastCents: number;
}

export interface CellDetailsPanelProps {
  companyId: number;
  scenarioId: number;
  granularity: DashboardGranularity;
  currency: string;
  target: CellDetailsTarget;
  onClose: () => void;
  /** Opens a series behind the cell in the series editor. */
  onOpenSeries?: (cfsId: number) => void;
  /** Whether the series open to be changed (else to be looked at). */
  canEditSeries?: boolean;
  /** Opens the editor on a new series of the row from the period (absent for who may not edit). */
  onCreateSeries?: () => void;
  /** Whether the user may add, edit and delete the cell's manual adjustments. @default false */
  canEditAdjustments?: boolean;
}

export function CellDetailsPanel({
  companyId,
  scenarioId,
  granularity,
  currency,
  target,
  onClose,
  onOpenSeries,
  canEditSeries = true,
  onCreateSeries,
  canEditAdjustments = false,
}: CellDetailsPanelProps) {
  const t = useT();
  const format = useFormat();
  const money = useMoneyFormat(currency);
  const details = useApiQuery("getDashboardTransactions", {
    companyId,
    row_id: target.rowId,
    granularity,
    date: target.period.start,
    scenarioId,
  });

  /** A line of an account in another currency: its own amount and the rate that converted it (issue 17). */
  const convertedNote = (
    original: { amount_cents: number; currency: string; rate: string; rate_on: string } | null | undefined,
  ) =>
    original
      ? t("currencies.converted", {
          original: format.money(original.amount_cents, original.currency),
          rate: original.rate.replace(/(\.\d{6})\d+$/, "$1"),
          date: format.date(original.rate_on),
        })
      : undefined;
  const title = t("dashboardScreen.details.title", { row: target.rowLabel, period: target.periodLabel });
  const data = details.data;

  return (
    // The screen mounts one panel per cell (keyed): it takes the focus each time another cell is opened.
    <SidePanel title={title} onClose={onClose} data-testid="cell-details">
      <dl>
        <dt>{t("dashboardScreen.details.actual")}</dt>
        <dd>{money(data?.actual_cents ?? target.actualCents)}</dd>
        <dt>{t("dashboardScreen.details.forecast")}</dt>
        <dd>{money(target.forecastCents)}</dd>
      </dl>
      {data ? (
        <EngagedProgress
          companyId={companyId}
          forecastCents={target.forecastCents}
          actualCents={data.actual_cents}
          expectedCents={data.expected_payments.reduce((sum, payment) => sum + payment.left_cents, 0)}
        />
      ) : null}
      {details.isPending ? (
        <Skeleton lines={4} />
      ) : details.isError ? (
        <Text tone="danger" role="alert">
          {details.error.message}
        </Text>
      ) : data ? (
        <>
          <section aria-labelledby="cell-transactions">
            <Heading level={3} id="cell-transactions">
              {t("dashboardScreen.details.transactions")}
            </Heading>
            {data.transactions.length === 0 ? (
              <Text tone="muted">{t("dashboardScreen.details.noTransactions")}</Text>
            ) : (
              <ul className={styles.list}>
                {data.transactions.map((transaction) => (
                  <li key={transaction.id} className={styles.item}>
                    <span>{format.date(transaction.booked_on)}</span>
                    <span>{transaction.label}</span>
                    <span className={styles.amount} title={convertedNote(transaction.original)}>
                      {money(transaction.amount_cents)}
                    </span>
                    {transaction.original ? (
                      <Text tone="muted" size="sm">
                        {convertedNote(transaction.original)}
                      </Text>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
            {data.transaction_count > data.transactions.length ? (
              <Text tone="muted" size="sm">
                {t("dashboardScreen.details.more", {
                  shown: data.transactions.length,
                  count: data.transaction_count,
                })}
              </Text>
            ) : null}
          </section>
          {/^\d+$/.test(target.rowId) ? (
            <AdjustmentsSection
              companyId={companyId}
              categoryId={Number(target.rowId)}
              period={target.period}
              currency={currency}
              adjustments={data.adjustments}
              canEdit={canEditAdjustments}
            />
          ) : null}
          {data.expected_payments.length > 0 ? (
            <ExpectedPaymentsSection payments={data.expected_payments} currency={currency} />
          ) : null}
          <section aria-labelledby="cell-series">
            <Heading level={3} id="cell-series">
              {t("dashboardScreen.details.series")}
            </Heading>
            {data.series.length === 0 ? (
              <Text tone="muted">{t("dashboardScreen.details.noSeries")}</Text>
            ) : (
              <ul className={styles.list}>
                {data.series.map(({ cfs, occurrences }) => (
                  <li key={cfs.id} className={styles.item}>
                    <span>{t(`dashboardScreen.details.frequency.${cfs.frequency}`)}</span>
                    <span>
                      {cfs.label || cfs.formula || "—"}
                      <Text as="span" tone="muted" size="sm">
                        {" "}
                        · {t("dashboardScreen.details.occurrences")} :{" "}
                        {occurrences.map((occurrence) => format.date(occurrence.date)).join(", ")}
                      </Text>
                    </span>
                    <span className={styles.amount}>
                      {money(occurrences.reduce((sum, occurrence) => sum + occurrence.cents, 0))}
                      {onOpenSeries ? (
                        <>
                          <br />
                          <Button
                            variant="ghost"
                            size="small"
                            aria-label={t(
                              canEditSeries ? "dashboardScreen.details.openSeries" : "series.list.viewOf",
                              {
                                name: cfs.label || t(`dashboardScreen.details.frequency.${cfs.frequency}`),
                              },
                            )}
                            onClick={() => onOpenSeries(cfs.id)}
                          >
                            {t(canEditSeries ? "dashboardScreen.details.open" : "series.list.view")}
                          </Button>
                        </>
                      ) : null}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {onCreateSeries ? (
              <div>
                <Button
                  variant="secondary"
                  size="small"
                  iconStart={<Plus size={14} />}
                  onClick={onCreateSeries}
                >
                  {t("dashboardScreen.details.createSeries")}
                </Button>
              </div>
            ) : null}
          </section>
        </>
      ) : null}
    </SidePanel>
  );
}
