import type { FormulaNode, SystemValue } from "./ast";
import type { FormulaFunctionName } from "./functions";
import { FormulaError, FormulaList, type FormulaScalar, type FormulaValue } from "./values";

/**
 * What a formula reads. Every series is indexed by period (0 = the first period evaluated) and is in
 * currency units (euros, not cents): a user writes `#12 * 0.2` or `1500`, never cents.
 */
export interface FormulaContext {
  /** How many periods the formula is evaluated over. */
  readonly periodCount: number;
  /** A category's value per period, subcategories included; `undefined` when the category does not exist. */
  category(id: string): ArrayLike<number> | undefined;
  /** begin, income, expense, variation or end per period; `undefined` when not available to this formula. */
  system(name: SystemValue): ArrayLike<number> | undefined;
  /** Another indicator's values per period; `undefined` when it does not exist. */
  indicator(id: string): ArrayLike<FormulaScalar> | undefined;
}

/** A compiled node: its value at a period index. */
type Compiled = (period: number) => FormulaValue;

const DIVISION_BY_ZERO = FormulaError.of("divisionByZero");
const EXPECTED_NUMBER = FormulaError.of("expectedNumber");
const INVALID_INDEX = FormulaError.of("invalidIndex");
const EMPTY_LIST = FormulaError.of("emptyList");
const NOT_FINITE = FormulaError.of("notFinite");

/**
 * Evaluates a parsed formula for every period of the context and gives one value per period: a number
 * or an error value. Never throws on data: division by zero, a deleted category or an out-of-range index
 * give error values in the periods concerned only.
 *
 * Semantics (the user documentation in packages/i18n `formulas.doc` says the same):
 * - A number, a category `#id`, an indicator `@id` or a system value is its value in the current period.
 * - `+ - * /` as usual; `a % b` is the remainder with the sign of `b` (spreadsheet MOD); `/` and `%` by
 *   zero give the error divisionByZero. Comparisons `= <> < <= > >=` give 1 (true) or 0 (false) and
 *   treat numbers closer than 1e-9 (relative) as equal, so `0.1 + 0.2 = 0.3` holds.
 * - VAL(x) is x in the current period; VAL(x, k) is x k periods later (k < 0: earlier), 0 outside the
 *   periods evaluated.
 * - VALUES(x) is the list of x over all periods; RANGE(x, from, to) the list of x from `from` to `to`
 *   periods relative to the current one, both included, clipped to the periods evaluated.
 * - SUM, MAX, MIN take numbers (any count); SUMS, AVGS, MAXV, MINV, LEN take one list (a number counts as
 *   a list of one); MEDIAN takes numbers or lists. AVGS, MAXV, MINV and MEDIAN of an empty list give
 *   emptyList; SUMS of one gives 0 and LEN 0.
 * - GET(list, i) is the i-th item, counted from 1.
 * - SAFE_DIV(a, b[, fallback]) is a / b, or fallback (0 by default) when b is 0.
 * - SI(condition, then[, else]) evaluates only the branch chosen (else defaults to 0); a condition is
 *   true when it is not 0. ET (and) and OU (or) give 1 or 0 and stop at the first decisive argument.
 * - CUMSUM(x) is the sum of x from the first period up to the current one included.
 * - An error in an argument that is used makes the result that error.
 */
export function evaluateFormula(ast: FormulaNode, context: FormulaContext): FormulaScalar[] {
  const compiled = compile(ast, context);
  const result: FormulaScalar[] = new Array(context.periodCount);
  for (let period = 0; period < context.periodCount; period += 1) {
    result[period] = toScalar(compiled(period));
  }
  return result;
}

function toScalar(value: FormulaValue): FormulaScalar {
  if (value instanceof FormulaList) return EXPECTED_NUMBER;
  if (typeof value === "number" && !Number.isFinite(value)) return NOT_FINITE;
  return value;
}

/** The value as a number for an operator or a numeric argument, or the error it must become. */
function numeric(value: FormulaValue): number | FormulaError {
  return value instanceof FormulaList ? EXPECTED_NUMBER : value;
}

function isTrue(value: number): boolean {
  return value !== 0;
}

function nearlyEqual(left: number, right: number): boolean {
  return Math.abs(left - right) <= 1e-9 * Math.max(1, Math.abs(left), Math.abs(right));
}

/**
 * Whether a node has the same value in every period: `MEDIAN(VALUES(#1))` or `SUMS(VALUES(income)) / 12`
 * are computed once instead of once per period (this keeps 200 indicators × 60 periods within 10 ms).
 */
function isPeriodInvariant(node: FormulaNode, known: WeakMap<FormulaNode, boolean>): boolean {
  const cached = known.get(node);
  if (cached !== undefined) return cached;
  let invariant: boolean;
  switch (node.type) {
    case "number":
      invariant = true;
      break;
    case "category":
    case "indicator":
    case "system":
      invariant = false;
      break;
    case "negate":
      invariant = isPeriodInvariant(node.operand, known);
      break;
    case "binary":
      invariant = isPeriodInvariant(node.left, known) && isPeriodInvariant(node.right, known);
      break;
    case "call":
      invariant =
        node.name === "VALUES" ||
        (node.name !== "RANGE" &&
          node.name !== "CUMSUM" &&
          !(node.name === "VAL" && node.args.length > 1) &&
          node.args.every((argument) => isPeriodInvariant(argument, known)));
      break;
  }
  known.set(node, invariant);
  return invariant;
}

