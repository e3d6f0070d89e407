import { epochDayOf } from "../forecast/calendar";
import type { PendingItem } from "../forecast/dashboardInput";
import type { Cents } from "../money";
import type { IsoDate } from "../periods";
import { isOutstanding, type TransferKind, type TransferOrderStatus } from "./transferOrder";

/**
 * What transfer orders give the forecast, and which bank line settles an order, so that no money is
 * counted twice (issue 22):
 * - An outstanding order paying a supplier invoice moves that invoice's expected payment (its ETS item)
 *   to the order's execution date, for the order's amount: the invoice and its payment are one outflow,
 *   never two. What the order does not cover stays at the invoice's own date.
 * - An outstanding order to a supplier without an invoice is an outflow of its own on its execution date.
 * - A transfer between two of the company's own accounts moves no money in or out of the company: it
 *   adds nothing to the company's forecast.
 * - Once the bank line that settles it is found, the order is executed and counts nothing: the line is
 *   in the actuals (and, for an invoice, it is matched to the invoice's ETS, which then counts nothing).
 */

/** An order as the forecast reads it. */
export interface ForecastTransferOrder {
  id: string;
  kind: TransferKind;
  status: TransferOrderStatus;
  /** Positive: what leaves the debtor account. */
  amountCents: Cents;
  executionDate: IsoDate;
  categoryId: string | null;
  /** The ETS of the supplier invoice it pays (`ets:<id>` items of the invoice feed), or null. */
  etsId: string | null;
}

/** The pending items once the outstanding orders are applied to the invoice feed's items. */
export function withTransferOrders(
  items: readonly PendingItem[],
  orders: readonly ForecastTransferOrder[],
): PendingItem[] {
  const result: PendingItem[] = items.map((item) => ({ ...item }));
  const byId = new Map(result.map((item) => [item.id, item]));
  for (const order of orders) {
    if (!isOutstanding(order.status) || order.kind === "internal") continue;
    if (order.etsId === null) {
      result.push({
        kind: "transfer",
        id: `transfer:${order.id}`,
        categoryId: order.categoryId,
        cents: -order.amountCents,
        expectedDate: order.executionDate,
        matched: false,
      });
      continue;
    }
    const ets = byId.get(`ets:${order.etsId}`);
    // The invoice no longer counts (paid, cancelled, module off): the order adds nothing of its own.
    if (!ets || ets.matched || ets.cents >= 0) continue;
    const covered = Math.min(order.amountCents, -ets.cents);
    const rest = ets.cents + covered;
    if (rest === 0) {
      ets.expectedDate = order.executionDate;
    } else {
      ets.cents = rest;
      result.push({
        kind: "transfer",
        id: `transfer:${order.id}`,
        categoryId: ets.categoryId,
        cents: -covered,
        expectedDate: order.executionDate,
        matched: false,
      });
    }
  }
  return result;
}

/** A pending order waiting for the bank line that settles it. */
export interface SettlingOrder {
  id: string;
  debtorAccountId: string;
  amountCents: Cents;
  executionDate: IsoDate;
  /** The EndToEndId of the file: banks usually repeat it in the line's label or reference. */
  endToEndId: string;
}

/** A bank line that could settle an order. */
export interface SettlingLine {
  id: string;
  accountId: string;
  /** Signed: a debit is negative. */
  amountCents: Cents;
  bookedOn: IsoDate;
  /** Label and reference, as the statement gives them. */
  text: string;
}

/** A transfer is booked between a few days before (bank dates) and ten days after its execution date. */
export const SETTLEMENT_WINDOW = { daysBefore: 3, daysAfter: 10 } as const;

/**
 * Which line settles which order: a debit of the order's account for exactly its amount, booked within
 * SETTLEMENT_WINDOW of its execution date. A line settles one order at most; a line naming the order's
 * EndToEndId wins, then the nearest date, then the lowest line id (the result does not depend on the
 * order of the lists). Lines already settling an order are left out by the caller.
 */
export function settleOrders(
  orders: readonly SettlingOrder[],
  lines: readonly SettlingLine[],
): Map<string, string> {
  const candidates: Array<{ order: SettlingOrder; line: SettlingLine; score: number }> = [];
  for (const order of orders) {
    const day = epochDayOf(order.executionDate);
    for (const line of lines) {
      if (line.accountId !== order.debtorAccountId || line.amountCents !== -order.amountCents) continue;
      const offset = epochDayOf(line.bookedOn) - day;
      if (offset < -SETTLEMENT_WINDOW.daysBefore || offset > SETTLEMENT_WINDOW.daysAfter) continue;
      const named =
        order.endToEndId !== "" && line.text.toUpperCase().includes(order.endToEndId.toUpperCase());
      candidates.push({ order, line, score: (named ? 1000 : 0) - Math.abs(offset) });
    }
  }
  candidates.sort(
    (a, b) =>
      b.score - a.score ||
      a.line.id.localeCompare(b.line.id, "en", { numeric: true }) ||
      a.order.id.localeCompare(b.order.id, "en", { numeric: true }),
  );
  const settled = new Map<string, string>();
  const usedLines = new Set<string>();
  for (const { order, line } of candidates) {
    if (settled.has(order.id) || usedLines.has(line.id)) continue;
    settled.set(order.id, line.id);
    usedLines.add(line.id);
  }
  return settled;
}
