/** A small company for the transaction screens' tests: two accounts, a category tree, five transactions. */

import type { TransactionRow } from "../features/transactions/useTransactionPages";
import type { CategoryNode } from "../references/categoryPaths";

/** A category of getCategoryTree (ids under 10 are income, the others expense). */
export function fixtureCategory(
  id: number,
  name: string,
  parentId: number | null,
  depth: number,
  position: number,
  children: CategoryNode[] = [],
): CategoryNode {
  return {
    id,
    name,
    parent_id: parentId,
    direction: id < 10 ? "income" : "expense",
    position,
    depth,
    forecast_enabled: true,
    not_include_in_income_or_expense: false,
    payment_delay: null,
    children,
  };
}

export function fixtureCategories(): CategoryNode[] {
  return [
    fixtureCategory(1, "Encaissements", null, 1, 0, [fixtureCategory(2, "Ventes", 1, 2, 0)]),
    fixtureCategory(10, "Décaissements", null, 1, 1, [
      fixtureCategory(11, "Loyer", 10, 2, 0),
      fixtureCategory(12, "Frais généraux", 10, 2, 1, [fixtureCategory(13, "Logiciels", 12, 3, 0)]),
    ]),
  ];
}

export function fixtureBanks() {
  const account = (id: number, name: string) => ({
    id,
    bank_id: 1,
    name,
    custom_name: null,
    balance_cents: 100_000,
    currency: "EUR",
    iban: null,
    bic: null,
    pinned: false,
    included: true,
  });
  return {
    banks: [fixtureConnection(1, "Banque Populaire", [account(3, "Compte courant"), account(4, "Livret")])],
  };
}

/** A working manual connection of getBanksAndAccountsList, with these accounts. */
export function fixtureConnection<A>(id: number, name: string, accounts: A[]) {
  return {
    id,
    name,
    custom_name: null,
    type: "manual",
    aggregator: null,
    status: "working",
    provider_code: "active",
    action_required: false,
    state: {
      status: "working",
      provider_code: "active",
      action_required_ais: false,
      ais_description: null,
      ais_short_message: null,
    },
    archived: false,
    last_update: null,
    accounts,
  };
}

/** A rule of listSubCategoryRules: "label contains `value`" setting `category_id`. */
export function fixtureRule(id: number, priority: number, value: string, category_id: number) {
  return {
    id,
    name: null,
    priority,
    conditions: [{ field: "label", operator: "contains", value }],
    category_id,
  };
}

export function fixtureTransaction(id: number, patch: Partial<TransactionRow> = {}): TransactionRow {
  return {
    id,
    account_id: 3,
    date: `2026-10-${String((id % 28) + 1).padStart(2, "0")}`,
    value_date: null,
    amount_cents: -12_000 * id,
    currency: "EUR",
    label: `PRLV FOURNISSEUR ${id}`,
    counterparty: null,
    reference: null,
    category_id: null,
    category_source: null,
    rule_id: null,
    status: null,
    comment: null,
    validated: false,
    attachment_count: 0,
    ...patch,
  };
}

export function fixtureTransactions(): TransactionRow[] {
  return [
    fixtureTransaction(1, {
      label: "LOYER OCTOBRE SCI DES LILAS",
      category_id: 11,
      category_source: "rule",
      rule_id: 5,
    }),
    fixtureTransaction(2, {
      label: "VIR CLIENT DURAND",
      amount_cents: 250_000,
      category_id: 2,
      category_source: "manual",
    }),
    fixtureTransaction(3),
    fixtureTransaction(4, { status: "to_check" }),
    fixtureTransaction(5, { validated: true }),
  ];
}

/** The id of the re-categorisation job the fake server's rule and category calls start. */
export const FIXTURE_JOB_ID = "3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f";

/** getJob's answer for that job, done, having re-filed `changed` transactions. */
export function fixtureRecategorisationDone(changed: number) {
  return {
    id: FIXTURE_JOB_ID,
    kind: "recategorise",
    status: "done",
    progress: 100,
    trackId: null,
    result: { examined: changed, changed, supersededBy: null },
    error: null,
  };
}

/** Fake-server answers of the transaction list screen: the accounts, the category tree, one page of the list. */
export function transactionListHandlers() {
  return {
    getBanksAndAccountsList: () => fixtureBanks(),
    getCategoryTree: () => ({ categories: fixtureCategories() }),
    getTransactionList: (body: Record<string, unknown>) => ({
      transactions: body.cursor ? [] : fixtureTransactions(),
      next_cursor: null,
      total: body.withTotal ? 5 : null,
    }),
  };
}
