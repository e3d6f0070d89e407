import { useMemo } from "react";
import { Area, AreaChart, CartesianGrid, Legend, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import { ChartFigure } from "../a11y/ChartFigure";
import type { ChartFrameProps } from "../chartFrameProps";
import { dateFormatter } from "../format/periodLabel";
import { seriesColor } from "../theme/chartTheme";
import { AXES_MARGIN, formatNumbers, useChartSetup, useMoneyFormatters } from "../theme/useChartSetup";
import { type AccountBalances, type BalanceRow, buildBalanceRows } from "./balanceRows";

export interface BalanceByAccountChartProps extends ChartFrameProps {
  accounts: readonly AccountBalances[];
  /** Balance threshold in cents, drawn as a line against the total. */
  threshold?: number | undefined;
  /** Most days drawn; longer series are downsampled (LTTB on the total balance). */
  maxPoints?: number;
}

/** Daily balance of each bank account, stacked so the top edge is the company's total cash. */
export function BalanceByAccountChart({
  accounts,
  locale: localeProp,
  currency = "EUR",
  threshold,
  maxPoints = 400,
  name,
  height = 320,
  width,
  animate = false,
}: BalanceByAccountChartProps) {
  const { locale, theme, figure, size, t, tableCaption, axis, tooltipStyle, legendStyle, thresholdLabel } =
    useChartSetup(localeProp, height, width);
  const { money, compact } = useMoneyFormatters(locale, currency);
  const rows = useMemo(() => buildBalanceRows(accounts, maxPoints), [accounts, maxPoints]);
  // Stable accessors: a new function on each render makes recharts recompute every series.
  const balanceOf = useMemo(
    () => accounts.map((_, index) => (row: BalanceRow) => row.balances[index]),
    [accounts],
  );
  const dateLabel = useMemo(() => dateFormatter(locale), [locale]);
  const accessibleName = name ?? t("charts.names.balanceByAccount");
  const table = {
    caption: tableCaption(accessibleName),
    columns: [t("charts.table.date"), ...accounts.map((account) => account.name), t("charts.series.balance")],
    rows: rows.map((row) => ({
      key: row.date,
      header: dateLabel(row.date),
      cells: [...row.balances.map(money), money(row.total)],
    })),
  };

  return (
    <ChartFigure {...figure} name={accessibleName} table={table} testId="balance-by-account-chart">
      <AreaChart data={rows} accessibilityLayer={false} margin={AXES_MARGIN} {...size}>
        <CartesianGrid stroke={theme.grid} vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={dateLabel}
          {...axis}
          minTickGap={32}
          // A fixed step: with hundreds of days, measuring every label to space them cost more than drawing.
          interval={Math.max(0, Math.ceil(rows.length / 8) - 1)}
        />
        <YAxis tickFormatter={compact} {...axis} width={72} />
        {accounts.map((account, index) => (
          <Area
            key={account.id}
            dataKey={balanceOf[index] ?? "total"}
            name={account.name}
            stackId="balance"
            stroke={seriesColor(theme, index)}
            fill={seriesColor(theme, index)}
            fillOpacity={0.25}
            strokeWidth={1.5}
            dot={false}
            isAnimationActive={animate}
          />
        ))}
        {threshold === undefined ? null : (
          <ReferenceLine
            y={threshold}
            stroke={theme.threshold}
            strokeDasharray="5 4"
            label={thresholdLabel(`${t("charts.series.threshold")} ${money(threshold)}`)}
          />
        )}
        <Tooltip
          formatter={formatNumbers(money)}
          labelFormatter={(date) => dateLabel(String(date))}
          contentStyle={tooltipStyle}
        />
        <Legend wrapperStyle={legendStyle} />
      </AreaChart>
    </ChartFigure>
  );
}
