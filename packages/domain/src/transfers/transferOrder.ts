import type { Cents } from "../money";

/**
 * A transfer order's life (issue 22, spec 000 §3 "Transfer order: pending means ongoing"):
 *
 *   draft ──approve (when four-eyes applies)──▶ draft (approved)
 *   draft ──an attempt is made (a SEPA file, a payment initiation)──▶ pending
 *   pending ──the bank line that settles it──▶ executed
 *   pending ──the bank refuses it──▶ rejected ──a new attempt──▶ pending
 *   draft | pending ──cancel──▶ cancelled
 *
 * executed and cancelled are final. An order that needs approval cannot be sent before it is approved,
 * and the person who prepared it cannot approve it (four eyes).
 */
export const TRANSFER_ORDER_STATUSES = ["draft", "pending", "executed", "rejected", "cancelled"] as const;
export type TransferOrderStatus = (typeof TRANSFER_ORDER_STATUSES)[number];

/** How an order leaves Trezo: a pain.001 file the user uploads to the bank, or a payment initiation. */
export const TRANSFER_METHODS = ["sepa_file", "initiation"] as const;
export type TransferMethod = (typeof TRANSFER_METHODS)[number];

/** An attempt to execute orders: pending until the bank answers (or the settling line arrives). */
export const TRANSFER_ATTEMPT_STATUSES = ["pending", "succeeded", "failed"] as const;
export type TransferAttemptStatus = (typeof TRANSFER_ATTEMPT_STATUSES)[number];

/** Between two of the company's own accounts, or to a supplier (with or without an invoice). */
export const TRANSFER_KINDS = ["internal", "supplier"] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export type TransferEvent = "approve" | "send" | "settle" | "reject" | "cancel";

/** What the life cycle needs to know of an order. */
export interface OrderState {
  status: TransferOrderStatus;
  approvalRequired: boolean;
  approvedBy: number | null;
  preparedBy: number;
}

/** Why an event is refused (the server maps it to a localised 409 or 403). */
export type TransitionProblem =
  | "final" // executed or cancelled: nothing more happens to it
  | "not_sendable" // sent while not a draft nor rejected
  | "approval_missing" // sent while it still needs its approval
  | "not_approvable" // approved while not a draft, or not needing approval, or already approved
  | "same_person" // approved by the person who prepared it
  | "not_pending"; // settled or rejected while not ongoing

const FINAL: ReadonlySet<TransferOrderStatus> = new Set(["executed", "cancelled"]);

/** Whether `event` may happen to `order` by `actorId`, and what stops it. */
export function transitionProblem(
  order: OrderState,
  event: TransferEvent,
  actorId: number,
): TransitionProblem | null {
  if (FINAL.has(order.status)) return "final";
  switch (event) {
    case "approve":
      if (order.status !== "draft" || !order.approvalRequired || order.approvedBy !== null)
        return "not_approvable";
      return order.preparedBy === actorId ? "same_person" : null;
    case "send":
      if (order.status !== "draft" && order.status !== "rejected") return "not_sendable";
      return order.approvalRequired && order.approvedBy === null ? "approval_missing" : null;
    case "settle":
    case "reject":
      return order.status === "pending" ? null : "not_pending";
    case "cancel":
      return null;
  }
}

/** The status after `event` (call transitionProblem first: this does not check). */
export function statusAfter(event: TransferEvent, current: TransferOrderStatus): TransferOrderStatus {
  switch (event) {
    case "approve":
      return current;
    case "send":
      return "pending";
    case "settle":
      return "executed";
    case "reject":
      return "rejected";
    case "cancel":
      return "cancelled";
  }
}

/** Applies `event`, or says why not. */
export function applyTransferEvent<T extends OrderState>(
  order: T,
  event: TransferEvent,
  actorId: number,
): { ok: true; order: T } | { ok: false; problem: TransitionProblem } {
  const problem = transitionProblem(order, event, actorId);
  if (problem) return { ok: false, problem };
  return {
    ok: true,
    order: {
      ...order,
      status: statusAfter(event, order.status),
      approvedBy: event === "approve" ? actorId : order.approvedBy,
    },
  };
}

/**
 * Four eyes: an order needs a second person's approval when the owner set a threshold and its amount
 * reaches it (`null`: no approval ever needed). Amounts are positive cents.
 */
export function needsApproval(amountCents: Cents, thresholdCents: Cents | null): boolean {
  return thresholdCents !== null && amountCents >= thresholdCents;
}

/** Orders still counted as money to leave: not sent yet, or sent and not yet settled. */
export function isOutstanding(status: TransferOrderStatus): boolean {
  return status === "draft" || status === "pending" || status === "rejected";
}
