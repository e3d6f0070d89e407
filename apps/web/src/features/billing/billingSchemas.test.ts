import { describe, expect, it } from "vitest";
import {
  billingDetailsSchema,
  isPlausibleVatNumber,
  normaliseVatNumber,
  sepaDebitSchema,
} from "./billingSchemas";

const details = billingDetailsSchema({ vatInvalid: "TVA invalide" });
const valid = {
  companyName: "Boulangerie Martin",
  email: "compta@martin.fr",
  line1: "3 rue des Lilas",
  line2: "",
  postalCode: "75011",
  city: "Paris",
  country: "FR",
  vatNumber: "",
};

describe("VAT numbers", () => {
  it("accepts a French number whose key matches its SIREN, and refuses a wrong key", () => {
    // SIREN 404833048: key (12 + 3 × (404833048 mod 97)) mod 97 = 83.
    expect(isPlausibleVatNumber("FR83404833048")).toBe(true);
    expect(isPlausibleVatNumber("fr 83 404 833 048")).toBe(true);
    expect(isPlausibleVatNumber("FR84404833048")).toBe(false);
    expect(isPlausibleVatNumber("FR8340483304")).toBe(false);
  });

  it("accepts other countries' shapes and refuses what has no country", () => {
    expect(isPlausibleVatNumber("DE123456789")).toBe(true);
    expect(isPlausibleVatNumber("123456789")).toBe(false);
    expect(isPlausibleVatNumber("DE1")).toBe(false);
    expect(normaliseVatNumber("be 0123.456.789")).toBe("BE0123456789");
  });
});

describe("billing details", () => {
  it("yields the trimmed values and an absent VAT number when left empty", () => {
    const parsed = details.parse({ ...valid, companyName: "  Boulangerie Martin " });
    expect(parsed).toMatchObject({ companyName: "Boulangerie Martin", country: "FR", vatNumber: undefined });
  });

  it("requires a country and says when the VAT number is wrong", () => {
    const result = details.safeParse({ ...valid, country: null, vatNumber: "FR00404833048" });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(messages).toContainEqual(["country", "forms.validation.required"]);
    expect(messages).toContainEqual(["vatNumber", "TVA invalide"]);
  });
});

describe("SEPA Direct Debit", () => {
  const sepa = sepaDebitSchema({ mandateRequired: "Mandat requis" });
  it("requires the mandate and a valid IBAN", () => {
    const result = sepa.safeParse({
      accountHolder: "Martin",
      iban: "FR7630006000011234567890189",
      mandateAccepted: false,
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Mandat requis"]);
    expect(
      sepa.parse({
        accountHolder: "Martin",
        iban: "fr76 3000 6000 0112 3456 7890 189",
        mandateAccepted: true,
      }).iban,
    ).toBe("FR7630006000011234567890189");
  });

  it("gives the spec's message to an IBAN without a country when none is known", () => {
    const result = sepa.safeParse({
      accountHolder: "Martin",
      iban: "7630006000011234567890189",
      mandateAccepted: true,
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "forms.validation.ibanCountryUnknown",
    ]);
  });
});
