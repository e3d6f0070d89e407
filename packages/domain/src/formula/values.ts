/**
 * What a formula can give for a period, besides a number. An error is a value, not an exception: it
 * flows through the operators and functions like a spreadsheet's `#DIV/0!`, so one bad period never
 * stops the others. Each code has a message under `formulas.errors.<code>` in packages/i18n.
 */
export type FormulaErrorCode =
  /** Division or modulo by zero outside SAFE_DIV. */
  | "divisionByZero"
  /** A category id that no longer exists (the category was deleted). */
  | "unknownCategory"
  /** An indicator id that does not exist. */
  | "unknownIndicator"
  /** A system value the caller does not provide (a formula series may not use begin, end...). */
  | "unavailableValue"
  /** A list where a number is expected, e.g. `VALUES(#1) + 1`. */
  | "expectedNumber"
  /** An index or an offset that is not a whole number, or GET past the end of the list. */
  | "invalidIndex"
  /** AVGS, MAXV, MINV or MEDIAN of an empty list. */
  | "emptyList"
  /** A result too large to be a number (overflow). */
  | "notFinite"
  /** The formula uses an indicator that cannot be computed (its formula is wrong or in a cycle). */
  | "brokenDependency";

/** An error value; one shared instance per code, so comparing codes is cheap. */
export class FormulaError {
  private static readonly instances = new Map<FormulaErrorCode, FormulaError>();

  private constructor(readonly code: FormulaErrorCode) {}

  static of(code: FormulaErrorCode): FormulaError {
    let instance = FormulaError.instances.get(code);
    if (!instance) {
      instance = new FormulaError(code);
      FormulaError.instances.set(code, instance);
    }
    return instance;
  }
}

/** A list of numbers, made by VALUES and RANGE and read by SUMS, AVGS, MAXV, MINV, MEDIAN, LEN, GET. */
export class FormulaList {
  constructor(readonly items: readonly number[]) {}
}

/** A formula's value for one period. */
export type FormulaScalar = number | FormulaError;

/** Any intermediate value while evaluating. */
export type FormulaValue = number | FormulaError | FormulaList;

export function isFormulaError(value: unknown): value is FormulaError {
  return value instanceof FormulaError;
}
