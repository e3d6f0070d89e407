import type { ParsedCallInput } from "@trezo/api";
import {
  type CategorisationRule,
  checkRuleConflicts,
  compileRules,
  previewRule,
  type RuleCondition,
  type RuleError,
  suggestRules,
  validateRule,
} from "@trezo/domain";
import { and, eq, inArray, max } from "drizzle-orm";
import type { Database } from "../../db/database";
import { bankAccounts, categories, transactions } from "../../db/schema";
import { bankingSettings, categorisationRules, dismissedSuggestions } from "../../db/tables/banking";
import { DomainError } from "../../errors/domainError";
import { type HttpError, httpErrors } from "../../http/httpError";
import { type CallHandlers, mustAuth, mustCompany } from "../../http/registerContract";
import { startJob } from "../../jobs/jobs";
import { transactionView } from "../transactions/transactionView";
import {
  applyRules,
  engineSubjectOf,
  loadEngineRules,
  loadRuleRows,
  type RuleRow,
  reindexInSlices,
  transactionSubjects,
} from "./applyRules";

type RuleHandlers = Pick<
  CallHandlers,
  | "listSubCategoryRules"
  | "createNewSubCategoryRule"
  | "editSubCategoryRule"
  | "removeSubCategoryRule"
  | "setSubCategoryRules"
  | "setSubCategoryRulePriorities"
  | "checkRulesConflicts"
  | "getAffectedTransactions"
  | "getInvoicesAffectedByRule"
  | "reindexTransactions"
  | "cleanCategoryAdjustments"
  | "getSuggestionsList"
  | "switchSuggestions"
  | "deleteSuggestion"
>;

type RuleDraft = ParsedCallInput<"createNewSubCategoryRule">["rule"];

/** The id a draft takes in the engine when it is not saved yet. */
const DRAFT_ID = "draft";

function ruleView(row: RuleRow) {
  return {
    id: row.id,
    name: row.name,
    priority: row.priority,
    conditions: row.conditions as RuleCondition[],
    category_id: row.categoryId,
  };
}

function conditionsOf(draft: RuleDraft): RuleCondition[] {
  return draft.conditions.map((condition) => ({
    field: condition.field,
    operator: condition.operator,
    value: condition.value,
    ...(condition.valueTo === undefined ? {} : { valueTo: condition.valueTo }),
  }));
}

/** The engine's rule errors as a 400 naming each faulty field ('Veuillez vérifier votre saisie'). */
function invalidRuleError(errors: readonly RuleError[], prefix = "rule"): HttpError {
  return httpErrors.invalidInput(
    errors.map((error) => ({
      path: error.conditionIndex === undefined ? prefix : `${prefix}.conditions.${error.conditionIndex}`,
      message: error.code,
    })),
  );
}

/**
 * Checks a draft against the company: its category and the accounts its conditions name must be the
 * company's, and the engine must accept it. Returns the engine's form of the rule.
 */
async function checkedDraft(db: Database, companyId: number, draft: RuleDraft, id: string, priority: number) {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.companyId, companyId), eq(categories.id, draft.category_id)));
  if (!category) throw httpErrors.invalidInput([{ path: "rule.category_id", message: "missingCategory" }]);
  const accountIds = draft.conditions
    .filter((condition) => condition.field === "account")
    .map((condition) => Number(condition.value));
  if (accountIds.length > 0) {
    const owned = await db
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(
        and(
          eq(bankAccounts.companyId, companyId),
          inArray(bankAccounts.id, accountIds.filter(Number.isSafeInteger)),
        ),
      );
    if (owned.length !== new Set(accountIds).size) {
      throw httpErrors.invalidInput([{ path: "rule.conditions", message: "unknownAccount" }]);
    }
  }
  const rule: CategorisationRule = {
    id,
    name: draft.name ?? undefined,
    priority,
    conditions: conditionsOf(draft).map((condition) =>
      // The engine compares account ids as text.
      condition.field === "account" ? { ...condition, value: String(condition.value) } : condition,
    ),
    target: { categoryId: String(draft.category_id) },
  };
  const errors = validateRule(rule);
  if (errors.length > 0) throw invalidRuleError(errors);
  return rule;
}

