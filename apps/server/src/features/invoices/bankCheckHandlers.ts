import { cashSignOf, counterpartyNameKey } from "@trezo/domain";
import type { Database } from "../../db/database";
import { httpErrors } from "../../http/httpError";
import { type CallHandlers, mustAuth, mustCompany } from "../../http/registerContract";
import { companyHasCategory } from "../categories/categoryQueries";
import { invoiceErrors, requireChecksModule } from "./invoiceErrors";
import { afterMatchesChanged } from "./invoiceLedger";
import {
  type BankCheckRow,
  type BankCheckValues,
  bankCheckNumberTaken,
  bankCheckTotals,
  deleteBankCheckRow,
  etsOfChecks,
  findBankCheck,
  insertBankCheck,
  insertEts,
  listBankCheckRows,
  setCheckEts,
  updateBankCheckRow,
} from "./invoiceQueries";
import { bankCheckView } from "./invoiceViews";

type BankCheckHandlers = Pick<
  CallHandlers,
  "createBankCheck" | "listBankChecks" | "updateBankCheck" | "deleteBankCheck" | "getBankChecksDetails"
>;

async function checkCategory(db: Database, companyId: number, categoryId: number | null | undefined) {
  if (categoryId != null && !(await companyHasCategory(db, companyId, categoryId))) {
    throw invoiceErrors.unknownCategory("bank_check.category_id");
  }
}

async function checkView(db: Database, companyId: number, row: BankCheckRow) {
  const [etsRow] = await etsOfChecks(db, companyId, [row.id]);
  return bankCheckView(row, etsRow);
}

export const bankCheckHandlers: BankCheckHandlers = {
  async createBankCheck(context) {
    const access = mustCompany(context);
    requireChecksModule(access);
    const { db } = context.services;
    const companyId = access.company.id;
    const draft = context.input.bank_check;
    await checkCategory(db, companyId, draft.category_id);
    const row = await db.transaction(async (tx) => {
      const inserted = await insertBankCheck(tx, companyId, {
        direction: draft.direction,
        number: draft.number,
        amountCents: draft.amount_cents,
        currency: draft.currency,
        counterpartyName: draft.counterparty_name,
        normalizedCounterparty: counterpartyNameKey(draft.counterparty_name),
        issueDate: draft.issue_date,
        expectedCashDate: draft.expected_cash_date,
        categoryId: draft.category_id ?? null,
        comment: draft.comment,
        createdBy: mustAuth(context).user.id,
      });
      if (!inserted) throw invoiceErrors.duplicateCheck();
      await insertEts(tx, companyId, [
        {
          bankCheckId: inserted.id,
          amountCents: cashSignOf(inserted.direction) * inserted.amountCents,
          expectedDate: inserted.expectedCashDate,
        },
      ]);
      return inserted;
    });
    return { bank_check: await checkView(db, companyId, row) };
  },

  async listBankChecks(context) {
    const access = mustCompany(context);
    requireChecksModule(access);
    const { db } = context.services;
    const companyId = access.company.id;
    const rows = await listBankCheckRows(db, companyId, context.input);
    const page = rows.slice(0, context.input.limit);
    const schedule = await etsOfChecks(
      db,
      companyId,
      page.map((row) => row.id),
    );
    return {
      bank_checks: page.map((row) =>
        bankCheckView(
          row,
          schedule.find((one) => one.bankCheckId === row.id),
        ),
      ),
      has_more: rows.length > page.length,
    };
  },

  async updateBankCheck(context) {
    const access = mustCompany(context);
    requireChecksModule(access);
    const { db } = context.services;
    const companyId = access.company.id;
    const { bankCheckId, bank_check: patch } = context.input;
    await checkCategory(db, companyId, patch.category_id);
    const row = await db.transaction(async (tx) => {
      const current = await findBankCheck(tx, companyId, bankCheckId);
      if (!current) throw httpErrors.notFound();
      const number = patch.number ?? current.number;
      if (await bankCheckNumberTaken(tx, companyId, current.direction, number, bankCheckId)) {
        throw invoiceErrors.duplicateCheck();
      }
      const values: Partial<BankCheckValues> = { number };
      if (patch.amount_cents !== undefined) values.amountCents = patch.amount_cents;
      if (patch.counterparty_name !== undefined) {
        values.counterpartyName = patch.counterparty_name;
        values.normalizedCounterparty = counterpartyNameKey(patch.counterparty_name);
      }
      if (patch.issue_date !== undefined) values.issueDate = patch.issue_date;
      if (patch.expected_cash_date !== undefined) values.expectedCashDate = patch.expected_cash_date;
      if (patch.category_id !== undefined) values.categoryId = patch.category_id;
      if (patch.comment !== undefined) values.comment = patch.comment;
      if (patch.status !== undefined) values.status = patch.status;
      const [etsRow] = await etsOfChecks(tx, companyId, [bankCheckId]);
      const amount = cashSignOf(current.direction) * (patch.amount_cents ?? current.amountCents);
      if (etsRow && Math.abs(amount) < Math.abs(etsRow.matchedCents))
        throw invoiceErrors.instalment("below_matched");
      await updateBankCheckRow(tx, companyId, bankCheckId, values);
      await setCheckEts(tx, companyId, bankCheckId, {
        amountCents: amount,
        expectedDate: patch.expected_cash_date ?? current.expectedCashDate,
      });
      // Reopening a cancelled check, or a new amount, sets pending or cashed again from its matches.
      if (etsRow) await afterMatchesChanged(tx, companyId, [etsRow.id]);
      return (await findBankCheck(tx, companyId, bankCheckId)) as BankCheckRow;
    });
    return { bank_check: await checkView(db, companyId, row) };
  },

  async deleteBankCheck(context) {
    const access = mustCompany(context);
    requireChecksModule(access);
    if (!(await deleteBankCheckRow(context.services.db, access.company.id, context.input.bankCheckId))) {
      throw httpErrors.notFound();
    }
    return { success: true as const };
  },

  async getBankChecksDetails(context) {
    const access = mustCompany(context);
    requireChecksModule(access);
    const rows = await bankCheckTotals(context.services.db, access.company.id, context.input.filters);
    const side = (direction: "issued" | "received") => {
      const own = rows.filter((row) => row.direction === direction);
      return {
        count: own.reduce((sum, row) => sum + row.count, 0),
        pending_cents: own
          .filter((row) => row.status === "pending")
          .reduce((sum, row) => sum + row.amount, 0),
        cashed_cents: own.filter((row) => row.status === "cashed").reduce((sum, row) => sum + row.amount, 0),
      };
    };
    return { issued: side("issued"), received: side("received") };
  },
};
