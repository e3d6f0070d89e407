import { explainCategorisation, normalizeLabel } from "@trezo/domain";
import { and } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { transactions } from "../../db/schema";
import {
  ATTACHMENT_URL_TTL_SECONDS,
  readAttachment,
  removeAttachmentWithRow,
  signAttachmentToken,
  sniffAttachmentType,
  storeAttachmentsWithRows,
  verifyAttachmentToken,
} from "../../files/attachmentStore";
import { dropUpload, readUpload } from "../../files/fileUploads";
import { HttpError, httpErrors } from "../../http/httpError";
import { type CallHandlers, mustCompany } from "../../http/registerContract";
import { companyHasCategory } from "../categories/categoryQueries";
import { XLSX_CONTENT_TYPE } from "../categories/categoryWorkbook";
import { applyRules, engineRuleOf } from "../rules/applyRules";
import { loadRuleRows } from "../rules/ruleQueries";
import { MAX_EXPORT_LINES, transactionsCsv, transactionsWorkbook } from "./transactionExport";
import {
  type AttachmentRow,
  attachmentsOf,
  connectionTypeOf,
  countTransactions,
  deleteAttachmentRow,
  exportLines,
  findAttachment,
  findListedTransaction,
  findTransaction,
  insertAttachment,
  oldestBookingDate,
  transactionPage,
  updateTransactions,
} from "./transactionQueries";
import { afterCursor, cursorAfter, filterConditions, type TransactionRow } from "./transactionQuery";
import { transactionView } from "./transactionView";

type TransactionHandlers = Pick<
  CallHandlers,
  | "getTransactionList"
  | "getTransaction"
  | "updateTransaction"
  | "setBankingTransactionsCategory"
  | "setTransactionStatus"
  | "setTransactionComment"
  | "setTransactionValidated"
  | "getOldestTransactionDate"
  | "downloadTransactions"
  | "uploadAttachments"
  | "getPresignedUrlForAttachment"
  | "getAttachmentFile"
  | "deleteAttachment"
>;

/** The transaction `id` of the company, or 404. */
async function transactionOf(db: Database, companyId: number, id: number): Promise<TransactionRow> {
  const row = await findTransaction(db, companyId, id);
  if (!row) throw httpErrors.notFound();
  return row;
}

/** The attachment `id` of the company, or 404. */
async function attachmentOf(db: Database, companyId: number, id: number) {
  const row = await findAttachment(db, companyId, id);
  if (!row) throw httpErrors.notFound();
  return row;
}

function attachmentView(row: AttachmentRow) {
  return {
    id: row.id,
    file_name: row.fileName,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    created_at: row.createdAt.toISOString(),
  };
}

