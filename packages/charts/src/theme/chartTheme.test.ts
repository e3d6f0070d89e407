import { colorDistance, THEME_NAMES, themeTokens, themeValues } from "@trezo/ui";
import { describe, expect, it } from "vitest";
import {
  distinctSeriesColors,
  FALLBACK_CHART_THEME,
  MIN_SERIES_DISTANCE,
  seriesCandidates,
} from "./chartTheme";

describe("the series palette", () => {
  it.each(THEME_NAMES)("gives the scenarios of a %s chart colours that look different", (name) => {
    const colors = themeValues(themeTokens[name]).color;
    const series = distinctSeriesColors(seriesCandidates(colors));
    // The shown scenario keeps the accent; the others (and a category chart's slices) differ from it and
    // from each other, with enough colours for a category breakdown before they cycle.
    expect(series[0]).toBe(colors.accent);
    expect(series.length).toBeGreaterThanOrEqual(7);
    for (const [index, color] of series.entries()) {
      for (const other of series.slice(index + 1))
        expect(colorDistance(color, other)).toBeGreaterThanOrEqual(MIN_SERIES_DISTANCE);
    }
  });

  it("drops a token too close to one already taken (the light theme's info blue beside its accent)", () => {
    const colors = themeValues(themeTokens.light).color;
    expect(colorDistance(colors.accent, colors.info)).toBeLessThan(MIN_SERIES_DISTANCE);
    expect(distinctSeriesColors(seriesCandidates(colors))).not.toContain(colors.info);
  });

  it("keeps distinct colours outside any theme too", () => {
    const series = FALLBACK_CHART_THEME.series;
    expect(new Set(series).size).toBe(series.length);
    expect(series.length).toBeGreaterThanOrEqual(4);
  });
});
