import ExcelJS from "exceljs";
import fc from "fast-check";
import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { selectNewLines } from "./fingerprint";
import { parseStatement } from "./parseStatement";
import type { StatementLine, StatementParseResult } from "./statementLine";

interface Transaction {
  date: string;
  label: string;
  amountCents: number;
}

const transaction: fc.Arbitrary<Transaction> = fc.record({
  date: fc
    .date({
      min: new Date("2000-01-01T00:00:00Z"),
      max: new Date("2068-12-31T00:00:00Z"),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10)),
  label: fc
    .array(
      fc.constantFrom(
        "CB",
        "PRLV",
        "SEPA",
        "EDF",
        "CARREFOUR",
        "Café",
        "Société",
        "Générale",
        "DU",
        "03/11",
        "X1234",
        "REF",
        "42",
        "l'été",
        "«",
        "»",
        '"quoted"',
        ";",
        ",",
      ),
      {
        minLength: 1,
        maxLength: 6,
      },
    )
    .map((words) => words.join(" ")),
  amountCents: fc.integer({ min: -10_000_000, max: 10_000_000 }),
});

/** How banks write a statement: delimiter, encoding, date order and separator, amount style. */
const layout = fc.record({
  delimiter: fc.constantFrom(";", ",", "\t", "|"),
  encoding: fc.constantFrom("utf-8", "utf-16le", "utf-16be", "windows-1252"),
  bom: fc.boolean(),
  dateStyle: fc.constantFrom("dd/MM/yyyy", "dd.MM.yyyy", "dd-MM-yyyy", "yyyy-MM-dd"),
  amountStyle: fc.constantFrom("french", "french-trailing-minus", "english"),
  split: fc.boolean(),
});

function writeDate(iso: string, style: string): string {
  const [year, month, day] = iso.split("-");
  if (style === "yyyy-MM-dd") return iso;
  const separator = style[2] as string;
  return [day, month, year].join(separator);
}

function writeAmount(cents: number, style: string): string {
  const absolute = Math.abs(cents);
  const decimals = String(absolute % 100).padStart(2, "0");
  if (style === "english")
    return `${cents < 0 ? "-" : ""}${Math.floor(absolute / 100).toLocaleString("en-GB")}.${decimals}`;
  const units = Math.floor(absolute / 100)
    .toLocaleString("fr-FR")
    .replace(/\u202f/g, "\u00a0");
  if (cents >= 0) return `${units},${decimals}`;
  return style === "french-trailing-minus" ? `${units},${decimals}-` : `-${units},${decimals}`;
}

