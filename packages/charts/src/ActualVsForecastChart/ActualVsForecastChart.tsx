import { useMemo } from "react";
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { ChartFigure } from "../a11y/ChartFigure";
import type { ChartFrameProps } from "../chartFrameProps";
import { periodLabel } from "../format/periodLabel";
import { AXES_MARGIN, formatNumbers, useChartSetup, useMoneyFormatters } from "../theme/useChartSetup";

/** Actual and forecast of one period, in cents; actual is undefined for periods still to come. */
export interface ActualVsForecastPeriod {
  key: string;
  label?: string | undefined;
  actual: number | undefined;
  forecast: number;
}

export interface ActualVsForecastChartProps extends ChartFrameProps {
  periods: readonly ActualVsForecastPeriod[];
}

interface Row {
  key: string;
  label: string;
  actual: number | null;
  forecast: number;
  variance: number | null;
}

/**
 * Actual against forecast per period ("réel vs prévisionnel"): both as bars side by side and the
 * variance (actual − forecast) as a line, so a period that went worse than planned stands out.
 */
export function ActualVsForecastChart({
  periods,
  locale: localeProp,
  currency = "EUR",
  name,
  height = 320,
  width,
  animate = false,
}: ActualVsForecastChartProps) {
  const { locale, theme, figure, size, t, tableCaption, axis, tooltipStyle, legendStyle } = useChartSetup(
    localeProp,
    height,
    width,
  );
  const { money, compact } = useMoneyFormatters(locale, currency);
  const rows = useMemo<Row[]>(
    () =>
      periods.map((period) => ({
        key: period.key,
        label: period.label ?? periodLabel(period.key, locale),
        actual: period.actual ?? null,
        forecast: period.forecast,
        variance: period.actual === undefined ? null : period.actual - period.forecast,
      })),
    [periods, locale],
  );
  const labelByKey = new Map(rows.map((row) => [row.key, row.label]));
  const accessibleName = name ?? t("charts.names.actualVsForecast");
  const signed = (value: number) => `${value > 0 ? "+" : ""}${money(value)}`;
  const table = {
    caption: tableCaption(accessibleName),
    columns: [
      t("charts.table.period"),
      t("charts.series.actual"),
      t("charts.series.forecast"),
      t("charts.series.variance"),
    ],
    rows: rows.map((row) => ({
      key: row.key,
      header: row.label,
      cells: [
        row.actual === null ? "—" : money(row.actual),
        money(row.forecast),
        row.variance === null ? "—" : signed(row.variance),
      ],
    })),
  };

  return (
    <ChartFigure {...figure} name={accessibleName} table={table} testId="actual-vs-forecast-chart">
      <ComposedChart data={rows} accessibilityLayer={false} margin={AXES_MARGIN} {...size}>
        <CartesianGrid stroke={theme.grid} vertical={false} />
        <XAxis
          dataKey="key"
          tickFormatter={(key: string) => labelByKey.get(key) ?? key}
          {...axis}
          minTickGap={12}
        />
        <YAxis tickFormatter={compact} {...axis} width={72} />
        <ReferenceLine y={0} stroke={theme.textMuted} strokeOpacity={0.5} />
        <Bar
          dataKey="actual"
          name={t("charts.series.actual")}
          fill={theme.accent}
          isAnimationActive={animate}
          maxBarSize={22}
        />
        <Bar
          dataKey="forecast"
          name={t("charts.series.forecast")}
          fill={theme.accent}
          fillOpacity={0.25}
          stroke={theme.accent}
          strokeDasharray="3 2"
          isAnimationActive={animate}
          maxBarSize={22}
        />
        <Line
          dataKey="variance"
          name={t("charts.series.variance")}
          stroke={theme.threshold}
          strokeWidth={2}
          dot={{ r: 3, fill: theme.threshold }}
          isAnimationActive={animate}
        />
        <Tooltip
          formatter={formatNumbers(money)}
          labelFormatter={(key) => labelByKey.get(String(key)) ?? String(key)}
          contentStyle={tooltipStyle}
        />
        <Legend wrapperStyle={legendStyle} />
      </ComposedChart>
    </ChartFigure>
  );
}
