import { invoiceCashCents, normalizeLabel } from "@trezo/domain";
import { type MessageKey, translate } from "@trezo/i18n";
import { DomainError } from "../../errors/domainError";
import { dropUpload, readUpload } from "../../files/fileUploads";
import { type CallHandlers, mustAuth, mustCompany } from "../../http/registerContract";
import { requireInvoicesModule } from "./invoiceErrors";
import { fileWithRules, invoiceValuesOf } from "./invoiceHandlers";
import { existingInvoiceKeys, insertEts, insertInvoices, invoiceKey } from "./invoiceQueries";
import {
  MAX_INVOICE_IMPORT_LINES,
  readInvoiceLines,
  readSheetRows,
  suggestInvoiceMapping,
  templateCsv,
  templateWorkbook,
} from "./invoiceSheet";

type InvoiceImportHandlers = Pick<
  CallHandlers,
  "getInvoicesTemplate" | "getInvoicesHeaders" | "addManualInvoices"
>;

const emptyFile = () => new DomainError("invalid", "empty_file", { key: "invoices.errors.emptyFile" });
const tooManyLines = () =>
  new DomainError("too_large", "too_many_lines", { key: "invoices.errors.tooManyLines" });

export const invoiceImportHandlers: InvoiceImportHandlers = {
  async getInvoicesTemplate(context) {
    requireInvoicesModule(mustCompany(context));
    if (context.input.format === "csv") {
      return {
        file_name: "modele-factures.csv",
        content_type: "text/csv; charset=utf-8",
        content_base64: templateCsv(context.locale).toString("base64"),
      };
    }
    return {
      file_name: "modele-factures.xlsx",
      content_type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      content_base64: (await templateWorkbook(context.locale)).toString("base64"),
    };
  },

  async getInvoicesHeaders(context) {
    const access = mustCompany(context);
    requireInvoicesModule(access);
    const upload = await readUpload(
      context.services.db,
      access.company.id,
      context.input.uploadId,
      "invoices",
    );
    const rows = await readSheetRows(upload.bytes);
    if (!rows || rows.length === 0) throw emptyFile();
    const suggestion = suggestInvoiceMapping(rows);
    const headerCells = rows[suggestion.headerRow]?.cells ?? [];
    return {
      header_row: suggestion.headerRow,
      headers: headerCells.map((cell) => (cell === null ? "" : String(cell))),
      sample_rows: rows
        .slice(suggestion.headerRow + 1, suggestion.headerRow + 11)
        .map((row) =>
          row.cells.map((cell) =>
            cell instanceof Date ? cell.toISOString().slice(0, 10) : cell === null ? "" : String(cell),
          ),
        ),
      mapping: { ...suggestion.mapping, defaultKind: "customer" as const },
      missing: suggestion.missing,
    };
  },

  async addManualInvoices(context) {
    const access = mustCompany(context);
    requireInvoicesModule(access);
    const { db } = context.services;
    const companyId = access.company.id;
    const { uploadId, mapping, preview } = context.input;
    const upload = await readUpload(db, companyId, uploadId, "invoices");
    const rows = await readSheetRows(upload.bytes);
    if (!rows || rows.length <= mapping.headerRow + 1) throw emptyFile();
    if (rows.length > MAX_INVOICE_IMPORT_LINES + mapping.headerRow + 1) throw tooManyLines();
    const missing = (
      ["number", "counterparty_name", "issue_date", "due_date", "amount_incl_tax"] as const
    ).filter((field) => mapping.columns[field] === undefined);
    if (missing.length > 0) {
      throw new DomainError(
        "invalid",
        "missing_columns",
        { key: "invoices.errors.missingColumns", params: { columns: missing.join(", ") } },
        missing.map((field) => ({ path: `mapping.columns.${field}`, message: "required" })),
      );
    }
    const { drafts, errors, lineCount } = readInvoiceLines(rows, mapping, access.company.defaultCurrency);
    // Duplicates of invoices the company already has (same side, counterparty and number).
    const existing = await existingInvoiceKeys(
      db,
      companyId,
      drafts.map((draft) => draft.number),
    );
    const fresh = drafts.filter((draft) => {
      const duplicate = existing.has(
        invoiceKey(draft.kind, normalizeLabel(draft.counterparty_name), draft.number),
      );
      if (duplicate) errors.push({ line: draft.line, field: "number", code: "duplicateInvoice" });
      return !duplicate;
    });
    errors.sort((a, b) => a.line - b.line);
    const errorViews = errors.slice(0, 1000).map((error) => ({
      line: error.line,
      field: error.field,
      code: error.code,
      message: translate(`invoices.errors.${error.code}` as MessageKey, context.locale),
    }));
    const lines = fresh.slice(0, 100).map((draft) => ({ ...draft, category_id: null }));
    if (preview || errors.length > 0) {
      return { line_count: lineCount, added_count: 0, errors: errorViews, lines };
    }
    const createdBy = mustAuth(context).user.id;
    await db.transaction(async (tx) => {
      for (let start = 0; start < fresh.length; start += 1000) {
        const values = fresh
          .slice(start, start + 1000)
          .map((draft) => invoiceValuesOf({ ...draft, category_id: null }, createdBy));
        await fileWithRules(tx, companyId, values);
        const inserted = await insertInvoices(tx, companyId, values);
        await insertEts(
          tx,
          companyId,
          inserted.map((row) => ({
            invoiceId: row.id,
            amountCents: invoiceCashCents(row.kind, row.amountInclTaxCents),
            expectedDate: row.dueDate,
            position: 0,
          })),
        );
      }
      await dropUpload(tx, companyId, uploadId);
    });
    return { line_count: lineCount, added_count: fresh.length, errors: [], lines };
  },
};
