/**
 * An invoice's instalments (its ETS) edited as a whole (the /invoices instalment editor, issue 15):
 * the plan the person typed is accepted only when its amounts add up to the invoice's total to the cent,
 * each has the sign of the money's move, and no instalment already paid (in part) is removed or falls
 * below what is matched to it.
 */
import type { Cents } from "../money";
import type { Instalment } from "./expectedPayments";

/** One line of the plan: an existing instalment (`id`) or a new one (`id` null). */
export interface PlannedInstalment {
  id: string | null;
  amountCents: Cents;
  expectedDate: string;
}

/** Why a plan is refused. */
export type InstalmentPlanProblem =
  /** A plan needs at least one instalment. */
  | "empty"
  /** An amount of zero or of the other sign than the invoice. */
  | "sign_mismatch"
  /** The amounts do not add up to the invoice's total. */
  | "sum_mismatch"
  /** A paid instalment is removed, or set below what is matched to it. */
  | "below_matched"
  /** An id that is not one of the invoice's instalments, or given twice. */
  | "unknown_instalment";

/** The first problem of `plan` for an invoice of cash total `totalCents` whose instalments are `current`. */
export function instalmentPlanProblem(
  totalCents: Cents,
  current: readonly Instalment[],
  plan: readonly PlannedInstalment[],
): InstalmentPlanProblem | null {
  if (plan.length === 0) return "empty";
  const sign = Math.sign(totalCents);
  if (plan.some((one) => one.amountCents === 0 || Math.sign(one.amountCents) !== sign))
    return "sign_mismatch";
  const ids = plan.flatMap((one) => (one.id === null ? [] : [one.id]));
  const byId = new Map(current.map((one) => [one.id, one]));
  if (new Set(ids).size !== ids.length || ids.some((id) => !byId.has(id))) return "unknown_instalment";
  if (plan.reduce((sum, one) => sum + one.amountCents, 0) !== totalCents) return "sum_mismatch";
  const kept = new Set(ids);
  if (current.some((one) => one.matchedCents !== 0 && !kept.has(one.id))) return "below_matched";
  for (const one of plan) {
    const before = one.id === null ? undefined : byId.get(one.id);
    if (before && Math.abs(one.amountCents) < Math.abs(before.matchedCents)) return "below_matched";
  }
  return null;
}
