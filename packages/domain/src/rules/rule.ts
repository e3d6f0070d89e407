import type { IsoDate } from "../periods";

/** What a condition looks at. Text fields are compared normalised (see normalizeLabel). */
export type RuleField = "label" | "counterparty" | "amount" | "sign" | "account" | "date";

/** How a condition compares. Which operators a field accepts: see OPERATORS_BY_FIELD. */
export type RuleOperator = "contains" | "equals" | "startsWith" | "regex" | "between" | "greater" | "less";

/** The sign of a transaction: money out (debit) or in (credit). */
export type TransactionSign = "debit" | "credit";

/**
 * One condition of a rule; all conditions of a rule must hold.
 *
 * - label, counterparty: `value` is text, compared with the transaction's normalised label or
 *   counterparty; for contains/equals/startsWith the value is normalised the same way (so "Prélèvement
 *   EDF" matches "PRLV SEPA EDF ..."); a regex is run as written, case-insensitively, on the normalised
 *   text.
 * - amount: `value` (and `valueTo` for between) in integer cents, compared with the absolute amount
 *   (the sign is its own condition, so "more than 100 €" means the same for a debit and a credit).
 * - sign: `value` is "debit" or "credit".
 * - account: `value` is an account id.
 * - date: `value` (and `valueTo`) are `YYYY-MM-DD`; bounds are inclusive for between, strict for
 *   greater (after) and less (before).
 */
export interface RuleCondition {
  field: RuleField;
  operator: RuleOperator;
  value: string | number;
  /** Upper bound of `between` (inclusive). */
  valueTo?: string | number | undefined;
}

/** Where a rule files a transaction. */
export interface RuleTarget {
  categoryId: string;
  subcategoryId?: string | null | undefined;
}

/** A categorisation rule (DESIGN §6 "Rules"). */
export interface CategorisationRule {
  id: string;
  /** Shown in "why this category"; optional. */
  name?: string | undefined;
  /** Lower runs first; the first rule whose conditions all hold sets the category. */
  priority: number;
  conditions: readonly RuleCondition[];
  target: RuleTarget;
}

/**
 * What rules look at in a transaction. The importer stores the normalised label and counterparty once,
 * so categorising a million transactions never normalises a label again.
 */
export interface RuleSubject {
  id: string;
  normalizedLabel: string;
  /** Normalised counterparty, "" when the bank gave none. */
  normalizedCounterparty: string;
  /** Signed integer cents: negative is a debit. */
  amountCents: number;
  accountId: string;
  date: IsoDate;
}

/** A transaction as the categoriser sees it: the subject plus its manual category, if a person set one. */
export interface CategorisableTransaction extends RuleSubject {
  manualTarget?: RuleTarget | null | undefined;
  /** The category it has now (for previews: what would change). */
  currentTarget?: RuleTarget | null | undefined;
}

/** Which operators each field accepts. */
export const OPERATORS_BY_FIELD: Readonly<Record<RuleField, readonly RuleOperator[]>> = {
  label: ["contains", "equals", "startsWith", "regex"],
  counterparty: ["contains", "equals", "startsWith", "regex"],
  amount: ["equals", "greater", "less", "between"],
  sign: ["equals"],
  account: ["equals"],
  date: ["equals", "greater", "less", "between"],
};

/** Whether two targets file a transaction in the same place. */
export function sameTarget(a: RuleTarget | null | undefined, b: RuleTarget | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return a.categoryId === b.categoryId && (a.subcategoryId ?? null) === (b.subcategoryId ?? null);
}

/** The sign of a signed amount in cents (zero counts as a credit: nothing left the account). */
export function signOf(amountCents: number): TransactionSign {
  return amountCents < 0 ? "debit" : "credit";
}