/** Transactions (spec 001 §7.5). Every query filters on the verified company. */
export const transactionHandlers: TransactionHandlers = {
  async getTransactionList(context) {
    const { company } = mustCompany(context);
    const { input } = context;
    const db = context.services.db;
    const where = filterConditions(company.id, input.filters);
    const page = await transactionPage(db, {
      where: input.cursor ? and(where, afterCursor(input.cursor, input.sort)) : where,
      sort: input.sort,
      limit: input.limit + 1,
    });
    const rows = page.slice(0, input.limit);
    const last = rows[rows.length - 1];
    let total: number | null = null;
    if (input.withTotal) total = await countTransactions(db, where);
    return {
      transactions: rows.map((row) => transactionView(row, row.attachmentCount)),
      next_cursor: page.length > input.limit && last ? cursorAfter(last, input.sort) : null,
      total,
    };
  },

  async getTransaction(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    const row = await transactionOf(db, company.id, context.input.transactionId);
    const files = await attachmentsOf(db, company.id, row.id);
    const target = row.categoryId === null ? null : { categoryId: String(row.categoryId) };
    const explanation = explainCategorisation(
      row.categorySource === "manual" && target
        ? { source: "manual", target }
        : row.categorySource === "rule" && target && row.ruleId !== null
          ? { source: "rule", target, ruleId: String(row.ruleId) }
          : { source: "none" },
      (await loadRuleRows(db, company.id)).map(engineRuleOf),
    );
    return {
      transaction: transactionView(row, files.length),
      attachments: files.map(attachmentView),
      explanation:
        explanation.kind === "manual"
          ? { kind: "manual" as const, category_id: Number(explanation.target.categoryId) }
          : explanation.kind === "rule"
            ? {
                kind: "rule" as const,
                category_id: Number(explanation.target.categoryId),
                rule_id: Number(explanation.ruleId),
                rule_name: explanation.ruleName ?? null,
                priority: explanation.priority,
                conditions: explanation.conditions.map((condition) => ({ ...condition })),
              }
            : explanation.kind === "deletedRule"
              ? {
                  kind: "deletedRule" as const,
                  category_id: Number(explanation.target.categoryId),
                  rule_id: Number(explanation.ruleId),
                }
              : { kind: "uncategorised" as const },
    };
  },

  async updateTransaction(context) {
    const { company } = mustCompany(context);
    const { input } = context;
    const db = context.services.db;
    const row = await transactionOf(db, company.id, input.transactionId);
    // What a bank sent is the bank's record: only manual accounts' transactions are edited by hand.
    if ((await connectionTypeOf(db, row.companyId, row.accountId)) !== "manual") throw httpErrors.forbidden();
    const values: Partial<typeof transactions.$inferInsert> = {};
    if (input.date !== undefined) values.bookedOn = input.date;
    if (input.value_date !== undefined) values.valueOn = input.value_date;
    if (input.label !== undefined) {
      values.label = input.label;
      values.normalizedLabel = normalizeLabel(input.label);
    }
    if (input.counterparty !== undefined) {
      values.counterparty = input.counterparty || null;
      values.normalizedCounterparty = input.counterparty ? normalizeLabel(input.counterparty) : "";
    }
    if (input.reference !== undefined) values.reference = input.reference || null;
    if (input.amount_cents !== undefined) values.amountCents = BigInt(input.amount_cents);
    await db.transaction(async (tx) => {
      if (Object.keys(values).length > 0) await updateTransactions(tx, company.id, [row.id], values);
      await applyRules(tx, company.id, { transactionIds: [row.id] });
    });
    const updated = await findListedTransaction(db, company.id, row.id);
    if (!updated) throw httpErrors.notFound();
    return { transaction: transactionView(updated, updated.attachmentCount) };
  },

  async setBankingTransactionsCategory(context) {
    const { company } = mustCompany(context);
    const { input } = context;
    const db = context.services.db;
    if (input.categoryId !== null && !(await companyHasCategory(db, company.id, input.categoryId)))
      throw httpErrors.notFound();
    return db.transaction(async (tx) => {
      // A person's choice always wins over rules, and is recorded as such (DESIGN §6).
      const updated = await updateTransactions(tx, company.id, input.transactionIds, {
        categoryId: input.categoryId,
        categorySource: input.categoryId === null ? null : "manual",
        ruleId: null,
      });
      if (input.categoryId === null && updated.length > 0) {
        // Given back to the rules.
        await applyRules(tx, company.id, {
          transactionIds: updated,
        });
      }
      return { updated: updated.length };
    });
  },

  async setTransactionStatus(context) {
    const { company } = mustCompany(context);
    const { transactionIds, status } = context.input;
    const updated = await updateTransactions(context.services.db, company.id, transactionIds, { status });
    return { updated: updated.length };
  },

  async setTransactionComment(context) {
    const { company } = mustCompany(context);
    const row = await transactionOf(context.services.db, company.id, context.input.transactionId);
    const comment = context.input.comment?.trim() || null;
    await updateTransactions(context.services.db, company.id, [row.id], { comment });
    return { success: true as const };
  },

  async setTransactionValidated(context) {
    const { company } = mustCompany(context);
    const { transactionIds, validated } = context.input;
    const updated = await updateTransactions(context.services.db, company.id, transactionIds, { validated });
    return { updated: updated.length };
  },

  async getOldestTransactionDate(context) {
    const { company } = mustCompany(context);
    return { date: await oldestBookingDate(context.services.db, company.id, context.input.accountIds) };
  },

  async downloadTransactions(context) {
    const { company } = mustCompany(context);
    const { input, locale } = context;
    const db = context.services.db;
    const lines = await exportLines(
      db,
      filterConditions(company.id, input.filters),
      input.sort,
      MAX_EXPORT_LINES,
    );
    const stamp = new Date().toISOString().slice(0, 10);
    if (input.format === "csv") {
      return {
        file_name: `transactions-${stamp}.csv`,
        content_type: "text/csv; charset=utf-8",
        content_base64: transactionsCsv(lines, locale).toString("base64"),
      };
    }
    return {
      file_name: `transactions-${stamp}.xlsx`,
      content_type: XLSX_CONTENT_TYPE,
      content_base64: (await transactionsWorkbook(lines, locale)).toString("base64"),
    };
  },

  async uploadAttachments(context) {
    const { company } = mustCompany(context);
    const { input } = context;
    const { services } = context;
    const row = await transactionOf(services.db, company.id, input.transactionId);
    const files: Array<{ uploadId: string; fileName: string; contentType: string; bytes: Buffer }> = [];
    for (const uploadId of input.uploadIds) {
      const upload = await readUpload(services.db, company.id, uploadId, "attachment");
      const contentType = sniffAttachmentType(upload.bytes);
      if (!contentType)
        throw new HttpError(415, "file_type_not_allowed", { key: "banking.errors.fileTypeNotAllowed" });
      files.push({ uploadId, fileName: upload.fileName, contentType, bytes: upload.bytes });
    }
    // The files, their rows and the uploads they came from go together: a failed insert leaves no
    // stored file, a failed store no row.
    const stored = await storeAttachmentsWithRows(
      services,
      files.map((file) => file.bytes),
      async (tx, keys) => {
        const rows: AttachmentRow[] = [];
        for (const [index, file] of files.entries()) {
          rows.push(
            await insertAttachment(tx, {
              companyId: company.id,
              transactionId: row.id,
              fileName: file.fileName.replace(/[\\/\p{Cc}]/gu, "_").slice(0, 255),
              contentType: file.contentType,
              sizeBytes: file.bytes.length,
              storageKey: keys[index] as string,
            }),
          );
          await dropUpload(tx, company.id, file.uploadId);
        }
        return rows;
      },
    );
    return { attachments: stored.map(attachmentView) };
  },

  async getPresignedUrlForAttachment(context) {
    const { company } = mustCompany(context);
    const attachment = await attachmentOf(context.services.db, company.id, context.input.attachmentId);
    const expiresAt = Math.floor(Date.now() / 1000) + ATTACHMENT_URL_TTL_SECONDS;
    const token = await signAttachmentToken(context.services, company.id, attachment.id, expiresAt);
    return { url: `/api/v2/attachment/${token}`, expires_at: new Date(expiresAt * 1000).toISOString() };
  },

  async getAttachmentFile(context) {
    const named = await verifyAttachmentToken(
      context.services,
      context.input.token,
      Math.floor(Date.now() / 1000),
    );
    if (!named) throw new HttpError(403, "link_expired", { key: "banking.errors.linkExpired" });
    const attachment = await attachmentOf(context.services.db, named.companyId, named.attachmentId);
    // Served as application/octet-stream (with nosniff): never rendered by the browser as a page.
    return readAttachment(context.services, attachment.storageKey);
  },

  async deleteAttachment(context) {
    const { company } = mustCompany(context);
    const attachment = await attachmentOf(context.services.db, company.id, context.input.attachmentId);
    await removeAttachmentWithRow(context.services, attachment.storageKey, (tx) =>
      deleteAttachmentRow(tx, company.id, attachment.id),
    );
    return { success: true as const };
  },
};
