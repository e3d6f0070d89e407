import type { Cents } from "../money";
import type { Granularity, IsoDate } from "../periods";
import type { CashFlowSeries } from "./cashFlowSeries";
import type { Scenario } from "./scenarios";

/** Id of the system row of uncategorised money in (DESIGN §6: one row per sign). */
export const UNCATEGORISED_INCOME_ID = "uncategorised:income";
/** Id of the system row of uncategorised money out. */
export const UNCATEGORISED_EXPENSE_ID = "uncategorised:expense";

/** Income (encaissements) or expense (décaissements): set on top-level categories, inherited below. */
export type CategoryKind = "income" | "expense";

/** A category of the company's tree, as the dashboard needs it. */
export interface DashboardCategory {
  id: string;
  /** `null` for a top-level category. */
  parentId: string | null;
  /** Read on top-level categories only; subcategories take their root's kind. */
  kind: CategoryKind;
  /** not_include_in_income_or_expense: counts in the balance, not in income or expense; inherited by subcategories. */
  excludedFromIncomeAndExpense?: boolean | undefined;
  /** forecast_enabled: when false, the category's cash-flow series are ignored (invoices and checks still count). */
  forecastEnabled?: boolean | undefined;
}

/**
 * The sum of a category's transactions in one period, on the dashboard's accounts: what the server keeps
 * aggregated in SQL (`GROUP BY category_id, period, amount >= 0`) so that no request rescans transactions.
 * Several rows for the same cell add up. `categoryId: null` (or a deleted category) is uncategorised and
 * goes to the system row of its sign, so uncategorised totals must come split by sign.
 * Totals of periods after the current one (transactions dated in the future) show in the row's `actual`
 * only: future periods show the forecast, and the balances start from today's account balances.
 */
export interface ActualTotal {
  categoryId: string | null;
  /** `Period.key` in the dashboard's granularity: `2026-11` or `2026-W47`. */
  periodKey: string;
  cents: Cents;
}

/** An unpaid invoice or an uncashed check: forecast money until a bank transaction is matched to it. */
export interface PendingItem {
  /** `vat`: a VAT payment or refund the VAT forecast puts on its due date (packages/domain/src/vat). */
  kind: "invoice" | "check" | "vat" | "transfer";
  id: string;
  categoryId: string | null;
  /** Signed: a customer invoice or a check received is positive, a supplier invoice or a check issued negative. */
  cents: Cents;
  /** When the money is expected (the server derives it from the due date and the category's payment window). */
  expectedDate: IsoDate;
  /** Matched to a bank transaction (ETS): the transaction is in the actuals, so the item no longer counts. */
  matched: boolean;
}

/** A bank account whose current balance anchors the balances. */
export interface DashboardAccount {
  id: string;
  /** Balance today, in the company's currency. */
  balanceCents: Cents;
  /** Accounts left out of the dashboard do not count (their transactions must be left out of the actuals too). */
  included?: boolean | undefined;
}

/** One cell of a backup: a row's forecast for a period, as it was when the backup was taken. */
export interface BackupCell {
  rowId: string;
  periodKey: string;
  cents: Cents;
}

/** Everything the dashboard is computed from: plain data, no I/O. */
export interface DashboardInput {
  /** Today for the company: splits past, current and future periods. */
  today: IsoDate;
  granularity: Granularity;
  /** The periods shown: from the one holding `from` to the one holding `to`. */
  from: IsoDate;
  to: IsoDate;
  categories: readonly DashboardCategory[];
  /**
   * Actual totals of every period from the first one shown up to the current one (included), even when the
   * range shown ends earlier: the opening balance is rebuilt from them.
   */
  actuals: readonly ActualTotal[];
  accounts: readonly DashboardAccount[];
  /** The base scenario's cash-flow series. */
  baseSeries: readonly CashFlowSeries[];
  /** The scenarios to compute; the base itself is a scenario without events. */
  scenarios: readonly Scenario[];
  pendingItems?: readonly PendingItem[] | undefined;
  /** Periods whose end balance falls below it are reported. */
  thresholdCents?: Cents | null | undefined;
  /** A backup to compare actuals with (actual vs expected). */
  backup?: readonly BackupCell[] | null | undefined;
}
