/**
 * Chart colours come from the ui theme contract at run time: each value of `vars` is a CSS variable
 * reference, and we read what it resolves to on the chart's own element, so a chart follows the theme
 * class and the company brand (BrandProvider's inline variables) that wrap it.
 *
 * SVG attributes need concrete colours (recharts also computes with them), hence reading the computed
 * value rather than passing `var(--…)` strings.
 */
import { colorDistance } from "@trezo/ui/brand";
import { vars } from "@trezo/ui/theme";

/** The colours and font a chart draws with. */
export interface ChartTheme {
  text: string;
  textMuted: string;
  grid: string;
  surface: string;
  accent: string;
  income: string;
  expense: string;
  threshold: string;
  /** Colour of an indicator that has none of its own (#30CE8F in the default themes, spec 000 §9). */
  indicator: string;
  fontFamily: string;
  /** Colours of overlaid series (scenarios, accounts, categories), accent first. */
  series: readonly string[];
}

/** Colours used only outside any theme (a chart rendered without the ui theme class around it). */
const SEMANTIC_FALLBACKS = {
  success: "#1f8a5b",
  danger: "#c8372d",
  warning: "#b26a00",
  indicator: "#30CE8F",
} as const;

/**
 * Categorical palette after the accent and the info colour, for the third and later overlaid series
 * (the ui contract has no categorical palette): distinct hues of similar weight on light and dark.
 */
const SERIES_FALLBACKS = ["#7c4dcc", "#0f8b8d", "#c2571a", "#a1306b", "#4f6d1e", "#8a6d00"] as const;

/** Two series closer than this (ΔE OK) read as one colour on a chart: the accent and the info blue once did. */
export const MIN_SERIES_DISTANCE = 0.08;

function distance(a: string, b: string): number {
  try {
    return colorDistance(a, b);
  } catch {
    // A colour this module cannot parse is compared as a string only.
    return a === b ? 0 : Number.POSITIVE_INFINITY;
  }
}

/**
 * The series palette: `candidates` in order (the theme's tokens first, then the categorical fallbacks),
 * keeping only colours at least MIN_SERIES_DISTANCE from every colour kept, so that two scenarios (or two
 * categories, two accounts) never share a colour.
 */
export function distinctSeriesColors(candidates: readonly string[]): string[] {
  const kept: string[] = [];
  for (const candidate of candidates) {
    if (kept.every((other) => distance(candidate, other) >= MIN_SERIES_DISTANCE)) kept.push(candidate);
  }
  return kept;
}

/** The candidates of the series palette from a theme's colours: accent, info, indicator, then fallbacks. */
export function seriesCandidates(colors: { accent: string; info: string; indicator: string }): string[] {
  return [colors.accent, colors.info, colors.indicator, ...SERIES_FALLBACKS];
}

/** The theme a chart uses before it has read its element (first render, or outside any theme class). */
export const FALLBACK_CHART_THEME: ChartTheme = {
  text: "#0f1b2d",
  textMuted: "#5d6b82",
  grid: "#e7ebf1",
  surface: "#ffffff",
  accent: "#1d4fb8",
  income: SEMANTIC_FALLBACKS.success,
  expense: SEMANTIC_FALLBACKS.danger,
  threshold: SEMANTIC_FALLBACKS.warning,
  indicator: SEMANTIC_FALLBACKS.indicator,
  fontFamily: "system-ui, sans-serif",
  series: distinctSeriesColors(
    seriesCandidates({
      accent: "#1d4fb8",
      info: SERIES_FALLBACKS[0],
      indicator: SEMANTIC_FALLBACKS.indicator,
    }),
  ),
};

/** "var(--color-accent__x1)" → "--color-accent__x1"; undefined for anything else. */
export function cssVariableName(reference: string | undefined): string | undefined {
  return reference ? /^var\((--[^,)]+)/.exec(reference)?.[1] : undefined;
}

function readVariable(style: CSSStyleDeclaration, reference: string | undefined): string | undefined {
  const name = cssVariableName(reference);
  const value = name ? style.getPropertyValue(name).trim() : "";
  return value === "" ? undefined : value;
}

const contractColors: Readonly<Record<string, string | undefined>> = vars.color;

/** Reads the chart theme from the CSS variables in effect on `element`. */
export function readChartTheme(element: Element): ChartTheme {
  const style = getComputedStyle(element);
  const color = (name: string, fallback: string) => readVariable(style, contractColors[name]) ?? fallback;
  const accent = color("accent", FALLBACK_CHART_THEME.accent);
  const info = color("info", SERIES_FALLBACKS[0]);
  const indicator = color("indicator", SEMANTIC_FALLBACKS.indicator);
  const income = color("success", SEMANTIC_FALLBACKS.success);
  const expense = color("danger", SEMANTIC_FALLBACKS.danger);
  const threshold = color("warning", SEMANTIC_FALLBACKS.warning);
  return {
    text: color("text", FALLBACK_CHART_THEME.text),
    textMuted: color("textMuted", FALLBACK_CHART_THEME.textMuted),
    grid: color("border", FALLBACK_CHART_THEME.grid),
    surface: color("surface", FALLBACK_CHART_THEME.surface),
    accent,
    income,
    expense,
    threshold,
    indicator,
    fontFamily: readVariable(style, vars.font.body) ?? FALLBACK_CHART_THEME.fontFamily,
    series: distinctSeriesColors(seriesCandidates({ accent, info, indicator })),
  };
}

/** Whether two themes draw the same (to skip a re-render when nothing changed). */
export function sameChartTheme(a: ChartTheme, b: ChartTheme): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The colour of the overlaid series number `index` (cycling through the palette). */
export function seriesColor(theme: ChartTheme, index: number): string {
  return theme.series[index % theme.series.length] ?? theme.accent;
}
