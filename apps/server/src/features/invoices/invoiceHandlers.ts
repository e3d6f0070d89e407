import type { InvoiceFilters, ParsedCallInput } from "@trezo/api";
import { counterpartyKey, counterpartyNameKey, type IsoDate, invoiceCashCents } from "@trezo/domain";
import type { Database } from "../../db/database";
import {
  readAttachment,
  removeAttachment,
  sniffAttachmentType,
  storeAttachment,
} from "../../files/attachmentStore";
import { dropUpload, readUpload } from "../../files/fileUploads";
import { companyToday } from "../../forecast/companyToday";
import { expectedDateRulesOf, learnedDelaysOf } from "../../forecast/invoiceForecast";
import { httpErrors } from "../../http/httpError";
import { type CallHandlers, mustAuth, mustCompany } from "../../http/registerContract";
import { companyHasCategory } from "../categories/categoryQueries";
import { companyRuleEngine } from "../rules/applyRules";
import { invoiceErrors, requireInvoicesModule } from "./invoiceErrors";
import { invoicesCsv, invoicesWorkbook, MAX_INVOICE_EXPORT_LINES } from "./invoiceExport";
import { refreshInvoices } from "./invoiceLedger";
import {
  allInvoiceRows,
  deleteInvoiceRow,
  etsOfInvoices,
  findInvoice,
  type InvoiceRow,
  type InvoiceValues,
  insertEts,
  insertInvoice,
  invoiceNumberTaken,
  invoiceRuleSubject,
  invoiceTotals,
  listInvoiceRows,
  matchesOfEts,
  readInvoiceSettings,
  updateInvoiceRow,
  updateInvoices,
  writeInstalments,
  writeInvoiceSettings,
} from "./invoiceQueries";
import { etsView, invoiceOwnerFacts, invoiceView, matchView } from "./invoiceViews";

type InvoiceHandlers = Pick<
  CallHandlers,
  | "createInvoice"
  | "updateInvoice"
  | "getInvoice"
  | "listInvoices"
  | "deleteInvoice"
  | "updateEngagedInvoices"
  | "setInvoicesCategory"
  | "getInvoicesDetails"
  | "downloadInvoices"
  | "uploadDocument"
  | "getInvoiceDocument"
  | "getInvoiceSettings"
  | "updateInvoiceSettings"
>;

type Draft = ParsedCallInput<"createInvoice">["invoice"];

/** Checks what zod cannot: the amounts add up, the due date follows the issue date, the category is the company's. */
export async function checkInvoiceFacts(
  db: Database,
  companyId: number,
  draft: Pick<
    Draft,
    "amount_excl_tax_cents" | "vat_cents" | "amount_incl_tax_cents" | "issue_date" | "due_date"
  > & {
    category_id?: number | null | undefined;
  },
  prefix = "invoice",
): Promise<void> {
  if (draft.amount_excl_tax_cents + draft.vat_cents !== draft.amount_incl_tax_cents) {
    throw invoiceErrors.amountsDontAddUp(prefix);
  }
  if (draft.due_date < draft.issue_date) throw invoiceErrors.dueBeforeIssue(prefix);
  if (draft.category_id != null && !(await companyHasCategory(db, companyId, draft.category_id))) {
    throw invoiceErrors.unknownCategory(`${prefix}.category_id`);
  }
}

/** The stored columns of a draft. */
export function invoiceValuesOf(draft: Draft, createdBy: number | null): InvoiceValues {
  return {
    kind: draft.kind,
    engaged: draft.engaged,
    number: draft.number,
    label: draft.label,
    counterpartyName: draft.counterparty_name,
    normalizedCounterparty: counterpartyNameKey(draft.counterparty_name),
    counterpartyKey: counterpartyKey({ name: draft.counterparty_name, siren: draft.counterparty_siren }),
    counterpartySiren: draft.counterparty_siren ?? null,
    counterpartySiret: draft.counterparty_siret ?? null,
    counterpartyIban: draft.counterparty_iban ?? null,
    issueDate: draft.issue_date,
    dueDate: draft.due_date,
    amountExclTaxCents: draft.amount_excl_tax_cents,
    vatCents: draft.vat_cents,
    amountInclTaxCents: draft.amount_incl_tax_cents,
    currency: draft.currency,
    categoryId: draft.category_id ?? null,
    categorySource: draft.category_id == null ? null : "manual",
    status: draft.status,
    createdBy,
  };
}

