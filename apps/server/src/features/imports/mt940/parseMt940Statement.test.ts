import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type GeneratedOperation, mt940Amount, mt940Statement } from "../../../testing/statementFiles";
import { detectStatementFormat } from "../detectStatementFormat";
import { parseStatement } from "../parseStatement";
import { mt940AmountToCents, parseMt940Statement } from "./parseMt940Statement";

function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`../fixtures/${name}`, import.meta.url)));
}

const bytes = (rows: readonly string[]) => new Uint8Array(Buffer.from(`${rows.join("\r\n")}\r\n`, "latin1"));

function lines(result: Awaited<ReturnType<typeof parseStatement>>) {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
  return result.lines;
}

describe("MT940 amounts", () => {
  it("reads comma decimals, a whole amount written with its comma, and refuses a dot", () => {
    expect(mt940AmountToCents("1234,56", false)).toBe(123_456);
    expect(mt940AmountToCents("1234,5", true)).toBe(-123_450);
    expect(mt940AmountToCents("1234,", false)).toBe(123_400);
    expect(mt940AmountToCents("0,01", false)).toBe(1);
    for (const raw of ["1234.56", "1.234,56", "1234", ",5", "12,34,5", "1234567890123,45"])
      expect(mt940AmountToCents(raw, false), raw).toBeNull();
  });

  it("reads back every amount written with 0, 1 or 2 decimals (never ×1000, never ÷100)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }),
        fc.constantFrom(0, 1, 2),
        (raw, decimals) => {
          // Fewer decimals can only be written for amounts that have no more.
          const cents = decimals === 2 ? raw : raw - (raw % 10 ** (2 - decimals));
          expect(mt940AmountToCents(mt940Amount(cents, decimals), cents < 0)).toBe(cents);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

const operationArbitrary: fc.Arbitrary<GeneratedOperation> = fc.record({
  date: fc
    .date({
      min: new Date("2000-01-01T00:00:00Z"),
      max: new Date("2069-12-31T00:00:00Z"),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10)),
  label: fc.stringMatching(/^[A-Za-z0-9 .,()+-]{1,60}$/).filter((label) => label.trim() !== ""),
  amountCents: fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
});

describe("MT940 statements", () => {
  it("imports what was written: every amount, date and label of every statement", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(operationArbitrary, { maxLength: 15 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }),
        (statements, openingCents) => {
          let opening = openingCents;
          const rows: string[] = [];
          statements.forEach((operations, index) => {
            rows.push(
              ...mt940Statement({
                account: "FR7630004008230001012345614",
                number: `${index + 1}/1`,
                openingDate: "2026-01-01",
                closingDate: "2026-01-31",
                openingCents: opening,
                operations,
              }),
            );
            opening = operations.reduce((sum, op) => sum + op.amountCents, opening);
          });
          const read = lines(parseMt940Statement(bytes(rows)));
          const all = statements.flat();
          expect(read.map((line) => line.amountCents)).toEqual(all.map((op) => op.amountCents));
          expect(read.map((line) => line.date)).toEqual(all.map((op) => op.date));
          expect(read.map((line) => line.label)).toEqual(
            all.map((op) => op.label.replace(/\s+/g, " ").trim()),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it("refuses a statement whose closing balance is not the opening one plus the lines", () => {
    fc.assert(
      fc.property(
        fc.array(operationArbitrary, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).filter((delta) => delta !== 0),
        (operations, delta) => {
          const sum = operations.reduce((total, op) => total + op.amountCents, 0);
          const rows = mt940Statement({
            account: "FR7630004008230001012345614",
            openingDate: "2026-01-01",
            closingDate: "2026-01-31",
            openingCents: 0,
            operations,
            closingCents: sum + delta,
          });
          expect(parseMt940Statement(bytes(rows))).toEqual({
            ok: false,
            error: {
              code: "balanceMismatch",
              line: rows.length,
              value: String(sum),
              expected: String(sum + delta),
              currency: "EUR",
            },
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it("reads a Deutsche Bank-like file: SWIFT envelope, ? subfields, a reversed debit, one decimal", async () => {
    const file = fixture("deutsche-bank.sta");
    expect(detectStatementFormat(file, "export.sta")).toBe("mt940");
    const result = await parseStatement(file);
    expect(result.ok && result.format).toBe("mt940");
    expect(
      lines(result).map((line) => [
        line.lineNumber,
        line.date,
        line.label,
        line.amountCents,
        line.counterparty,
      ]),
    ).toEqual([
      [
        6,
        "2026-10-01",
        "SEPA-LASTSCHRIFT EREF+2026100112345 SVWZ+Beitrag Oktober",
        -141_800,
        "TECHNIKER KRANKENKASSE",
      ],
      [9, "2026-10-02", "SEPA-GUTSCHRIFT SVWZ+RE 2026-118 DANKE", 240_000, "MUELLER GMBH"],
      [11, "2026-10-02", "RUECKLASTSCHRIFT SVWZ+Rueckbuchung Strom", 4_590, "STADTWERKE MUENCHEN"],
      [13, "2026-10-05", "ENTGELT Kontofuehrung Oktober", -1_250, null],
    ]);
    expect(lines(result)[1]?.reference).toBe("4711");
  });

  it("reads an ING-like file: two statements (62M, 60M), /NAME/ and /REMI/, a reversed credit", async () => {
    const result = await parseStatement(fixture("ing-nl.mt940"));
    expect(
      lines(result).map((line) => [
        line.date,
        line.label,
        line.amountCents,
        line.counterparty,
        line.reference,
      ]),
    ).toEqual([
      ["2026-11-03", "JANSEN BV FACTUUR 2026-077", 25_000, "JANSEN BV", "00000000001"],
      ["2026-11-03", "VODAFONE LIBERTEL BV KLANTNR 987654", -8_995, "VODAFONE LIBERTEL BV", "VF-2026-11-03"],
      ["2026-11-03", "JANSEN BV STORNO FACTUUR 2026-077", -25_000, "JANSEN BV", "00000000003"],
      ["2026-11-04", "HUUR KANTOOR NOVEMBER", -120_000, null, null],
    ]);
  });

  it("reads several SWIFT messages, the next one's header on the line that ends the previous one", () => {
    const message = (reference: string, opening: string, closing: string) => [
      `:20:${reference}`,
      ":25:FR7630004008230001012345614",
      `:60F:C260101EUR${opening}`,
      ":61:260102D1,50NTRFNONREF",
      ":86:FRAIS",
      `:62F:C260102EUR${closing}`,
    ];
    const rows = [
      "{1:F01BNPAFRPPAXXX0000000000}{2:O9400000260102BNPAFRPPAXXX00000000002601020000N}{4:",
      ...message("A", "10,00", "8,50"),
      "-}{5:{CHK:123456789ABC}}{1:F01BNPAFRPPAXXX0000000000}{2:O9400000260103BNPAFRPPAXXX00000000002601030000N}{4:",
      ...message("B", "8,50", "7,00"),
      "-}",
    ];
    expect(lines(parseMt940Statement(bytes(rows))).map((line) => line.amountCents)).toEqual([-150, -150]);
  });

  it("takes the booking date next to the value date across a new year", () => {
    const rows = [
      ":20:X",
      ":25:ACC",
      ":60F:C251231EUR0,",
      ":61:2601021231D10,00NTRFNONREF",
      ":86:FRAIS",
      ":61:2512310102C10,00NTRFNONREF",
      ":86:REMBOURSEMENT",
      ":62F:C260102EUR0,00",
    ];
    expect(
      lines(parseMt940Statement(bytes(rows))).map((line) => [line.date, line.valueDate, line.amountCents]),
    ).toEqual([
      ["2025-12-31", "2026-01-02", -1_000],
      ["2026-01-02", "2025-12-31", 1_000],
    ]);
  });

  it("refuses a broken file, saying where", async () => {
    expect(await parseStatement(fixture("broken-balance.mt940"))).toEqual({
      ok: false,
      error: { code: "balanceMismatch", line: 9, value: "98776", expected: "98786", currency: "EUR" },
    });
    const good = [
      ":20:X",
      ":25:ACC",
      ":60F:C260101EUR10,00",
      ":61:260102D1,00NTRFNONREF",
      ":62F:C260102EUR9,00",
    ];
    expect(parseMt940Statement(bytes(good))).toMatchObject({ ok: true });
    expect(parseMt940Statement(bytes(good.map((row) => row.replace("D1,00", "D1.00"))))).toMatchObject({
      ok: false,
      error: { code: "malformedMt940", line: 4 },
    });
    expect(parseMt940Statement(bytes(good.map((row) => row.replace("D1,00", "X1,00"))))).toMatchObject({
      ok: false,
      error: { code: "malformedMt940", line: 4 },
    });
    expect(parseMt940Statement(bytes(good.slice(0, -1)))).toMatchObject({
      ok: false,
      error: { code: "missingClosingBalance" },
    });
    expect(parseMt940Statement(bytes([good[0] ?? "", ...good.slice(3)]))).toMatchObject({
      ok: false,
      error: { code: "malformedMt940", line: 2 },
    });
    expect(parseMt940Statement(bytes(good.map((row) => row.replace("260102D", "261302D"))))).toMatchObject({
      ok: false,
      error: { code: "invalidDate", line: 4, value: "261302" },
    });
    const other = good.map((row) => row.replace(":25:ACC", ":25:OTHER"));
    expect(parseMt940Statement(bytes([...good, ...other]))).toMatchObject({
      ok: false,
      error: { code: "severalAccounts", value: "ACC, OTHER", line: 7 },
    });
    expect(await parseStatement(bytes(good.map((row) => row.replace(/EUR/g, "USD"))))).toMatchObject({
      ok: false,
      error: { code: "currencyMismatch", value: "USD", expected: "EUR" },
    });
  });
});
