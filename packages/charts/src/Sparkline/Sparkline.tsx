import type { Locale } from "@trezo/i18n";
import { useMemo } from "react";
import { Line, LineChart, YAxis } from "recharts";
import { ChartFigure } from "../a11y/ChartFigure";
import { downsampleRows } from "../downsampleRows";
import { type ValueUnit, valueFormatter } from "../format/money";
import { periodLabel } from "../format/periodLabel";
import { useChartSetup } from "../theme/useChartSetup";

/** One value of a sparkline, keyed by period or date. */
export interface SparklinePoint {
  key: string;
  value: number;
}

export interface SparklineProps {
  /** What the line shows ("Solde", an account name): part of the accessible name. */
  seriesName: string;
  points: readonly SparklinePoint[];
  unit?: ValueUnit;
  /** Locale of labels and money; the ui LocaleProvider's by default. */
  locale?: Locale | undefined;
  currency?: string;
  /** Line colour; the theme's accent by default. */
  color?: string | undefined;
  /** Most points drawn (a sparkline is small: more would not show). */
  maxPoints?: number;
  width?: number;
  height?: number;
}

/** A word-sized trend line (in a table cell, a card): no axes, no tooltip; its figures are in the hidden table. */
export function Sparkline({
  seriesName,
  points,
  unit = "money",
  locale: localeProp,
  currency = "EUR",
  color,
  maxPoints = 60,
  width = 120,
  height = 32,
}: SparklineProps) {
  const { locale, theme, figure, t, tableCaption } = useChartSetup(localeProp, height, width);
  const format = useMemo(() => valueFormatter(unit, locale, currency), [unit, locale, currency]);
  const rows = useMemo(
    () =>
      downsampleRows(
        points.map((point, index) => ({ ...point, index })),
        maxPoints,
        (row) => row.index,
        (row) => row.value,
      ),
    [points, maxPoints],
  );
  const accessibleName = t("charts.names.sparkline", { name: seriesName });
  const first = rows[0];
  const last = rows.at(-1);
  const table = {
    caption: tableCaption(accessibleName),
    columns: [t("charts.table.date"), t("charts.table.value")],
    rows: rows.map((row) => ({
      key: row.key,
      header: periodLabel(row.key, locale),
      cells: [format(row.value)],
    })),
  };
  const trendUp = first !== undefined && last !== undefined && last.value >= first.value;

  return (
    <ChartFigure {...figure} name={accessibleName} table={table} testId="sparkline">
      <LineChart
        data={rows}
        width={width}
        height={height}
        accessibilityLayer={false}
        margin={{ top: 2, right: 2, bottom: 2, left: 2 }}
      >
        <YAxis hide domain={["dataMin", "dataMax"]} />
        <Line
          dataKey="value"
          stroke={color ?? (trendUp ? theme.accent : theme.expense)}
          strokeWidth={1.5}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ChartFigure>
  );
}