async function ruleRowOf(db: Database, companyId: number, id: number): Promise<RuleRow> {
  const [row] = await db
    .select()
    .from(categorisationRules)
    .where(and(eq(categorisationRules.companyId, companyId), eq(categorisationRules.id, id)));
  if (!row) throw httpErrors.notFound();
  return row;
}

async function nextPriority(db: Database, companyId: number): Promise<number> {
  const [row] = await db
    .select({ value: max(categorisationRules.priority) })
    .from(categorisationRules)
    .where(eq(categorisationRules.companyId, companyId));
  return (row?.value ?? -1) + 1;
}

/** Every transaction of the company as the engine sees it (previews, conflicts, suggestions). */
async function allSubjects(db: Database, companyId: number, manualOnly = false) {
  const subjects = [];
  for await (const page of transactionSubjects(db, companyId)) {
    for (const row of page)
      if (!manualOnly || row.categorySource === "manual") subjects.push(engineSubjectOf(row));
  }
  return subjects;
}

/** Rows of some transactions, by id, in the order given. */
async function transactionRows(db: Database, companyId: number, ids: readonly string[]) {
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

async function suggestionsEnabled(db: Database, companyId: number): Promise<boolean> {
  const [row] = await db.select().from(bankingSettings).where(eq(bankingSettings.companyId, companyId));
  return row?.suggestionsEnabled ?? true;
}

async function suggestionList(db: Database, companyId: number) {
  const dismissed = await db
    .select({ key: dismissedSuggestions.suggestionKey })
    .from(dismissedSuggestions)
    .where(eq(dismissedSuggestions.companyId, companyId));
  const compiled = compileRules(await loadEngineRules(db, companyId));
  const history = (await allSubjects(db, companyId, true)).flatMap((subject) =>
    subject.manualTarget ? [{ ...subject, target: subject.manualTarget }] : [],
  );
  const suggestions = suggestRules(history, {
    dismissedKeys: new Set(dismissed.map((row) => row.key)),
    ...(compiled.ok ? { engine: compiled.engine } : {}),
  });
  return suggestions.map((suggestion) => ({
    id: suggestion.key,
    field: suggestion.field,
    value: suggestion.value,
    category_id: Number(suggestion.target.categoryId),
    occurrences: suggestion.occurrences,
    transaction_ids: suggestion.transactionIds.map(Number),
    rule: {
      conditions: suggestion.draft.conditions.map((condition) => ({ ...condition })),
      category_id: Number(suggestion.draft.target.categoryId),
    },
  }));
}

/**
 * The company's rules and a draft ready to be compared: a draft with an explicit priority goes before
 * the rules of the same priority (where the rule form drops it), one without goes last.
 */
async function rulesAroundDraft(db: Database, companyId: number, draft: RuleDraft) {
  const existing = draft.id === undefined ? undefined : await ruleRowOf(db, companyId, draft.id);
  const rules = (await loadEngineRules(db, companyId)).map((rule) => ({
    ...rule,
    priority: rule.priority * 2 + 1,
  }));
  const priority = draft.priority ?? existing?.priority ?? (await nextPriority(db, companyId));
  const id = existing ? String(existing.id) : DRAFT_ID;
  const rule = await checkedDraft(db, companyId, draft, id, priority * 2);
  return { rule, rules };
}

/** Rules and suggestions (spec 001 §7.5). Every query filters on the verified company. */
export const ruleHandlers: RuleHandlers = {
  async listSubCategoryRules(context) {
    const { company } = mustCompany(context);
    const rows = await loadRuleRows(context.services.db, company.id);
    const categoryId = context.input.categoryId;
    return {
      rules: rows.filter((row) => categoryId === undefined || row.categoryId === categoryId).map(ruleView),
    };
  },

  async createNewSubCategoryRule(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    const draft = context.input.rule;
    const priority = draft.priority ?? (await nextPriority(db, company.id));
    const rule = await checkedDraft(db, company.id, draft, DRAFT_ID, priority);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(categorisationRules)
        .values({
          companyId: company.id,
          name: draft.name ?? null,
          priority,
          conditions: rule.conditions,
          categoryId: draft.category_id,
        })
        .returning();
      if (!row) throw new Error("rule insert failed");
      const { changed } = await applyRules(tx, company.id);
      return { rule: ruleView(row), applied: changed };
    });
  },

  async editSubCategoryRule(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    const draft = context.input.rule;
    const existing = await ruleRowOf(db, company.id, draft.id);
    const priority = draft.priority ?? existing.priority;
    const rule = await checkedDraft(db, company.id, draft, String(existing.id), priority);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(categorisationRules)
        .set({
          name: draft.name ?? null,
          priority,
          conditions: rule.conditions,
          categoryId: draft.category_id,
          updatedAt: new Date(),
        })
        .where(eq(categorisationRules.id, existing.id))
        .returning();
      if (!row) throw httpErrors.notFound();
      const { changed } = await applyRules(tx, company.id);
      return { rule: ruleView(row), applied: changed };
    });
  },

  async removeSubCategoryRule(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    const existing = await ruleRowOf(db, company.id, context.input.id);
    return db.transaction(async (tx) => {
      await tx.delete(categorisationRules).where(eq(categorisationRules.id, existing.id));
      const { changed } = await applyRules(tx, company.id);
      return { success: true as const, applied: changed };
    });
  },

  async setSubCategoryRules(context) {
    const { company } = mustCompany(context);
    const { services, input } = context;
    const db = services.db;
    // The whole set is checked before the job starts: an invalid rule refuses it with nothing changed.
    const checked: CategorisationRule[] = [];
    for (const [index, draft] of input.rules.entries()) {
      try {
        checked.push(await checkedDraft(db, company.id, draft, `new-${index}`, draft.priority ?? index));
      } catch (error) {
        if (error instanceof DomainError) {
          throw new DomainError(
            error.kind,
            error.code,
            error.messageSource,
            error.fields.map((field) => ({
              ...field,
              path: field.path.replace(/^rule/, `rules.${index}`),
            })),
          );
        }
        throw error;
      }
    }
    const jobId = await startJob(services, {
      companyId: company.id,
      userId: mustAuth(context).user.id,
      kind: "setSubCategoryRules",
      trackId: input.trackId,
      locale: context.locale,
      work: async (run) => {
        await run.progress(10);
        // One transaction: the new set and its categorisations appear together, or not at all.
        const result = await run.exclusive((jobDb) =>
          jobDb.transaction(async (tx) => {
            await tx.delete(categorisationRules).where(eq(categorisationRules.companyId, company.id));
            if (checked.length > 0) {
              await tx.insert(categorisationRules).values(
                checked.map((rule) => ({
                  companyId: company.id,
                  name: rule.name ?? null,
                  priority: rule.priority,
                  conditions: rule.conditions,
                  categoryId: Number(rule.target.categoryId),
                })),
              );
            }
            await run.progress(15);
            // Steps while it recategorises: written at once on PostgreSQL; on PGlite no poll can be
            // answered while this transaction holds the single connection, and the last step shows.
            return applyRules(tx, company.id, {
              onProgress: (done) => run.progress(15 + 84 * done),
            });
          }),
        );
        return { rules: checked.length, examined: result.examined, changed: result.changed };
      },
    });
    return { jobId, trackId: input.trackId };
  },

  async setSubCategoryRulePriorities(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    const rows = await loadRuleRows(db, company.id);
    const listed = context.input.ids;
    for (const id of listed) if (!rows.some((row) => row.id === id)) throw httpErrors.notFound();
    const order = [...listed, ...rows.map((row) => row.id).filter((id) => !listed.includes(id))];
    return db.transaction(async (tx) => {
      for (const [priority, id] of order.entries()) {
        await tx.update(categorisationRules).set({ priority }).where(eq(categorisationRules.id, id));
      }
      const { changed } = await applyRules(tx, company.id);
      return {
        rules: (await loadRuleRows(tx, company.id)).map(ruleView),
        applied: changed,
      };
    });
  },

  async checkRulesConflicts(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    const draft = context.input.rule;
    const { rule, rules } = await rulesAroundDraft(db, company.id, draft);
    const outcome = checkRuleConflicts(rule, rules, await allSubjects(db, company.id), {
      examplesPerConflict: 20,
    });
    if (!outcome.ok) throw invalidRuleError(outcome.errors);
    const conflicts = [];
    for (const conflict of outcome.conflicts) {
      const proof = await transactionRows(db, company.id, conflict.transactionIds);
      conflicts.push({
        rule_ids: conflict.ruleIds.map((ruleId) => (ruleId === DRAFT_ID ? null : Number(ruleId))) as [
          number | null,
          number | null,
        ],
        category_ids: conflict.targets.map((target) => Number(target.categoryId)) as [number, number],
        transaction_count: conflict.transactionCount,
        transactions: proof.map((row) => transactionView(row)),
      });
    }
    return { conflicts };
  },

  async getAffectedTransactions(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    const draft = context.input.rule;
    const { rule, rules } = await rulesAroundDraft(db, company.id, draft);
    const outcome = previewRule(rule, rules, await allSubjects(db, company.id));
    if (!outcome.ok) throw invalidRuleError(outcome.errors);
    const { preview } = outcome;
    const shown = preview.changes.slice(0, 100);
    const rows = await transactionRows(
      db,
      company.id,
      shown.map((change) => change.transactionId),
    );
    const targetOf = new Map(
      shown.map((change) => [
        change.transactionId,
        change.to.source === "none" ? null : Number(change.to.target.categoryId),
      ]),
    );
    return {
      matched_count: preview.matchedCount,
      changed_count: preview.changes.length,
      unchanged_count: preview.unchanged.length,
      kept_manual_count: preview.keptManual.length,
      shadowed_count: preview.shadowed.length,
      released_count: preview.released.length,
      changes: rows.map((row) => ({
        transaction: transactionView(row),
        to_category_id: targetOf.get(String(row.id)) ?? null,
      })),
    };
  },

  async getInvoicesAffectedByRule(context) {
    const { company } = mustCompany(context);
    const draft = context.input.rule;
    await checkedDraft(context.services.db, company.id, draft, DRAFT_ID, draft.priority ?? 0);
    // No invoice is filed by rules yet: the answer stays empty until invoices exist.
    return { invoices: [] };
  },

  async reindexTransactions(context) {
    const { company } = mustCompany(context);
    const { database } = context.services;
    // In slices that let other requests in (PGlite's single connection), not one long transaction.
    return database.outsideExclusive(() => reindexInSlices(database, company.id));
  },

  async cleanCategoryAdjustments(context) {
    const { company } = mustCompany(context);
    const categoryId = context.input.categoryId;
    return context.services.db.transaction(async (tx) => {
      const cleaned = await tx
        .update(transactions)
        .set({ categoryId: null, categorySource: null, ruleId: null })
        .where(
          and(
            eq(transactions.companyId, company.id),
            eq(transactions.categorySource, "manual"),
            categoryId === undefined ? undefined : eq(transactions.categoryId, categoryId),
          ),
        )
        .returning({ id: transactions.id });
      const transactionIds = cleaned.map((row) => row.id);
      const { changed } =
        transactionIds.length > 0 ? await applyRules(tx, company.id, { transactionIds }) : { changed: 0 };
      return { cleaned: transactionIds.length, recategorised: changed };
    });
  },

  async getSuggestionsList(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    const enabled = await suggestionsEnabled(db, company.id);
    return { enabled, suggestions: enabled ? await suggestionList(db, company.id) : [] };
  },

  async switchSuggestions(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    const enabled = context.input.suggestionsEnabled;
    await db
      .insert(bankingSettings)
      .values({ companyId: company.id, suggestionsEnabled: enabled })
      .onConflictDoUpdate({ target: bankingSettings.companyId, set: { suggestionsEnabled: enabled } });
    return {
      enabled,
      suggestions: enabled && context.input.withList ? await suggestionList(db, company.id) : [],
    };
  },

  async deleteSuggestion(context) {
    const { company } = mustCompany(context);
    await context.services.db
      .insert(dismissedSuggestions)
      .values({ companyId: company.id, suggestionKey: context.input.suggestionId })
      .onConflictDoNothing();
    return { success: true as const };
  },
};
