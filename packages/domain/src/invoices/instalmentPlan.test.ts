import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { instalmentPlanProblem } from "./instalmentPlan";

const current = [
  { id: "1", amountCents: 60_000, matchedCents: 20_000, expectedDate: "2026-10-10" },
  { id: "2", amountCents: 60_000, matchedCents: 0, expectedDate: "2026-11-10" },
];

describe("instalmentPlanProblem", () => {
  it("accepts a plan that adds up to the total and keeps what is paid", () => {
    expect(
      instalmentPlanProblem(120_000, current, [
        { id: "1", amountCents: 20_000, expectedDate: "2026-10-10" },
        { id: null, amountCents: 50_000, expectedDate: "2026-11-10" },
        { id: null, amountCents: 50_000, expectedDate: "2026-12-10" },
      ]),
    ).toBeNull();
  });

  it("refuses a plan that does not add up to the total", () => {
    expect(
      instalmentPlanProblem(120_000, current, [
        { id: "1", amountCents: 60_000, expectedDate: "2026-10-10" },
        { id: "2", amountCents: 50_000, expectedDate: "2026-11-10" },
      ]),
    ).toBe("sum_mismatch");
  });

  it("refuses an empty plan, a zero or wrong-signed amount, an unknown id, a paid instalment removed or lowered", () => {
    expect(instalmentPlanProblem(120_000, current, [])).toBe("empty");
    expect(
      instalmentPlanProblem(120_000, current, [
        { id: "1", amountCents: 130_000, expectedDate: "2026-10-10" },
        { id: "2", amountCents: -10_000, expectedDate: "2026-11-10" },
      ]),
    ).toBe("sign_mismatch");
    expect(
      instalmentPlanProblem(120_000, current, [
        { id: "9", amountCents: 120_000, expectedDate: "2026-10-10" },
      ]),
    ).toBe("unknown_instalment");
    expect(
      instalmentPlanProblem(120_000, current, [
        { id: "2", amountCents: 120_000, expectedDate: "2026-10-10" },
      ]),
    ).toBe("below_matched");
    expect(
      instalmentPlanProblem(120_000, current, [
        { id: "1", amountCents: 10_000, expectedDate: "2026-10-10" },
        { id: "2", amountCents: 110_000, expectedDate: "2026-11-10" },
      ]),
    ).toBe("below_matched");
  });

  it("accepts exactly the plans of new instalments whose sum is the total (a supplier's negative total too)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: -3, max: 3 }),
        fc.constantFrom(1, -1),
        (amounts, offset, sign) => {
          const total = sign * (amounts.reduce((sum, cents) => sum + cents, 0) + offset);
          const plan = amounts.map((cents) => ({
            id: null,
            amountCents: sign * cents,
            expectedDate: "2026-10-10",
          }));
          const problem = instalmentPlanProblem(total, [], plan);
          if (offset === 0) expect(problem).toBeNull();
          else expect(problem).toBe("sum_mismatch");
        },
      ),
    );
  });
});
