import { describe, expect, it } from "vitest";
import { bicSchema, ibanSchema, sirenSchema, siretSchema } from "./identifiers";
import { frenchErrorsOf } from "./testing";

/** SIRETs of head offices published in the Sirene register (EDF, TotalEnergies, Danone, Google France). */
const REAL_SIRETS = [
  "55208131766522",
  "54205118000066",
  "55203253400646",
  "44306184100047",
  "73282932000074",
];

describe("siretSchema", () => {
  it.each(REAL_SIRETS)("accepts %s and yields it without spaces", (siret) => {
    const spaced = `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`;
    expect(siretSchema.parse(spaced)).toBe(siret);
  });

  it("says 'SIRET invalide.' for anything that is not exactly 14 characters (spec 000 §5)", () => {
    for (const value of ["", "5520813176652", "552081317665221", "abc"]) {
      expect(frenchErrorsOf(siretSchema, value)).toEqual(["SIRET invalide."]);
    }
  });

  it.each(REAL_SIRETS)("refuses every single-digit change and neighbour swap of %s", (siret) => {
    for (let position = 0; position < siret.length; position += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        if (String(digit) === siret[position]) continue;
        const mutated = `${siret.slice(0, position)}${digit}${siret.slice(position + 1)}`;
        expect(frenchErrorsOf(siretSchema, mutated), mutated).toEqual(["SIRET invalide."]);
      }
    }
    for (let position = 0; position < siret.length - 1; position += 1) {
      const [a, b] = [siret[position], siret[position + 1]];
      // Luhn cannot see 0↔9 swaps, nor swaps of equal digits (which change nothing).
      if (a === b || `${a}${b}` === "09" || `${a}${b}` === "90") continue;
      const swapped = `${siret.slice(0, position)}${b}${a}${siret.slice(position + 2)}`;
      expect(frenchErrorsOf(siretSchema, swapped), swapped).toEqual(["SIRET invalide."]);
    }
  });

  it("refuses letters in a 14-character value", () => {
    expect(frenchErrorsOf(siretSchema, "5520813176652A")).toEqual(["SIRET invalide."]);
  });

  it("accepts La Poste's establishments by their sum of digits", () => {
    expect(siretSchema.parse("35600000049837")).toBe("35600000049837");
    expect(frenchErrorsOf(siretSchema, "35600000049838")).toEqual(["SIRET invalide."]);
  });
});

describe("sirenSchema", () => {
  it("accepts real SIRENs and refuses mutations", () => {
    for (const siret of REAL_SIRETS) expect(sirenSchema.parse(siret.slice(0, 9))).toBe(siret.slice(0, 9));
    expect(frenchErrorsOf(sirenSchema, "552081318")).toEqual(["SIREN invalide."]);
    expect(frenchErrorsOf(sirenSchema, "55208131")).toEqual(["SIREN invalide."]);
  });
});

describe("ibanSchema", () => {
  it("yields the electronic form", () => {
    expect(ibanSchema().parse(" fr76 3000 6000 0112 3456 7890 189 ")).toBe("FR7630006000011234567890189");
  });

  it("gives the spec's message when no country can be known (001 §8)", () => {
    expect(frenchErrorsOf(ibanSchema(), "76 3000 6000 0112 3456 7890 189")).toEqual([
      "Erreur lors de la confirmation de votre IBAN. Vérifiez vos détails de facturation",
    ]);
  });

  it("says the IBAN is invalid when its checksum or length is wrong, and asks for it when empty", () => {
    expect(frenchErrorsOf(ibanSchema(), "FR7630006000011234567890188")).toEqual(["IBAN invalide."]);
    expect(frenchErrorsOf(ibanSchema(), "FR763000600001123456789018")).toEqual(["IBAN invalide."]);
    expect(frenchErrorsOf(ibanSchema(), "  ")).toEqual(["Ce champ est obligatoire."]);
  });
});

describe("bicSchema", () => {
  it.each(["BNPAFRPP", "BNPAFRPPXXX", "deutdeff", "AGRI FRPP 882"])("accepts %s", (bic) => {
    expect(frenchErrorsOf(bicSchema, bic)).toEqual([]);
  });

  it.each(["BNPAFRP", "BNPAXXPP", "1NPAFRPP", "BNPAFRPPXX"])("refuses %s", (bic) => {
    expect(frenchErrorsOf(bicSchema, bic)).toEqual(["BIC invalide."]);
  });
});
