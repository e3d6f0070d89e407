/**
 * Indicators over the report's periods as a table: one row per indicator, one column per period, the
 * forecast periods shaded and labelled apart from the actual ones (spec: actual vs forecast told apart).
 */
import { periodLabel } from "@trezo/charts";
import { intlLocaleOf, type MessageKey } from "@trezo/i18n";
import { useMemo } from "react";
import { useLocale, useT } from "../../i18n/appI18n";
import * as styles from "./analytics.css";

export interface ValuesRow {
  id: number;
  name: string;
  color: string;
  values: readonly (number | null)[];
  errors: readonly (string | null)[];
}

export function ValuesTable({
  periods,
  rows,
  testId,
  actions,
}: {
  periods: readonly { key: string; tense: "past" | "current" | "future" }[];
  rows: readonly ValuesRow[];
  testId?: string;
  /** Buttons after a row's name (edit, delete). */
  actions?: (row: ValuesRow) => React.ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const format = useMemo(
    () => new Intl.NumberFormat(intlLocaleOf(locale), { maximumFractionDigits: 2, minimumFractionDigits: 2 }),
    [locale],
  );
  return (
    <div className={styles.tableScroll} data-testid={testId}>
      <table className={styles.valuesTable}>
        <thead>
          <tr>
            <th scope="col" className={styles.rowHead}>
              {t("analytics.indicator")}
            </th>
            {periods.map((period) => (
              <th
                key={period.key}
                scope="col"
                className={`${styles.headCell} ${period.tense === "future" ? styles.forecastHead : ""}`}
              >
                {periodLabel(period.key, locale)}
                <br />
                <small>{t(period.tense === "future" ? "analytics.forecast" : "analytics.actual")}</small>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={styles.rowHead}>
                <span className={styles.swatch} style={{ background: row.color }} aria-hidden="true" />
                {row.name}
                {actions?.(row)}
              </th>
              {periods.map((period, index) => {
                const value = row.values[index];
                const error = row.errors[index];
                return (
                  <td
                    key={period.key}
                    className={`${styles.valueCell} ${period.tense === "future" ? styles.forecastCell : ""}`}
                  >
                    {value === null || value === undefined
                      ? error
                        ? t(`formulas.errors.${error}` as MessageKey)
                        : "—"
                      : format.format(value)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