function quote(field: string, delimiter: string): string {
  return /["\n\r]/.test(field) || field.includes(delimiter) ? `"${field.replace(/"/g, '""')}"` : field;
}

describe("CSV round trip", () => {
  it("reads back what any bank layout wrote", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(transaction, { minLength: 1, maxLength: 25 }),
        layout,
        async (transactions, style) => {
          const header = style.split
            ? ["Date", "Libellé", "Débit", "Crédit"]
            : ["Date", "Libellé", "Montant"];
          const rows = transactions.map((t) => {
            const amount = writeAmount(Math.abs(t.amountCents), style.amountStyle);
            const cells = style.split
              ? [
                  writeDate(t.date, style.dateStyle),
                  t.label,
                  t.amountCents < 0 ? amount : "",
                  t.amountCents < 0 ? "" : amount,
                ]
              : [writeDate(t.date, style.dateStyle), t.label, writeAmount(t.amountCents, style.amountStyle)];
            return cells.map((cell) => quote(cell, style.delimiter)).join(style.delimiter);
          });
          const text = [header.join(style.delimiter), ...rows].join("\r\n");
          const bytes = new Uint8Array(iconv.encode(text, style.encoding, { addBOM: style.bom }));
          const result = await parseStatement(bytes);
          expect(result.ok ? "ok" : result.error).toBe("ok");
          if (!result.ok) return;
          expect(
            result.lines.map((line) => [line.lineNumber, line.date, line.label, line.amountCents]),
          ).toEqual(
            transactions.map((t, index) => [
              index + 2,
              t.date,
              t.label.replace(/\s+/g, " ").trim(),
              t.amountCents,
            ]),
          );
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("duplicate detection over overlapping statements", () => {
  it("imports every transaction exactly once, whatever the overlaps", async () => {
    const day = fc.constantFrom("2023-11-01", "2023-11-02", "2023-11-03");
    const ledgerEntry = fc.record({
      date: day,
      label: fc.constantFrom("CB CAFE", "CB BOULANGERIE", "PRLV EDF"),
      amountCents: fc.constantFrom(-250, -350, -8412),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(ledgerEntry, { minLength: 1, maxLength: 30 }),
        fc.array(fc.tuple(fc.nat(3), fc.nat(3)), { minLength: 1, maxLength: 5 }),
        async (entries, windows) => {
          // A ledger sorted by day; each statement covers whole days (banks export full days).
          const ledger = [...entries].sort((a, b) => a.date.localeCompare(b.date));
          const days = ["2023-11-01", "2023-11-02", "2023-11-03"];
          const stored = new Set<string>();
          const imported: StatementLine[] = [];
          for (const [a, b] of [...windows, [0, 3] as [number, number]]) {
            const [from, to] = [Math.min(a, b), Math.max(a, b)];
            const covered = new Set(days.slice(from, to + 1));
            const statement = ledger.filter((entry) => covered.has(entry.date));
            if (statement.length === 0) continue;
            const csv = [
              "Date;Libellé;Montant",
              ...statement.map(
                (e) => `${e.date};${e.label};${(e.amountCents / 100).toFixed(2).replace(".", ",")}`,
              ),
            ].join("\n");
            const parsed = await parseStatement(new TextEncoder().encode(csv));
            if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
            const { newLines } = selectNewLines(parsed.lines, stored);
            for (const line of newLines) {
              stored.add(line.fingerprint);
              imported.push(line);
            }
          }
          const key = (date: string, label: string, cents: number) => `${date}|${label}|${cents}`;
          expect(imported.map((line) => key(line.date, line.label, line.amountCents)).sort()).toEqual(
            ledger.map((entry) => key(entry.date, entry.label, entry.amountCents)).sort(),
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});

/**
 * Every parser, every notation: random amounts written as each format writes them read back to the
 * same cents. A silent factor of 100 or 1,000 is the worst defect a finance product can have.
 */
describe("amounts read back to the same cents in every format", () => {
  const cents = fc.integer({ min: -99_999_999_999, max: 99_999_999_999 });
  /** Extra decimals some banks write ("-30.000", "12.3456"): zeros, or digits rounding half away from 0. */
  const extra = fc.constantFrom("", "0", "00", "000");
  const plain = (value: number, mark = ".") => {
    const absolute = Math.abs(value);
    return `${value < 0 ? "-" : ""}${Math.floor(absolute / 100)}${mark}${String(absolute % 100).padStart(2, "0")}`;
  };
  const ok = (result: StatementParseResult) => {
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    return result.lines.map((line) => line.amountCents);
  };

  it("CSV: French '1 234,56', '-1.234,56', trailing minus; English '1,234.56'; debit and credit columns", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(cents, { minLength: 1, maxLength: 12 }),
        fc.constantFrom("french", "french-dots", "french-trailing-minus", "english"),
        fc.boolean(),
        async (amounts, style, split) => {
          const write = (value: number) =>
            style === "french-dots"
              ? writeAmount(value, "french").replace(/\u00a0/g, ".")
              : writeAmount(value, style);
          const rows = amounts.map((value, index) => {
            const date = `0${(index % 9) + 1}/10/2026`;
            return split
              ? `${date};LIGNE ${index};${value < 0 ? write(-value) : ""};${value < 0 ? "" : write(value)}`
              : `${date};LIGNE ${index};${write(value)}`;
          });
          const header = split ? "Date;Libellé;Débit;Crédit" : "Date;Libellé;Montant";
          const text = [header, ...rows].join("\r\n");
          expect(ok(await parseStatement(new TextEncoder().encode(text)))).toEqual(amounts);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("OFX: '.' or ',' as decimal mark, with 2 to 5 decimals", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(cents, extra), { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        async (amounts, comma) => {
          const transactions = amounts.map(
            ([value, zeros], index) =>
              `<STMTTRN>\n<TRNTYPE>OTHER\n<DTPOSTED>2026100${(index % 9) + 1}\n<TRNAMT>${plain(value, comma ? "," : ".")}${zeros}\n<FITID>${index}\n<NAME>LIGNE ${index}\n</STMTTRN>`,
          );
          const text = `OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>\n<BANKMSGSRSV1><STMTTRNRS><STMTRS>\n<CURDEF>EUR\n<BANKTRANLIST>\n${transactions.join("\n")}\n</BANKTRANLIST>\n</STMTRS></STMTTRNRS></BANKMSGSRSV1>\n</OFX>\n`;
          expect(ok(await parseStatement(new TextEncoder().encode(text)))).toEqual(
            amounts.map(([value]) => value),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it("OFX: more than two decimals are rounded half away from zero", async () => {
    await fc.assert(
      fc.asyncProperty(cents, fc.integer({ min: 0, max: 99 }), async (value, more) => {
        const tail = String(more).padStart(2, "0");
        const text = `<OFX><STMTRS><CURDEF>EUR<BANKTRANLIST><STMTTRN><DTPOSTED>20261001<TRNAMT>${plain(value)}${tail}<NAME>X</STMTTRN></BANKTRANLIST></STMTRS></OFX>`;
        const magnitude = Math.abs(value) + (more >= 50 ? 1 : 0);
        const [read] = ok(await parseStatement(new TextEncoder().encode(text), { fileName: "x.ofx" }));
        expect(read).toBe(value < 0 ? -magnitude : magnitude);
      }),
      { numRuns: 200 },
    );
  });

  it("QIF: Quicken's '1,234.56' and French '1 234,56' / '1.234,56'", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(cents, { minLength: 1, maxLength: 12 }),
        fc.constantFrom("english", "french", "french-dots"),
        async (amounts, style) => {
          const write = (value: number) =>
            style === "french-dots"
              ? writeAmount(value, "french").replace(/\u00a0/g, ".")
              : writeAmount(value, style);
          const records = amounts.map(
            (value, index) => `D${(index % 9) + 1}/10/2026\nT${write(value)}\nPLIGNE ${index}\n^`,
          );
          const text = `!Type:Bank\n${records.join("\n")}\n`;
          expect(ok(await parseStatement(new TextEncoder().encode(text)))).toEqual(amounts);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("CAMT: unsigned xs:decimal amounts with CdtDbtInd, in statements, reports and notifications", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(cents, extra), { minLength: 1, maxLength: 12 }),
        fc.constantFrom(
          ["053.001.02", "BkToCstmrStmt", "Stmt"],
          ["052.001.08", "BkToCstmrAcctRpt", "Rpt"],
          ["054.001.08", "BkToCstmrDbtCdtNtfctn", "Ntfctn"],
        ),
        async (amounts, [version, root, item]) => {
          const entries = amounts.map(
            ([value, zeros], index) =>
              `<Ntry><Amt Ccy="EUR">${plain(Math.abs(value))}${zeros}</Amt><CdtDbtInd>${value < 0 ? "DBIT" : "CRDT"}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-10-0${(index % 9) + 1}</Dt></BookgDt><AddtlNtryInf>LIGNE ${index}</AddtlNtryInf></Ntry>`,
          );
          const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.${version}"><${root}><${item}>${entries.join("\n")}</${item}></${root}></Document>`;
          expect(ok(await parseStatement(new TextEncoder().encode(xml)))).toEqual(
            amounts.map(([value]) => value),
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it("XLSX: numeric cells and text cells read back to the same cents", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(cents, { minLength: 1, maxLength: 12 }), async (amounts) => {
        const workbook = new ExcelJS.Workbook();
        const sheet = workbook.addWorksheet("Relevé");
        sheet.addRow(["Date", "Libellé", "Montant", "Montant texte"]);
        amounts.forEach((value, index) => {
          sheet.addRow([
            new Date(Date.UTC(2026, 9, (index % 9) + 1)),
            `LIGNE ${index}`,
            value / 100,
            writeAmount(value, "french"),
          ]);
        });
        const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
        expect(ok(await parseStatement(bytes, { fileName: "releve.xlsx" }))).toEqual(amounts);
        const textual = await parseStatement(bytes, {
          fileName: "releve.xlsx",
          mapping: { headerRow: 0, date: 0, label: [1], amount: 3, dateOrder: "DMY", decimalSeparator: "," },
        });
        expect(ok(textual)).toEqual(amounts);
      }),
      { numRuns: 20 },
    );
  });
});
