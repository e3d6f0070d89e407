import type { FormulaNode, SystemValue } from "./ast";

/** A row of the exported workbook that a formula may read: a category, another indicator, a system value. */
export type ExcelRowReference =
  | { kind: "category"; id: string }
  | { kind: "indicator"; id: string }
  | { kind: "system"; name: SystemValue };

/** Where the exported workbook holds what formulas read. */
export interface ExcelLayout {
  readonly periodCount: number;
  /** The A1 address of a row's value in period `period` (0-based), or undefined when it is not exported. */
  cell(reference: ExcelRowReference, period: number): string | undefined;
}

/**
 * Why a formula is exported as values rather than as Excel formulas (a cell comment says it):
 * - dynamicOffset: VAL, RANGE or GET with an offset or an index computed per period (Excel formulas
 *   are written per cell, the offset must be a number written in the formula);
 * - listValue: a list where Excel needs a number (a list out of SI...);
 * - missingReference: a category or an indicator that is not in the workbook (deleted, or broken);
 * - tooLong: the Excel formula would pass Excel's 8,192 characters.
 */
export type ExcelUnsupportedReason = "dynamicOffset" | "listValue" | "missingReference" | "tooLong";

export type ExcelTranslation =
  /** One Excel formula per period (without the leading `=`). */
  { ok: true; formulas: string[] } | { ok: false; reason: ExcelUnsupportedReason };

const EXCEL_MAX_FORMULA = 8_192;

class Unsupported extends Error {
  constructor(readonly reason: ExcelUnsupportedReason) {
    super(reason);
  }
}

/** A list in Excel: the formula text of each item, and a range when the items are one row's adjacent cells. */
interface ExcelList {
  items: string[];
  range: string | null;
}

/**
 * Translates a parsed formula into one Excel formula per period, reading the exported rows, so that the
 * workbook recomputes when a number is changed (issue 18). The mapping follows evaluate.ts:
 * `a % b` → MOD(a, b); comparisons → IF(a op b, 1, 0); VAL(x, k) → x at the column k periods away (0
 * outside); VALUES and RANGE → the row's range (or the items); SUMS → SUM, AVGS → AVERAGE, MAXV → MAX,
 * MINV → MIN, LEN → the count, written as a number; GET(list, i) → the i-th item; SAFE_DIV(a, b, f) →
 * IF(b=0, a*0+f, a/b); SI → IF(c<>0, …); ET / OU → IF(AND(…)/OR(…), 1, 0); CUMSUM(x) → a running SUM from
 * the first period. Errors stay errors (#DIV/0! where the engine says divisionByZero; an empty list gives
 * #N/A where the engine says emptyList).
 */
export function formulaToExcel(ast: FormulaNode, layout: ExcelLayout): ExcelTranslation {
  try {
    const formulas: string[] = [];
    for (let period = 0; period < layout.periodCount; period += 1) {
      const formula = scalar(ast, period, layout);
      if (formula.length > EXCEL_MAX_FORMULA) throw new Unsupported("tooLong");
      formulas.push(formula);
    }
    return { ok: true, formulas };
  } catch (error) {
    if (error instanceof Unsupported) return { ok: false, reason: error.reason };
    throw error;
  }
}

/** The value of a node that does not depend on the period or the data (an offset typed as a number). */
function constantOf(node: FormulaNode): number | undefined {
  switch (node.type) {
    case "number":
      return node.value;
    case "negate": {
      const operand = constantOf(node.operand);
      return operand === undefined ? undefined : -operand;
    }
    case "binary": {
      const left = constantOf(node.left);
      const right = constantOf(node.right);
      if (left === undefined || right === undefined) return undefined;
      if (node.operator === "+") return left + right;
      if (node.operator === "-") return left - right;
      if (node.operator === "*") return left * right;
      return undefined;
    }
    default:
      return undefined;
  }
}

function wholeConstant(node: FormulaNode): number {
  const value = constantOf(node);
  if (value === undefined || !Number.isInteger(value)) throw new Unsupported("dynamicOffset");
  return value;
}

function referenceOf(node: FormulaNode): ExcelRowReference | undefined {
  if (node.type === "category") return { kind: "category", id: node.id };
  if (node.type === "indicator") return { kind: "indicator", id: node.id };
  if (node.type === "system") return { kind: "system", name: node.name };
  return undefined;
}

function cellOf(node: FormulaNode, period: number, layout: ExcelLayout): string {
  const reference = referenceOf(node);
  if (!reference) throw new Error("not a reference");
  const cell = layout.cell(reference, period);
  if (cell === undefined) throw new Unsupported("missingReference");
  return cell;
}

/** `x` over periods from..to (clipped to the periods), as a list. */
function seriesList(node: FormulaNode, from: number, to: number, layout: ExcelLayout): ExcelList {
  const first = Math.max(0, from);
  const last = Math.min(layout.periodCount - 1, to);
  const items: string[] = [];
  for (let period = first; period <= last; period += 1) items.push(scalar(node, period, layout));
  const range =
    referenceOf(node) && items.length > 1
      ? `${cellOf(node, first, layout)}:${cellOf(node, last, layout)}`
      : null;
  return { items, range };
}

