/**
 * Statements as banks in France and abroad really export them (fixtures/): preambles above the
 * header, headers in the 8 product languages, OFX amounts with 3 or 4 decimals, CDATA and entities,
 * CAMT batch entries, camt.052 and camt.054, encodings, and the files that must be refused with a
 * clear message (empty, truncated XML, a bank's refusal, another currency).
 */
import { readFileSync } from "node:fs";
import { LOCALES } from "@trezo/i18n";
import { describe, expect, it } from "vitest";
import { decodeText } from "./decodeText";
import { importErrorMessage } from "./importErrorMessage";
import { inspectStatement } from "./inspectStatement";
import { parseStatement } from "./parseStatement";
import type { StatementLine, StatementParseResult } from "./statementLine";

function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
}

function parseFixture(name: string, defaultCurrency = "EUR"): Promise<StatementParseResult> {
  return parseStatement(fixture(name), { fileName: name, defaultCurrency });
}

async function linesOf(name: string, defaultCurrency = "EUR"): Promise<StatementLine[]> {
  const result = await parseFixture(name, defaultCurrency);
  if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.error)}`);
  return result.lines;
}

const brief = (line: StatementLine) => [line.date, line.label, line.amountCents];

describe("preambles: one header row, found on the server, for the mapping and the parse", () => {
  it.each([
    ["preambule-compte-pro.csv", 5, "Libellé"],
    ["preamble-uk-business.csv", 4, "Payee"],
    ["unknown-headers.csv", 2, "Text"],
  ])("%s: the header row is %i, and the parse reads the rows under it", async (name, headerRow, header) => {
    const inspected = await inspectStatement(fixture(name), name);
    expect(inspected.ok).toBe(true);
    if (!inspected.ok || inspected.inspection.format !== "csv") return;
    const { tabular } = inspected.inspection;
    expect(tabular.headerRow).toBe(headerRow);
    expect(tabular.mapping?.headerRow).toBe(headerRow);
    expect(tabular.headers).toContain(header);
    // The mapping as the wizard sends it back, even with a header row from an older export of the bank:
    // the server reads the rows under the header it found.
    const mapping = tabular.mapping ?? undefined;
    for (const sent of [mapping, mapping && { ...mapping, headerRow: 0 }]) {
      const parsed = await parseStatement(fixture(name), { fileName: name, mapping: sent });
      expect(parsed.ok ? parsed.lines.length : parsed.error).toBeGreaterThan(0);
      if (parsed.ok)
        expect(parsed.lines[0]?.label).toBe(tabular.sampleRows[0]?.[tabular.mapping?.label[0] ?? 0]);
    }
  });

  it("reads a French preamble export and a UK one with Date,Payee,Amount (the payee is the label)", async () => {
    expect((await linesOf("preambule-compte-pro.csv")).map(brief)).toEqual([
      ["2026-10-01", "PRLV SEPA URSSAF IDF", -141_800],
      ["2026-10-03", "VIR SEPA RECU CLIENT DURAND FACT 2026-118", 240_000],
      ["2026-10-06", "CB METRO CASH CARRY 05/10", -35_645],
    ]);
    expect((await linesOf("preamble-uk-business.csv")).map(brief)).toEqual([
      ["2026-10-01", "HMRC VAT", -125_000],
      ["2026-10-02", "ACME SUPPLIES LTD", -8412],
      ["2026-10-05", "DURAND & CO", 240_000],
    ]);
  });
});

describe("headers in the product's languages get a mapping", () => {
  it.each([
    ["n26-en.csv", "EUR", ["2026-10-01", "Order 4711", -5990], "Zalando SE"],
    ["caixabank-es.csv", "EUR", ["2026-10-01", "RECIBO ENDESA ENERGIA", -8412], null],
    ["intesa-it.csv", "EUR", ["2026-10-01", "Bonifico a Vostro favore DURAND SRL", 240_000], null],
    ["rabobank-nl.csv", "EUR", ["2026-10-01", "Termijnbedrag oktober", -8412], "Eneco"],
    ["dnb-no.csv", "NOK", ["2026-10-01", "Varekjøp REMA 1000", -35_645], null],
    ["privatbank-ua.csv", "UAH", ["2026-10-01", "Сільпо", -35_645], null],
    [
      "sparkasse-utf16le-bom.tsv",
      "EUR",
      ["2023-11-03", "Miete November", -125_000],
      "Immobilien Müller GmbH",
    ],
  ] as const)("%s", async (name, currency, first, counterparty) => {
    const inspected = await inspectStatement(fixture(name), name);
    expect(
      inspected.ok && inspected.inspection.format === "csv" && inspected.inspection.tabular.missing,
    ).toEqual([]);
    const lines = await linesOf(name, currency);
    expect(brief(lines[0] as StatementLine)).toEqual(first);
    expect(lines[0]?.counterparty).toBe(counterparty);
    expect(lines.every((line) => line.currency === currency)).toBe(true);
  });
});

describe("OFX: the format's notation, CDATA, entities, the bank's refusal", () => {
  it("reads -30.000 as -30.00 and 12.3456 as 12.35 (rounded half away from zero), never × 1000", async () => {
    const lines = await linesOf("decimals-cdata.ofx");
    expect(lines.map((line) => line.amountCents)).toEqual([-3000, 1235, -125_050]);
  });

  it("reads values in CDATA and decodes entities fully", async () => {
    const lines = await linesOf("decimals-cdata.ofx");
    expect(lines[0]?.label).toBe("CB SARL <LE FOURNIL> & FILS CARTE X1234");
    expect(lines[1]?.label).toBe("VIR DUPONT & ASSOCIÉS FACT <2026-118> été");
  });

  it("refuses a statement the bank refused, with the bank's message", async () => {
    const result = await parseFixture("bank-refused.ofx");
    expect(result).toEqual({
      ok: false,
      error: { code: "bankRefused", line: 16, value: "Compte non autorisé pour le téléchargement OFX" },
    });
    if (!result.ok)
      expect(importErrorMessage(result.error, "fr-FR")).toBe(
        "Ligne 16 : La banque a refusé ce relevé : « Compte non autorisé pour le téléchargement OFX ».",
      );
  });
});

describe("CAMT: batches split, dates, camt.052 and camt.054", () => {
  it("splits a cheque remittance into its cheques, each with its amount, drawer and number", async () => {
    const lines = await linesOf("batch.camt053.xml");
    expect(
      lines.map((line) => [line.date, line.valueDate, line.amountCents, line.counterparty, line.reference]),
    ).toEqual([
      ["2026-10-05", "2026-10-07", 120_000, "SARL DURAND", "4561230"],
      ["2026-10-05", "2026-10-07", 15_050, "M. ET MME LEROY", "8812004"],
      ["2026-10-05", "2026-10-07", 7000, "BOULANGERIE DU PORT", "0032117"],
      // Details that do not add up to the entry (2,900 of 3,000): the entry stays whole.
      ["2026-10-10", "2026-10-09", -300_000, "JEAN MARTIN", "VIRGRP20261010"],
    ]);
    expect(lines[0]?.label).toBe("CHEQUE FACTURE 2026-118");
    expect(lines[1]?.label).toBe("REMISE DE 3 CHEQUES N 000412");
    expect(new Set(lines.map((line) => line.fingerprint)).size).toBe(4);
  });

  it("reads a camt.052 report (booked entries only) and a camt.054 notification", async () => {
    expect((await linesOf("report.camt052.xml")).map(brief)).toEqual([
      ["2026-10-15", "PRLV SEPA EDF ECHEANCE 10/2026", -8412],
    ]);
    const notified = await linesOf("notification.camt054.xml");
    expect(notified.map((line) => [...brief(line), line.valueDate, line.reference])).toEqual([
      ["2026-10-20", "COTISATIONS 09/2026", -141_800, "2026-10-20", "URSSAF20261020"],
    ]);
  });

  it("says where a truncated file stops, in the user's words", async () => {
    const result = await parseFixture("truncated.camt053.xml");
    expect(result).toEqual({ ok: false, error: { code: "truncatedXml", line: 47, column: "29" } });
    if (result.ok) return;
    expect(importErrorMessage(result.error, "fr-FR")).toBe(
      "Ligne 47, colonne 29 : Le fichier XML est incomplet : il s'arrête avant la fin du relevé (téléchargement interrompu ?).",
    );
    for (const locale of LOCALES)
      expect(importErrorMessage(result.error, locale)).not.toMatch(/Invalid|Expected|tag/);
  });
});

describe("encodings", () => {
  it("keeps a UTF-8 file UTF-8 when one byte is invalid (U+FFFD), and reads a Windows-1252 file", async () => {
    const bad = decodeText(fixture("utf8-one-bad-byte.csv"));
    expect(bad.encoding).toBe("utf-8");
    expect(bad.text).toContain("CAFÉ DU MARCHÉ");
    expect(bad.text).toContain("N\uFFFD 12");
    const ansi = decodeText(fixture("windows-1252.csv"));
    expect(ansi.encoding).toBe("windows-1252");
    expect(ansi.text).toContain("PRÉLÈVEMENT ÉLECTRICITÉ");
  });

  it.each(["utf16le-no-bom.csv", "nul-padded.csv", "utf8-one-bad-byte.csv", "windows-1252.csv"])(
    "reads %s",
    async (name) => {
      const lines = await linesOf(name);
      expect(lines.map((line) => line.amountCents)).toEqual([-350, -8412, 1000]);
      expect(lines[1]?.label).toBe("PRÉLÈVEMENT ÉLECTRICITÉ");
    },
  );
});

describe("refusals with a clear message", () => {
  it("an empty file", async () => {
    const result = await parseFixture("empty.csv");
    expect(result).toEqual({ ok: false, error: { code: "emptyFile" } });
    if (!result.ok) expect(importErrorMessage(result.error, "fr-FR")).toBe("Le fichier est vide.");
  });

  it.each([
    ["revolut-usd.csv", 2, "USD", "CHF"],
    ["chase-usd.qfx", 14, "USD", "EUR"],
    ["chf.camt053.xml", 8, "CHF", "EUR"],
  ])("%s in another currency than the account's, naming both", async (name, line, currency, account) => {
    const result = await parseFixture(name, account);
    expect(result).toEqual({
      ok: false,
      error: { code: "currencyMismatch", line, value: currency, expected: account },
    });
    if (!result.ok)
      expect(importErrorMessage(result.error, "en-GB")).toBe(
        `Line ${line}: This statement is in ${currency} but the account is in ${account}: import it into a ${currency} account.`,
      );
  });

  it("a mapping that misses fields names them in words, never as keys", () => {
    const text = importErrorMessage({ code: "mappingIncomplete", value: "label, amount" }, "fr-FR");
    expect(text).toBe("Correspondance des colonnes incomplète : Libellé, Montant.");
  });
});
