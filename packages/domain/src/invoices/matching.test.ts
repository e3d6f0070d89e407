import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isoDateOfEpochDay } from "../forecast/calendar";
import { normalizeLabel } from "../labels";
import {
  autoMatches,
  compactKey,
  feeToleranceCents,
  type MatchableTransaction,
  type OpenEts,
  suggestMatches,
  suggestMatchesNaive,
  textKeys,
} from "./matching";

const ets = (overrides: Partial<OpenEts> & { id: string }): OpenEts => ({
  leftCents: 120_000,
  expectedDate: "2026-11-10",
  number: "FA-2026-0042",
  normalizedCounterparty: normalizeLabel("Dupont SARL"),
  iban: null,
  ...overrides,
});

const transaction = (overrides: Partial<MatchableTransaction> & { id: string }): MatchableTransaction => {
  const label = overrides.label ?? "VIR SEPA";
  return {
    freeCents: 120_000,
    date: "2026-11-12",
    label,
    reference: null,
    normalizedLabel: normalizeLabel(label),
    normalizedCounterparty: "",
    ...overrides,
  };
};

describe("suggestMatches", () => {
  it("scores an exact amount, the number in the label, the counterparty and the date, and says so", () => {
    const suggestions = suggestMatches(
      [ets({ id: "1" }), ets({ id: "2", number: "FA-2026-0043", leftCents: 99_000 })],
      [transaction({ id: "t", label: "VIR DUPONT SARL FACTURE FA 2026 0042" })],
    );
    expect(suggestions.get("t")).toEqual([
      {
        etsId: "1",
        score: 50 + 40 + 20 + 10,
        reasons: ["amount_exact", "number", "counterparty", "date"],
        leftCents: 120_000,
        dayGap: 2,
      },
      { etsId: "2", score: 20 + 10, reasons: ["counterparty", "date"], leftCents: 99_000, dayGap: 2 },
    ]);
  });

  it("takes a payment short of bank fees, never one above what is left nor of the other sign", () => {
    const open = [ets({ id: "1", normalizedCounterparty: "", number: "X1" })];
    const fee = feeToleranceCents(120_000);
    expect(fee).toBe(2_400);
    const reasonsOf = (freeCents: number) =>
      suggestMatches(open, [transaction({ id: "t", freeCents })]).get("t")?.[0]?.reasons ?? [];
    expect(reasonsOf(120_000 - fee)).toContain("amount_close");
    expect(reasonsOf(120_000 - fee - 1)).toEqual([]);
    expect(reasonsOf(120_001)).toEqual([]);
    expect(reasonsOf(-120_000)).toEqual([]);
  });

  it("finds an IBAN printed in groups, and a number only on token boundaries", () => {
    const open = [
      ets({ id: "1", iban: "FR76 3000 6000 0112 3456 7890 189", normalizedCounterparty: "", number: "FA12" }),
    ];
    const byIban = suggestMatches(open, [
      transaction({ id: "t", freeCents: 5, label: "VIR FR7630006000011234567890189 X" }),
    ]);
    expect(byIban.get("t")?.[0]?.reasons).toContain("iban");
    const byPrefix = suggestMatches(open, [transaction({ id: "t", freeCents: 5, label: "REF FA123" })]);
    expect(byPrefix.get("t")).toBeUndefined();
    expect(textKeys("Réf: FA-12/2026")).toContain(compactKey("FA12"));
  });

  it("leaves out ETS expected too far from the transaction", () => {
    const open = [ets({ id: "1", expectedDate: "2025-01-01" })];
    expect(suggestMatches(open, [transaction({ id: "t" })]).size).toBe(0);
  });

  it("agrees with scoring every pair (property)", () => {
    const names = ["DUPONT SARL", "MARTIN", "ACME", ""];
    const openArbitrary = fc.array(
      fc.record({
        id: fc.uuid(),
        leftCents: fc.oneof(
          fc.constantFrom(10_000, -10_000, 250_000),
          fc.integer({ min: -300_000, max: 300_000 }),
        ),
        expectedDate: fc.integer({ min: 20_400, max: 20_500 }).map(isoDateOfEpochDay),
        number: fc.constantFrom("FA1", "FA-2", "F 300", "12"),
        normalizedCounterparty: fc.constantFrom(...names),
        iban: fc.option(fc.constantFrom("FR7612345678901234567890123", "DE89370400440532013000")),
      }),
      { maxLength: 30 },
    );
    const transactionArbitrary = fc.array(
      fc
        .record({
          id: fc.uuid(),
          freeCents: fc.oneof(
            fc.constantFrom(10_000, 9_900, -10_000, 250_000, 0),
            fc.integer({ min: -300_000, max: 300_000 }),
          ),
          date: fc.integer({ min: 20_300, max: 20_700 }).map(isoDateOfEpochDay),
          label: fc.constantFrom(
            "VIR DUPONT SARL FA1",
            "PRLV MARTIN",
            "FR76 1234 5678 9012 3456 7890 123",
            "CB ACME F300",
            "X",
          ),
          reference: fc.option(fc.constantFrom("FA-2", "12")),
          normalizedCounterparty: fc.constantFrom(...names),
        })
        .map((one) => ({ ...one, normalizedLabel: normalizeLabel(one.label) })),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(
        openArbitrary,
        transactionArbitrary,
        fc.integer({ min: 1, max: 6 }),
        (open, list, limit) => {
          expect(suggestMatches(open, list, { limit })).toEqual(suggestMatchesNaive(open, list, { limit }));
        },
      ),
    );
  });
});

describe("autoMatches", () => {
  it("matches a unique exact suggestion that its number names, and nothing ambiguous", () => {
    const open = [ets({ id: "1" }), ets({ id: "2", number: "FA-2026-0050", leftCents: 50_000 })];
    const list = [
      transaction({ id: "paid", label: "VIR FA-2026-0042" }),
      // Exact amount but nothing names the ETS: stays a suggestion.
      transaction({ id: "anonymous", freeCents: 50_000, label: "VIR 123" }),
    ];
    expect(autoMatches(suggestMatches(open, list))).toEqual([
      { transactionId: "paid", etsId: "1", amountCents: 120_000 },
    ]);
  });

  it("matches nothing when two transactions claim the same ETS", () => {
    const open = [ets({ id: "1" })];
    const list = [
      transaction({ id: "a", label: "FA-2026-0042" }),
      transaction({ id: "b", label: "FA-2026-0042" }),
    ];
    expect(autoMatches(suggestMatches(open, list))).toEqual([]);
  });

  it("matches nothing when two ETS are paid to the cent by the same transaction", () => {
    const open = [ets({ id: "1" }), ets({ id: "2", number: "FA-2026-0099" })];
    expect(autoMatches(suggestMatches(open, [transaction({ id: "a", label: "DUPONT SARL" })]))).toEqual([]);
  });
});
