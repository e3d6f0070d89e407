import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addPaymentDelay, expectedPaymentDate } from "./expectedPaymentDate";
import { eInvoiceDirection, sirenOfFrenchVatId, sirenOfIdentifier } from "./siren";

const base = { issueDate: "2026-09-15", dueDate: null, counterpartyDelay: null, categoryWindow: null };

describe("expectedPaymentDate", () => {
  it("takes the invoice's own due date first, whatever else is known", () => {
    expect(
      expectedPaymentDate({
        ...base,
        dueDate: "2026-10-31",
        counterpartyDelay: { value: 60, unit: "day" },
        categoryWindow: { from: { value: 0, unit: "day" }, to: { value: 1, unit: "month" } },
      }),
    ).toEqual({ date: "2026-10-31", rule: "invoiceDueDate" });
  });

  it("without a due date (MINIMUM profile) takes the counterparty's terms", () => {
    expect(
      expectedPaymentDate({
        ...base,
        counterpartyDelay: { value: 45, unit: "day" },
        categoryWindow: { from: { value: 0, unit: "day" }, to: { value: 1, unit: "month" } },
      }),
    ).toEqual({ date: "2026-10-30", rule: "counterpartyTerms" });
  });

  it("else the end of the category's window", () => {
    expect(
      expectedPaymentDate({
        ...base,
        categoryWindow: { from: { value: 1, unit: "week" }, to: { value: 2, unit: "month" } },
      }),
    ).toEqual({ date: "2026-11-15", rule: "categoryWindow" });
  });

  it("else the issue date, and says so", () => {
    expect(expectedPaymentDate(base)).toEqual({ date: "2026-09-15", rule: "issueDate" });
  });

  it("clamps a month delay to the month's end and refuses a negative delay", () => {
    expect(addPaymentDelay("2027-01-31", { value: 1, unit: "month" })).toBe("2027-02-28");
    expect(addPaymentDelay("2026-12-28", { value: 1, unit: "week" })).toBe("2027-01-04");
    expect(() => addPaymentDelay("2026-01-01", { value: -1, unit: "day" })).toThrow(RangeError);
  });

  it("never gives a date before the issue date unless the invoice says so (property)", () => {
    const day = fc
      .date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    const delay = fc.record({
      value: fc.integer({ min: 0, max: 400 }),
      unit: fc.constantFrom("day" as const, "week" as const, "month" as const),
    });
    fc.assert(
      fc.property(
        day,
        fc.option(delay, { nil: null }),
        fc.option(delay, { nil: null }),
        (issueDate, terms, to) => {
          const result = expectedPaymentDate({
            issueDate,
            dueDate: null,
            counterpartyDelay: terms,
            categoryWindow: to === null ? null : { from: { value: 0, unit: "day" }, to },
          });
          expect(result.date >= issueDate).toBe(true);
          expect(result.rule).toBe(terms ? "counterpartyTerms" : to ? "categoryWindow" : "issueDate");
        },
      ),
    );
  });
});

describe("SIREN of e-invoice identifiers", () => {
  it("reads a SIREN, a SIRET's first 9 digits, and a French VAT id", () => {
    expect(sirenOfIdentifier("732 829 320")).toBe("732829320");
    expect(sirenOfIdentifier("73282932000074")).toBe("732829320");
    expect(sirenOfIdentifier("7328293")).toBeNull();
    expect(sirenOfIdentifier("DE123456789X")).toBeNull();
    expect(sirenOfFrenchVatId("FR 44 732829320")).toBe("732829320");
    expect(sirenOfFrenchVatId("DE123456789")).toBeNull();
  });

  it("says which side the company is on, or neither", () => {
    const parties = { sellerSiren: "732829320", buyerSiren: "552100554" };
    expect(eInvoiceDirection(parties, "732829320")).toBe("customer");
    expect(eInvoiceDirection(parties, "55210055400013")).toBe("supplier");
    expect(eInvoiceDirection(parties, "100000009")).toBeNull();
    expect(eInvoiceDirection({ sellerSiren: null, buyerSiren: null }, "732829320")).toBeNull();
  });
});
