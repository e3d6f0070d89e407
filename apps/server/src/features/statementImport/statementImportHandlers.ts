import type { Database } from "../../db/database";
import { statementImports } from "../../db/tables/banking";
import {
  assertUploadAllowed,
  completeUpload,
  dropUpload,
  readUpload,
  receiveChunk,
} from "../../files/fileUploads";
import { type CallHandlers, mustAuth, mustCompany } from "../../http/registerContract";
import { JobFailure, jobOf, startJob } from "../../jobs/jobs";
import { accountOf, connectionOf } from "../banking/bankingRows";
import { inspectCsvStatement } from "../imports/csv/parseCsvStatement";
import { detectStatementFormat } from "../imports/detectStatementFormat";
import { selectNewLines } from "../imports/fingerprint";
import type { ColumnMapping } from "../imports/tabular/columnMapping";
import { headerSignature } from "../imports/tabular/columnMappingSchema";
import { rememberedFits } from "../imports/tabular/parseTabularRows";
import { parseStatementOffThread } from "../imports/worker/parseOffThread";
import { inspectXlsxStatement } from "../imports/xlsx/parseXlsxStatement";
import { matchAfterImport } from "../invoices/invoiceMatching";
import { companyRuleEngine } from "../rules/applyRules";
import { settleAfterImport } from "../transfers/transferSettlement";
import {
  categoriseLines,
  existingFingerprints,
  existingFingerprintsInSlices,
  importInSlices,
  insertStatementLines,
  manualLines,
  rememberedMapping,
  rememberMapping,
  statementError,
} from "./statementPipeline";

type StatementImportHandlers = Pick<
  CallHandlers,
  | "uploadFileChunk"
  | "getJob"
  | "getHeaders"
  | "previewStatementImport"
  | "importStatement"
  | "addManualTransactions"
>;

