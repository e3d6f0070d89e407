import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type ConsolidationCompany,
  ConsolidationCurrencyError,
  type ConsolidationInputRow,
  consolidate,
} from "./consolidate";

const PERIODS = 3;

/** A company's tree: each row's parent is an earlier row (or none), names from a small set so paths meet. */
const companyArbitrary = (companyId: number): fc.Arbitrary<ConsolidationCompany> =>
  fc
    .array(
      fc.record({
        parent: fc.option(fc.nat(), { nil: null }),
        name: fc.constantFrom("Ventes", "Achats", "Salaires", "Prêt groupe", "France", "Export"),
        intercompany: fc.boolean(),
        values: fc.array(fc.integer({ min: -10_000_000, max: 10_000_000 }), {
          minLength: PERIODS,
          maxLength: PERIODS,
        }),
      }),
      { maxLength: 12 },
    )
    .map((drafts) => ({
      companyId,
      name: `Société ${companyId}`,
      currency: "EUR",
      rows: drafts.map(
        (draft, index): ConsolidationInputRow => ({
          id: `${companyId}-${index}`,
          parentId: draft.parent === null || index === 0 ? null : `${companyId}-${draft.parent % index}`,
          name: draft.name,
          intercompany: draft.intercompany,
          values: draft.values,
        }),
      ),
    }));

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe("consolidate", () => {
  it("consolidated total = Σ company totals − eliminated intercompany flows, to the cent", () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 4 })
          .chain((ids) => fc.tuple(...ids.map((_, index) => companyArbitrary(index + 1)))),
        (companies) => {
          const result = consolidate(companies, { currency: "EUR", periodCount: PERIODS });
          for (let period = 0; period < PERIODS; period += 1) {
            const companiesTotal = sum(result.companies.map((company) => company.totals[period] as number));
            expect(result.totals[period]).toBe(companiesTotal - (result.eliminated[period] as number));
            expect(Number.isInteger(result.totals[period])).toBe(true);
          }
          // Every company's total is the sum of its own top-level rows.
          for (const [index, company] of companies.entries()) {
            const topLevel = company.rows.filter((row) => row.parentId === null);
            expect(result.companies[index]?.totals[0]).toBe(sum(topLevel.map((row) => row.values[0] ?? 0)));
          }
        },
      ),
    );
  });

  it("matches categories by path across companies and eliminates intercompany flows with what they hold", () => {
    const a: ConsolidationCompany = {
      companyId: 1,
      name: "Mère",
      currency: "EUR",
      rows: [
        { id: "s", parentId: null, name: "Ventes", intercompany: false, values: [100_00, 200_00] },
        { id: "f", parentId: "s", name: "France", intercompany: false, values: [60_00, 150_00] },
        { id: "g", parentId: "s", name: "Filiale", intercompany: true, values: [40_00, 50_00] },
      ],
    };
    const b: ConsolidationCompany = {
      companyId: 2,
      name: "Fille",
      currency: "EUR",
      rows: [
        { id: "s", parentId: null, name: " ventes ", intercompany: false, values: [10_00, 0] },
        { id: "f", parentId: "s", name: "France", intercompany: false, values: [10_00, 0] },
        { id: "p", parentId: null, name: "Achats", intercompany: false, values: [-40_00, -50_00] },
        { id: "m", parentId: "p", name: "Mère", intercompany: true, values: [-40_00, -50_00] },
      ],
    };
    const result = consolidate([a, b], { currency: "EUR", periodCount: 2 });
    expect(result.rows.map((row) => [row.path.join(" > "), row.values, row.eliminated])).toEqual([
      ["Ventes", [70_00, 150_00], [40_00, 50_00]],
      ["Ventes > France", [70_00, 150_00], [0, 0]],
      ["Ventes > Filiale", [0, 0], [40_00, 50_00]],
      ["Achats", [0, 0], [-40_00, -50_00]],
      ["Achats > Mère", [0, 0], [-40_00, -50_00]],
    ]);
    expect(result.totals).toEqual([70_00, 150_00]);
    expect(result.eliminated).toEqual([0, 0]);
    expect(result.companies.map((company) => company.totals)).toEqual([
      [100_00, 200_00],
      [-30_00, -50_00],
    ]);
  });

  it("converts through the hook, and refuses another currency without one", () => {
    const usd: ConsolidationCompany = {
      companyId: 3,
      name: "US",
      currency: "USD",
      rows: [{ id: "s", parentId: null, name: "Sales", intercompany: false, values: [100_00] }],
    };
    expect(() => consolidate([usd], { currency: "EUR", periodCount: 1 })).toThrow(ConsolidationCurrencyError);
    const halved = consolidate([usd], {
      currency: "EUR",
      periodCount: 1,
      convert: (cents) => Math.round(cents / 2),
    });
    expect(halved.totals).toEqual([50_00]);
  });
});
