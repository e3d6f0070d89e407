/**
 * The functions of the formula language (spec 000 §5), with how many arguments each takes.
 * Their meaning is documented on `evaluate.ts` and, for users, under `formulas.doc.functions` in
 * packages/i18n.
 */
export const FORMULA_FUNCTIONS = {
  VAL: { min: 1, max: 2 },
  VALUES: { min: 1, max: 1 },
  SUM: { min: 1, max: Number.POSITIVE_INFINITY },
  SUMS: { min: 1, max: 1 },
  AVGS: { min: 1, max: 1 },
  MAX: { min: 1, max: Number.POSITIVE_INFINITY },
  MIN: { min: 1, max: Number.POSITIVE_INFINITY },
  MAXV: { min: 1, max: 1 },
  MINV: { min: 1, max: 1 },
  MEDIAN: { min: 1, max: Number.POSITIVE_INFINITY },
  LEN: { min: 1, max: 1 },
  GET: { min: 2, max: 2 },
  RANGE: { min: 3, max: 3 },
  SAFE_DIV: { min: 2, max: 3 },
  SI: { min: 2, max: 3 },
  ET: { min: 1, max: Number.POSITIVE_INFINITY },
  OU: { min: 1, max: Number.POSITIVE_INFINITY },
  CUMSUM: { min: 1, max: 1 },
} as const satisfies Record<string, { min: number; max: number }>;

export type FormulaFunctionName = keyof typeof FORMULA_FUNCTIONS;

export const FORMULA_FUNCTION_NAMES = Object.keys(FORMULA_FUNCTIONS) as FormulaFunctionName[];

export function isFormulaFunctionName(name: string): name is FormulaFunctionName {
  return Object.hasOwn(FORMULA_FUNCTIONS, name);
}
