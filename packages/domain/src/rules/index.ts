export {
  type Categorisation,
  type CategorisationExplanation,
  categorizeTransaction,
  categorizeTransactions,
  explainCategorisation,
} from "./categorize";
export { LiteralAutomaton } from "./literalAutomaton";
export {
  type AffectedTransaction,
  type PreviewTransaction,
  previewRule,
  type RulePreview,
  type RulePreviewTally,
  rulePreviewTally,
} from "./previewRule";
/** The rule model: every name of rule.ts. */
export * from "./rule";
export {
  type ConflictOptions,
  checkRuleConflicts,
  findRuleConflicts,
  type RuleConflict,
  ruleConflictCollector,
} from "./ruleConflicts";
export { type CompileRulesResult, compileRules, RuleEngine } from "./ruleEngine";
export {
  draftRulePriority,
  nextRulePriority,
  placeDraftAmongRules,
  reorderedRuleIds,
} from "./rulePriority";
export {
  compileSafeRegex,
  MAX_REGEX_LENGTH,
  type RegexProblem,
  type SafeRegex,
  type SafeRegexResult,
} from "./safeRegex";
export {
  type ManualCategorisation,
  type RuleSuggestion,
  type SuggestOptions,
  suggestionKey,
  suggestRules,
} from "./suggestRules";
export {
  MAX_CONDITIONS,
  MAX_TEXT_VALUE_LENGTH,
  RULE_ERROR_CODES,
  type RuleError,
  type RuleErrorCode,
  validateRule,
} from "./validateRule";
