import { describe, expect, it } from "vitest";
import { maskIban, maskSiret } from "./inputMasks";

describe("input masks", () => {
  it("shows a SIRET as 3 3 3 5 while it is typed", () => {
    expect(maskSiret("7")).toBe("7");
    expect(maskSiret("7328")).toBe("732 8");
    expect(maskSiret("732829320000")).toBe("732 829 320 000");
    expect(maskSiret("73282932000074")).toBe("732 829 320 00074");
    expect(maskSiret("732.829.320 00074")).toBe("732 829 320 00074");
    expect(maskSiret("7328293200007499")).toBe("732 829 320 00074 99");
    expect(maskSiret("73A")).toBe("73A");
  });

  it("shows an IBAN in upper-case groups of 4", () => {
    expect(maskIban("fr7630006000011234567890189")).toBe("FR76 3000 6000 0112 3456 7890 189");
    expect(maskIban("FR76 30-00")).toBe("FR76 3000");
    expect(maskIban("")).toBe("");
  });
});
