import { instalmentPlanProblem } from "@trezo/domain";
import { companyToday } from "../../forecast/companyToday";
import { httpErrors } from "../../http/httpError";
import { type CallHandlers, mustCompany } from "../../http/registerContract";
import { etsViews, instalmentsOf } from "./etsHandlers";
import { invoiceErrors, requireInvoicesModule } from "./invoiceErrors";
import { refreshInvoices } from "./invoiceLedger";
import { etsOfInvoices, findInvoice, insertEts, writeInstalments } from "./invoiceQueries";
import { ageingByCounterparty } from "./invoiceScreenQueries";
import { invoiceOwnerFacts } from "./invoiceViews";

/** The calls of the /invoices screen beyond spec 001 §7.6 (contract: calls/invoiceScreens.ts). */
type InvoiceScreenHandlers = Pick<CallHandlers, "getInvoicesAgeing" | "setInvoiceInstalments">;

export const invoiceScreenHandlers: InvoiceScreenHandlers = {
  async getInvoicesAgeing(context) {
    const access = mustCompany(context);
    requireInvoicesModule(access);
    const { kind, filters, limit } = context.input;
    return ageingByCounterparty(
      context.services.db,
      access.company.id,
      { ...filters, kind },
      companyToday(),
      limit,
    );
  },

  async setInvoiceInstalments(context) {
    const access = mustCompany(context);
    requireInvoicesModule(access);
    const { db } = context.services;
    const companyId = access.company.id;
    const { invoiceId, instalments } = context.input;
    const invoice = await db.transaction(async (tx) => {
      const row = await findInvoice(tx, companyId, invoiceId);
      if (!row) throw httpErrors.notFound();
      const before = await etsOfInvoices(tx, companyId, [invoiceId]);
      const total = before.reduce((sum, one) => sum + one.amountCents, 0);
      const plan = instalments.map((one) => ({
        id: one.id === null ? null : String(one.id),
        amountCents: one.amount_cents,
        expectedDate: one.expected_date,
      }));
      const problem = instalmentPlanProblem(total, instalmentsOf(before), plan);
      if (problem !== null) throw invoiceErrors.instalmentPlan(problem);
      const kept = new Set(plan.flatMap((one) => (one.id === null ? [] : [one.id])));
      await writeInstalments(
        tx,
        companyId,
        plan.flatMap((one) =>
          one.id === null
            ? []
            : [{ id: Number(one.id), amountCents: one.amountCents, expectedDate: one.expectedDate }],
        ),
        before.filter((one) => !kept.has(String(one.id))).map((one) => one.id),
      );
      await insertEts(
        tx,
        companyId,
        plan.flatMap((one, position) =>
          one.id === null
            ? [{ invoiceId, amountCents: one.amountCents, expectedDate: one.expectedDate, position }]
            : [],
        ),
      );
      await refreshInvoices(tx, companyId, [invoiceId]);
      return row;
    });
    const rows = await etsOfInvoices(db, companyId, [invoiceId]);
    return { ets: await etsViews(db, companyId, rows, invoiceOwnerFacts(invoice)) };
  },
};
