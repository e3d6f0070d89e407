import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldLabel, MAX_NORMALIZED_LABEL_LENGTH, normalizeLabel } from "./normalizeLabel";

/** Labels as French banks print them (anonymised), and what they must normalise to. */
const FRENCH_BANK_LABELS: ReadonlyArray<readonly [bank: string, raw: string, normalised: string]> = [
  // BNP Paribas
  ["BNP", "PRLV SEPA EDF CLIENTS PARTICULIERS REF 12345 DU 03/11", "PRLV EDF CLIENTS PARTICULIERS"],
  [
    "BNP",
    "PRLV SEPA EDF CLIENTS PARTICULIERS ECH/031123 ID EMETTEUR/FR12ZZZ345678 MDT/123456789 REF/0098765 LIB/FACTURE 123456",
    "PRLV EDF CLIENTS PARTICULIERS FACTURE",
  ],
  ["BNP", "VIR SEPA RECU /DE SARL DUPONT /MOTIF FACTURE F2023-112 /REF 1234567", "VIR SARL DUPONT FACTURE"],
  ["BNP", "FACTURE CARTE DU 031123 CARREFOUR MARKET CARTE 4974XXXXXXXX1234", "CB CARREFOUR MARKET"],
  ["BNP", "RETRAIT DAB 03/11/23 10H32 BNP PARIBAS PARIS 9", "RETRAIT BNP PARIBAS PARIS"],
  ["BNP", "COMMISSIONS COTISATION ESPRIT LIBRE PRO", "COMMISSIONS COTISATION ESPRIT LIBRE PRO"],
  // Société Générale
  [
    "SG",
    "PRELEVEMENT EUROPEEN 4471262 DE: EDF CLIENTS PARTICULIERS ID: FR12ZZZ345678 MOTIF: 12345678 REF: 0098765 MANDAT 123456",
    "PRLV EDF CLIENTS PARTICULIERS",
  ],
  ["SG", "CARTE X4567 03/11 CARREFOUR MARKET", "CB CARREFOUR MARKET"],
  ["SG", "CARTE X4567 REMBT 05/11 AMAZON PAYMENTS", "CB REMBT AMAZON PAYMENTS"],
  [
    "SG",
    "VIR RECU 9876543210 DE: URSSAF ILE DE FRANCE MOTIF: REMBOURSEMENT",
    "VIR URSSAF ILE DE FRANCE REMBOURSEMENT",
  ],
  ["SG", "CHEQUE 1234567", "CHQ"],
  ["SG", "REMISE CHEQUES 0001234 DU 02/11/2023", "REMISE CHQ"],
  // Crédit Agricole
  ["CA", "PRLV EDF CLIENTS PARTICULIERS 12345678 FR12ZZZ345678", "PRLV EDF CLIENTS PARTICULIERS"],
  ["CA", "PAIEMENT PAR CARTE X4567 CARREFOUR MARKET 02/11", "CB CARREFOUR MARKET"],
  ["CA", "Paiement par carte CARREFOUR MARKET  le 02.11.2023", "CB CARREFOUR MARKET"],
  ["CA", "VIREMENT EN VOTRE FAVEUR SARL DUPONT", "VIR SARL DUPONT"],
  ["CA", "Prélèvement Orange SA  Réf.  ORA-2023-11-1234", "PRLV ORANGE SA"],
  // LCL
  ["LCL", "CB CARREFOUR MARKET 03/11/23", "CB CARREFOUR MARKET"],
  ["LCL", "PRLV SEPA FREE MOBILE", "PRLV FREE MOBILE"],
  ["LCL", "VIR SEPA LOYER NOVEMBRE SCI LES TILLEULS", "VIR LOYER NOVEMBRE SCI LES TILLEULS"],
  ["LCL", "CB AMAZON EU SARL 12,50USD 1 EURO = 1,0812", "CB AMAZON EU SARL"],
  // La Banque Postale, Caisse d'Épargne, CIC, Boursorama
  ["LBP", "ACHAT CB BOULANGERIE PAUL 03.11.23 CARTE NUMERO 123", "CB BOULANGERIE PAUL"],
  ["CE", "PRLV DGFIP IMPOT PAS 112023 N° 0987654321", "PRLV DGFIP IMPOT PAS"],
  ["CIC", "PAIEMENT CB 0311 PARIS SNCF INTERNET CARTE 4974*1234", "CB PARIS SNCF INTERNET"],
  ["Boursorama", "CARTE 03/11/23 UBER *TRIP 11,20 EUR", "CB UBER TRIP"],
  ["Boursorama", "VIR INST RECU M. JEAN-PIERRE DUPONT", "VIR M JEAN PIERRE DUPONT"],
  // Qonto (clean labels, counterparty-like)
  ["Qonto", "Google Workspace", "GOOGLE WORKSPACE"],
  ["Qonto", "Société Générale Assurances", "SOCIETE GENERALE ASSURANCES"],
  ["Qonto", "Œuvres & Cie", "OEUVRES CIE"],
];

