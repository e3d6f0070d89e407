import { describe, expect, it } from "vitest";
import {
  allocationProblem,
  cashSignOf,
  defaultAllocation,
  deleteInstalment,
  editInstalment,
  type Instalment,
  invoiceCashCents,
} from "./expectedPayments";

const facts = {
  transactionCents: 100_000,
  transactionAllocatedCents: 0,
  etsAmountCents: 120_000,
  etsMatchedCents: 0,
};

describe("allocations", () => {
  it("gives what is left on both sides by default, and nothing across signs", () => {
    expect(defaultAllocation(facts)).toBe(100_000);
    expect(defaultAllocation({ ...facts, etsMatchedCents: 50_000 })).toBe(70_000);
    expect(defaultAllocation({ ...facts, transactionAllocatedCents: 100_000 })).toBe(0);
    expect(defaultAllocation({ ...facts, etsAmountCents: -120_000 })).toBe(0);
  });

  it("refuses more than the transaction or the ETS has left, and the wrong sign", () => {
    expect(allocationProblem(facts, 100_000)).toBeNull();
    expect(allocationProblem(facts, 100_001)).toBe("exceeds_transaction");
    expect(allocationProblem({ ...facts, etsMatchedCents: 30_000 }, 95_000)).toBe("exceeds_ets");
    expect(allocationProblem(facts, -1)).toBe("sign_mismatch");
    expect(allocationProblem(facts, 0)).toBe("sign_mismatch");
    expect(allocationProblem({ ...facts, etsAmountCents: -120_000 }, 10)).toBe("sign_mismatch");
  });

  it("signs invoices and checks as the money moves; a credit note goes the other way", () => {
    expect(invoiceCashCents("customer", 1_000)).toBe(1_000);
    expect(invoiceCashCents("supplier", 1_000)).toBe(-1_000);
    expect(invoiceCashCents("customer", -500)).toBe(-500);
    expect([cashSignOf("received"), cashSignOf("issued")]).toEqual([1, -1]);
  });
});

describe("instalments", () => {
  const list: Instalment[] = [
    { id: "1", amountCents: 60_000, matchedCents: 60_000, expectedDate: "2026-12-01" },
    { id: "2", amountCents: 60_000, matchedCents: 0, expectedDate: "2027-01-01" },
  ];

  it("takes a new instalment from the latest one and keeps the total", () => {
    const edit = editInstalment(list, 120_000, {
      id: null,
      amountCents: 20_000,
      expectedDate: "2027-02-01",
      newId: "3",
    });
    expect(edit.ok && edit.instalments.map((one) => [one.id, one.amountCents])).toEqual([
      ["1", 60_000],
      ["2", 40_000],
      ["3", 20_000],
    ]);
  });

  it("never takes a paid instalment below what is matched, nor deletes a matched or the last one", () => {
    expect(
      editInstalment(list, 120_000, { id: "1", amountCents: 50_000, expectedDate: "2026-12-01" }),
    ).toEqual({
      ok: false,
      problem: "below_matched",
    });
    // The difference would take the paid instalment below zero, or below what is matched to it.
    expect(
      editInstalment(list, 120_000, { id: "2", amountCents: 130_000, expectedDate: "2027-01-01" }),
    ).toEqual({
      ok: false,
      problem: "no_room",
    });
    expect(
      editInstalment(list, 120_000, { id: "2", amountCents: 70_000, expectedDate: "2027-01-01" }),
    ).toEqual({
      ok: false,
      problem: "below_matched",
    });
    expect(deleteInstalment(list, "1")).toEqual({ ok: false, problem: "below_matched" });
    expect(deleteInstalment([list[1] as Instalment], "2")).toEqual({ ok: false, problem: "last_instalment" });
    const gone = deleteInstalment(list, "2");
    expect(gone.ok && gone.instalments).toEqual([{ ...list[0], amountCents: 120_000 }]);
  });
});
