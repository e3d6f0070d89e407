import { describe, expect, it } from "vitest";
import { formatVatRate, vatRateFromInput } from "./vatRateInput";

describe("vatRateFromInput", () => {
  it("reads rates as typed in French or English", () => {
    expect(vatRateFromInput("20")).toBe(2000);
    expect(vatRateFromInput("5,5")).toBe(550);
    expect(vatRateFromInput(" 2.1 % ")).toBe(210);
    expect(vatRateFromInput("0")).toBe(0);
    expect(vatRateFromInput("100")).toBe(10_000);
  });
  it("refuses what is not a VAT rate", () => {
    for (const text of ["", "abc", "-5", "150", "5,555", "1e2"]) expect(vatRateFromInput(text)).toBeNull();
  });
  it("formats a rate in the locale", () => {
    expect(formatVatRate(550, "fr-FR")).toMatch(/^5,5\s%$/u);
    expect(formatVatRate(2000, "en-GB")).toBe("20%");
  });
});
