import { contrastRatio, THEME_NAMES, themeTokens, themeValues } from "@trezo/ui";
import { describe, expect, it } from "vitest";
import { AMOUNT_COLOR_PAIRS, amountSign, signedAmount } from "./amountColors";

describe("transaction amount colours", () => {
  it.each(THEME_NAMES)("every amount colour reaches 4.5:1 on its row in the %s theme", (name) => {
    const colors = themeValues(themeTokens[name]).color;
    const failing = AMOUNT_COLOR_PAIRS.filter(
      ({ text, background }) => contrastRatio(colors[text], colors[background]) < 4.5,
    ).map(({ text, background }) => `${text} on ${background}`);
    expect(failing).toEqual([]);
  });

  it("would catch a credit in green on a selected row", () => {
    const colors = themeValues(themeTokens.light).color;
    expect(contrastRatio(colors.success, colors.accentSoft)).toBeLessThan(4.5);
  });

  it("writes the sign of a credit, not only its colour", () => {
    expect(signedAmount(473_423, "4 734,23 €")).toBe("+4 734,23 €");
    expect(signedAmount(-41_187, "-411,87 €")).toBe("-411,87 €");
    expect(signedAmount(0, "0,00 €")).toBe("0,00 €");
    expect([amountSign(1), amountSign(-1), amountSign(0)]).toEqual(["positive", "negative", "zero"]);
  });
});
