import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  connectionLimitReached,
  displayedBankName,
  normaliseIbanText,
  parseBic,
  validConnectionCount,
} from "./bankRules";

describe("maxConnections (spec 000 §6)", () => {
  it("is reached when the maximum is at most the number of valid banks", () => {
    expect(connectionLimitReached(2, 3)).toBe(false);
    expect(connectionLimitReached(3, 3)).toBe(true);
    expect(connectionLimitReached(4, 3)).toBe(true);
    expect(connectionLimitReached(0, 0)).toBe(true);
  });

  it("counts only connections that are not archived", () => {
    const connections = [{ archived: false }, { archived: true }, { archived: false }];
    expect(validConnectionCount(connections)).toBe(2);
    expect(connectionLimitReached(validConnectionCount(connections), 3)).toBe(false);
  });

  it("leaves exactly `max` slots free from an empty company", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), (max) => {
        let count = 0;
        while (!connectionLimitReached(count, max)) count++;
        expect(count).toBe(max);
      }),
    );
  });
});

describe("BIC", () => {
  it("accepts 8 or 11 characters, typed in any case with spaces, and stores them upper case", () => {
    expect(parseBic("agrifrpp")).toBe("AGRIFRPP");
    expect(parseBic(" BNPA FRPP XXX ")).toBe("BNPAFRPPXXX");
  });

  it("refuses what is not a BIC", () => {
    for (const bad of ["", "nope", "AGRIFRP", "AGRIFRPP1", "1GRIFRPP", "AGRI12PP", "AGRIFRPP-XX"])
      expect(parseBic(bad)).toBeNull();
  });

  it("never accepts a text whose normalised length is not 8 or 11", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const bic = parseBic(text);
        if (bic !== null) expect([8, 11]).toContain(bic.length);
      }),
    );
  });
});

describe("names and IBAN", () => {
  it("shows the custom name when there is one", () => {
    expect(displayedBankName({ name: "BNP", custom_name: "Pro" })).toBe("Pro");
    expect(displayedBankName({ name: "BNP", custom_name: "  " })).toBe("BNP");
    expect(displayedBankName({ name: "BNP", custom_name: null })).toBe("BNP");
  });

  it("stores an IBAN without spaces or dashes, upper case", () => {
    expect(normaliseIbanText("fr76 3000-6000 0112")).toBe("FR76300060000112");
  });
});
