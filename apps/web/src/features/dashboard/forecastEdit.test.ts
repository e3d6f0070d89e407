import { describe, expect, it } from "vitest";
import { editableAmount, parseMoneyInput } from "./forecastEdit";

describe("typed amounts", () => {
  it.each([
    ["1 250,50", "fr-FR", 125_050],
    ["1\u202f250,5 €", "fr-FR", 125_050],
    ["-800", "fr-FR", -80_000],
    ["−800", "fr-FR", -80_000],
    ["1250.50", "fr-FR", 125_050],
    ["1.250,50", "de-DE", 125_050],
    ["1,250.50", "en-GB", 125_050],
    ["0", "en-GB", 0],
  ] as const)("reads %j in %s", (text, locale, cents) => {
    expect(parseMoneyInput(text, locale)).toBe(cents);
  });

  it("writes back what it reads", () => {
    for (const locale of ["fr-FR", "en-GB", "de-DE", "no-NO"] as const) {
      expect(parseMoneyInput(editableAmount(-123_456_78, locale), locale)).toBe(-123_456_78);
    }
  });

  it.each(["", "-", "abc", "1,2,3", "12,345", "=1+2", "1e5"])("refuses %j", (text) => {
    expect(parseMoneyInput(text, "fr-FR")).toBeNull();
  });
});
