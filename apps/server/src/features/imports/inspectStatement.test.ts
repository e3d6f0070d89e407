import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { detectDelimiter } from "./csv/readCsvRows";
import { detectStatementFormat } from "./detectStatementFormat";
import { inspectStatement } from "./inspectStatement";

function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
}

describe("inspectStatement (getHeaders)", () => {
  it("finds BNP's header under its preamble and suggests the mapping", async () => {
    const result = await inspectStatement(fixture("bnp-paribas.csv"), "export.csv");
    expect(result.ok).toBe(true);
    if (!result.ok || result.inspection.format !== "csv") return;
    const { tabular } = result.inspection;
    expect(tabular.headerRow).toBe(1);
    expect(tabular.headers).toEqual([
      "Date opération",
      "Libellé court",
      "Type opération",
      "Libellé opération",
      "Montant opération en euro",
    ]);
    expect(tabular.mapping).toMatchObject({
      date: 0,
      label: [3],
      amount: 4,
      dateOrder: "DMY",
      decimalSeparator: ",",
    });
    expect(tabular.sampleRows[0]?.[4]).toBe("-84,12");
  });

  it("maps debit and credit columns, counterparty, reference, value date and currency", async () => {
    const ca = await inspectStatement(fixture("credit-agricole.csv"));
    expect(ca.ok && ca.inspection.format === "csv" && ca.inspection.tabular.mapping).toMatchObject({
      headerRow: 5,
      date: 0,
      label: [1],
      amount: null,
      debit: 2,
      credit: 3,
    });
    const qonto = await inspectStatement(fixture("qonto.csv"));
    expect(qonto.ok && qonto.inspection.format === "csv" && qonto.inspection.tabular.mapping).toMatchObject({
      date: 2,
      valueDate: 1,
      amount: 3,
      currency: 4,
      counterparty: 5,
      label: [6],
      reference: 7,
      decimalSeparator: ".",
    });
  });

  it("maps a headerless file by content", async () => {
    const result = await inspectStatement(fixture("lcl.csv"));
    expect(result.ok && result.inspection.format === "csv" && result.inspection.tabular).toMatchObject({
      headerRow: -1,
      headers: ["1", "2", "3", "4", "5", "6", "7", "8"],
      mapping: { date: 0, amount: 1, label: [4] },
    });
  });

  it("says what it cannot find", async () => {
    const result = await inspectStatement(fixture("no-header.csv"));
    expect(result.ok && result.inspection.format === "csv" && result.inspection.tabular).toMatchObject({
      mapping: null,
      missing: ["date", "amount"],
    });
  });

  it("needs no mapping for OFX, QIF and CAMT.053", async () => {
    expect(await inspectStatement(fixture("statement-v1.ofx"))).toEqual({
      ok: true,
      inspection: { format: "ofx" },
    });
    expect(await inspectStatement(fixture("statement.qif"))).toEqual({
      ok: true,
      inspection: { format: "qif" },
    });
    expect(await inspectStatement(fixture("statement.camt053.xml"))).toEqual({
      ok: true,
      inspection: { format: "camt053" },
    });
  });
});

describe("detectDelimiter", () => {
  it.each([
    ["a;b;c\n1;2,5;3\n4;5,5;6", ";"],
    ['a,b,c\n1,"2,5",3\n4,"5,5",6', ","],
    ["a\tb\tc\n1\t2,5\t3", "\t"],
    ["a|b|c\n1|2|3", "|"],
    [
      "Compte;1234\n\nDate,Libellé,Montant\n03/11/2023,CB,-1.00\n04/11/2023,CB,-2.00\n05/11/2023,CB,-3.00",
      ",",
    ],
  ])("%j → %j", (text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });
});

describe("detectStatementFormat", () => {
  it("reads the content before the name", () => {
    expect(detectStatementFormat(fixture("statement-v1.ofx"), "renamed.csv")).toBe("ofx");
    expect(detectStatementFormat(fixture("statement-v2.qfx"))).toBe("ofx");
    expect(detectStatementFormat(fixture("statement.qif"))).toBe("qif");
    expect(detectStatementFormat(fixture("statement.camt053.xml"))).toBe("camt053");
    expect(detectStatementFormat(fixture("sparkasse-utf16le-bom.tsv"))).toBe("csv");
    expect(
      detectStatementFormat(new TextEncoder().encode("<html><body>hello</body></html>"), "page.html"),
    ).toBeNull();
  });
});
