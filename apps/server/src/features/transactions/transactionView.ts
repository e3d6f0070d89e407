import type { TransactionRow } from "./transactionQuery";

const STATUSES = new Set(["to_check", "justified", "ignored"]);

/** The columns of a transaction that the contract shows. */
export type ShownTransaction = Pick<
  TransactionRow,
  | "id"
  | "accountId"
  | "bookedOn"
  | "valueOn"
  | "amountCents"
  | "currency"
  | "label"
  | "counterparty"
  | "reference"
  | "categoryId"
  | "categorySource"
  | "ruleId"
  | "status"
  | "comment"
  | "validated"
>;

/** A transaction as the contract shows it. */
export function transactionView(row: ShownTransaction, attachmentCount = 0) {
  return {
    id: row.id,
    account_id: row.accountId,
    date: row.bookedOn,
    value_date: row.valueOn,
    amount_cents: Number(row.amountCents),
    currency: row.currency,
    label: row.label,
    counterparty: row.counterparty,
    reference: row.reference,
    category_id: row.categoryId,
    category_source:
      row.categorySource === "manual"
        ? ("manual" as const)
        : row.categorySource === "rule"
          ? ("rule" as const)
          : null,
    rule_id: row.ruleId,
    status: row.status !== null && STATUSES.has(row.status) ? (row.status as "to_check") : null,
    comment: row.comment,
    validated: row.validated,
    attachment_count: attachmentCount,
  };
}