describe("normalizeLabel on French bank labels", () => {
  it.each(FRENCH_BANK_LABELS)("%s: %s", (_bank, raw, normalised) => {
    expect(normalizeLabel(raw)).toBe(normalised);
  });

  it("gives the same key to the same payee whatever month, card or reference", () => {
    const months = [
      "PRLV SEPA EDF CLIENTS PARTICULIERS REF 12345 DU 03/11",
      "PRLV SEPA EDF CLIENTS PARTICULIERS REF 99871 DU 03/12",
      "PRLV SEPA EDF CLIENTS PARTICULIERS REF 10020 DU 05/01",
    ];
    expect(new Set(months.map(normalizeLabel)).size).toBe(1);
    expect(normalizeLabel("CARTE X1111 01/02 CARREFOUR MARKET")).toBe(
      normalizeLabel("CARTE X9999 28/02 CARREFOUR MARKET"),
    );
  });

  it("keeps small numbers that are part of a name", () => {
    expect(normalizeLabel("PRLV SEPA M6 PUBLICITE")).toBe("PRLV M6 PUBLICITE");
    expect(normalizeLabel("CB B2B DISTRIB 3F")).toBe("CB B2B DISTRIB 3F");
  });

  it("keeps letters of every script", () => {
    expect(normalizeLabel("Оплата ПриватБанк 12.10.2023")).toBe("ОПЛАТА ПРИВАТБАНК");
    expect(normalizeLabel("Kjøp Rema 1000 Grünerløkka")).toBe("KJØP REMA GRUNERLØKKA");
    expect(normalizeLabel("Straße")).toBe("STRASSE");
  });

  it("reduces a label made only of noise to the empty string", () => {
    expect(normalizeLabel("REF 12345 DU 03/11/2023")).toBe("");
    expect(normalizeLabel("   ")).toBe("");
  });

  it("caps the length on a word boundary", () => {
    const long = normalizeLabel(`CB ${"FOURNISSEUR ".repeat(40)}`);
    expect(long.length).toBeLessThanOrEqual(MAX_NORMALIZED_LABEL_LENGTH);
    expect(long.endsWith("FOURNISSEUR")).toBe(true);
  });
});

describe("normalizeLabel properties", () => {
  const bankish = fc
    .array(
      fc.oneof(
        fc.constantFrom(
          "PRLV",
          "SEPA",
          "CB",
          "CARTE",
          "VIR",
          "RECU",
          "REF",
          "DU",
          "/DE",
          "MDT/",
          "X1234",
          "EDF",
        ),
        fc.string({ maxLength: 8 }),
        fc.integer({ min: 0, max: 99_999_999 }).map(String),
        fc.date({ noInvalidDate: true }).map((date) => date.toLocaleDateString("fr-FR")),
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join(" "));

  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: "binary" }), bankish), (raw) => {
        const once = normalizeLabel(raw);
        expect(normalizeLabel(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it("yields upper-case words without accents, digits-only tokens or double spaces", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), bankish), (raw) => {
        const result = normalizeLabel(raw);
        expect(result).toBe(result.trim());
        expect(result).not.toMatch(/ {2}/);
        expect(result).not.toMatch(/(^| )[0-9]+( |$)/);
        expect(result).toBe(foldLabel(result));
        expect(result.length).toBeLessThanOrEqual(MAX_NORMALIZED_LABEL_LENGTH);
      }),
      { numRuns: 2000 },
    );
  });

  it("does not depend on case or accents", () => {
    fc.assert(
      fc.property(bankish, (raw) => {
        expect(normalizeLabel(raw.toLowerCase())).toBe(normalizeLabel(raw.toUpperCase()));
      }),
    );
  });
});
