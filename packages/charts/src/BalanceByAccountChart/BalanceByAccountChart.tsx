import { type Locale, translate } from "@trezo/i18n";
import { useMemo } from "react";
import { Area, AreaChart, CartesianGrid, Legend, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import { ChartFigure } from "../a11y/ChartFigure";
import { compactMoneyFormatter, moneyFormatter } from "../format/money";
import { dateFormatter } from "../format/periodLabel";
import { seriesColor } from "../theme/chartTheme";
import { useChartSetup } from "../theme/useChartSetup";
import { type AccountBalances, type BalanceRow, buildBalanceRows } from "./balanceRows";

export interface BalanceByAccountChartProps {
  accounts: readonly AccountBalances[];
  /** Locale of labels and money; the ui LocaleProvider's by default. */
  locale?: Locale | undefined;
  currency?: string;
  /** Balance threshold in cents, drawn as a line against the total. */
  threshold?: number | undefined;
  /** Most days drawn; longer series are downsampled (LTTB on the total balance). */
  maxPoints?: number;
  name?: string | undefined;
  height?: number;
  width?: number | undefined;
  animate?: boolean;
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
  const { locale, theme, tick, figure, size } = useChartSetup(localeProp, height, width);
  const money = useMemo(() => moneyFormatter(locale, currency), [locale, currency]);
  const compact = useMemo(() => compactMoneyFormatter(locale, currency), [locale, currency]);
  const rows = useMemo(() => buildBalanceRows(accounts, maxPoints), [accounts, maxPoints]);
  // Stable accessors: a new function on each render makes recharts recompute every series.
  const balanceOf = useMemo(
    () => accounts.map((_, index) => (row: BalanceRow) => row.balances[index]),
    [accounts],
  );
  const dateLabel = useMemo(() => dateFormatter(locale), [locale]);
  const accessibleName = name ?? translate("charts.names.balanceByAccount", locale);
  const table = {
    caption: translate("charts.names.dataTable", locale, { name: accessibleName }),
    columns: [
      translate("charts.table.date", locale),
      ...accounts.map((account) => account.name),
      translate("charts.series.balance", locale),
    ],
    rows: rows.map((row) => ({
      key: row.date,
      header: dateLabel(row.date),
      cells: [...row.balances.map(money), money(row.total)],
    })),
  };

  return (
    <ChartFigure {...figure} name={accessibleName} table={table} testId="balance-by-account-chart">
      <AreaChart
        data={rows}
        accessibilityLayer={false}
        margin={{ top: 12, right: 8, bottom: 4, left: 8 }}
        {...size}
      >
        <CartesianGrid stroke={theme.grid} vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={dateLabel}
          tick={tick}
          stroke={theme.grid}
          minTickGap={32}
          // A fixed step: with hundreds of days, measuring every label to space them cost more than drawing.
          interval={Math.max(0, Math.ceil(rows.length / 8) - 1)}
        />
        <YAxis tickFormatter={compact} tick={tick} stroke={theme.grid} width={72} />
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
            label={{
              value: `${translate("charts.series.threshold", locale)} ${money(threshold)}`,
              fill: theme.threshold,
              fontSize: 11,
              fontFamily: theme.fontFamily,
              position: "insideBottomRight",
            }}
          />
        )}
        <Tooltip
          formatter={(value) => (typeof value === "number" ? money(value) : String(value))}
          labelFormatter={(date) => dateLabel(String(date))}
          contentStyle={{
            background: theme.surface,
            color: theme.text,
            borderColor: theme.grid,
            fontFamily: theme.fontFamily,
            fontSize: 12,
          }}
        />
        <Legend wrapperStyle={{ fontSize: 12, fontFamily: theme.fontFamily }} />
      </AreaChart>
    </ChartFigure>
  );
}