function listOf(node: FormulaNode, period: number, layout: ExcelLayout): ExcelList {
  if (node.type === "call" && node.name === "VALUES") {
    return seriesList(node.args[0] as FormulaNode, 0, layout.periodCount - 1, layout);
  }
  if (node.type === "call" && node.name === "RANGE") {
    const [series, fromNode, toNode] = node.args as [FormulaNode, FormulaNode, FormulaNode];
    const from = wholeConstant(fromNode);
    const to = wholeConstant(toNode);
    if (from > to) return { items: ["NA()"], range: null };
    return seriesList(series, period + from, period + to, layout);
  }
  // A number counts as a list of one.
  return { items: [scalar(node, period, layout)], range: null };
}

function listArguments(list: ExcelList): string {
  return list.range ?? list.items.join(",");
}

/** Excel of a list function; `empty` is what an empty list gives. */
function ofList(name: string, list: ExcelList, empty: string): string {
  if (list.items.length === 0) return empty;
  return `${name}(${listArguments(list)})`;
}

function isList(node: FormulaNode): boolean {
  return node.type === "call" && (node.name === "VALUES" || node.name === "RANGE");
}

function scalar(node: FormulaNode, period: number, layout: ExcelLayout): string {
  switch (node.type) {
    case "number":
      return String(node.value);
    case "category":
    case "indicator":
    case "system":
      return cellOf(node, period, layout);
    case "negate":
      return `-(${scalar(node.operand, period, layout)})`;
    case "binary": {
      const left = scalar(node.left, period, layout);
      const right = scalar(node.right, period, layout);
      switch (node.operator) {
        case "+":
        case "-":
        case "*":
        case "/":
          return `(${left}${node.operator}${right})`;
        case "%":
          return `MOD(${left},${right})`;
        default:
          return `IF(${left}${node.operator}${right},1,0)`;
      }
    }
    case "call":
      return call(node, period, layout);
  }
}

function call(node: Extract<FormulaNode, { type: "call" }>, period: number, layout: ExcelLayout): string {
  const args = node.args;
  const first = args[0] as FormulaNode;
  const numbers = () => args.map((argument) => scalar(argument, period, layout)).join(",");
  switch (node.name) {
    case "VAL": {
      if (args.length === 1) return scalar(first, period, layout);
      const target = period + wholeConstant(args[1] as FormulaNode);
      return target < 0 || target >= layout.periodCount ? "0" : scalar(first, target, layout);
    }
    case "VALUES":
    case "RANGE":
      throw new Unsupported("listValue");
    case "CUMSUM":
      return ofList("SUM", seriesList(first, 0, period, layout), "0");
    case "SUM":
    case "MAX":
    case "MIN":
      if (args.some(isList)) throw new Unsupported("listValue");
      return `${node.name}(${numbers()})`;
    case "SUMS":
      return ofList("SUM", listOf(first, period, layout), "0");
    case "AVGS":
      return ofList("AVERAGE", listOf(first, period, layout), "NA()");
    case "MAXV":
      return ofList("MAX", listOf(first, period, layout), "NA()");
    case "MINV":
      return ofList("MIN", listOf(first, period, layout), "NA()");
    case "LEN":
      return String(listOf(first, period, layout).items.length);
    case "MEDIAN": {
      const lists = args.map((argument) => listOf(argument, period, layout));
      if (lists.every((list) => list.items.length === 0)) return "NA()";
      return `MEDIAN(${lists
        .filter((list) => list.items.length > 0)
        .map(listArguments)
        .join(",")})`;
    }
    case "GET": {
      const list = listOf(first, period, layout);
      const index = wholeConstant(args[1] as FormulaNode);
      return list.items[index - 1] ?? "NA()";
    }
    case "SAFE_DIV": {
      const numerator = scalar(first, period, layout);
      const denominator = scalar(args[1] as FormulaNode, period, layout);
      const fallback = args[2] ? scalar(args[2], period, layout) : "0";
      // `a*0+` keeps an error of the numerator, as the engine does (it reads a first).
      return `IF(${denominator}=0,${numerator}*0+${fallback},${numerator}/${denominator})`;
    }
    case "SI": {
      if (args.slice(1).some(isList)) throw new Unsupported("listValue");
      const otherwise = args[2] ? scalar(args[2], period, layout) : "0";
      return `IF(${scalar(first, period, layout)}<>0,${scalar(args[1] as FormulaNode, period, layout)},${otherwise})`;
    }
    case "ET":
    case "OU": {
      const tests = args.map((argument) => `${scalar(argument, period, layout)}<>0`).join(",");
      return `IF(${node.name === "ET" ? "AND" : "OR"}(${tests}),1,0)`;
    }
    default:
      throw new Unsupported("listValue");
  }
}
