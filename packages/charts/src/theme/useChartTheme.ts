import { type RefObject, useLayoutEffect, useRef, useState } from "react";
import { type ChartTheme, FALLBACK_CHART_THEME, readChartTheme, sameChartTheme } from "./chartTheme";

/**
 * The theme of the element behind the returned ref, re-read after every render (a theme or brand switch
 * re-renders the tree) and applied before paint, so a chart never shows in the wrong colours.
 */
export function useChartTheme<T extends Element>(): [RefObject<T | null>, ChartTheme] {
  const ref = useRef<T>(null);
  const [theme, setTheme] = useState<ChartTheme>(FALLBACK_CHART_THEME);
  useLayoutEffect(() => {
    if (!ref.current) return;
    const next = readChartTheme(ref.current);
    setTheme((previous) => (sameChartTheme(previous, next) ? previous : next));
  });
  return [ref, theme];
}
