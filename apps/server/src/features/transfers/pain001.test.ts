import { describe, expect, it } from "vitest";
import { buildPain001, decimalOfCents, type Pain001Input } from "./pain001";
import { pain001SchemaProblem as schemaProblem } from "./pain001Schema";

/**
 * The pain.001 files Trezo writes are checked against the EPC's pain.001.001.09 schema (SEPA credit
 * transfer, customer to bank, 2023 guidelines): fixtures/pain.001.001.09.xsd says where it comes from.
 */

const batch: Pain001Input = {
  messageId: "TRZ-20240315-0001",
  createdAt: new Date("2024-03-15T09:30:00Z"),
  initiatingPartyName: "Boulangerie Dupré & Fils",
  debtor: { name: "Boulangerie Dupré & Fils", iban: "FR7630006000011234567890189", bic: "AGRIFRPP" },
  batches: [
    {
      executionDate: "2024-03-18",
      transactions: [
        {
          endToEndId: "TRZ-A1B2C3D4E5F6",
          amountCents: 123_456,
          creditorName: "Meunerie Générale",
          creditorIban: "FR1420041010050500013M02606",
          creditorBic: "PSSTFRPPLIL",
          remittance: "Factures FA-2024-001, FA-2024-002",
        },
        {
          endToEndId: "TRZ-0F1E2D3C4B5A",
          amountCents: 9_900,
          creditorName: "Emballages <Œuvre> #3",
          creditorIban: "DE89370400440532013000",
          creditorBic: "",
          remittance: "",
        },
      ],
    },
    {
      executionDate: "2024-03-25",
      transactions: [
        {
          endToEndId: "TRZ-999999999999",
          amountCents: 1,
          creditorName: "Électricité du Sud",
          creditorIban: "FR7630006000011234567890189",
          creditorBic: "",
          remittance: "Facture E-77",
        },
      ],
    },
  ],
};

describe("the SEPA credit transfer file (pain.001.001.09)", () => {
  it("is valid against the official EPC schema, with several creditors and execution dates", () => {
    const xml = buildPain001(batch);
    expect(schemaProblem(xml)).toBeNull();
    expect(xml).toContain('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">');
    expect(xml).toContain("<NbOfTxs>3</NbOfTxs>");
    expect(xml).toContain("<CtrlSum>1333.57</CtrlSum>");
    expect(xml).toContain("<Dt>2024-03-18</Dt>");
    expect(xml).toContain("<Dt>2024-03-25</Dt>");
    expect(xml).toContain('<InstdAmt Ccy="EUR">1234.56</InstdAmt>');
    expect(xml).toContain("<Ustrd>Factures FA-2024-001, FA-2024-002</Ustrd>");
    // Names in the SEPA character set: accents transliterated, & as +, other signs dropped.
    expect(xml).toContain("<Nm>Boulangerie Dupre + Fils</Nm>");
    expect(xml).toContain("<Nm>Emballages OEuvre 3</Nm>");
    // A debtor bank without a BIC: "NOTPROVIDED", as the guidelines allow.
    const noBic = buildPain001({ ...batch, debtor: { ...batch.debtor, bic: "" } });
    expect(schemaProblem(noBic)).toBeNull();
    expect(noBic).toContain("<Id>NOTPROVIDED</Id>");
  });

  it("is refused by the schema when a rule is broken, so the check can fail", () => {
    const valid = buildPain001(batch);
    expect(schemaProblem(valid.replace("<PmtMtd>TRF</PmtMtd>", "<PmtMtd>CHK</PmtMtd>"))).not.toBeNull();
    expect(schemaProblem(valid.replace('Ccy="EUR">1234.56', 'Ccy="EUR">1234.567'))).not.toBeNull();
    expect(
      schemaProblem(buildPain001({ ...batch, debtor: { ...batch.debtor, bic: "NOT A BIC" } })),
    ).not.toBeNull();
    expect(
      schemaProblem(valid.replace(/<Cdtr>\s*<Nm>Meunerie Generale<\/Nm>\s*<\/Cdtr>/, "")),
    ).not.toBeNull();
  });

  it("writes amounts with two decimals", () => {
    expect(decimalOfCents(1)).toBe("0.01");
    expect(decimalOfCents(100)).toBe("1.00");
    expect(decimalOfCents(99_999_999_999)).toBe("999999999.99");
  });
});
