import {
  allocationProblem,
  defaultAllocation,
  deleteInstalment,
  editInstalment,
  type Instalment,
  type InstalmentEdit,
} from "@trezo/domain";
import type { CompanyAccess } from "../../auth/companyAccess";
import type { Database } from "../../db/database";
import { companyToday } from "../../forecast/companyToday";
import { expectedDateRulesOf } from "../../forecast/invoiceForecast";
import { httpErrors } from "../../http/httpError";
import { type CallHandlers, mustAuth, mustCompany } from "../../http/registerContract";
import { invoiceErrors, requireChecksModule, requireInvoicesModule } from "./invoiceErrors";
import { afterMatchesChanged, refreshInvoices } from "./invoiceLedger";
import { companySuggestions, type Modules, runAutoMatching } from "./invoiceMatching";
import {
  type BankCheckRow,
  deleteMatch,
  type EtsRow,
  etsOfChecks,
  etsOfInvoices,
  findBankCheck,
  findEts,
  findInvoice,
  type InvoiceRow,
  insertEts,
  insertMatches,
  matchExists,
  matchesOfEts,
  transactionForMatch,
  writeInstalments,
} from "./invoiceQueries";
import {
  bankCheckView,
  checkOwnerFacts,
  type EtsOwnerFacts,
  etsView,
  invoiceOwnerFacts,
  invoiceView,
  matchView,
} from "./invoiceViews";

type EtsHandlers = Pick<
  CallHandlers,
  | "createETS"
  | "updateETS"
  | "deleteETS"
  | "getETSByInvoiceId"
  | "getETSByBankCheckId"
  | "attachTransactionToETS"
  | "detachTransactionFromETS"
  | "getDetailsOfInvoiceETS"
  | "getETSSuggestions"
  | "runETSMatching"
>;

/** The company's modules that are on. */
export function modulesOf(access: CompanyAccess): Modules {
  return { invoices: access.company.invoicesAllowed, checks: access.company.checksAllowed };
}

/** 403 unless at least one of the modules is on (calls that span invoices and checks). */
function requireAnyModule(access: CompanyAccess): Modules {
  const modules = modulesOf(access);
  if (!modules.invoices && !modules.checks) throw invoiceErrors.moduleDisabled();
  return modules;
}

/** An ETS of the company with its owner, after checking that the owner's module is on. */
async function etsWithOwner(db: Database, access: CompanyAccess, etsId: number) {
  const companyId = access.company.id;
  const row = await findEts(db, companyId, etsId);
  if (!row) throw httpErrors.notFound();
  if (row.invoiceId !== null) {
    requireInvoicesModule(access);
    const invoice = (await findInvoice(db, companyId, row.invoiceId)) as InvoiceRow;
    return { row, invoice, check: null, owner: invoiceOwnerFacts(invoice) };
  }
  requireChecksModule(access);
  const check = (await findBankCheck(db, companyId, row.bankCheckId as number)) as BankCheckRow;
  return { row, invoice: null, check, owner: checkOwnerFacts(check) };
}

export async function etsViews(
  db: Database,
  companyId: number,
  rows: readonly EtsRow[],
  owner: EtsOwnerFacts,
) {
  const rules = await expectedDateRulesOf(db, companyId);
  const today = companyToday();
  return rows.map((row) => etsView(row, owner, rules, today));
}

export function instalmentsOf(rows: readonly EtsRow[]): Instalment[] {
  return rows.map((row) => ({
    id: String(row.id),
    amountCents: row.amountCents,
    matchedCents: row.matchedCents,
    expectedDate: row.expectedDate,
  }));
}

/** Writes an instalment edit of an invoice (the new instalment, when there is one, is inserted by the caller). */
async function applyInstalmentEdit(
  db: Database,
  companyId: number,
  before: readonly EtsRow[],
  edit: InstalmentEdit,
): Promise<void> {
  if (!edit.ok) throw invoiceErrors.instalment(edit.problem);
  const kept = new Set(edit.instalments.map((one) => one.id));
  const changes = edit.instalments
    .filter((one) => {
      const old = before.find((row) => String(row.id) === one.id);
      return old && (old.amountCents !== one.amountCents || old.expectedDate !== one.expectedDate);
    })
    .map((one) => ({ id: Number(one.id), amountCents: one.amountCents, expectedDate: one.expectedDate }));
  const deleted = before.filter((row) => !kept.has(String(row.id))).map((row) => row.id);
  await writeInstalments(db, companyId, changes, deleted);
}

