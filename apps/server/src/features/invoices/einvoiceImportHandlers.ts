import type { CallOutput } from "@trezo/api";
import { counterpartyNameKey, expectedPaymentDate, invoiceCashCents } from "@trezo/domain";
import { type Locale, type MessageKey, translate } from "@trezo/i18n";
import type { Database } from "../../db/database";
import { dropUpload, readUpload } from "../../files/fileUploads";
import { expectedDateRulesOf } from "../../forecast/invoiceForecast";
import { type CallHandlers, mustAuth, mustCompany } from "../../http/registerContract";
import { type EInvoice, type EInvoiceError, eInvoiceErrorMessage, readEInvoices } from "./einvoice";
import { requireInvoicesModule } from "./invoiceErrors";
import { fileWithRules, invoiceValuesOf } from "./invoiceHandlers";
import {
  existingInvoiceKeys,
  type InvoiceValues,
  insertEts,
  insertInvoices,
  invoiceKey,
  usualTermsOf,
} from "./invoiceQueries";

type EInvoiceImportHandlers = Pick<CallHandlers, "previewEInvoices" | "importEInvoices">;
type Preview = CallOutput<"previewEInvoices">["invoices"][number];
type FileError = CallOutput<"previewEInvoices">["errors"][number];

/** What an e-invoice upload would create: the invoices (as stored) with their preview, and the errors. */
interface ImportPlan {
  items: Array<{ preview: Preview; values: InvoiceValues; etsCents: number; etsDate: string }>;
  errors: FileError[];
  skipped: FileError[];
}

/** An error of the import itself (not of the reader): duplicates, another currency. */
function importError(fileName: string, code: string, locale: Locale, params: Record<string, string> = {}) {
  const message = translate(`einvoice.errors.${code}` as MessageKey, locale, params);
  return {
    file_name: fileName,
    code,
    message: translate("einvoice.where.inFile", locale, { file: fileName, message }),
  };
}

function readerError(error: EInvoiceError, locale: Locale): FileError {
  return { file_name: error.fileName, code: error.code, message: eInvoiceErrorMessage(error, locale) };
}

/** The stored draft of an e-invoice (before its expected date and category). */
function draftOf(invoice: EInvoice) {
  return {
    kind: invoice.direction,
    engaged: false,
    number: invoice.number,
    label: invoice.paymentTerms ?? "",
    counterparty_name: invoice.counterparty.name ?? invoice.counterparty.siren ?? invoice.number,
    counterparty_siren: invoice.counterparty.siren,
    counterparty_siret: invoice.counterparty.siret,
    counterparty_iban: invoice.direction === "supplier" ? invoice.payeeIban : null,
    issue_date: invoice.issueDate,
    due_date: invoice.dueDate ?? invoice.issueDate,
    amount_excl_tax_cents: invoice.totalExcludingTaxCents,
    vat_cents: invoice.totalVatCents,
    amount_incl_tax_cents: invoice.totalIncludingTaxCents,
    currency: invoice.currency,
    category_id: null,
    status: "open" as const,
  };
}

/**
 * Reads the upload and decides everything the import would write; writes nothing. The expected date of
 * an invoice without a due date (MINIMUM profile) comes from `expectedPaymentDate`: the counterparty's
 * usual terms (its latest invoice), else the window of the category the company's rules file it in.
 */
