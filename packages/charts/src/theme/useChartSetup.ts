import { type Locale, translate } from "@trezo/i18n";
import { useLocale } from "@trezo/ui/i18n";
import { useChartTheme } from "./useChartTheme";

/**
 * What every chart sets up the same way: its locale (the prop, else the ui LocaleProvider's), the theme
 * read from its figure, the axis ticks, the frame props of ChartFigure (spread them, then add the name,
 * the table and the test id) and the fixed size of the recharts chart when a width is given (without
 * one, ChartFigure's ResponsiveContainer sizes it).
 */
export function useChartSetup(localeProp: Locale | undefined, height: number, width: number | undefined) {
  const contextLocale = useLocale();
  const locale = localeProp ?? contextLocale;
  const [figureRef, theme, themeRead] = useChartTheme<HTMLElement>();
  return {
    locale,
    theme,
    tick: { fill: theme.textMuted, fontSize: 12, fontFamily: theme.fontFamily },
    figure: { figureRef, themeRead, height, width, emptyText: translate("charts.empty", locale) },
    size: width === undefined ? {} : { width, height },
  };
}