export const etsHandlers: EtsHandlers = {
  async createETS(context) {
    const access = mustCompany(context);
    requireInvoicesModule(access);
    const { db } = context.services;
    const companyId = access.company.id;
    const {
      invoice_id: invoiceId,
      amount_cents: amountCents,
      expected_date: expectedDate,
    } = context.input.ets;
    const invoice = await db.transaction(async (tx) => {
      const row = await findInvoice(tx, companyId, invoiceId);
      if (!row) throw httpErrors.notFound();
      const before = await etsOfInvoices(tx, companyId, [invoiceId]);
      const total = before.reduce((sum, one) => sum + one.amountCents, 0);
      const edit = editInstalment(instalmentsOf(before), total, {
        id: null,
        amountCents,
        expectedDate,
        newId: "new",
      });
      await applyInstalmentEdit(tx, companyId, before, edit);
      await insertEts(tx, companyId, [{ invoiceId, amountCents, expectedDate, position: before.length }]);
      return row;
    });
    const rows = await etsOfInvoices(db, companyId, [invoiceId]);
    return { ets: await etsViews(db, companyId, rows, invoiceOwnerFacts(invoice)) };
  },

  async updateETS(context) {
    const access = mustCompany(context);
    const { db } = context.services;
    const companyId = access.company.id;
    const { etsId, amount_cents: amountCents, expected_date: expectedDate } = context.input;
    const found = await etsWithOwner(db, access, etsId);
    if (found.check) {
      throw invoiceErrors.checkHasOneEts();
    }
    const invoiceId = found.row.invoiceId as number;
    await db.transaction(async (tx) => {
      const before = await etsOfInvoices(tx, companyId, [invoiceId]);
      const current = before.find((row) => row.id === etsId);
      if (!current) throw httpErrors.notFound();
      const total = before.reduce((sum, one) => sum + one.amountCents, 0);
      const edit = editInstalment(instalmentsOf(before), total, {
        id: String(etsId),
        amountCents: amountCents ?? current.amountCents,
        expectedDate: expectedDate ?? current.expectedDate,
      });
      await applyInstalmentEdit(tx, companyId, before, edit);
      await refreshInvoices(tx, companyId, [invoiceId]);
    });
    const rows = await etsOfInvoices(db, companyId, [invoiceId]);
    return { ets: await etsViews(db, companyId, rows, found.owner) };
  },

  async deleteETS(context) {
    const access = mustCompany(context);
    const { db } = context.services;
    const companyId = access.company.id;
    const found = await etsWithOwner(db, access, context.input.etsId);
    if (found.check) throw invoiceErrors.checkHasOneEts();
    const invoiceId = found.row.invoiceId as number;
    await db.transaction(async (tx) => {
      const before = await etsOfInvoices(tx, companyId, [invoiceId]);
      await applyInstalmentEdit(
        tx,
        companyId,
        before,
        deleteInstalment(instalmentsOf(before), String(context.input.etsId)),
      );
      await refreshInvoices(tx, companyId, [invoiceId]);
    });
    const rows = await etsOfInvoices(db, companyId, [invoiceId]);
    return { ets: await etsViews(db, companyId, rows, found.owner) };
  },

  async getETSByInvoiceId(context) {
    const access = mustCompany(context);
    requireInvoicesModule(access);
    const { db } = context.services;
    const invoice = await findInvoice(db, access.company.id, context.input.invoiceId);
    if (!invoice) throw httpErrors.notFound();
    const rows = await etsOfInvoices(db, access.company.id, [invoice.id]);
    return { ets: await etsViews(db, access.company.id, rows, invoiceOwnerFacts(invoice)) };
  },

  async getETSByBankCheckId(context) {
    const access = mustCompany(context);
    requireChecksModule(access);
    const { db } = context.services;
    const check = await findBankCheck(db, access.company.id, context.input.bankCheckId);
    if (!check) throw httpErrors.notFound();
    const rows = await etsOfChecks(db, access.company.id, [check.id]);
    return { ets: await etsViews(db, access.company.id, rows, checkOwnerFacts(check)) };
  },

  async attachTransactionToETS(context) {
    const access = mustCompany(context);
    const { db } = context.services;
    const companyId = access.company.id;
    const { etsId, transactionId } = context.input;
    const found = await etsWithOwner(db, access, etsId);
    const match = await db.transaction(async (tx) => {
      const etsRow = await findEts(tx, companyId, etsId);
      const transaction = await transactionForMatch(tx, companyId, transactionId, etsId);
      if (!etsRow || !transaction) throw httpErrors.notFound();
      if (await matchExists(tx, companyId, etsId, transactionId)) {
        // Matching again replaces the amount: undo the old match first (it is counted in etsRow).
        await deleteMatch(tx, companyId, etsId, transactionId);
        await afterMatchesChanged(tx, companyId, [etsId]);
      }
      const fresh = (await findEts(tx, companyId, etsId)) as EtsRow;
      const facts = {
        transactionCents: transaction.amountCents,
        transactionAllocatedCents: transaction.allocatedCents,
        etsAmountCents: fresh.amountCents,
        etsMatchedCents: fresh.matchedCents,
      };
      const amount = context.input.amount_cents ?? defaultAllocation(facts);
      const problem = allocationProblem(facts, amount);
      if (problem) throw invoiceErrors.allocation(problem);
      const [inserted] = await insertMatches(tx, companyId, [
        { etsId, transactionId, amountCents: amount, source: "manual", createdBy: mustAuth(context).user.id },
      ]);
      await afterMatchesChanged(tx, companyId, [etsId]);
      return inserted;
    });
    const [view] = (await matchesOfEts(db, companyId, [etsId])).filter((one) => one.id === match?.id);
    const row = (await findEts(db, companyId, etsId)) as EtsRow;
    const owner = found.invoice
      ? invoiceOwnerFacts((await findInvoice(db, companyId, found.invoice.id)) as InvoiceRow)
      : checkOwnerFacts(
          (await findBankCheck(db, companyId, (found.check as BankCheckRow).id)) as BankCheckRow,
        );
    const [etsViewed] = await etsViews(db, companyId, [row], owner);
    if (!view || !etsViewed) throw httpErrors.notFound();
    return { ets: etsViewed, match: matchView(view) };
  },

  async detachTransactionFromETS(context) {
    const access = mustCompany(context);
    const { db } = context.services;
    const companyId = access.company.id;
    const { etsId, transactionId } = context.input;
    const found = await etsWithOwner(db, access, etsId);
    await db.transaction(async (tx) => {
      if (!(await deleteMatch(tx, companyId, etsId, transactionId))) throw httpErrors.notFound();
      await afterMatchesChanged(tx, companyId, [etsId]);
    });
    const row = (await findEts(db, companyId, etsId)) as EtsRow;
    const owner = found.invoice
      ? invoiceOwnerFacts((await findInvoice(db, companyId, found.invoice.id)) as InvoiceRow)
      : checkOwnerFacts(
          (await findBankCheck(db, companyId, (found.check as BankCheckRow).id)) as BankCheckRow,
        );
    const [view] = await etsViews(db, companyId, [row], owner);
    if (!view) throw httpErrors.notFound();
    return { ets: view };
  },

  async getDetailsOfInvoiceETS(context) {
    const access = mustCompany(context);
    const { db } = context.services;
    const companyId = access.company.id;
    const found = await etsWithOwner(db, access, context.input.etsId);
    const [view] = await etsViews(db, companyId, [found.row], found.owner);
    const matches = await matchesOfEts(db, companyId, [found.row.id]);
    const today = companyToday();
    const checkEts = found.check ? (await etsOfChecks(db, companyId, [found.check.id]))[0] : undefined;
    return {
      ets: view as NonNullable<typeof view>,
      invoice: found.invoice ? invoiceView(found.invoice, today) : null,
      bank_check: found.check ? bankCheckView(found.check, checkEts) : null,
      matches: matches.map(matchView),
    };
  },

  async getETSSuggestions(context) {
    const access = mustCompany(context);
    const modules = requireAnyModule(access);
    const { db } = context.services;
    const { transactions, etsById, suggestions } = await companySuggestions(db, access.company.id, modules, {
      transactionIds: context.input.transactionIds,
      limit: 500,
    });
    return {
      transactions: transactions
        .filter((row) => suggestions.has(String(row.id)))
        .map((row) => ({
          transaction_id: row.id,
          date: row.bookedOn,
          label: row.label,
          amount_cents: row.amountCents,
          free_cents: row.freeCents,
          suggestions: (suggestions.get(String(row.id)) ?? []).map((suggestion) => {
            const etsRow = etsById.get(Number(suggestion.etsId));
            return {
              ets_id: Number(suggestion.etsId),
              invoice_id: etsRow?.invoiceId ?? null,
              bank_check_id: etsRow?.bankCheckId ?? null,
              number: etsRow?.number ?? "",
              counterparty_name: etsRow?.counterpartyName ?? "",
              score: suggestion.score,
              reasons: suggestion.reasons,
              left_cents: suggestion.leftCents,
              expected_date: etsRow?.expectedDate ?? row.bookedOn,
              day_gap: suggestion.dayGap,
            };
          }),
        })),
    };
  },

  async runETSMatching(context) {
    const access = mustCompany(context);
    const modules = requireAnyModule(access);
    const matched = await runAutoMatching(context.services.db, access.company.id, modules, { force: true });
    return { matched_count: matched };
  },
};
