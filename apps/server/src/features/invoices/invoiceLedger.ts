import { etsLeftCents, invoiceStatusOf } from "@trezo/domain";
import type { Database } from "../../db/database";
import {
  etsOfInvoices,
  findBankCheck,
  findInvoice,
  refreshMatchedCents,
  setCheckStatus,
  setInvoicePayment,
} from "./invoiceQueries";

/**
 * Keeps the figures that follow the matches: each ETS's matched amount, each invoice's paid amount and
 * status, each check's status. Called in the transaction that changed the matches, so that they never
 * disagree.
 */
export async function afterMatchesChanged(db: Database, companyId: number, etsIds: readonly number[]) {
  const rows = await refreshMatchedCents(db, companyId, [...new Set(etsIds)]);
  const invoiceIds = new Set<number>();
  for (const row of rows) {
    if (row.invoiceId !== null) invoiceIds.add(row.invoiceId);
    if (row.bankCheckId !== null) {
      const check = await findBankCheck(db, companyId, row.bankCheckId);
      if (check && check.status !== "cancelled") {
        const cashed = etsLeftCents(row.amountCents, row.matchedCents) === 0;
        await setCheckStatus(db, companyId, check.id, cashed ? "cashed" : "pending");
      }
    }
  }
  await refreshInvoices(db, companyId, [...invoiceIds]);
  return rows;
}

/** Writes again the paid amount and status of invoices from their ETS. */
export async function refreshInvoices(db: Database, companyId: number, invoiceIds: readonly number[]) {
  if (invoiceIds.length === 0) return;
  const schedule = await etsOfInvoices(db, companyId, invoiceIds);
  for (const invoiceId of invoiceIds) {
    const invoice = await findInvoice(db, companyId, invoiceId);
    if (!invoice) continue;
    const own = schedule.filter((row) => row.invoiceId === invoiceId);
    await setInvoicePayment(db, companyId, invoiceId, {
      paidCents: own.reduce((sum, row) => sum + row.matchedCents, 0),
      status: invoiceStatusOf(invoice.status, own),
    });
  }
}
