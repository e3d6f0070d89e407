import { readFileSync } from "node:fs";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { selectNewLines } from "./fingerprint";
import { parseStatement } from "./parseStatement";
import type { StatementLine, StatementParseResult } from "./statementLine";

function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
}

async function parseFixture(name: string): Promise<StatementParseResult> {
  return parseStatement(fixture(name), { fileName: name });
}

async function linesOf(name: string): Promise<StatementLine[]> {
  const result = await parseFixture(name);
  if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.error)}`);
  return result.lines;
}

const summary = (line: StatementLine) => [line.lineNumber, line.date, line.amountCents, line.normalizedLabel];

describe("French bank CSV exports", () => {
  it("BNP Paribas (Windows-1252, preamble, long label, '1 234,56')", async () => {
    const lines = await linesOf("bnp-paribas.csv");
    expect(lines.map(summary)).toEqual([
      [3, "2023-11-06", -8412, "PRLV EDF CLIENTS PARTICULIERS"],
      [4, "2023-11-06", -5630, "CB CARREFOUR MARKET"],
      [5, "2023-11-06", -350, "CB BOULANGERIE DU MARCHE"],
      [6, "2023-11-06", -350, "CB BOULANGERIE DU MARCHE"],
      [7, "2023-11-03", 125_000, "VIR SARL DUPONT ET FILS FACTURE"],
      [8, "2023-11-02", -6000, "RETRAIT BNP PARIBAS PARIS"],
      [9, "2023-11-01", -1290, "COMMISSIONS COTISATION ESPRIT LIBRE PRO"],
    ]);
    expect(lines[0]?.label).toContain("ID EMETTEUR/FR12ZZZ345678");
    expect(lines[0]?.currency).toBe("EUR");
  });

  it("Société Générale (accented headers in Windows-1252, currency column)", async () => {
    const lines = await linesOf("societe-generale.csv");
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatchObject({
      lineNumber: 5,
      amountCents: -141_800,
      normalizedLabel: "PRLV URSSAF ILE DE FRANCE",
    });
    expect(lines[4]).toMatchObject({ date: "2023-11-06", amountCents: 78_050 });
  });

  it("Crédit Agricole (debit and credit columns, labels quoted over two lines)", async () => {
    const lines = await linesOf("credit-agricole.csv");
    expect(lines.map(summary)).toEqual([
      [7, "2023-11-09", -5630, "CB CARREFOUR MARKET"],
      [9, "2023-11-08", -8412, "PRLV EDF CLIENTS PARTICULIERS"],
      [11, "2023-11-07", 125_000, "VIR SARL DUPONT ET FILS FACTURE"],
      [13, "2023-11-06", -1450, "COTISATION OFFRE PRO"],
    ]);
    expect(lines[0]?.label).toBe("PAIEMENT PAR CARTE X4567 CARREFOUR MARKET 07/11");
  });

  it("LCL (no header row: mapped by content)", async () => {
    const lines = await linesOf("lcl.csv");
    expect(lines.map(summary)).toEqual([
      [1, "2023-11-06", -5630, "CB CARREFOUR MARKET"],
      [2, "2023-11-06", -8412, "PRLV EDF CLIENTS PARTICULIERS"],
      [3, "2023-11-03", 125_000, "VIR SARL DUPONT ET FILS"],
      [4, "2023-11-02", -4500, "CB AMAZON EU SARL"],
    ]);
  });

  it("Qonto (comma-separated, quoted commas, ISO date-times, counterparty, reference, currency)", async () => {
    const lines = await linesOf("qonto.csv");
    expect(lines[1]).toMatchObject({
      lineNumber: 3,
      date: "2023-11-08",
      valueDate: "2023-11-08",
      label: "Facture 2023-118, acompte",
      amountCents: 240_000,
      counterparty: "Martin, Fils & Cie",
      normalizedCounterparty: "MARTIN FILS CIE",
      reference: "VIR-20231108-0042",
    });
    expect(lines[0]).toMatchObject({ date: "2023-11-08", valueDate: "2023-11-09" });
    expect(lines[3]).toMatchObject({ amountCents: -11_160, currency: "EUR" });
  });

  it("UTF-16 LE with BOM, tab-separated, German headers and dd.MM.yyyy", async () => {
    const lines = await linesOf("sparkasse-utf16le-bom.tsv");
    expect(lines.map((line) => [line.date, line.valueDate, line.amountCents, line.counterparty])).toEqual([
      ["2023-11-03", "2023-11-03", -125_000, "Immobilien Müller GmbH"],
      ["2023-11-02", "2023-11-02", 341_055, "Trezo SAS"],
    ]);
  });

  it("UTF-16 BE without BOM, dd/MM/yy", async () => {
    const lines = await linesOf("utf16be-no-bom.csv");
    expect(lines.map((line) => [line.date, line.valueDate, line.amountCents])).toEqual([
      ["2023-11-03", "2023-11-04", -2310],
      ["2023-11-02", "2023-11-02", 210_000],
    ]);
  });

  it("uses the mapping it is given (remembered per bank)", async () => {
    const result = await parseStatement(fixture("lcl.csv"), {
      mapping: { headerRow: -1, date: 0, label: [2, 4], amount: 1, dateOrder: "DMY", decimalSeparator: "," },
    });
    expect(result.ok && result.lines[0]?.label).toBe("Carte CB CARREFOUR MARKET 04/11/23");
  });
});

describe("OFX, QIF and CAMT.053", () => {
  it("OFX 1 (SGML, Windows-1252)", async () => {
    const lines = await linesOf("statement-v1.ofx");
    expect(
      lines.map((line) => [line.lineNumber, line.date, line.valueDate, line.amountCents, line.reference]),
    ).toEqual([
      [40, "2023-11-06", null, -5630, "3000400123202311060001"],
      [49, "2023-11-06", null, -8412, "3000400123202311060002"],
      [57, "2023-11-03", "2023-11-03", 125_000, "3000400123202311030001"],
      [66, "2023-11-02", null, -35_000, "1234567"],
    ]);
    expect(lines[3]?.label).toBe("CHEQUE N° 1234567");
  });

  it("QFX / OFX 2 (XML, payee aggregate, a USD payment converted with its CURRATE)", async () => {
    const lines = await linesOf("statement-v2.qfx");
    expect(lines.map((line) => [line.date, line.amountCents, line.currency, line.counterparty])).toEqual([
      ["2023-11-07", -2999, "EUR", "AMAZON PAYMENTS"],
      ["2023-11-08", -11_160, "EUR", null],
    ]);
  });

  it("QIF, French (dd/MM/yyyy, '1 250,00')", async () => {
    const lines = await linesOf("statement.qif");
    expect(lines.map((line) => [line.lineNumber, line.date, line.amountCents, line.reference])).toEqual([
      [2, "2023-11-06", -5630, null],
      [7, "2023-11-06", -8412, null],
      [11, "2023-11-03", 125_000, null],
      [17, "2023-11-02", -35_000, "1234567"],
    ]);
  });

  it("QIF, American (M/D'YY, '1,234.56', U amounts)", async () => {
    const lines = await linesOf("statement-us.qif");
    expect(lines.map((line) => [line.date, line.amountCents])).toEqual([
      ["2023-11-03", -123_456],
      ["2023-11-28", -1200],
    ]);
  });

  it("CAMT.053: booked entries only, sign, counterparty, references", async () => {
    const lines = await linesOf("statement.camt053.xml");
    expect(
      lines.map((line) => [
        line.lineNumber,
        line.date,
        line.valueDate,
        line.amountCents,
        line.counterparty,
        line.reference,
      ]),
    ).toEqual([
      [22, "2023-11-03", "2023-11-03", 125_000, "SARL DUPONT & FILS", "2023110300012"],
      [41, "2023-11-06", "2023-11-06", -8412, "EDF CLIENTS PARTICULIERS", "2023110600007"],
      [67, "2023-11-06", null, -350, null, null],
    ]);
    expect(lines[1]?.label).toBe("PRLV SEPA EDF CLIENTS PARTICULIERS");
  });
});

describe("XLSX", () => {
  async function workbookBytes(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Uint8Array> {
    const workbook = new ExcelJS.Workbook();
    fill(workbook.addWorksheet("Opérations"));
    return new Uint8Array(await workbook.xlsx.writeBuffer());
  }

  it("reads real dates and numbers, text cells and formulas", async () => {
    const bytes = await workbookBytes((sheet) => {
      sheet.addRow(["Relevé de compte", "FR76 3000 4001 2300 0123 4567 890"]);
      sheet.addRow([]);
      sheet.addRow(["Date", "Libellé", "Débit", "Crédit"]);
      sheet.addRow([new Date(Date.UTC(2023, 10, 6)), "PRLV SEPA EDF", 84.12, null]);
      sheet.addRow(["07/11/2023", "VIR SEPA RECU SARL DUPONT", null, "1 250,00"]);
      sheet.addRow([
        new Date(Date.UTC(2023, 10, 8)),
        { richText: [{ text: "CB " }, { text: "FNAC" }] },
        { formula: "10+20", result: 30 },
        null,
      ]);
    });
    const result = await parseStatement(bytes, { fileName: "releve.xlsx" });
    expect(result.ok && result.format).toBe("xlsx");
    expect(
      result.ok && result.lines.map((line) => [line.lineNumber, line.date, line.label, line.amountCents]),
    ).toEqual([
      [4, "2023-11-06", "PRLV SEPA EDF", -8412],
      [5, "2023-11-07", "VIR SEPA RECU SARL DUPONT", 125_000],
      [6, "2023-11-08", "CB FNAC", -3000],
    ]);
  });

  it("names the row and column of a bad cell", async () => {
    const bytes = await workbookBytes((sheet) => {
      sheet.addRow(["Date", "Libellé", "Montant"]);
      sheet.addRow(["06/11/2023", "CB FNAC", -30]);
      sheet.addRow(["07/11/2023", "CB DARTY", "n/a"]);
    });
    expect(await parseStatement(bytes)).toEqual({
      ok: false,
      error: { code: "invalidAmount", line: 3, column: "Montant", value: "n/a" },
    });
  });

  it("refuses a ZIP that is not a workbook", async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]);
    expect(await parseStatement(zip, { fileName: "releve.xlsx" })).toEqual({
      ok: false,
      error: { code: "unreadableXlsx" },
    });
  });
});

describe("malformed files: one error naming the line, no rows", () => {
  it.each([
    ["broken-date.csv", { code: "invalidDate", line: 4, column: "Date", value: "31/02/2023" }],
    ["broken-amount.csv", { code: "invalidAmount", line: 3, column: "Montant", value: "douze euros" }],
    ["broken-quote.csv", { code: "malformedCsv", line: 3 }],
    ["no-header.csv", { code: "noHeaderRow", value: "date, amount" }],
    ["broken-amount.ofx", { code: "invalidAmount", line: 18, column: "TRNAMT", value: "-5G.30" }],
    ["broken-missing-date.qif", { code: "missingDate", line: 6, column: "D" }],
    ["broken-date.camt053.xml", { code: "invalidDate", line: 41, column: "BookgDt", value: "2023-11-31" }],
    ["not-camt.xml", { code: "notCamt053", line: 1 }],
  ])("%s", async (name, error) => {
    expect(await parseFixture(name)).toEqual({ ok: false, error });
  });

  it("malformed XML names line and column", async () => {
    const result = await parseFixture("broken-malformed.camt053.xml");
    expect(result.ok).toBe(false);
    expect(!result.ok && [result.error.code, result.error.line, result.error.column]).toEqual([
      "malformedXml",
      45,
      "37",
    ]);
  });

  it("refuses empty files, XML entity declarations and legacy .xls", async () => {
    expect(await parseStatement(new Uint8Array())).toEqual({ ok: false, error: { code: "emptyFile" } });
    expect(await parseStatement(new TextEncoder().encode("  \n\n"))).toEqual({
      ok: false,
      error: { code: "emptyFile" },
    });
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa">]><Document><BkToCstmrStmt/></Document>';
    expect((await parseStatement(new TextEncoder().encode(bomb))).ok).toBe(false);
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await parseStatement(xls, { fileName: "releve.xls" })).toEqual({
      ok: false,
      error: { code: "unknownFormat" },
    });
  });
});

describe("duplicates across imports", () => {
  it("importing the same statement twice adds nothing, in every format", async () => {
    for (const name of ["bnp-paribas.csv", "statement-v1.ofx", "statement.qif", "statement.camt053.xml"]) {
      const first = await linesOf(name);
      const again = await linesOf(name);
      expect(selectNewLines(again, new Set(first.map((line) => line.fingerprint))).newLines).toEqual([]);
    }
  });
});

describe("large files", () => {
  it("parses a generated 100,000-line CSV", async () => {
    const rows = ["Date;Libellé;Montant"];
    for (let i = 0; i < 100_000; i++) {
      const day = String(1 + (i % 28)).padStart(2, "0");
      rows.push(
        `${day}/11/2023;CB MAGASIN ${i % 500} CARTE X1234;-${(i % 9000) + 1},${String(i % 100).padStart(2, "0")}`,
      );
    }
    const result = await parseStatement(new TextEncoder().encode(rows.join("\r\n")));
    expect(result.ok && result.lines.length).toBe(100_000);
    expect(result.ok && result.lines[99_999]?.lineNumber).toBe(100_001);
    expect(result.ok && new Set(result.lines.map((line) => line.fingerprint)).size).toBe(100_000);
  });
});

describe("format edge cases", () => {
  const encode = (text: string) => new TextEncoder().encode(text);

  it("QIF: skips the !Account record of a multi-account export", async () => {
    const qif = "!Account\nNCompte courant\nTBank\n^\n!Type:Bank\nD03/11/2023\nT-12,50\nPCB FNAC\n^\n";
    const result = await parseStatement(encode(qif));
    expect(result.ok && result.lines.map((line) => [line.lineNumber, line.amountCents, line.label])).toEqual([
      [6, -1250, "CB FNAC"],
    ]);
  });

  it("QIF: refuses investment accounts and text before the type", async () => {
    expect(await parseStatement(encode("!Type:Invst\nD03/11/2023\n^\n"))).toEqual({
      ok: false,
      error: { code: "unsupportedQifType", line: 1, value: "!Type:Invst" },
    });
    expect(await parseStatement(encode("D03/11/2023\n^\n"), { format: "qif" })).toEqual({
      ok: false,
      error: { code: "malformedQif", line: 1, value: "D03/11/2023" },
    });
  });

  it("OFX: decodes entities, reads French comma amounts, refuses an unclosed transaction", async () => {
    const ofx = (body: string) =>
      encode(
        `OFXHEADER:100\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>EUR\n<BANKTRANLIST>\n${body}\n</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`,
      );
    const ok = await parseStatement(
      ofx(
        "<STMTTRN>\n<DTPOSTED>20231103\n<TRNAMT>-12,50\n<NAME>SARL DUPONT &amp; FILS &#233;t&#xE9;\n</STMTTRN>",
      ),
    );
    expect(ok.ok && ok.lines.map((line) => [line.lineNumber, line.amountCents, line.label])).toEqual([
      [5, -1250, "SARL DUPONT & FILS été"],
    ]);
    expect(await parseStatement(ofx("<STMTTRN>\n<DTPOSTED>20231103\n<TRNAMT>-12.50\n"))).toEqual({
      ok: false,
      error: { code: "malformedOfx", line: 5, value: "</STMTTRN>" },
    });
    expect(await parseStatement(ofx("<STMTTRN>\n<DTPOSTED>20231332\n<TRNAMT>-12.50\n</STMTTRN>"))).toEqual({
      ok: false,
      error: { code: "invalidDate", line: 5, column: "DTPOSTED", value: "20231332" },
    });
  });
});