async function planImport(
  db: Database,
  company: { id: number; defaultCurrency: string },
  input: { uploadId: string; company_siren: string },
  locale: Locale,
  createdBy: number | null,
): Promise<ImportPlan> {
  const upload = await readUpload(db, company.id, input.uploadId, "einvoices");
  const read = await readEInvoices(
    { name: upload.fileName, bytes: upload.bytes },
    { siren: input.company_siren },
  );
  // A zip entry that is no e-invoice at all (a read-me) is skipped; any other refusal blocks the import.
  const skippable = (error: EInvoiceError) =>
    error.code === "notEInvoice" && error.fileName !== upload.fileName;
  const errors = read.errors.filter((error) => !skippable(error)).map((error) => readerError(error, locale));
  const skipped = read.errors.filter(skippable).map((error) => readerError(error, locale));
  const invoices: EInvoice[] = [];
  for (const invoice of read.invoices) {
    if (invoice.currency !== company.defaultCurrency) {
      errors.push(
        importError(invoice.source.fileName, "otherCurrency", locale, {
          currency: invoice.currency,
          expected: company.defaultCurrency,
        }),
      );
    } else {
      invoices.push(invoice);
    }
  }
  const drafts = invoices.map(draftOf);
  const existing = await existingInvoiceKeys(
    db,
    company.id,
    drafts.map((draft) => draft.number),
  );
  const seen = new Set<string>();
  const terms = await usualTermsOf(
    db,
    company.id,
    drafts.map((draft) => counterpartyNameKey(draft.counterparty_name)),
  );
  const rules = await expectedDateRulesOf(db, company.id);
  const items: ImportPlan["items"] = [];
  const values = drafts.map((draft) => invoiceValuesOf(draft, createdBy));
  await fileWithRules(db, company.id, values);
  invoices.forEach((invoice, index) => {
    const value = values[index];
    if (!value) return;
    const key = invoiceKey(value.kind, value.counterpartyKey, value.number);
    if (existing.has(key) || seen.has(key)) {
      errors.push(importError(invoice.source.fileName, "duplicateInvoice", locale, { number: value.number }));
      return;
    }
    seen.add(key);
    const usualDays = terms.get(`${value.kind}\u0000${value.normalizedCounterparty}`);
    const window = value.categoryId == null ? null : (rules.windowOf(String(value.categoryId)) ?? null);
    const expected = expectedPaymentDate({
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      counterpartyDelay: usualDays === undefined || usualDays < 0 ? null : { value: usualDays, unit: "day" },
      categoryWindow: window,
    });
    // The forecast applies the category's window to an invoice's due date itself: an invoice dated by
    // the window is stored due on its issue date, so the window is not counted twice.
    value.dueDate = expected.rule === "categoryWindow" ? invoice.issueDate : expected.date;
    items.push({
      values: value,
      etsCents: invoiceCashCents(value.kind, invoice.amountDueCents),
      etsDate: value.dueDate,
      preview: {
        file_name: invoice.source.fileName,
        format: invoice.source.format,
        profile: invoice.profile,
        document_type: invoice.documentType,
        kind: invoice.direction,
        number: invoice.number,
        counterparty_name: value.counterpartyName,
        counterparty_siren: invoice.counterparty.siren,
        counterparty_iban: value.counterpartyIban ?? null,
        issue_date: invoice.issueDate,
        stated_due_date: invoice.dueDate,
        expected_date: expected.date,
        expected_date_rule: expected.rule,
        expected_date_text: translate(`einvoice.expectedDate.${expected.rule}` as MessageKey, locale),
        payment_terms: invoice.paymentTerms,
        currency: invoice.currency,
        amount_excl_tax_cents: invoice.totalExcludingTaxCents,
        vat_cents: invoice.totalVatCents,
        amount_incl_tax_cents: invoice.totalIncludingTaxCents,
        amount_due_cents: invoice.amountDueCents,
      },
    });
  });
  return { items, errors, skipped };
}

export const eInvoiceImportHandlers: EInvoiceImportHandlers = {
  async previewEInvoices(context) {
    const access = mustCompany(context);
    requireInvoicesModule(access);
    const plan = await planImport(context.services.db, access.company, context.input, context.locale, null);
    return { invoices: plan.items.map((item) => item.preview), errors: plan.errors, skipped: plan.skipped };
  },

  async importEInvoices(context) {
    const access = mustCompany(context);
    requireInvoicesModule(access);
    const { db } = context.services;
    const companyId = access.company.id;
    const createdBy = mustAuth(context).user.id;
    return db.transaction(async (tx) => {
      const plan = await planImport(tx, access.company, context.input, context.locale, createdBy);
      if (plan.errors.length > 0) {
        return { added_count: 0, invoice_ids: [], errors: plan.errors, skipped: plan.skipped };
      }
      const inserted = await insertInvoices(
        tx,
        companyId,
        plan.items.map((item) => item.values),
      );
      const planOf = new Map(
        plan.items.map((item) => [
          invoiceKey(item.values.kind, item.values.counterpartyKey, item.values.number),
          item,
        ]),
      );
      await insertEts(
        tx,
        companyId,
        inserted.map((row) => {
          const item = planOf.get(invoiceKey(row.kind, row.counterpartyKey, row.number));
          return {
            invoiceId: row.id,
            amountCents: item?.etsCents ?? invoiceCashCents(row.kind, row.amountInclTaxCents),
            expectedDate: item?.etsDate ?? row.dueDate,
            position: 0,
          };
        }),
      );
      await dropUpload(tx, companyId, context.input.uploadId);
      return {
        added_count: inserted.length,
        invoice_ids: inserted.map((row) => row.id),
        errors: [],
        skipped: plan.skipped,
      };
    });
  },
};
