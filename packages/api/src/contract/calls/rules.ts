import { z } from "zod";
import { classifyTransactions, seeTransactions } from "../access";
import { defineCall } from "../call";
import { recategorisationJob, recategorisationResultSchema } from "../recategorisation";
import { companyInput, companyItemInput, idSchema, successOutput } from "../schemas";
import { transactionSchema } from "./transactions";

/**
 * Categorisation rules and suggestions (spec 001 §7.5 "Rules", "Suggestions"; DESIGN §6). The domain
 * engine validates, orders and runs them; a person's categorisation always wins. Reading needs
 * transactions_info or allow_classification; everything that changes rules or previews transactions
 * needs allow_classification.
 */

export const ruleConditionSchema = z.object({
  field: z.enum(["label", "counterparty", "amount", "sign", "account", "date"]),
  operator: z.enum(["contains", "equals", "startsWith", "regex", "between", "greater", "less"]),
  /** Text, integer cents (amount), "debit"/"credit" (sign), an account id as text, or YYYY-MM-DD. */
  value: z.union([z.string().max(200), z.number().int()]),
  valueTo: z.union([z.string().max(200), z.number().int()]).optional(),
});

/** A rule as written by the rule form: conditions that must all hold, the category they set. */
export const ruleDraftSchema = z.object({
  /** Set when editing an existing rule (previews and conflicts then replace it). */
  id: idSchema.optional(),
  name: z.string().trim().max(200).nullable().optional(),
  conditions: z.array(ruleConditionSchema).min(1).max(20),
  category_id: idSchema,
  /** Lower runs first; a new rule goes last when omitted. */
  priority: z.number().int().min(0).max(1_000_000).optional(),
});

export const ruleSchema = z.object({
  id: idSchema,
  name: z.string().nullable(),
  priority: z.number().int(),
  conditions: z.array(ruleConditionSchema),
  category_id: idSchema,
});

const jobIdField = { jobId: z.uuid() };
const ruleChangedOutput = z.object({ rule: ruleSchema, ...jobIdField });

export const listSubCategoryRules = defineCall({
  method: "POST",
  path: "listSubCategoryRules",
  summary: "The company's rules in the order they run (of one category when categoryId is given).",
  input: companyInput.extend({ categoryId: idSchema.optional() }),
  output: z.object({ rules: z.array(ruleSchema) }),
  access: seeTransactions,
});

export const createNewSubCategoryRule = defineCall({
  method: "PUT",
  path: "createNewSubCategoryRule",
  summary:
    "Creates a rule, then applies the rules again in a job (its result: how many transactions changed).",
  input: companyInput.extend({ rule: ruleDraftSchema }),
  output: ruleChangedOutput,
  access: classifyTransactions,
  job: recategorisationJob,
});

export const editSubCategoryRule = defineCall({
  method: "POST",
  path: "editSubCategoryRule",
  summary: "Changes a rule (rule.id), then applies the rules again in a job.",
  input: companyInput.extend({ rule: ruleDraftSchema.extend({ id: idSchema }) }),
  output: ruleChangedOutput,
  access: classifyTransactions,
  job: recategorisationJob,
});

export const removeSubCategoryRule = defineCall({
  method: "POST",
  path: "removeSubCategoryRule",
  summary:
    "Deletes a rule; in a job, the transactions it filed go to the next matching rule, or become uncategorised.",
  input: companyItemInput("id"),
  output: z.object({ success: z.literal(true), ...jobIdField }),
  access: classifyTransactions,
  job: recategorisationJob,
  audit: "deletion",
});

export const setSubCategoryRules = defineCall({
  method: "POST",
  path: "setSubCategoryRules",
  summary:
    "Replaces the whole rule set (in the given order) as a job: the answer is the job id to follow with getJob; the set is checked first and refused whole when a rule is invalid.",
  input: companyInput.extend({
    rules: z.array(ruleDraftSchema).max(5000),
    trackId: z.string().trim().min(1).max(100),
  }),
  output: z.object({ ...jobIdField, trackId: z.string() }),
  access: classifyTransactions,
  timeoutMs: 60_000,
  job: {
    followWith: "getJob",
    result: recategorisationResultSchema.extend({ rules: z.number().int() }),
  },
});

export const setSubCategoryRulePriorities = defineCall({
  method: "POST",
  path: "setSubCategoryRulePriorities",
  summary:
    "Orders the rules as ids lists them (first runs first; unlisted rules keep their order after them), then applies them again in a job.",
  input: companyInput.extend({ ids: z.array(idSchema).min(1).max(5000) }),
  output: z.object({ rules: z.array(ruleSchema), ...jobIdField }),
  access: classifyTransactions,
  job: recategorisationJob,
});