function compile(
  node: FormulaNode,
  context: FormulaContext,
  known = new WeakMap<FormulaNode, boolean>(),
): Compiled {
  const compiled = compileNode(node, context, known);
  if (node.type === "number" || !isPeriodInvariant(node, known)) return compiled;
  let value: FormulaValue | undefined;
  return () => {
    value ??= compiled(0);
    return value;
  };
}

function compileNode(
  node: FormulaNode,
  context: FormulaContext,
  known: WeakMap<FormulaNode, boolean>,
): Compiled {
  switch (node.type) {
    case "number": {
      const value = node.value;
      return () => value;
    }
    case "category":
      return compileSeries(context.category(node.id), FormulaError.of("unknownCategory"));
    case "system":
      return compileSeries(context.system(node.name), FormulaError.of("unavailableValue"));
    case "indicator": {
      const values = context.indicator(node.id);
      if (!values) return constant(FormulaError.of("unknownIndicator"));
      return (period) => values[period] ?? 0;
    }
    case "negate": {
      const operand = compile(node.operand, context, known);
      return (period) => {
        const value = numeric(operand(period));
        return typeof value === "number" ? -value : value;
      };
    }
    case "binary":
      return compileBinary(
        node.operator,
        compile(node.left, context, known),
        compile(node.right, context, known),
      );
    case "call":
      return compileCall(
        node.name as FormulaFunctionName,
        node.args.map((argument) => compile(argument, context, known)),
        context.periodCount,
      );
  }
}

function constant(value: FormulaValue): Compiled {
  return () => value;
}

function compileSeries(values: ArrayLike<number> | undefined, missing: FormulaError): Compiled {
  if (!values) return constant(missing);
  return (period) => values[period] ?? 0;
}

function compileBinary(operator: string, left: Compiled, right: Compiled): Compiled {
  const operate = BINARY_OPERATIONS[operator];
  if (!operate) throw new Error(`No operator ${operator}`);
  return (period) => {
    const a = numeric(left(period));
    if (typeof a !== "number") return a;
    const b = numeric(right(period));
    if (typeof b !== "number") return b;
    return operate(a, b);
  };
}

const BINARY_OPERATIONS: Record<string, (a: number, b: number) => number | FormulaError> = {
  "+": (a, b) => a + b,
  "-": (a, b) => a - b,
  "*": (a, b) => a * b,
  "/": (a, b) => (b === 0 ? DIVISION_BY_ZERO : a / b),
  "%": (a, b) => (b === 0 ? DIVISION_BY_ZERO : a - b * Math.floor(a / b)),
  "=": (a, b) => (nearlyEqual(a, b) ? 1 : 0),
  "<>": (a, b) => (nearlyEqual(a, b) ? 0 : 1),
  "<": (a, b) => (a < b && !nearlyEqual(a, b) ? 1 : 0),
  "<=": (a, b) => (a < b || nearlyEqual(a, b) ? 1 : 0),
  ">": (a, b) => (a > b && !nearlyEqual(a, b) ? 1 : 0),
  ">=": (a, b) => (a > b || nearlyEqual(a, b) ? 1 : 0),
};

/**
 * The values of `compiled` at every period, computed once and kept: VALUES, RANGE and CUMSUM read an
 * argument at other periods than the current one, and would otherwise recompute it for every period.
 */
function memoisedSeries(compiled: Compiled, periodCount: number): () => readonly FormulaScalar[] {
  let series: FormulaScalar[] | undefined;
  return () => {
    if (!series) {
      series = new Array(periodCount);
      for (let period = 0; period < periodCount; period += 1) {
        series[period] = toScalar(compiled(period));
      }
    }
    return series;
  };
}

/** The list of `series[from..to]`, or the first error in it. */
function listOf(series: readonly FormulaScalar[], from: number, to: number): FormulaList | FormulaError {
  const items: number[] = [];
  for (let index = from; index <= to; index += 1) {
    const value = series[index] as FormulaScalar;
    if (typeof value !== "number") return value;
    items.push(value);
  }
  return new FormulaList(items);
}

/** An offset or an index argument: a whole number, or invalidIndex. */
function wholeNumber(value: FormulaValue): number | FormulaError {
  const number = numeric(value);
  if (typeof number !== "number") return number;
  return Number.isInteger(number) ? number : INVALID_INDEX;
}

/** The numbers of a list argument; a number is a list of one. */
function itemsOf(value: FormulaValue): readonly number[] | FormulaError {
  if (value instanceof FormulaList) return value.items;
  if (typeof value === "number") return [value];
  return value;
}

