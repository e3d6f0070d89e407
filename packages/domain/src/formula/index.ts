export { type FormulaNode, SYSTEM_VALUES, type SystemValue } from "./ast";
export { evaluateFormula, type FormulaContext } from "./evaluate";
export { FORMULA_FUNCTION_NAMES, FORMULA_FUNCTIONS, type FormulaFunctionName } from "./functions";
export {
  evaluateIndicators,
  type IndicatorContext,
  type IndicatorFormula,
  type IndicatorOutcome,
} from "./indicators";
export { type NameResolver, type ParseResult, parseFormula } from "./parser";
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
