import { type Locale, type Translate, translate } from "@trezo/i18n";
import { useLocale } from "@trezo/ui/i18n";
import { useMemo } from "react";
import { compactMoneyFormatter, moneyFormatter } from "../format/money";
import { useChartTheme } from "./useChartTheme";

/** The margin of the charts with axes: room above for the top tick and on the sides for the ticks' text. */
export const AXES_MARGIN = { top: 12, right: 8, bottom: 4, left: 8 } as const;

/**
 * What every chart sets up the same way: its locale (the prop, else the ui LocaleProvider's), the theme
 * read from its figure, the axis ticks, the frame props of ChartFigure (spread them, then add the name,
 * the table and the test id) and the fixed size of the recharts chart when a width is given (without
 * one, ChartFigure's ResponsiveContainer sizes it). Also the styles every tooltip, legend, axis and
 * reference-line label share, and the translator and table caption in the chart's locale.
 */
export function useChartSetup(localeProp: Locale | undefined, height: number, width: number | undefined) {
  const contextLocale = useLocale();
  const locale = localeProp ?? contextLocale;
  const [figureRef, theme, themeRead] = useChartTheme<HTMLElement>();
  const t: Translate = (key, params) => translate(key, locale, params);
  const tick = { fill: theme.textMuted, fontSize: 12, fontFamily: theme.fontFamily };
  return {
    locale,
    theme,
    tick,
    figure: { figureRef, themeRead, height, width, emptyText: translate("charts.empty", locale) },
    size: width === undefined ? {} : { width, height },
    /** The message of `key` in the chart's locale. */
    t,
    /** The caption of the chart's data table, after its accessible name. */
    tableCaption: (name: string) => translate("charts.names.dataTable", locale, { name }),
    /** Props of every XAxis and YAxis: muted ticks, the axis line in the grid colour. */
    axis: { tick, stroke: theme.grid },
    tooltipStyle: {
      background: theme.surface,
      color: theme.text,
      borderColor: theme.grid,
      fontFamily: theme.fontFamily,
      fontSize: 12,
    },
    legendStyle: { fontSize: 12, fontFamily: theme.fontFamily },
    /** The label of a threshold line, at the line's lower right end. */
    thresholdLabel: (value: string) => ({
      value,
      fill: theme.threshold,
      fontSize: 11,
      fontFamily: theme.fontFamily,
      position: "insideBottomRight" as const,
    }),
  };
}

/** The full and the compact (axis) money formatters of a locale and currency. */
export function useMoneyFormatters(locale: Locale, currency: string) {
  const money = useMemo(() => moneyFormatter(locale, currency), [locale, currency]);
  const compact = useMemo(() => compactMoneyFormatter(locale, currency), [locale, currency]);
  return { money, compact };
}

/** A tooltip formatter: numbers through `format`, anything else as text. */
export function formatNumbers(format: (value: number) => string) {
  return (value: unknown) => (typeof value === "number" ? format(value) : String(value));
}