/** Numbers of scalar arguments (SUM, MAX, MIN), or the first error. */
function scalarArguments(args: Compiled[], period: number): number[] | FormulaError {
  const numbers: number[] = new Array(args.length);
  for (let index = 0; index < args.length; index += 1) {
    const value = numeric((args[index] as Compiled)(period));
    if (typeof value !== "number") return value;
    numbers[index] = value;
  }
  return numbers;
}

function median(items: readonly number[]): number | FormulaError {
  if (items.length === 0) return EMPTY_LIST;
  const sorted = [...items].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function sum(items: readonly number[]): number {
  let total = 0;
  for (const item of items) total += item;
  return total;
}

function compileListFunction(
  argument: Compiled,
  reduce: (items: readonly number[]) => number | FormulaError,
): Compiled {
  return (period) => {
    const items = itemsOf(argument(period));
    return items instanceof FormulaError ? items : reduce(items);
  };
}

function compileCall(name: FormulaFunctionName, args: Compiled[], periodCount: number): Compiled {
  const [first, second, third] = args as [Compiled, Compiled | undefined, Compiled | undefined];
  switch (name) {
    case "VAL": {
      if (!second) return (period) => numeric(first(period));
      return (period) => {
        const offset = wholeNumber(second(period));
        if (typeof offset !== "number") return offset;
        const target = period + offset;
        return target < 0 || target >= periodCount ? 0 : numeric(first(target));
      };
    }
    case "VALUES": {
      const series = memoisedSeries(first, periodCount);
      let list: FormulaList | FormulaError | undefined;
      return () => {
        list ??= listOf(series(), 0, periodCount - 1);
        return list;
      };
    }
    case "RANGE": {
      const series = memoisedSeries(first, periodCount);
      return (period) => {
        const from = wholeNumber((second as Compiled)(period));
        if (typeof from !== "number") return from;
        const to = wholeNumber((third as Compiled)(period));
        if (typeof to !== "number") return to;
        if (from > to) return INVALID_INDEX;
        return listOf(series(), Math.max(0, period + from), Math.min(periodCount - 1, period + to));
      };
    }
    case "CUMSUM": {
      const series = memoisedSeries(first, periodCount);
      let running: FormulaScalar[] | undefined;
      return (period) => {
        if (!running) {
          running = new Array(periodCount);
          let total: FormulaScalar = 0;
          const values = series();
          for (let index = 0; index < periodCount; index += 1) {
            const value = values[index] as FormulaScalar;
            if (typeof total === "number") total = typeof value === "number" ? total + value : value;
            running[index] = total;
          }
        }
        return running[period] ?? 0;
      };
    }
    case "SUM":
      return (period) => {
        const numbers = scalarArguments(args, period);
        return numbers instanceof FormulaError ? numbers : sum(numbers);
      };
    case "MAX":
      return (period) => {
        const numbers = scalarArguments(args, period);
        return numbers instanceof FormulaError ? numbers : Math.max(...numbers);
      };
    case "MIN":
      return (period) => {
        const numbers = scalarArguments(args, period);
        return numbers instanceof FormulaError ? numbers : Math.min(...numbers);
      };
    case "SUMS":
      return compileListFunction(first, sum);
    case "AVGS":
      return compileListFunction(first, (items) =>
        items.length === 0 ? EMPTY_LIST : sum(items) / items.length,
      );
    case "MAXV":
      return compileListFunction(first, (items) => (items.length === 0 ? EMPTY_LIST : Math.max(...items)));
    case "MINV":
      return compileListFunction(first, (items) => (items.length === 0 ? EMPTY_LIST : Math.min(...items)));
    case "LEN":
      return compileListFunction(first, (items) => items.length);
    case "MEDIAN":
      return (period) => {
        const items: number[] = [];
        for (const argument of args) {
          const values = itemsOf(argument(period));
          if (values instanceof FormulaError) return values;
          items.push(...values);
        }
        return median(items);
      };
    case "GET":
      return (period) => {
        const items = itemsOf(first(period));
        if (items instanceof FormulaError) return items;
        const index = wholeNumber((second as Compiled)(period));
        if (typeof index !== "number") return index;
        return index >= 1 && index <= items.length ? (items[index - 1] as number) : INVALID_INDEX;
      };
    case "SAFE_DIV":
      return (period) => {
        const numerator = numeric(first(period));
        if (typeof numerator !== "number") return numerator;
        const denominator = numeric((second as Compiled)(period));
        if (typeof denominator !== "number") return denominator;
        if (denominator === 0) return third ? numeric(third(period)) : 0;
        return numerator / denominator;
      };
    case "SI":
      return (period) => {
        const condition = numeric(first(period));
        if (typeof condition !== "number") return condition;
        if (isTrue(condition)) return (second as Compiled)(period);
        return third ? third(period) : 0;
      };
    case "ET":
      return (period) => {
        for (const argument of args) {
          const value = numeric(argument(period));
          if (typeof value !== "number") return value;
          if (!isTrue(value)) return 0;
        }
        return 1;
      };
    case "OU":
      return (period) => {
        for (const argument of args) {
          const value = numeric(argument(period));
          if (typeof value !== "number") return value;
          if (isTrue(value)) return 1;
        }
        return 0;
      };
  }
}
