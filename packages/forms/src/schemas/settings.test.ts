import { LOCALES, translate } from "@trezo/i18n";
import { describe, expect, it } from "vitest";
import { translateFormError } from "./formError";
import {
  categoryNameSchema,
  confirmWordSchema,
  gtmIdSchema,
  moneyAmountSchema,
  vatRateSchema,
} from "./settings";
import { frenchErrorsOf } from "./testing";

describe("gtmIdSchema", () => {
  it.each(["GTM-ABC123", "GTM-5X7K9", "GTM-W"])("accepts %s", (id) => {
    expect(frenchErrorsOf(gtmIdSchema, id)).toEqual([]);
  });
  it.each(["GTM-", "gtm-ABC123", "GTM-abc", "GTM-AB_12", "UA-12345-1", " GTM-ABC"])("refuses %s", (id) => {
    expect(frenchErrorsOf(gtmIdSchema, id)).toEqual([
      "Ce n'est pas un identifiant Google Tag Manager valide.",
    ]);
  });
});

describe("confirmWordSchema", () => {
  it.each(LOCALES)("%s wants its own word for delete, exactly", (locale) => {
    const word = translate("common.deleteWord", locale);
    expect(confirmWordSchema(locale).safeParse(word).success).toBe(true);
    expect(confirmWordSchema(locale).safeParse(` ${word} `).success).toBe(true);
    const wrong = confirmWordSchema(locale).safeParse(word.toUpperCase());
    expect(wrong.success).toBe(false);
    expect(translateFormError(wrong.error?.issues[0]?.message ?? "", locale)).toContain(word);
  });

  it("says which word to type", () => {
    expect(frenchErrorsOf(confirmWordSchema("fr-FR"), "delete")).toEqual([
      "Saisissez « supprimer » pour confirmer.",
    ]);
  });
});

describe("categoryNameSchema", () => {
  it("refuses blank names and trims", () => {
    expect(frenchErrorsOf(categoryNameSchema, "  ")).toEqual(["Le nom de la catégorie est obligatoire."]);
    expect(categoryNameSchema.parse(" Loyer ")).toBe("Loyer");
  });
});

describe("vatRateSchema", () => {
  it.each([
    [20, 20],
    ["5,5", 5.5],
    ["2.1 %", 2.1],
    ["0", 0],
    ["100", 100],
  ] as const)("reads %s as %s", (input, rate) => {
    expect(vatRateSchema.parse(input)).toBe(rate);
  });
  it.each([-1, "100.01", "5,555", "vingt", ""])("refuses %s", (input) => {
    expect(frenchErrorsOf(vatRateSchema, input)).toEqual([
      "Le taux de TVA doit être compris entre 0 et 100 %, avec au plus 2 décimales.",
    ]);
  });
});

describe("moneyAmountSchema", () => {
  it("reads amounts as each locale writes them, into cents", () => {
    expect(moneyAmountSchema("fr-FR").parse("1 234,56")).toBe(123456);
    expect(moneyAmountSchema("fr-FR").parse("1\u202f234,5 €")).toBe(123450);
    expect(moneyAmountSchema("fr-FR").parse("1234.56")).toBe(123456);
    expect(moneyAmountSchema("de-DE").parse("1.234,56")).toBe(123456);
    expect(moneyAmountSchema("en-GB").parse("1,234.56")).toBe(123456);
    expect(moneyAmountSchema("fr-FR", { allowNegative: true }).parse("-45,10")).toBe(-4510);
  });

  it("refuses what is not an amount", () => {
    expect(frenchErrorsOf(moneyAmountSchema("fr-FR"), "12,345")).toEqual([
      "Le montant ne peut pas avoir plus de 2 décimales.",
    ]);
    expect(frenchErrorsOf(moneyAmountSchema("fr-FR"), "douze")).toEqual(["Montant invalide."]);
    expect(frenchErrorsOf(moneyAmountSchema("fr-FR"), "-3")).toEqual(["Le montant doit être positif."]);
    expect(frenchErrorsOf(moneyAmountSchema("fr-FR"), "")).toEqual(["Ce champ est obligatoire."]);
    expect(frenchErrorsOf(moneyAmountSchema("fr-FR"), "99999999999999999")).toEqual([
      "Le montant est trop élevé.",
    ]);
  });
});
