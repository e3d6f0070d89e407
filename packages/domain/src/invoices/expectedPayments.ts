import type { Cents } from "../money";

/**
 * Expected payments (ETS) and their matches (issue 15, apps/server/src/features/invoices/README.md): the
 * amount left of an ETS, the status an invoice takes from its ETS, how a transaction's money is shared
 * between ETS, and how instalments are edited without changing the invoice's total.
 */

/** Which side of the company an invoice sits on: a customer owes it (money in), it owes a supplier (out). */
export type InvoiceKind = "customer" | "supplier";

/** Status of an invoice: draft and cancelled are set by a person, the others follow the ETS matches. */
export type InvoiceStatus = "draft" | "open" | "partially_paid" | "paid" | "cancelled";

/** +1 for money in (customer invoice, check received), −1 for money out. */
export function cashSignOf(kind: InvoiceKind | "received" | "issued"): 1 | -1 {
  return kind === "customer" || kind === "received" ? 1 : -1;
}

/**
 * The cash an invoice moves, signed as the bank sees it: its amount including tax (negative for a credit
 * note) times the side's sign. A customer credit note is money out.
 */
export function invoiceCashCents(kind: InvoiceKind, amountInclTaxCents: Cents): Cents {
  return cashSignOf(kind) * amountInclTaxCents;
}

/**
 * What is left to pay of an ETS of `amountCents` (signed) once `matchedCents` (same sign) are matched:
 * never past zero, never of the other sign (an ETS paid more than its amount has nothing left).
 */
export function etsLeftCents(amountCents: Cents, matchedCents: Cents): Cents {
  const left = amountCents - matchedCents;
  if (left === 0 || Math.sign(left) !== Math.sign(amountCents)) return 0;
  return left;
}

/** The status an invoice takes from its ETS (amounts and matched amounts); draft and cancelled stay. */
export function invoiceStatusOf(
  current: InvoiceStatus,
  schedule: ReadonlyArray<{ amountCents: Cents; matchedCents: Cents }>,
): InvoiceStatus {
  if (current === "draft" || current === "cancelled") return current;
  const matched = schedule.reduce((sum, one) => sum + Math.abs(one.matchedCents), 0);
  const left = schedule.reduce(
    (sum, one) => sum + Math.abs(etsLeftCents(one.amountCents, one.matchedCents)),
    0,
  );
  if (matched === 0) return "open";
  return left === 0 ? "paid" : "partially_paid";
}

/** Why an amount cannot go from a transaction to an ETS. */
export type AllocationProblem =
  /** Zero, or of the other sign than the ETS or the transaction. */
  | "sign_mismatch"
  /** More than what the transaction has not given to other ETS yet. */
  | "exceeds_transaction"
  /** More than what is left of the ETS. */
  | "exceeds_ets";

/** The facts an allocation is checked against, all signed cents. */
export interface AllocationFacts {
  transactionCents: Cents;
  /** What the transaction already gives to other ETS. */
  transactionAllocatedCents: Cents;
  etsAmountCents: Cents;
  /** What other transactions already give to this ETS. */
  etsMatchedCents: Cents;
}

/**
 * The amount a transaction gives an ETS when none is named: all of what is left on both sides, the
 * smaller of the two (a partial payment, or one transaction paying several ETS). Zero when they cannot
 * meet (other signs, nothing left).
 */
export function defaultAllocation(facts: AllocationFacts): Cents {
  const free = facts.transactionCents - facts.transactionAllocatedCents;
  const left = etsLeftCents(facts.etsAmountCents, facts.etsMatchedCents);
  if (free === 0 || left === 0 || Math.sign(free) !== Math.sign(left)) return 0;
  if (Math.sign(free) !== Math.sign(facts.transactionCents)) return 0;
  return Math.sign(left) * Math.min(Math.abs(free), Math.abs(left));
}

/** What is wrong with giving `amountCents` of a transaction to an ETS, or null when it may. */
export function allocationProblem(facts: AllocationFacts, amountCents: Cents): AllocationProblem | null {
  const sign = Math.sign(facts.transactionCents);
  if (amountCents === 0 || Math.sign(amountCents) !== sign || Math.sign(facts.etsAmountCents) !== sign) {
    return "sign_mismatch";
  }
  const free = Math.abs(facts.transactionCents - facts.transactionAllocatedCents);
  if (Math.abs(amountCents) > free) return "exceeds_transaction";
  if (Math.abs(amountCents) > Math.abs(etsLeftCents(facts.etsAmountCents, facts.etsMatchedCents))) {
    return "exceeds_ets";
  }
  return null;
}

