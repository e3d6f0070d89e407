import { counterpartyKey, invoiceCashCents } from "@trezo/domain";
import { type MessageKey, translate } from "@trezo/i18n";
import { type Database, letOthersIn } from "../../db/database";
import { DomainError } from "../../errors/domainError";
import { completeUpload, dropUpload, readUpload } from "../../files/fileUploads";
import { type CallHandlers, mustAuth, mustCompany } from "../../http/registerContract";
import { startJob } from "../../jobs/jobs";
import { requireInvoicesModule } from "./invoiceErrors";
import { fileWithRules, invoiceValuesOf } from "./invoiceHandlers";
import {
  existingInvoiceKeys,
  type InvoiceValues,
  insertEts,
  insertInvoices,
  invoiceKey,
} from "./invoiceQueries";
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

/** Invoice numbers looked up per query for duplicates, and invoices inserted per slice. */
const LOOKUP_PAGE = 5000;
const SLICE_INVOICES = 1000;

/** Files a slice of new invoices with the rules, inserts them with one ETS each; their ids. */
async function insertInvoiceSlice(
  tx: Database,
  companyId: number,
  values: InvoiceValues[],
): Promise<number[]> {
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
  return inserted.map((row) => row.id);
}

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
    const { services, locale } = context;
    const companyId = access.company.id;
    const { uploadId, mapping, preview } = context.input;
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
    // Checked now, so that an unknown upload is a plain 404 rather than a failed job; read by the job.
    await completeUpload(services.db, companyId, uploadId, "invoices");
    const createdBy = mustAuth(context).user.id;
    const jobId = await startJob(services, {
      companyId,
      userId: createdBy,
      kind: "addManualInvoices",
      locale,
      work: async (run) => {
        const upload = await run.exclusive((db) => readUpload(db, companyId, uploadId, "invoices"));
        await run.progress(5);
        const rows = await readSheetRows(upload.bytes);
        if (!rows || rows.length <= mapping.headerRow + 1) throw emptyFile();
        if (rows.length > MAX_INVOICE_IMPORT_LINES + mapping.headerRow + 1) throw tooManyLines();
        const { drafts, errors, lineCount } = readInvoiceLines(rows, mapping, access.company.defaultCurrency);
        await run.progress(20);
        // Duplicates of invoices the company already has (same side, counterparty and number), looked up
        // a page of numbers at a time.
        const numbers = [...new Set(drafts.map((draft) => draft.number))];
        const existing = new Set<string>();
        for (let start = 0; start < numbers.length; start += LOOKUP_PAGE) {
          const page = numbers.slice(start, start + LOOKUP_PAGE);
          for (const key of await run.exclusive((db) => existingInvoiceKeys(db, companyId, page))) {
            existing.add(key);
          }
          await run.progress(20 + (10 * (start + page.length)) / numbers.length);
        }
        const fresh = drafts.filter((draft) => {
          const duplicate = existing.has(
            invoiceKey(
              draft.kind,
              counterpartyKey({ name: draft.counterparty_name, siren: draft.counterparty_siren }),
              draft.number,
            ),
          );
          if (duplicate) errors.push({ line: draft.line, field: "number", code: "duplicateInvoice" });
          return !duplicate;
        });
        errors.sort((a, b) => a.line - b.line);
        const errorViews = errors.slice(0, 1000).map((error) => ({
          line: error.line,
          field: error.field,
          code: error.code,
          message: translate(`invoices.errors.${error.code}` as MessageKey, locale),
        }));
        const lines = fresh.slice(0, 100).map((draft) => ({ ...draft, category_id: null }));
        if (preview || errors.length > 0) {
          return { line_count: lineCount, added_count: 0, errors: errorViews, lines };
        }
        const values = fresh.map((draft) => invoiceValuesOf({ ...draft, category_id: null }, createdBy));
        const progress = (done: number) => run.progress(30 + (70 * done) / Math.max(1, values.length));
        if (services.database.kind === "pglite") {
          // One connection for every tenant: committed slices that let other requests in, recorded in the
          // job and taken back if a later slice fails (a duplicate added meanwhile) or the process stops.
          for (let start = 0; start < values.length; start += SLICE_INVOICES) {
            const last = start + SLICE_INVOICES >= values.length;
            await run.exclusive((db) =>
              db.transaction(async (tx) => {
                const ids = await insertInvoiceSlice(
                  tx,
                  companyId,
                  values.slice(start, start + SLICE_INVOICES),
                );
                await run.recordInserted(tx, ids, "invoices");
                if (last) {
                  await dropUpload(tx, companyId, uploadId);
                  await run.keepInserted(tx);
                }
              }),
            );
            await progress(Math.min(values.length, start + SLICE_INVOICES));
            await letOthersIn();
          }
        } else {
          // PostgreSQL: one transaction, every line or none; other requests are not held.
          await run.exclusive((db) =>
            db.transaction(async (tx) => {
              for (let start = 0; start < values.length; start += SLICE_INVOICES) {
                await insertInvoiceSlice(tx, companyId, values.slice(start, start + SLICE_INVOICES));
                await progress(start + SLICE_INVOICES);
              }
              await dropUpload(tx, companyId, uploadId);
            }),
          );
        }
        return { line_count: lineCount, added_count: fresh.length, errors: [], lines };
      },
    });
    return { jobId };
  },
};
