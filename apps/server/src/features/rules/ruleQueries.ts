import type { CategorisationRule } from "@trezo/domain";
import { and, asc, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { bankAccounts, transactions } from "../../db/schema";
import { bankingSettings, categorisationRules, dismissedSuggestions, jobs } from "../../db/tables/banking";
import type { TransactionRow } from "../transactions/transactionQuery";

/**
 * The SQL of rules and suggestions (spec 001 §7.5): every query filters on the company the caller's
 * access was verified for.
 */

export type RuleRow = typeof categorisationRules.$inferSelect;

/** The company's rules in the order they run. */
export async function loadRuleRows(db: Database, companyId: number): Promise<RuleRow[]> {
  return db
    .select()
    .from(categorisationRules)
    .where(eq(categorisationRules.companyId, companyId))
    .orderBy(asc(categorisationRules.priority), asc(categorisationRules.id));
}

/** One rule of the company, or undefined. */
export async function findRuleRow(db: Database, companyId: number, id: number): Promise<RuleRow | undefined> {
  const [row] = await db
    .select()
    .from(categorisationRules)
    .where(and(eq(categorisationRules.companyId, companyId), eq(categorisationRules.id, id)));
  return row;
}

/** Which of the given account ids are the company's. */
export async function companyAccountIds(
  db: Database,
  companyId: number,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.companyId, companyId), inArray(bankAccounts.id, [...ids])));
  return rows.map((row) => row.id);
}

/** A rule's stored columns, from the engine's form of it. */
function ruleValues(rule: CategorisationRule) {
  return {
    name: rule.name ?? null,
    priority: rule.priority,
    conditions: rule.conditions,
    categoryId: Number(rule.target.categoryId),
  };
}

/** Stores a new rule of the company. */
export async function insertRule(
  db: Database,
  companyId: number,
  rule: CategorisationRule,
): Promise<RuleRow> {
  const [row] = await db
    .insert(categorisationRules)
    .values({ companyId, ...ruleValues(rule) })
    .returning();
  if (!row) throw new Error("rule insert failed");
  return row;
}

/** Changes a rule of the company; undefined when it is not there (any more). */
export async function updateRule(
  db: Database,
  companyId: number,
  id: number,
  rule: CategorisationRule,
): Promise<RuleRow | undefined> {
  const [row] = await db
    .update(categorisationRules)
    .set({ ...ruleValues(rule), updatedAt: new Date() })
    .where(and(eq(categorisationRules.companyId, companyId), eq(categorisationRules.id, id)))
    .returning();
  return row;
}

/** Deletes a rule of the company. */
export async function deleteRule(db: Database, companyId: number, id: number): Promise<void> {
  await db
    .delete(categorisationRules)
    .where(and(eq(categorisationRules.companyId, companyId), eq(categorisationRules.id, id)));
}

/** Replaces the company's whole rule set, in one transaction. */
export async function replaceRules(
  db: Database,
  companyId: number,
  rules: readonly CategorisationRule[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(categorisationRules).where(eq(categorisationRules.companyId, companyId));
    if (rules.length > 0)
      await tx.insert(categorisationRules).values(rules.map((rule) => ({ companyId, ...ruleValues(rule) })));
  });
}

/** Gives each rule its index in `order` as priority, in one transaction. */
export async function setRulePriorities(db: Database, companyId: number, order: readonly number[]) {
  await db.transaction(async (tx) => {
    for (const [priority, id] of order.entries()) {
      await tx
        .update(categorisationRules)
        .set({ priority })
        .where(and(eq(categorisationRules.companyId, companyId), eq(categorisationRules.id, id)));
    }
  });
}

/** Rows of some transactions of the company, by id, in the order given. */
export async function transactionRowsByIds(
  db: Database,
  companyId: number,
  ids: readonly string[],
): Promise<TransactionRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.companyId, companyId), inArray(transactions.id, ids.map(Number))));
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/**
 * Forgets the manual categorisations of the company (of one category, or all): those transactions
 * become uncategorised, for the rules to file again. Returns how many.
 */
export async function clearManualCategories(
  db: Database,
  companyId: number,
  categoryId: number | undefined,
): Promise<number> {
  const cleaned = await db
    .update(transactions)
    .set({ categoryId: null, categorySource: null, ruleId: null })
    .where(
      and(
        eq(transactions.companyId, companyId),
        eq(transactions.categorySource, "manual"),
        categoryId === undefined ? undefined : eq(transactions.categoryId, categoryId),
      ),
    )
    .returning({ id: transactions.id });
  return cleaned.length;
}

/** Whether suggestions are on for the company (on until switched off). */
export async function suggestionsEnabled(db: Database, companyId: number): Promise<boolean> {
  const [row] = await db.select().from(bankingSettings).where(eq(bankingSettings.companyId, companyId));
  return row?.suggestionsEnabled ?? true;
}

/** Switches the company's suggestions on or off. */
export async function setSuggestionsEnabled(db: Database, companyId: number, enabled: boolean) {
  await db
    .insert(bankingSettings)
    .values({ companyId, suggestionsEnabled: enabled })
    .onConflictDoUpdate({ target: bankingSettings.companyId, set: { suggestionsEnabled: enabled } });
}

/** Keys of the suggestions the company dismissed. */
export async function dismissedSuggestionKeys(db: Database, companyId: number): Promise<Set<string>> {
  const rows = await db
    .select({ key: dismissedSuggestions.suggestionKey })
    .from(dismissedSuggestions)
    .where(eq(dismissedSuggestions.companyId, companyId));
  return new Set(rows.map((row) => row.key));
}

/** Dismisses a suggestion for good. */
export async function dismissSuggestion(db: Database, companyId: number, key: string) {
  await db.insert(dismissedSuggestions).values({ companyId, suggestionKey: key }).onConflictDoNothing();
}

/**
 * The latest running job of the company among `kinds` started after job `jobId`, or null: a
 * re-categorisation that a later one makes useless.
 */
export async function laterRunningJob(
  db: Database,
  companyId: number,
  jobId: string,
  kinds: readonly string[],
): Promise<string | null> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.companyId, companyId),
        inArray(jobs.kind, [...kinds]),
        eq(jobs.status, "running"),
        ne(jobs.id, jobId),
        gt(jobs.createdAt, sql`(select created_at from jobs where id = ${jobId})`),
      ),
    )
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  return row?.id ?? null;
}