/**
 * Files new invoices that have no category with the company's rules (as transactions are filed): the
 * first rule that matches sets the category, recorded as a rule's.
 */
export async function fileWithRules(db: Database, companyId: number, list: InvoiceValues[]): Promise<void> {
  if (list.every((values) => values.categoryId != null)) return;
  const engine = await companyRuleEngine(db, companyId);
  if (!engine) return;
  list.forEach((values, index) => {
    if (values.categoryId != null) return;
    const rule = engine.firstMatch(
      invoiceRuleSubject({
        id: index + 1,
        kind: values.kind,
        label: values.label ?? "",
        counterpartyName: values.counterpartyName,
        amountInclTaxCents: values.amountInclTaxCents,
        issueDate: values.issueDate,
      }),
    );
    if (rule) {
      values.categoryId = Number(rule.target.categoryId);
      values.categorySource = "rule";
      values.ruleId = Number(rule.id);
    }
  });
}

/** The invoice with its ETS and matches, as getInvoice answers. */
export async function invoiceDetail(db: Database, companyId: number, row: InvoiceRow, today: IsoDate) {
  const schedule = await etsOfInvoices(db, companyId, [row.id]);
  const rules = await expectedDateRulesOf(db, companyId);
  const owner = invoiceOwnerFacts(row);
  const matches = await matchesOfEts(
    db,
    companyId,
    schedule.map((one) => one.id),
  );
  return {
    invoice: {
      ...invoiceView(row, today),
      ets: schedule.map((one) => etsView(one, owner, rules, today)),
      matches: matches.map(matchView),
    },
  };
}

async function invoiceOf(db: Database, companyId: number, id: number): Promise<InvoiceRow> {
  const row = await findInvoice(db, companyId, id);
  if (!row) throw httpErrors.notFound();
  return row;
}

/** The company's invoices in an export, newest due date last. */
async function exportRows(db: Database, companyId: number, filters: InvoiceFilters, today: IsoDate) {
  return allInvoiceRows(db, companyId, filters, today, MAX_INVOICE_EXPORT_LINES);
}

