import type { Locale } from "@trezo/i18n";
import { useMemo } from "react";
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { ChartFigure } from "../a11y/ChartFigure";
import { downsampleRows } from "../downsampleRows";
import { compactValueFormatter, type ValueUnit, valueFormatter } from "../format/money";
import { dayNumber, periodLabel } from "../format/periodLabel";
import { AXES_MARGIN, formatNumbers, useChartSetup } from "../theme/useChartSetup";

/** Default colour of an indicator (spec 000 §3 and §9). */
export const DEFAULT_INDICATOR_COLOR = "#30CE8F";

/** One value of an indicator: per period ("2026-03") or per day ("2026-03-04"). */
export interface IndicatorPoint {
  key: string;
  label?: string | undefined;
  value: number;
}

export interface IndicatorChartProps {
  /** The indicator's name (report indicator). */
  indicatorName: string;
  points: readonly IndicatorPoint[];
  /** The indicator's colour; the theme's indicator colour (#30CE8F by default) when it has none. */
  color?: string | undefined;
  unit?: ValueUnit;
  /** Locale of labels and money; the ui LocaleProvider's by default. */
  locale?: Locale | undefined;
  currency?: string;
  /** Longest series drawn as is; longer ones are downsampled (LTTB). */
  maxPoints?: number;
  height?: number;
  width?: number | undefined;
  animate?: boolean;
}

/** The x of a key for LTTB: the day for dates, the month index for months, the position otherwise. */
function xOf(key: string, index: number): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(key)) return dayNumber(key);
  const month = /^(\d{4})-(\d{2})$/.exec(key);
  return month ? Number(month[1]) * 12 + Number(month[2]) : index;
}

/** An indicator of a custom report (a formula's values) as an area line in its own colour. */
export function IndicatorChart({
  indicatorName,
  points,
  color: colorProp,
  unit = "number",
  locale: localeProp,
  currency = "EUR",
  maxPoints = 500,
  height = 240,
  width,
  animate = false,
}: IndicatorChartProps) {
  const { locale, theme, figure, size, t, tableCaption, axis, tooltipStyle } = useChartSetup(
    localeProp,
    height,
    width,
  );
  const color = colorProp ?? theme.indicator;
  const format = useMemo(() => valueFormatter(unit, locale, currency), [unit, locale, currency]);
  const compact = useMemo(() => compactValueFormatter(unit, locale, currency), [unit, locale, currency]);
  const rows = useMemo(() => {
    const indexed = points.map((point, index) => ({ ...point, x: xOf(point.key, index) }));
    return downsampleRows(
      indexed,
      maxPoints,
      (row) => row.x,
      (row) => row.value,
    ).map((row) => ({
      ...row,
      label: row.label ?? periodLabel(row.key, locale),
    }));
  }, [points, maxPoints, locale]);
  const labelByKey = new Map(rows.map((row) => [row.key, row.label]));
  const accessibleName = t("charts.names.indicator", { name: indicatorName });
  const table = {
    caption: tableCaption(accessibleName),
    columns: [t("charts.table.period"), t("charts.table.value")],
    rows: rows.map((row) => ({ key: row.key, header: row.label, cells: [format(row.value)] })),
  };
  const gradientId = `indicator-${indicatorName.replace(/[^a-zA-Z0-9]/g, "")}-${color.replace("#", "")}`;

  return (
    <ChartFigure {...figure} name={accessibleName} table={table} testId="indicator-chart">
      <AreaChart data={rows} accessibilityLayer={false} margin={AXES_MARGIN} {...size}>
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={color} stopOpacity={0.35} />
            <stop offset="100%" stopColor={color} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke={theme.grid} vertical={false} />
        <XAxis
          dataKey="key"
          tickFormatter={(key: string) => labelByKey.get(key) ?? key}
          {...axis}
          minTickGap={16}
          {...(rows.length > 36 ? { interval: Math.ceil(rows.length / 8) - 1 } : {})}
        />
        <YAxis tickFormatter={compact} {...axis} width={64} domain={["auto", "auto"]} />
        <Area
          dataKey="value"
          name={indicatorName}
          stroke={color}
          strokeWidth={2}
          fill={`url(#${gradientId})`}
          dot={rows.length <= 36 ? { r: 2.5, fill: color } : false}
          isAnimationActive={animate}
        />
        <Tooltip
          formatter={formatNumbers(format)}
          labelFormatter={(key) => labelByKey.get(String(key)) ?? String(key)}
          contentStyle={tooltipStyle}
        />
      </AreaChart>
    </ChartFigure>
  );
}
