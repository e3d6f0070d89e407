import fc from "fast-check";
import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { selectNewLines } from "./fingerprint";
import { parseStatement } from "./parseStatement";
import type { StatementLine } from "./statementLine";

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
