import { type Locale, translate } from "@trezo/i18n";
import type { ChartTheme } from "../theme/chartTheme";
import { type CashFlowRow, compareFlow, type FlowComparison } from "./cashFlowData";

export interface CashFlowTooltipProps {
  row: CashFlowRow;
  scenarioNames: readonly string[];
  locale: Locale;
  money: (cents: number) => string;
  theme: ChartTheme;
}

/** Tooltip of one period: actual, forecast and variance of income and expense, then each scenario's end balance. */
export function CashFlowTooltip({ row, scenarioNames, locale, money, theme }: CashFlowTooltipProps) {
  const show = (value: number | undefined) => (value === undefined ? "—" : money(value));
  const signed = (value: number | undefined) =>
    value === undefined ? "—" : `${value > 0 ? "+" : ""}${money(value)}`;
  const line = (flow: "income" | "expense", comparison: FlowComparison) => (
    <tr key={flow}>
      <th scope="row" style={{ textAlign: "left", fontWeight: 500, paddingRight: 12 }}>
        {translate(`charts.series.${flow}`, locale)}
      </th>
      <td>{show(comparison.actual)}</td>
      <td>{show(comparison.forecast)}</td>
      <td>{signed(comparison.variance)}</td>
    </tr>
  );
  return (
    <div
      data-testid="cash-flow-tooltip"
      style={{
        background: theme.surface,
        color: theme.text,
        border: `1px solid ${theme.grid}`,
        borderRadius: 8,
        padding: "8px 12px",
        fontSize: 12,
        fontFamily: theme.fontFamily,
        boxShadow: "0 4px 12px rgb(0 0 0 / 0.12)",
      }}
    >
      <div style={{ fontWeight: 600, marginBottom: 4 }}>
        {row.label} ·{" "}
        {translate(row.status === "forecast" ? "charts.series.forecast" : "charts.series.actual", locale)}
      </div>
      <table style={{ borderSpacing: "8px 2px", marginLeft: -8, textAlign: "right" }}>
        <thead>
          <tr>
            <td />
            <th scope="col">{translate("charts.series.actual", locale)}</th>
            <th scope="col">{translate("charts.series.forecast", locale)}</th>
            <th scope="col">{translate("charts.series.variance", locale)}</th>
          </tr>
        </thead>
        <tbody>
          {line("income", compareFlow(row, "income"))}
          {line("expense", compareFlow(row, "expense"))}
        </tbody>
      </table>
      <div style={{ marginTop: 6, borderTop: `1px solid ${theme.grid}`, paddingTop: 4 }}>
        {scenarioNames.map((name, index) => {
          const balance = row.scenarioBalances[index];
          if (balance === null || balance === undefined || (index > 0 && row.status === "actual"))
            return null;
          return (
            <div key={name} style={{ display: "flex", justifyContent: "space-between", gap: 12 }}>
              <span>
                {translate("charts.series.endBalance", locale)}
                {scenarioNames.length > 1 ? ` · ${name}` : ""}
              </span>
              <strong style={{ color: index === 0 && row.belowThreshold ? theme.expense : undefined }}>
                {money(balance)}
              </strong>
            </div>
          );
        })}
      </div>
    </div>
  );
}
