import type { ParsedCallInput } from "@trezo/api";
import {
  type CategorisationRule,
  compileRules,
  draftRulePriority,
  placeDraftAmongRules,
  type RuleCondition,
  type RuleError,
  reorderedRuleIds,
  ruleConflictCollector,
  rulePreviewTally,
  suggestRules,
  validateRule,
} from "@trezo/domain";
import type { Database } from "../../db/database";
import { DomainError } from "../../errors/domainError";
import { type HttpError, httpErrors } from "../../http/httpError";
import { type CallContext, type CallHandlers, mustAuth, mustCompany } from "../../http/registerContract";
import { companyHasCategory } from "../categories/categoryQueries";
import { invoiceRuleSubject, invoicesForRules } from "../invoices/invoiceQueries";
import { transactionView } from "../transactions/transactionView";
import { engineSubjectOf, loadEngineRules, transactionSubjects } from "./applyRules";
import { type RECATEGORISING_CALLS, startRecategorisation } from "./recategorisation";
import {
  clearManualCategories,
  companyAccountIds,
  deleteRule,
  dismissedSuggestionKeys,
  dismissSuggestion,
  findRuleRow,
  insertRule,
  loadRuleRows,
  type RuleRow,
  replaceRules,
  setRulePriorities,
  setSuggestionsEnabled,
  suggestionsEnabled,
  transactionRowsByIds,
  updateRule,
} from "./ruleQueries";

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
  if (!(await companyHasCategory(db, companyId, draft.category_id)))
    throw httpErrors.invalidInput([{ path: "rule.category_id", message: "missingCategory" }]);
  const accountIds = draft.conditions
    .filter((condition) => condition.field === "account")
    .map((condition) => Number(condition.value));
  if (accountIds.length > 0) {
    const owned = await companyAccountIds(db, companyId, accountIds.filter(Number.isSafeInteger));
    if (owned.length !== new Set(accountIds).size) {
      throw httpErrors.invalidInput([{ path: "rule.conditions", message: "unknownAccount" }]);
    }
  }
  const rule: CategorisationRule = {
    id,
    name: draft.name ?? undefined,
    priority,
    conditions: draft.conditions.map((condition) => ({
      field: condition.field,
      operator: condition.operator,
      // The engine compares account ids as text.
      value: condition.field === "account" ? String(condition.value) : condition.value,
      ...(condition.valueTo === undefined ? {} : { valueTo: condition.valueTo }),
    })),
    target: { categoryId: String(draft.category_id) },
  };
  const errors = validateRule(rule);
  if (errors.length > 0) throw invalidRuleError(errors);
  return rule;
}

async function ruleRowOf(db: Database, companyId: number, id: number): Promise<RuleRow> {
  const row = await findRuleRow(db, companyId, id);
  if (!row) throw httpErrors.notFound();
  return row;
}

/** The priority a draft takes (domain: asked for, else the edited rule's, else last). */
async function priorityOf(db: Database, companyId: number, draft: RuleDraft, edited?: RuleRow) {
  const needsLast = draft.priority === undefined && edited === undefined;
  const priorities = needsLast ? (await loadRuleRows(db, companyId)).map((row) => row.priority) : [];
  return draftRulePriority(draft.priority, edited?.priority, priorities);
}

/** Every transaction of the company as the engine sees it (suggestions read the manual ones). */
async function manualSubjects(db: Database, companyId: number) {
  const subjects = [];
  for await (const page of transactionSubjects(db, companyId)) {
    for (const row of page) if (row.categorySource === "manual") subjects.push(engineSubjectOf(row));
  }
  return subjects;
}

/**
 * Feeds every transaction of the company to `add`, page by page as the engine sees it (previews,
 * conflicts): one read, in bounded memory.
 */
async function eachSubjectPage(
  db: Database,
  companyId: number,
  add: (page: Array<ReturnType<typeof engineSubjectOf>>) => void,
) {
  for await (const page of transactionSubjects(db, companyId)) add(page.map(engineSubjectOf));
}