export const ruleConflictSchema = z.object({
  /** The two rules, the one that wins today first; null is the draft being checked. */
  rule_ids: z.tuple([idSchema.nullable(), idSchema.nullable()]),
  category_ids: z.tuple([idSchema, idSchema]),
  transaction_count: z.number().int(),
  /** Transactions that match both (up to 20): the proof. */
  transactions: z.array(transactionSchema),
});

export const checkRulesConflicts = defineCall({
  method: "POST",
  path: "checkRulesConflicts",
  summary:
    "The conflicts a draft rule would have: other rules that match the same transactions with another category.",
  input: companyInput.extend({ rule: ruleDraftSchema }),
  output: z.object({ conflicts: z.array(ruleConflictSchema) }),
  access: classifyTransactions,
});

export const getAffectedTransactions = defineCall({
  method: "POST",
  path: "getAffectedTransactions",
  summary:
    "What saving a draft rule would do: counts of matched, changed, unchanged, kept manual, shadowed by an earlier rule, released; the first 100 changed transactions with their new category.",
  input: companyInput.extend({ rule: ruleDraftSchema }),
  output: z.object({
    matched_count: z.number().int(),
    changed_count: z.number().int(),
    unchanged_count: z.number().int(),
    kept_manual_count: z.number().int(),
    shadowed_count: z.number().int(),
    released_count: z.number().int(),
    changes: z.array(z.object({ transaction: transactionSchema, to_category_id: idSchema.nullable() })),
  }),
  access: classifyTransactions,
});

export const getInvoicesAffectedByRule = defineCall({
  method: "POST",
  path: "getInvoicesAffectedByRule",
  summary:
    "Invoices a draft rule would file (rules file invoices by counterparty and label as they file transactions; an invoice filed by hand keeps its category): the first 100, and how many.",
  input: companyInput.extend({ rule: ruleDraftSchema }),
  output: z.object({
    invoices: z.array(
      z.object({
        id: idSchema,
        number: z.string(),
        counterparty_name: z.string(),
        amount_incl_tax_cents: z.number().int(),
        category_id: idSchema.nullable(),
      }),
    ),
    count: z.number().int(),
  }),
  access: classifyTransactions,
});

export const reindexTransactions = defineCall({
  method: "POST",
  path: "reindexTransactions",
  summary: "Applies the rules again to every transaction not filed by hand, in a job.",
  input: companyInput,
  output: z.object(jobIdField),
  access: classifyTransactions,
  job: recategorisationJob,
});

export const cleanCategoryAdjustments = defineCall({
  method: "POST",
  path: "cleanCategoryAdjustments",
  summary:
    "Forgets the manual categorisations (of one category, or all) at once, and gives those transactions back to the rules in a job.",
  input: companyInput.extend({ categoryId: idSchema.optional() }),
  output: z.object({ cleaned: z.number().int(), ...jobIdField }),
  access: classifyTransactions,
  job: recategorisationJob,
});

export const suggestionSchema = z.object({
  /** Stable key: a dismissed suggestion stays dismissed. */
  id: z.string(),
  field: z.enum(["label", "counterparty"]),
  value: z.string(),
  category_id: idSchema,
  occurrences: z.number().int(),
  transaction_ids: z.array(idSchema),
  /** The rule to create (createNewSubCategoryRule) when the user accepts. */
  rule: z.object({ conditions: z.array(ruleConditionSchema), category_id: idSchema }),
});

const suggestionsOutput = z.object({ enabled: z.boolean(), suggestions: z.array(suggestionSchema) });

export const getSuggestionsList = defineCall({
  method: "POST",
  path: "getSuggestionsList",
  summary: "Rules learned from repeated manual categorisations (none when suggestions are switched off).",
  input: companyInput,
  output: suggestionsOutput,
  access: classifyTransactions,
});

export const switchSuggestions = defineCall({
  method: "POST",
  path: "switchSuggestions",
  summary: "Switches suggestions on or off; withList also returns the list.",
  input: companyInput.extend({
    suggestionsEnabled: z.boolean(),
    withList: z.boolean().default(false),
  }),
  output: suggestionsOutput,
  access: classifyTransactions,
});

export const deleteSuggestion = defineCall({
  method: "POST",
  path: "deleteSuggestion",
  summary: "Dismisses a suggestion for good.",
  input: companyInput.extend({ suggestionId: z.string().min(1).max(1000) }),
  output: successOutput,
  access: classifyTransactions,
});

export const ruleCalls = {
  listSubCategoryRules,
  createNewSubCategoryRule,
  editSubCategoryRule,
  removeSubCategoryRule,
  setSubCategoryRules,
  setSubCategoryRulePriorities,
  checkRulesConflicts,
  getAffectedTransactions,
  getInvoicesAffectedByRule,
  reindexTransactions,
  cleanCategoryAdjustments,
  getSuggestionsList,
  switchSuggestions,
  deleteSuggestion,
};