export const invoiceHandlers: InvoiceHandlers = {
  async createInvoice(context) {
    const access = mustCompany(context);
    requireInvoicesModule(access);
    const { db } = context.services;
    const companyId = access.company.id;
    const draft = context.input.invoice;
    await checkInvoiceFacts(db, companyId, draft);
    const today = companyToday();
    const row = await db.transaction(async (tx) => {
      const values = invoiceValuesOf(draft, mustAuth(context).user.id);
      await fileWithRules(tx, companyId, [values]);
      const inserted = await insertInvoice(tx, companyId, values);
      if (!inserted) throw invoiceErrors.duplicateInvoice();
      await insertEts(tx, companyId, [
        {
          invoiceId: inserted.id,
          amountCents: invoiceCashCents(inserted.kind, inserted.amountInclTaxCents),
          expectedDate: inserted.dueDate,
          position: 0,
        },
      ]);
      return inserted;
    });
    return invoiceDetail(db, companyId, row, today);
  },

  async updateInvoice(context) {
    const access = mustCompany(context);
    requireInvoicesModule(access);
    const { db } = context.services;
    const companyId = access.company.id;
    const { invoiceId, invoice: patch } = context.input;
    const row = await db.transaction(async (tx) => {
      const current = await invoiceOf(tx, companyId, invoiceId);
      const merged = {
        amount_excl_tax_cents: patch.amount_excl_tax_cents ?? current.amountExclTaxCents,
        vat_cents: patch.vat_cents ?? current.vatCents,
        amount_incl_tax_cents: patch.amount_incl_tax_cents ?? current.amountInclTaxCents,
        issue_date: patch.issue_date ?? current.issueDate,
        due_date: patch.due_date ?? current.dueDate,
        category_id: patch.category_id,
      };
      await checkInvoiceFacts(tx, companyId, merged);
      const kind = patch.kind ?? current.kind;
      const counterpartyName = patch.counterparty_name ?? current.counterpartyName;
      const normalizedCounterparty = counterpartyNameKey(counterpartyName);
      const siren =
        patch.counterparty_siren !== undefined ? patch.counterparty_siren : current.counterpartySiren;
      const key = counterpartyKey({ name: counterpartyName, siren });
      const number = patch.number ?? current.number;
      if (await invoiceNumberTaken(tx, companyId, { kind, counterpartyKey: key, number }, invoiceId)) {
        throw invoiceErrors.duplicateInvoice();
      }
      const values: Partial<InvoiceValues> = {
        kind,
        number,
        counterpartyName,
        normalizedCounterparty,
        counterpartyKey: key,
        issueDate: merged.issue_date,
        dueDate: merged.due_date,
        amountExclTaxCents: merged.amount_excl_tax_cents,
        vatCents: merged.vat_cents,
        amountInclTaxCents: merged.amount_incl_tax_cents,
      };
      if (patch.label !== undefined) values.label = patch.label;
      if (patch.counterparty_siren !== undefined) values.counterpartySiren = patch.counterparty_siren;
      if (patch.counterparty_siret !== undefined) values.counterpartySiret = patch.counterparty_siret;
      if (patch.counterparty_iban !== undefined) values.counterpartyIban = patch.counterparty_iban;
      if (patch.category_id !== undefined) {
        values.categoryId = patch.category_id;
        values.categorySource = patch.category_id === null ? null : "manual";
      }
      if (patch.status !== undefined) values.status = patch.status;
      // A new total (or side) is taken up by the latest instalment; what is paid must still fit.
      const total = invoiceCashCents(kind, merged.amount_incl_tax_cents);
      const schedule = await etsOfInvoices(tx, companyId, [invoiceId]);
      const scheduled = schedule.reduce((sum, one) => sum + one.amountCents, 0);
      if (total !== scheduled) {
        const last = schedule[schedule.length - 1];
        const others = scheduled - (last?.amountCents ?? 0);
        const lastAmount = total - others;
        const sign = Math.sign(total);
        if (
          !last ||
          lastAmount === 0 ||
          Math.sign(lastAmount) !== sign ||
          Math.abs(lastAmount) < Math.abs(last.matchedCents) ||
          schedule.some((one) => one !== last && Math.sign(one.amountCents) !== sign)
        ) {
          throw invoiceErrors.paidMoreThanTotal();
        }
        await writeInstalments(
          tx,
          companyId,
          [{ id: last.id, amountCents: lastAmount, expectedDate: last.expectedDate }],
          [],
        );
      } else if (schedule.length === 1 && patch.due_date !== undefined) {
        // A single instalment follows the due date.
        const [only] = schedule;
        if (only) await writeInstalments(tx, companyId, [{ ...only, expectedDate: merged.due_date }], []);
      }
      const updated = await updateInvoiceRow(tx, companyId, invoiceId, values);
      if (!updated) throw httpErrors.notFound();
      await refreshInvoices(tx, companyId, [invoiceId]);
      return (await findInvoice(tx, companyId, invoiceId)) as InvoiceRow;
    });
    return invoiceDetail(db, companyId, row, companyToday());
  },

  async getInvoice(context) {
    const access = mustCompany(context);
    requireInvoicesModule(access);
    const { db } = context.services;
    const row = await invoiceOf(db, access.company.id, context.input.invoiceId);
    return invoiceDetail(db, access.company.id, row, companyToday());
  },

  async listInvoices(context) {
    const access = mustCompany(context);
    requireInvoicesModule(access);
    const today = companyToday();
    const rows = await listInvoiceRows(context.services.db, access.company.id, context.input, today);
    const page = rows.slice(0, context.input.limit);
    return { invoices: page.map((row) => invoiceView(row, today)), has_more: rows.length > page.length };
  },

  async deleteInvoice(context) {
    const access = mustCompany(context);
    requireInvoicesModule(access);
    const deleted = await deleteInvoiceRow(context.services.db, access.company.id, context.input.invoiceId);
    if (!deleted) throw httpErrors.notFound();
    if (deleted.documentKey) await removeAttachment(context.services, deleted.documentKey);
    return { success: true as const };
  },

  async updateEngagedInvoices(context) {
    const access = mustCompany(context);
    requireInvoicesModule(access);
    const updated = await updateInvoices(context.services.db, access.company.id, context.input.invoiceIds, {
      engaged: context.input.engaged,
    });
    return { updated };
  },

  async setInvoicesCategory(context) {
    const access = mustCompany(context);
    requireInvoicesModule(access);
    const { db } = context.services;
    const { categoryId, invoiceIds } = context.input;
    if (categoryId !== null && !(await companyHasCategory(db, access.company.id, categoryId))) {
      throw invoiceErrors.unknownCategory("categoryId");
    }
    const updated = await updateInvoices(db, access.company.id, invoiceIds, {
      categoryId,
      categorySource: categoryId === null ? null : "manual",
      ruleId: null,
    });
    return { updated };
  },

  async getInvoicesDetails(context) {
    const access = mustCompany(context);
    requireInvoicesModule(access);
    const { db } = context.services;
    const today = companyToday();
    const rows = await invoiceTotals(db, access.company.id, context.input.filters, today);
    const side = (kind: "customer" | "supplier") => {
      const ageing = { not_due: 0, days_1_30: 0, days_31_60: 0, days_61_90: 0, over_90: 0 };
      let count = 0;
      let total = 0;
      let paid = 0;
      let left = 0;
      for (const row of rows.filter((one) => one.kind === kind)) {
        count += row.count;
        total += row.total;
        paid += row.paid;
        if (row.bucket !== "closed") {
          const open = row.total - row.paid;
          left += open;
          ageing[row.bucket as keyof typeof ageing] += open;
        }
      }
      const late = left - ageing.not_due;
      return { count, total_cents: total, paid_cents: paid, left_cents: left, late_cents: late, ageing };
    };
    const delays = await learnedDelaysOf(db, access.company.id);
    return {
      customer: side("customer"),
      supplier: side("supplier"),
      learned_delays: [...delays].map(([counterparty, days]) => ({ counterparty, days })),
    };
  },

  async downloadInvoices(context) {
    const access = mustCompany(context);
    requireInvoicesModule(access);
    const today = companyToday();
    const rows = await exportRows(context.services.db, access.company.id, context.input.filters, today);
    const views = rows.map((row) => invoiceView(row, today));
    const stamp = today.replaceAll("-", "");
    if (context.input.format === "csv") {
      return {
        file_name: `factures-${stamp}.csv`,
        content_type: "text/csv; charset=utf-8",
        content_base64: invoicesCsv(views, context.locale).toString("base64"),
      };
    }
    return {
      file_name: `factures-${stamp}.xlsx`,
      content_type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      content_base64: (await invoicesWorkbook(views, context.locale)).toString("base64"),
    };
  },

  async uploadDocument(context) {
    const access = mustCompany(context);
    requireInvoicesModule(access);
    const { db } = context.services;
    const companyId = access.company.id;
    const { invoiceId, uploadId } = context.input;
    await invoiceOf(db, companyId, invoiceId);
    const upload = await readUpload(db, companyId, uploadId, "invoiceDocument");
    if (sniffAttachmentType(upload.bytes) !== "application/pdf") throw invoiceErrors.notPdf();
    // The file is stored first and the row then points at it in one transaction; if that transaction
    // fails the stored file is removed, so a failure leaves nothing behind.
    const key = await storeAttachment(context.services, upload.bytes);
    let previous: string | null = null;
    try {
      await db.transaction(async (tx) => {
        const current = await invoiceOf(tx, companyId, invoiceId);
        previous = current.documentKey;
        await updateInvoiceRow(tx, companyId, invoiceId, {
          documentKey: key,
          documentName: upload.fileName,
          documentType: "application/pdf",
        });
        await dropUpload(tx, companyId, uploadId);
      });
    } catch (error) {
      await removeAttachment(context.services, key);
      throw error;
    }
    if (previous) await removeAttachment(context.services, previous);
    return invoiceDetail(db, companyId, await invoiceOf(db, companyId, invoiceId), companyToday());
  },

  async getInvoiceDocument(context) {
    const access = mustCompany(context);
    requireInvoicesModule(access);
    const row = await invoiceOf(context.services.db, access.company.id, context.input.invoiceId);
    if (!row.documentKey) throw httpErrors.notFound();
    const bytes = await readAttachment(context.services, row.documentKey);
    return {
      file_name: row.documentName ?? `${row.number}.pdf`,
      content_type: row.documentType ?? "application/pdf",
      content_base64: bytes.toString("base64"),
    };
  },

  async getInvoiceSettings(context) {
    const access = mustCompany(context);
    requireInvoicesModule(access);
    const settings = await readInvoiceSettings(context.services.db, access.company.id);
    return { auto_match: settings.autoMatch, use_learned_delays: settings.useLearnedDelays };
  },

  async updateInvoiceSettings(context) {
    const access = mustCompany(context);
    requireInvoicesModule(access);
    const settings = await writeInvoiceSettings(context.services.db, access.company.id, {
      autoMatch: context.input.auto_match,
      useLearnedDelays: context.input.use_learned_delays,
    });
    return { auto_match: settings.autoMatch, use_learned_delays: settings.useLearnedDelays };
  },
};