/** One instalment of an invoice as instalment edits see it. */
export interface Instalment {
  id: string;
  amountCents: Cents;
  matchedCents: Cents;
  expectedDate: string;
}

/** Why an instalment edit is refused. */
export type InstalmentProblem =
  /** An amount of zero or of the other sign than the invoice. */
  | "sign_mismatch"
  /** No other instalment can give or take the difference (they are paid, or it would cross zero). */
  | "no_room"
  /** An instalment would fall below what is already matched to it. */
  | "below_matched"
  /** The last instalment of an invoice cannot be deleted. */
  | "last_instalment";

export type InstalmentEdit =
  | { ok: true; instalments: Instalment[] }
  | { ok: false; problem: InstalmentProblem };

/** The instalment that gives or takes a difference: the latest one (by date, then id) other than `except`. */
function balancingInstalment(list: readonly Instalment[], except: string | null): Instalment | undefined {
  return [...list]
    .filter((one) => one.id !== except)
    .sort((a, b) =>
      a.expectedDate === b.expectedDate ? (a.id < b.id ? -1 : 1) : a.expectedDate < b.expectedDate ? -1 : 1,
    )
    .pop();
}

/** `one` with `delta` added, if it keeps its sign and stays at or above what is matched to it. */
function shifted(one: Instalment, delta: Cents, sign: number): Instalment | InstalmentProblem {
  const amountCents = one.amountCents + delta;
  if (amountCents === 0 || Math.sign(amountCents) !== sign) return "no_room";
  if (Math.abs(amountCents) < Math.abs(one.matchedCents)) return "below_matched";
  return { ...one, amountCents };
}

/**
 * Sets an instalment's amount (and date), keeping the invoice's total: the difference goes to the
 * latest other instalment. `id` null adds a new instalment taken from the latest one. The sum of the
 * instalments always stays the invoice's cash total.
 */
export function editInstalment(
  list: readonly Instalment[],
  totalCents: Cents,
  change: { id: string | null; amountCents: Cents; expectedDate: string; newId?: string },
): InstalmentEdit {
  const sign = Math.sign(totalCents);
  if (change.amountCents === 0 || Math.sign(change.amountCents) !== sign)
    return { ok: false, problem: "sign_mismatch" };
  const existing = change.id === null ? undefined : list.find((one) => one.id === change.id);
  const before = existing?.amountCents ?? 0;
  if (existing && Math.abs(change.amountCents) < Math.abs(existing.matchedCents)) {
    return { ok: false, problem: "below_matched" };
  }
  const delta = change.amountCents - before;
  const edited: Instalment = existing
    ? { ...existing, amountCents: change.amountCents, expectedDate: change.expectedDate }
    : {
        id: change.newId ?? "new",
        amountCents: change.amountCents,
        matchedCents: 0,
        expectedDate: change.expectedDate,
      };
  const rest = list.filter((one) => one.id !== edited.id);
  if (delta === 0) return { ok: true, instalments: [...rest, edited] };
  const balancing = balancingInstalment(rest, null);
  if (!balancing) return { ok: false, problem: "no_room" };
  const moved = shifted(balancing, -delta, sign);
  if (typeof moved === "string") return { ok: false, problem: moved };
  return { ok: true, instalments: [...rest.map((one) => (one.id === moved.id ? moved : one)), edited] };
}

/** Deletes an instalment, its amount going back to the latest other one; a matched instalment stays. */
export function deleteInstalment(list: readonly Instalment[], id: string): InstalmentEdit {
  const gone = list.find((one) => one.id === id);
  if (!gone) return { ok: true, instalments: [...list] };
  if (gone.matchedCents !== 0) return { ok: false, problem: "below_matched" };
  const rest = list.filter((one) => one.id !== id);
  const balancing = balancingInstalment(rest, null);
  if (!balancing) return { ok: false, problem: "last_instalment" };
  return {
    ok: true,
    instalments: rest.map((one) =>
      one.id === balancing.id ? { ...one, amountCents: one.amountCents + gone.amountCents } : one,
    ),
  };
}

/**
 * An invoice's total split into `count` instalments a month apart from `firstDate` (the last takes the
 * cents that do not divide), as the instalment editor proposes.
 */
export function splitIntoInstalments(
  totalCents: Cents,
  count: number,
  dates: readonly string[],
): Array<{ amountCents: Cents; expectedDate: string }> {
  if (!Number.isInteger(count) || count < 1 || dates.length < count)
    throw new RangeError("one date per instalment");
  const base = Math.trunc(totalCents / count);
  return Array.from({ length: count }, (_, index) => ({
    amountCents: index === count - 1 ? totalCents - base * (count - 1) : base,
    expectedDate: dates[index] as string,
  }));
}
