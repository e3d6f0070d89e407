/**
 * The formula language of indicators and formula series (DESIGN §6, spec 000 §5): `parseFormula` gives a
 * tree or an error with its position, `evaluateFormula` a value or an error value per period,
 * `evaluateIndicators` a report's indicators in dependency order with cycles reported, and
 * `formulaForDisplay` / `formulaForStorage` switch between `#id` (stored) and `[Name]` (typed) references.
 * The user documentation and the messages live in packages/i18n, namespace `formulas`.
 */
export { type FormulaNode, SYSTEM_VALUES, type SystemValue } from "./ast";
export { categoryIdResolver, categoryNameKey } from "./categoryNames";
export { evaluateFormula, type FormulaContext } from "./evaluate";
export {
  type ExcelLayout,
  type ExcelRowReference,
  type ExcelTranslation,
  type ExcelUnsupportedReason,
  formulaToExcel,
} from "./excel";
export { FORMULA_FUNCTION_NAMES, FORMULA_FUNCTIONS, type FormulaFunctionName } from "./functions";
export {
  evaluateIndicators,
  type IndicatorContext,
  type IndicatorFormula,
  type IndicatorOutcome,
} from "./indicators";
export { type NameResolver, type ParseResult, parseFormula } from "./parser";
export {
  type CategoryRole,
  categoriesOfRole,
  READY_REPORTS,
  type ReadyIndicator,
  type ReadyReport,
  type ReadyReportKey,
  type ReportCategory,
  readyReport,
} from "./readyReports";
export {
  type FormulaReferences,
  formulaForDisplay,
  formulaForStorage,
  type NameLookup,
  referencesOf,
} from "./references";
export type { FormulaSyntaxError, FormulaSyntaxErrorCode } from "./syntaxError";
export {
  FormulaError,
  type FormulaErrorCode,
  FormulaList,
  type FormulaScalar,
  type FormulaValue,
  isFormulaError,
} from "./values";
