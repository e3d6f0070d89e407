import { contrastRatio, MIN_TEXT_CONTRAST, THEME_NAMES, themeTokens, themeValues } from "@trezo/ui";
import { describe, expect, it } from "vitest";
import { CELL_COLOR_PAIRS } from "./dashboardCellColors";

describe("dashboard cell colours", () => {
  it.each(THEME_NAMES)("every text/background pair of a cell reaches 4.5:1 in the %s theme", (name) => {
    const colors = themeValues(themeTokens[name]).color;
    const failing = CELL_COLOR_PAIRS.filter(
      ({ text, background }) => contrastRatio(colors[text], colors[background]) < MIN_TEXT_CONTRAST,
    ).map(({ text, background }) => `${text} on ${background}`);
    expect(failing).toEqual([]);
    expect(MIN_TEXT_CONTRAST).toBeGreaterThanOrEqual(4.5);
  });

  it("would catch the old negative variance, white text on a white cell", () => {
    const colors = themeValues(themeTokens.light).color;
    expect(contrastRatio(colors.dangerText, colors.surface)).toBeLessThan(MIN_TEXT_CONTRAST);
  });
});
