import { type RefObject, useLayoutEffect, useRef, useState } from "react";
import { type ChartTheme, FALLBACK_CHART_THEME, readChartTheme, sameChartTheme } from "./chartTheme";

/**
 * The theme of the element behind the returned ref, re-read after every render (a theme or brand switch
 * re-renders the tree) and applied before paint, so a chart never shows in the wrong colours.
 * `themeRead` is false until the first read: charts draw nothing before it, rather than drawing once in
 * fallback colours and again in the theme's (which doubled the first render's cost).
 */
export function useChartTheme<T extends Element>(): [RefObject<T | null>, ChartTheme, boolean] {
  const ref = useRef<T>(null);
  const [theme, setTheme] = useState<ChartTheme | undefined>(undefined);
  useLayoutEffect(() => {
    if (!ref.current) return;
    const next = readChartTheme(ref.current);
    setTheme((previous) => (previous && sameChartTheme(previous, next) ? previous : next));
  });
  return [ref, theme ?? FALLBACK_CHART_THEME, theme !== undefined];
}