async function suggestionList(db: Database, companyId: number) {
  const dismissedKeys = await dismissedSuggestionKeys(db, companyId);
  const compiled = compileRules(await loadEngineRules(db, companyId));
  const history = (await manualSubjects(db, companyId)).flatMap((subject) =>
    subject.manualTarget ? [{ ...subject, target: subject.manualTarget }] : [],
  );
  const suggestions = suggestRules(history, {
    dismissedKeys,
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

/** The company's rules and a draft placed among them (domain: placeDraftAmongRules). */
async function rulesAroundDraft(db: Database, companyId: number, draft: RuleDraft) {
  const existing = draft.id === undefined ? undefined : await ruleRowOf(db, companyId, draft.id);
  const priority = await priorityOf(db, companyId, draft, existing);
  const id = existing ? String(existing.id) : DRAFT_ID;
  return placeDraftAmongRules(
    await checkedDraft(db, companyId, draft, id, priority),
    await loadEngineRules(db, companyId),
  );
}

type RecategorisingCall = (typeof RECATEGORISING_CALLS)[number];

/** Starts the company's re-categorisation after the change the call `kind` made (a job; its id). */
function recategorise<N extends RecategorisingCall>(context: CallContext<N>, kind: N) {
  return startRecategorisation(context.services, {
    companyId: mustCompany(context).company.id,
    userId: mustAuth(context).user.id,
    locale: context.locale,
    kind,
  });
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
    const priority = await priorityOf(db, company.id, draft);
    const row = await insertRule(
      db,
      company.id,
      await checkedDraft(db, company.id, draft, DRAFT_ID, priority),
    );
    return { rule: ruleView(row), jobId: await recategorise(context, "createNewSubCategoryRule") };
  },

  async editSubCategoryRule(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    const draft = context.input.rule;
    const existing = await ruleRowOf(db, company.id, draft.id);
    const priority = await priorityOf(db, company.id, draft, existing);
    const rule = await checkedDraft(db, company.id, draft, String(existing.id), priority);
    const row = await updateRule(db, company.id, existing.id, rule);
    if (!row) throw httpErrors.notFound();
    return { rule: ruleView(row), jobId: await recategorise(context, "editSubCategoryRule") };
  },

  async removeSubCategoryRule(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    const existing = await ruleRowOf(db, company.id, context.input.id);
    await deleteRule(db, company.id, existing.id);
    return { success: true as const, jobId: await recategorise(context, "removeSubCategoryRule") };
  },

  async setSubCategoryRules(context) {
    const { company } = mustCompany(context);
    const { services, input } = context;
    const db = services.db;
    // The whole set is checked first: an invalid rule refuses it with nothing changed.
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
    await replaceRules(db, company.id, checked);
    const jobId = await startRecategorisation(services, {
      companyId: company.id,
      userId: mustAuth(context).user.id,
      locale: context.locale,
      kind: "setSubCategoryRules",
      trackId: input.trackId,
      result: { rules: checked.length },
    });
    return { jobId, trackId: input.trackId };
  },

  async setSubCategoryRulePriorities(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    const rows = await loadRuleRows(db, company.id);
    const order = reorderedRuleIds(
      rows.map((row) => row.id),
      context.input.ids,
    );
    if (!order) throw httpErrors.notFound();
    await setRulePriorities(db, company.id, order);
    return {
      rules: (await loadRuleRows(db, company.id)).map(ruleView),
      jobId: await recategorise(context, "setSubCategoryRulePriorities"),
    };
  },

  async checkRulesConflicts(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    const { rule, rules } = await rulesAroundDraft(db, company.id, context.input.rule);
    const collector = ruleConflictCollector(rule, rules, { examplesPerConflict: 20 });
    if (!collector.ok) throw invalidRuleError(collector.errors);
    await eachSubjectPage(db, company.id, collector.add);
    const conflicts = [];
    for (const conflict of collector.conflicts()) {
      const proof = await transactionRowsByIds(db, company.id, conflict.transactionIds);
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
    const { rule, rules } = await rulesAroundDraft(db, company.id, context.input.rule);
    const preview = rulePreviewTally(rule, rules, { keepChanges: 100 });
    if (!preview.ok) throw invalidRuleError(preview.errors);
    await eachSubjectPage(db, company.id, preview.add);
    const { tally } = preview;
    const rows = await transactionRowsByIds(
      db,
      company.id,
      tally.firstChanges.map((change) => change.transactionId),
    );
    const targetOf = new Map(
      tally.firstChanges.map((change) => [
        change.transactionId,
        change.to.source === "none" ? null : Number(change.to.target.categoryId),
      ]),
    );
    return {
      matched_count: tally.matchedCount,
      changed_count: tally.changedCount,
      unchanged_count: tally.unchangedCount,
      kept_manual_count: tally.keptManualCount,
      shadowed_count: tally.shadowedCount,
      released_count: tally.releasedCount,
      changes: rows.map((row) => ({
        transaction: transactionView(row),
        to_category_id: targetOf.get(String(row.id)) ?? null,
      })),
    };
  },

  async getInvoicesAffectedByRule(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    const { rule, rules } = await rulesAroundDraft(db, company.id, context.input.rule);
    const compiled = compileRules([rule, ...rules.filter((other) => other.id !== rule.id)]);
    if (!compiled.ok) throw invalidRuleError(compiled.errors);
    const target = Number(rule.target.categoryId);
    const affected = (await invoicesForRules(db, company.id)).filter(
      (invoice) =>
        compiled.engine.firstMatch(invoiceRuleSubject(invoice))?.id === rule.id &&
        invoice.categoryId !== target,
    );
    return {
      invoices: affected.slice(0, 100).map((invoice) => ({
        id: invoice.id,
        number: invoice.number,
        counterparty_name: invoice.counterpartyName,
        amount_incl_tax_cents: invoice.amountInclTaxCents,
        category_id: invoice.categoryId,
      })),
      count: affected.length,
    };
  },

  async reindexTransactions(context) {
    return { jobId: await recategorise(context, "reindexTransactions") };
  },

  async cleanCategoryAdjustments(context) {
    const { company } = mustCompany(context);
    const cleaned = await clearManualCategories(context.services.db, company.id, context.input.categoryId);
    return { cleaned, jobId: await recategorise(context, "cleanCategoryAdjustments") };
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
    await setSuggestionsEnabled(db, company.id, enabled);
    return {
      enabled,
      suggestions: enabled && context.input.withList ? await suggestionList(db, company.id) : [],
    };
  },

  async deleteSuggestion(context) {
    const { company } = mustCompany(context);
    await dismissSuggestion(context.services.db, company.id, context.input.suggestionId);
    return { success: true as const };
  },
};
