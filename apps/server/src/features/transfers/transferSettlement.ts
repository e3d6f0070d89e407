import { settleOrders } from "@trezo/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database";
import type { JobRun } from "../../jobs/jobs";
import { afterMatchesChanged } from "../invoices/invoiceLedger";
import { insertMatches } from "../invoices/invoiceQueries";
import {
  candidateLines,
  invoicePaymentRoom,
  lockOrders,
  pendingOrdersToSettle,
  refreshAttempts,
  updateOrders,
} from "./transferQueries";

/**
 * The bank line that settles a transfer order (issue 22): the order becomes executed and names the line,
 * and when it pays a supplier invoice the line is matched to the invoice's open instalments (ETS), so
 * the invoice is paid and its expected payment leaves the forecast: the money counts once, as the line.
 */
export async function settleOrder(
  db: Database,
  companyId: number,
  order: { id: number; invoiceId: number | null; amountCents: number },
  transactionId: number,
  actorId: number | null,
): Promise<void> {
  await updateOrders(db, companyId, [order.id], {
    status: "executed",
    settledTransactionId: transactionId,
    rejectionReason: null,
  });
  if (order.invoiceId !== null) {
    const room = await invoicePaymentRoom(db, companyId, order.invoiceId, transactionId);
    // A supplier payment is money out: ETS amounts and matches are negative.
    let available = Math.max(0, order.amountCents + room.givenCents);
    const matches: Array<{ etsId: number; amountCents: number }> = [];
    for (const ets of room.open) {
      if (available === 0) break;
      const take = Math.min(available, -ets.leftCents);
      if (take <= 0) continue;
      matches.push({ etsId: ets.id, amountCents: -take });
      available -= take;
    }
    if (matches.length > 0) {
      await insertMatches(
        db,
        companyId,
        matches.map((match) => ({ ...match, transactionId, source: "manual" as const, createdBy: actorId })),
      );
      await afterMatchesChanged(
        db,
        companyId,
        matches.map((match) => match.etsId),
      );
    }
  }
  await refreshAttempts(db, companyId, [order.id]);
}

/** Settles every pending order of the company whose line has come in; answers how many. */
export async function settlePendingOrders(db: Database, companyId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const orders = await pendingOrdersToSettle(tx, companyId);
    if (orders.length === 0) return 0;
    const settled = settleOrders(orders, await candidateLines(tx, companyId, orders));
    if (settled.size === 0) return 0;
    const locked = await lockOrders(
      tx,
      companyId,
      [...settled.keys()].map((id) => Number(id)),
    );
    let count = 0;
    for (const order of locked) {
      const line = settled.get(String(order.id));
      if (order.status !== "pending" || line === undefined) continue;
      await settleOrder(tx, companyId, order, Number(line), null);
      count += 1;
    }
    return count;
  });
}

/**
 * After a statement import (its job, once the lines are committed): the orders its lines settle. Runs
 * before the invoices' automatic matching, so that a line paying an order's invoice is matched once. A
 * failure is logged and leaves the import as it is.
 */
export async function settleAfterImport(
  run: Pick<JobRun, "exclusive">,
  companyId: number,
  log: FastifyBaseLogger,
): Promise<number> {
  try {
    return await run.exclusive((db) => settlePendingOrders(db, companyId));
  } catch (error) {
    log.error({ err: error, companyId }, "settling transfer orders after an import failed");
    return 0;
  }
}
