import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cfonbAmount,
  cfonbRecord,
  cfonbStatement,
  type GeneratedOperation,
} from "../../../testing/statementFiles";
import { detectStatementFormat } from "../detectStatementFormat";
import { importErrorMessage } from "../importErrorMessage";
import { parseStatement } from "../parseStatement";
import { cfonbAmountToCents, parseCfonbStatement } from "./parseCfonbStatement";

function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`../fixtures/${name}`, import.meta.url)));
}

const bytes = (records: readonly string[], separator = "\r\n") =>
  new Uint8Array(Buffer.from(records.join(separator) + separator, "latin1"));

function lines(result: ReturnType<typeof parseCfonbStatement>) {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
  return result.lines;
}

describe("CFONB 120 amounts", () => {
  it("reads the sign-carrying last character as the last digit and the sign", () => {
    expect(cfonbAmountToCents("0000000012345{", "2")).toBe(123_450);
    expect(cfonbAmountToCents("0000000012345A", "2")).toBe(123_451);
    expect(cfonbAmountToCents("0000000012345I", "2")).toBe(123_459);
    expect(cfonbAmountToCents("0000000012345}", "2")).toBe(-123_450);
    expect(cfonbAmountToCents("0000000012345J", "2")).toBe(-123_451);
    expect(cfonbAmountToCents("0000000012345R", "2")).toBe(-123_459);
    expect(cfonbAmountToCents("0000000000000}", "2")).toBe(0);
  });

  it("divides by 10 to the power of the record's number of decimals", () => {
    expect(cfonbAmountToCents("0000000012345{", "0")).toBe(12_345_000);
    expect(cfonbAmountToCents("0000000012345{", "1")).toBe(1_234_500);
    expect(cfonbAmountToCents("0000000012345{", "3")).toBe(12_345);
    // 1.2345 EUR with four decimals: rounded half away from zero to the cent.
    expect(cfonbAmountToCents("0000000001234E", "4")).toBe(123);
    expect(cfonbAmountToCents("0000000001234E", "3")).toBe(1_235);
    expect(cfonbAmountToCents("0000000001234N", "3")).toBe(-1_235);
  });

  it("refuses anything the format does not allow", () => {
    for (const [amount, decimals] of [
      ["0000000012345X", "2"],
      ["0000000012345+", "2"],
      ["000000001234 {", "2"],
      ["-000000012345{", "2"],
      ["0000000012345", "2"],
      ["0000000012345{", " "],
      ["0000000012345{", "A"],
    ] as const)
      expect(cfonbAmountToCents(amount, decimals), `${amount} / ${decimals}`).toBeNull();
  });

  it("reads back every amount written, whatever its sign and the number of decimals (never ×1000)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }),
        (decimals, raw) => {
          // With fewer than two decimals the file can only hold whole tenths or euros.
          const cents = decimals >= 2 ? raw : raw - (raw % 10 ** (2 - decimals));
          const written = cfonbAmount(cents, decimals);
          expect(written).toHaveLength(14);
          expect(cfonbAmountToCents(written, String(decimals))).toBe(cents);
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
  label: fc.stringMatching(/^[A-Z0-9 ÉÈÀÇ/.-]{1,31}$/).filter((label) => label.trim() !== ""),
  amountCents: fc.oneof(
    fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
    fc.integer({ min: -1_000, max: 1_000 }),
  ),
});

describe("CFONB 120 statements", () => {
  it("imports what was written: every amount, date and label, with line breaks or without", () => {
    fc.assert(
      fc.property(
        fc.array(operationArbitrary, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }),
        fc.constantFrom("\r\n", "\n", ""),
        fc.constantFrom("EUR", "   "),
        (operations, openingCents, separator, currency) => {
          const records = cfonbStatement({
            openingDate: "2026-01-01",
            closingDate: "2026-01-31",
            openingCents,
            operations,
            currency,
          });
          const read = lines(parseCfonbStatement(bytes(records, separator)));
          expect(read.map((line) => line.amountCents)).toEqual(operations.map((op) => op.amountCents));
          expect(read.map((line) => line.date)).toEqual(operations.map((op) => op.date));
          expect(read.map((line) => line.label)).toEqual(
            operations.map((op) => op.label.replace(/\s+/g, " ").trim()),
          );
          expect(new Set(read.map((line) => line.currency))).toEqual(new Set(["EUR"]));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("refuses a statement whose new balance is not the old one plus the operations", () => {
    fc.assert(
      fc.property(
        fc.array(operationArbitrary, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).filter((delta) => delta !== 0),
        (operations, delta) => {
          const sum = operations.reduce((total, op) => total + op.amountCents, 0);
          const records = cfonbStatement({
            openingDate: "2026-01-01",
            closingDate: "2026-01-31",
            openingCents: 0,
            operations,
            closingCents: sum + delta,
          });
          const result = parseCfonbStatement(bytes(records));
          expect(result).toEqual({
            ok: false,
            error: {
              code: "balanceMismatch",
              line: records.length,
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

  it("reads a BNP Paribas-like export: two days, the 05 details as other party, label and reference", async () => {
    const file = fixture("bnp-paribas.cfonb");
    expect(detectStatementFormat(file, "releve.txt")).toBe("cfonb120");
    const result = await parseStatement(file);
    expect(result.ok && result.format).toBe("cfonb120");
    expect(
      lines(result).map((line) => [
        line.lineNumber,
        line.date,
        line.label,
        line.amountCents,
        line.counterparty,
        line.reference,
      ]),
    ).toEqual([
      [2, "2026-10-01", "PRLV SEPA URSSAF ILE DE FRANCE", -141_800, "URSSAF ILE DE FRANCE", "COTIS 09-2026"],
      [5, "2026-10-01", "VIR SEPA RECU /DE DURAND SARL FACT 2026-118", 240_000, "DURAND SARL", null],
      [10, "2026-10-02", "FACTURE CARTE DU 300926 METRO", -35_645, null, "CB4971XXXX1234"],
      [11, "2026-10-02", "COMMISSIONS ET FRAIS", -1_290, null, null],
    ]);
  });

  it("reads a Société Générale-like export in Latin-1 with a blank currency as EUR", async () => {
    const result = await parseStatement(fixture("societe-generale-latin1.cfonb"));
    expect(lines(result).map((line) => [line.label, line.amountCents, line.currency])).toEqual([
      ["REMISE CHÈQUES N° 1234567", 318_450, "EUR"],
      ["PRÉLÈVEMENT EDF ÉLECTRICITÉ", -18_733, "EUR"],
      ["VIR EUROPÉEN ÉMIS LOYER NOV", -250_000, "EUR"],
    ]);
    expect(lines(result)[1]?.counterparty).toBe("ÉLECTRICITÉ DE FRANCE");
  });

  it("reads a file without line breaks as records of 120 characters", async () => {
    const file = fixture("credit-agricole-no-line-break.cfonb");
    expect(Buffer.from(file).includes("\n")).toBe(false);
    const result = await parseStatement(file);
    expect(lines(result).map((line) => [line.lineNumber, line.amountCents])).toEqual([
      [2, -12_399],
      [3, 99_900],
      [4, -5_999],
    ]);
  });

  it.each([
    ["broken-length.cfonb", { code: "cfonbRecordLength", line: 3, value: "119" }],
    ["broken-sign.cfonb", { code: "invalidAmount", line: 2, column: "91", value: "0000000001234X" }],
    [
      "broken-balance.cfonb",
      { code: "balanceMismatch", line: 4, value: "137665", expected: "138565", currency: "EUR" },
    ],
  ])("refuses %s, saying where", async (name, error) => {
    expect(await parseStatement(fixture(name))).toEqual({ ok: false, error });
  });

  it("says what is wrong in the user's language, with the balances as amounts", () => {
    const error = {
      code: "balanceMismatch",
      line: 4,
      value: "137665",
      expected: "138565",
      currency: "EUR",
    } as const;
    expect(importErrorMessage(error, "fr-FR").replace(/\s/g, " ")).toBe(
      "Ligne 4 : Le relevé ne s'équilibre pas : l'ancien solde et les opérations donnent 1 376,65 €, mais la banque annonce un nouveau solde de 1 385,65 €. Rien n'a été importé.",
    );
    expect(importErrorMessage(error, "en-GB")).toContain("€1,376.65");
    expect(importErrorMessage({ code: "cfonbRecordLength", line: 3, value: "119" }, "fr-FR")).toBe(
      "Ligne 3 : Enregistrement de 119 caractères au lieu de 120 : ce fichier CFONB 120 est tronqué ou a été modifié.",
    );
  });

  it("refuses records out of order, a missing new balance and several accounts in one file", () => {
    const statement = cfonbStatement({
      openingDate: "2026-01-01",
      closingDate: "2026-01-02",
      openingCents: 0,
      operations: [{ date: "2026-01-02", label: "FRAIS", amountCents: -100 }],
    });
    // An operation before any old balance.
    expect(parseCfonbStatement(bytes(statement.slice(1)))).toMatchObject({
      ok: false,
      error: { code: "malformedCfonb", line: 1 },
    });
    // Cut before its new balance.
    expect(parseCfonbStatement(bytes(statement.slice(0, -1)))).toMatchObject({
      ok: false,
      error: { code: "missingClosingBalance", line: 2 },
    });
    // An unknown record code.
    const unknown = cfonbRecord([
      [1, "09"],
      [3, "30004"],
    ]);
    expect(parseCfonbStatement(bytes([...statement, unknown]))).toMatchObject({
      ok: false,
      error: { code: "malformedCfonb", line: 4 },
    });
    // Another account's statement after the first one.
    const other = cfonbStatement({
      account: "00099999999",
      openingDate: "2026-01-01",
      closingDate: "2026-01-02",
      openingCents: 0,
      operations: [],
    });
    expect(parseCfonbStatement(bytes([...statement, ...other]))).toMatchObject({
      ok: false,
      error: {
        code: "severalAccounts",
        line: 4,
        value: "30004 00823 00010123456 EUR, 30004 00823 00099999999 EUR",
      },
    });
    // An operation of another account inside the statement.
    const [first, , ...rest] = statement;
    const stray = cfonbStatement({
      account: "00099999999",
      openingDate: "2026-01-01",
      closingDate: "2026-01-02",
      openingCents: 0,
      operations: [{ date: "2026-01-02", label: "FRAIS", amountCents: -100 }],
    })[1];
    expect(parseCfonbStatement(bytes([first ?? "", stray ?? "", ...rest]))).toMatchObject({
      ok: false,
      error: { code: "malformedCfonb", line: 2 },
    });
  });

  it("refuses a foreign currency for a euro account, and an impossible date", async () => {
    const usd = cfonbStatement({
      currency: "USD",
      openingDate: "2026-01-01",
      closingDate: "2026-01-02",
      openingCents: 0,
      operations: [{ date: "2026-01-02", label: "WIRE", amountCents: 100 }],
    });
    expect(await parseStatement(bytes(usd))).toMatchObject({
      ok: false,
      error: { code: "currencyMismatch", value: "USD", expected: "EUR" },
    });
    expect(await parseStatement(bytes(usd), { defaultCurrency: "USD" })).toMatchObject({ ok: true });
    const badDate = cfonbStatement({
      openingDate: "2026-01-01",
      closingDate: "2026-01-02",
      openingCents: 0,
      operations: [{ date: "2026-02-30", label: "FRAIS", amountCents: -100 }],
    });
    expect(parseCfonbStatement(bytes(badDate))).toMatchObject({
      ok: false,
      error: { code: "invalidDate", line: 2, column: "35", value: "300226" },
    });
  });
});
