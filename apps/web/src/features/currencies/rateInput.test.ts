import { describe, expect, it } from "vitest";
import { formatRate, rateFromInput } from "./rateInput";

describe("rateFromInput", () => {
  it("takes a comma or a dot, and spaces", () => {
    expect(rateFromInput("1,0946")).toBe("1.0946");
    expect(rateFromInput(" 1.0946 ")).toBe("1.0946");
    expect(rateFromInput("158")).toBe("158");
    expect(rateFromInput("1 234,5")).toBe("1234.5");
  });

  it("refuses zero, negatives, text and too many decimals", () => {
    for (const bad of ["", "0", "0,000", "-1", "abc", "1,2,3", "1.1234567890123", "1e3"]) {
      expect(rateFromInput(bad)).toBeNull();
    }
  });

  it("writes a rate with the locale's separator, its digits untouched", () => {
    expect(formatRate("1.0946", "fr-FR")).toBe("1,0946");
    expect(formatRate("1.0946", "en-GB")).toBe("1.0946");
    expect(formatRate("158.10", "de-DE")).toBe("158,10");
  });
});