/** Uploads, statement imports and job polling. Every query filters on the verified company. */
export const statementImportHandlers: StatementImportHandlers = {
  async uploadFileChunk(context) {
    const { company } = mustCompany(context);
    const { input } = context;
    assertUploadAllowed(input.purpose, mustCompany(context).permissions);
    const received = await receiveChunk(context.services.db, {
      companyId: company.id,
      userId: mustAuth(context).user.id,
      uploadId: input.uploadId,
      purpose: input.purpose,
      fileName: input.fileName,
      totalBytes: input.totalBytes,
      index: input.index,
      data: input.data,
      locale: context.locale,
    });
    return {
      uploadId: received.uploadId,
      received_bytes: received.receivedBytes,
      complete: received.complete,
    };
  },

  async getJob(context) {
    const { company } = mustCompany(context);
    return jobOf(context.services.db, company.id, context.input.jobId);
  },

  async getHeaders(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    const account = await accountOf(db, company.id, context.input.accountId);
    const upload = await readUpload(db, company.id, context.input.uploadId, "statement");
    const format = detectStatementFormat(upload.bytes, upload.fileName);
    if (format === null) throw statementError({ code: "unknownFormat" }, context.locale);
    if (format !== "csv" && format !== "xlsx") {
      return {
        format,
        header_row: null,
        headers: [],
        sample_rows: [],
        mapping: null,
        missing: [],
        remembered: false,
        remembered_unfit: false,
      };
    }
    const inspected =
      format === "csv" ? inspectCsvStatement(upload.bytes) : await inspectXlsxStatement(upload.bytes);
    if (!inspected.ok) throw statementError(inspected.error, context.locale);
    const { inspection } = inspected;
    // The remembered mapping only for a file it fits (same layout, every column it reads), always on this
    // file's header row; otherwise the suggestion, and the wizard says why.
    const remembered = await rememberedMapping(db, company.id, account.connectionId);
    const width = Math.max(1, inspection.headers.length, ...inspection.sampleRows.map((row) => row.length));
    const fits =
      remembered !== null &&
      rememberedFits(remembered, headerSignature(inspection.headers, inspection.headerRow), width);
    return {
      format,
      header_row: inspection.headerRow,
      headers: inspection.headers,
      sample_rows: inspection.sampleRows,
      mapping: fits ? { ...remembered.mapping, headerRow: inspection.headerRow } : inspection.mapping,
      missing: fits ? [] : inspection.missing,
      remembered: fits,
      remembered_unfit: remembered !== null && !fits,
    };
  },

  async previewStatementImport(context) {
    const { company } = mustCompany(context);
    const { input, locale } = context;
    const db = context.services.db;
    const account = await accountOf(db, company.id, input.accountId);
    const upload = await readUpload(db, company.id, input.uploadId, "statement");
    const parsed = await parseStatementOffThread(upload.bytes, {
      fileName: upload.fileName,
      mapping: input.mapping as ColumnMapping | undefined,
      remembered: input.mapping ? null : await rememberedMapping(db, company.id, account.connectionId),
      defaultCurrency: account.currency,
    });
    if (!parsed.ok) throw statementError(parsed.error, locale);
    const existing = await existingFingerprints(db, company.id, account.id, parsed.lines);
    const { newLines, duplicates } = selectNewLines(parsed.lines, existing);
    return {
      format: parsed.format,
      line_count: parsed.lines.length,
      new_count: newLines.length,
      duplicate_count: duplicates.length,
      lines: parsed.lines.slice(0, 100).map((line) => ({
        line_number: line.lineNumber,
        date: line.date,
        value_date: line.valueDate,
        label: line.label,
        amount_cents: line.amountCents,
        currency: line.currency,
        counterparty: line.counterparty,
        reference: line.reference,
        duplicate: existing.has(line.fingerprint),
      })),
    };
  },

  async importStatement(context) {
    const { company } = mustCompany(context);
    const { input, locale, services } = context;
    const account = await accountOf(services.db, company.id, input.accountId);
    // Checked now, so that an unknown upload is a plain 404 rather than a failed job; read by the job.
    await completeUpload(services.db, company.id, input.uploadId, "statement");
    const userId = mustAuth(context).user.id;
    const jobId = await startJob(services, {
      companyId: company.id,
      userId,
      kind: "importStatement",
      locale,
      work: async (run) => {
        const [upload, remembered, connection] = await run.exclusive(async (db) => [
          await readUpload(db, company.id, input.uploadId, "statement"),
          input.mapping ? null : await rememberedMapping(db, company.id, account.connectionId),
          await connectionOf(db, company.id, account.connectionId),
        ]);
        await run.progress(5);
        // The mapping the parser used (chosen, remembered or suggested) is the one remembered for the bank.
        const parsed = await parseStatementOffThread(upload.bytes, {
          fileName: upload.fileName,
          mapping: input.mapping as ColumnMapping | undefined,
          remembered,
          defaultCurrency: account.currency,
        });
        if (!parsed.ok) throw new JobFailure(statementError(parsed.error, locale), parsed.error.line ?? null);
        await run.progress(35);
        const existing = await existingFingerprintsInSlices(run, company.id, account.id, parsed.lines);
        const { newLines, duplicates } = selectNewLines(parsed.lines, existing);
        await run.progress(40);
        const target = {
          companyId: company.id,
          accountId: account.id,
          manualAccount: connection.type === "manual",
        };
        /** What makes the import final, in its last transaction. */
        const finish = async (tx: Database, added: number) => {
          if (parsed.mapping && parsed.signature !== undefined) {
            await rememberMapping(tx, company.id, account.connectionId, parsed.mapping, parsed.signature);
          }
          await tx.insert(statementImports).values({
            companyId: company.id,
            accountId: account.id,
            fileName: upload.fileName,
            format: parsed.format,
            lineCount: parsed.lines.length,
            addedCount: added,
            duplicateCount: parsed.lines.length - added,
            importedBy: userId,
          });
          await dropUpload(tx, company.id, input.uploadId);
        };
        // On PGlite, one connection for every tenant: committed slices that let other requests in, taken
        // back if the import fails (importInSlices). On PostgreSQL, one transaction: every new line with
        // its category, or nothing (DESIGN §3); the rules are read in it.
        const added =
          services.database.kind === "pglite"
            ? await importInSlices(run, target, newLines, {
                sliceLines: services.config.importSliceLines,
                finish,
                onSlice: (done) => run.progress(45 + (50 * done) / Math.max(1, newLines.length)),
              })
            : await run.exclusive((db) =>
                db.transaction(async (tx) => {
                  const categories = categoriseLines(
                    await companyRuleEngine(tx, company.id),
                    account.id,
                    newLines,
                  );
                  await run.progress(45);
                  const ids = await insertStatementLines(tx, target, newLines, categories, (done) =>
                    run.progress(45 + (50 * done) / newLines.length),
                  );
                  await finish(tx, ids.length);
                  return ids.length;
                }),
              );
        // Issue 15: the new lines may pay open invoices and checks (auto-match, when the company's option
        // is on); the lines are committed already, so a failure here is logged, never the import's.
        // Issue 22: first the transfer orders the new lines settle (their invoices matched to them).
        if (added > 0) await settleAfterImport(run, company.id, services.log);
        if (added > 0) await matchAfterImport(run, company, services.log);
        return {
          format: parsed.format,
          line_count: parsed.lines.length,
          added,
          duplicates: duplicates.length + (newLines.length - added),
        };
      },
    });
    return { jobId };
  },

  async addManualTransactions(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    const account = await accountOf(db, company.id, context.input.accountId);
    const connection = await connectionOf(db, company.id, account.connectionId);
    const lines = manualLines(context.input.transactions, account.currency);
    const existing = await existingFingerprints(db, company.id, account.id, lines);
    const { newLines } = selectNewLines(lines, existing);
    return db.transaction(async (tx) => {
      const categories = categoriseLines(await companyRuleEngine(tx, company.id), account.id, newLines);
      const ids = await insertStatementLines(
        tx,
        { companyId: company.id, accountId: account.id, manualAccount: connection.type === "manual" },
        newLines,
        categories,
      );
      return { added: ids.length, duplicates: lines.length - ids.length, ids };
    });
  },
};
