import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isValidSiren,
  isValidSiret,
  passesLuhn,
  readSiret,
  sirenOfSiret,
  siretRequired,
  withLuhnCheckDigit,
} from "./siret";

describe("SIRET", () => {
  // Published SIRETs: Google France, La Poste's head office, and a La Poste establishment.
  it.each(["73282932000074", "44306184100047", "356 000 000 00048", "35600000049837"])(
    "accepts %s",
    (siret) => {
      expect(isValidSiret(siret)).toBe(true);
    },
  );

  it("refuses wrong lengths, letters and a changed digit", () => {
    expect(isValidSiret("7328293200007")).toBe(false);
    expect(isValidSiret("732829320000740")).toBe(false);
    expect(isValidSiret("7328293200007A")).toBe(false);
    expect(isValidSiret("73282932000075")).toBe(false);
  });

  it("checks every single-digit mutation of a valid SIRET", () => {
    const valid = "73282932000074";
    for (let position = 0; position < valid.length; position += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        if (String(digit) === valid[position]) continue;
        const mutated = `${valid.slice(0, position)}${digit}${valid.slice(position + 1)}`;
        expect(isValidSiret(mutated), mutated).toBe(false);
      }
    }
  });

  it("checks SIRENs and Luhn", () => {
    expect(isValidSiren("732829320")).toBe(true);
    expect(isValidSiren("732829321")).toBe(false);
    expect(isValidSiret("35600000049838")).toBe(false);
    expect(passesLuhn("79927398713")).toBe(true);
  });
});

describe("readSiret", () => {
  it("reads blank as none, a valid SIRET in its stored form, anything else as invalid", () => {
    expect(readSiret(undefined)).toEqual({ kind: "none" });
    expect(readSiret("   ")).toEqual({ kind: "none" });
    expect(readSiret("732 829 320 00074")).toEqual({ kind: "valid", siret: "73282932000074" });
    expect(readSiret("12345678901234")).toEqual({ kind: "invalid" });
    expect(readSiret("1234")).toEqual({ kind: "invalid" });
  });

  it("requires a SIRET of an accounting firm and of its client files only", () => {
    expect(siretRequired({ isCpa: true, parentId: null })).toBe(true);
    expect(siretRequired({ isCpa: false, parentId: 4 })).toBe(true);
    expect(siretRequired({ isCpa: false, parentId: null })).toBe(false);
  });
});

describe("withLuhnCheckDigit", () => {
  it("completes any 13 digits into a valid SIRET", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{13}$/), (digits) => {
        const siret = withLuhnCheckDigit(digits);
        expect(siret.startsWith(digits)).toBe(true);
        // La Poste's SIREN follows its own rule, not Luhn.
        if (!digits.startsWith("356000000")) expect(isValidSiret(siret)).toBe(true);
      }),
    );
  });
});

describe("sirenOfSiret", () => {
  it("takes the first 9 digits of a valid SIRET, spaces ignored", () => {
    expect(sirenOfSiret("732 829 320 00074")).toBe("732829320");
  });

  it("answers null without a SIRET or with an invalid one", () => {
    expect(sirenOfSiret(null)).toBeNull();
    expect(sirenOfSiret("")).toBeNull();
    expect(sirenOfSiret("12345678901234")).toBeNull();
  });

  it("always gives a SIREN that is the start of the SIRET", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{13}$/), (digits) => {
        const siret = withLuhnCheckDigit(digits);
        const siren = sirenOfSiret(siret);
        if (isValidSiret(siret)) expect(siren).toBe(siret.slice(0, 9));
        else expect(siren).toBeNull();
      }),
    );
  });
});
