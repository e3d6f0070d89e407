import { describe, expect, it } from "vitest";
import { currencyOptionsOf } from "./currencyOptions";

describe("currencyOptionsOf", () => {
  it("puts EUR and the usual currencies first, named in the user's language, each once", () => {
    const options = currencyOptionsOf(["AED", "CHF", "EUR", "JPY", "USD"], "fr-FR");
    expect(options.map((option) => option.id)).toEqual(["EUR", "USD", "GBP", "CHF", "AED", "JPY"]);
    expect(options[0]?.label).toBe("EUR — euro");
    expect(options.find((option) => option.id === "JPY")?.label).toBe("JPY — yen japonais");
  });

  it("offers the usual currencies before the list has come", () => {
    expect(currencyOptionsOf([], "en-GB").map((option) => option.id)).toEqual(["EUR", "USD", "GBP", "CHF"]);
  });
});
