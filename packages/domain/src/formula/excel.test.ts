import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluateFormula } from "./evaluate";
import { type ExcelLayout, formulaToExcel } from "./excel";
import { parseFormula } from "./parser";
import { contextOf } from "./testContext";
import { isFormulaError } from "./values";

/**
 * A small evaluator of the Excel formulas formulaToExcel writes (numbers, cells, same-row ranges, + - * /,
 * comparisons, IF, MOD, SUM, MAX, MIN, AVERAGE, MEDIAN, AND, OR, NA), with Excel's semantics: errors
 * propagate, AND/OR evaluate every argument. LibreOffice itself computes such formulas in
 * apps/server/src/features/reports/excelLibreOffice.test.ts when it is installed.
 */
type Cell = number | "error";
function evaluateExcel(formula: string, cells: Map<string, number>): Cell {
  let index = 0;
  const peek = () => formula[index] ?? "";
  const fail = (): never => {
    throw new Error(`cannot read ${formula} at ${index}`);
  };
  const column = (letters: string) =>
    [...letters].reduce((total, letter) => total * 26 + letter.charCodeAt(0) - 64, 0);
  const letters = (number: number) => {
    let text = "";
    for (let rest = number; rest > 0; rest = Math.floor((rest - 1) / 26))
      text = String.fromCharCode(65 + ((rest - 1) % 26)) + text;
    return text;
  };
  const cellValue = (address: string): Cell => {
    const value = cells.get(address);
    return value === undefined ? 0 : value;
  };
  const args = (): Cell[][] => {
    const lists: Cell[][] = [];
    if (peek() === ")") {
      index += 1;
      return lists;
    }
    for (;;) {
      lists.push(argument());
      const next = peek();
      index += 1;
      if (next === ")") return lists;
      if (next !== ",") fail();
    }
  };
  const argument = (): Cell[] => {
    const match = /^([A-Z]+)(\d+):([A-Z]+)(\d+)/.exec(formula.slice(index));
    if (match) {
      index += match[0].length;
      const from = column(match[1] as string);
      const to = column(match[3] as string);
      const out: Cell[] = [];
      for (let col = from; col <= to; col += 1) out.push(cellValue(`${letters(col)}${match[2]}`));
      return out;
    }
    return [comparison()];
  };
  const numbers = (lists: Cell[][]): number[] | "error" => {
    const flat = lists.flat();
    return flat.includes("error") ? "error" : (flat as number[]);
  };
  const primary = (): Cell => {
    if (peek() === "(") {
      index += 1;
      const value = comparison();
      if (peek() !== ")") fail();
      index += 1;
      return value;
    }
    if (peek() === "-") {
      index += 1;
      const value = primary();
      return value === "error" ? value : -value;
    }
    const number = /^\d+(\.\d+)?(e[+-]?\d+)?/.exec(formula.slice(index));
    if (number) {
      index += number[0].length;
      return Number(number[0]);
    }
    const name = /^([A-Z]+)(\d*)/.exec(formula.slice(index));
    if (!name) return fail();
    index += name[0].length;
    if (name[2]) return cellValue(name[0]);
    if (peek() !== "(") fail();
    index += 1;
    const lists = args();
    const all = numbers(lists);
    switch (name[1]) {
      case "NA":
        return "error";
      case "IF": {
        const [condition, then, otherwise] = lists.map((list) => list[0] as Cell);
        if (condition === "error") return "error";
        return condition !== 0 ? (then as Cell) : (otherwise ?? 0);
      }
      case "AND":
      case "OR":
        if (all === "error") return "error";
        return (name[1] === "AND" ? all.every((value) => value !== 0) : all.some((value) => value !== 0))
          ? 1
          : 0;
      default:
        break;
    }
    if (all === "error") return "error";
    switch (name[1]) {
      case "SUM":
        return all.reduce((total, value) => total + value, 0);
      case "MAX":
        return all.length === 0 ? 0 : Math.max(...all);
      case "MIN":
        return all.length === 0 ? 0 : Math.min(...all);
      case "AVERAGE":
        return all.length === 0 ? "error" : all.reduce((total, value) => total + value, 0) / all.length;
      case "MEDIAN": {
        const sorted = [...all].sort((left, right) => left - right);
        const middle = Math.floor(sorted.length / 2);
        return sorted.length % 2
          ? (sorted[middle] as number)
          : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
      }
      case "MOD": {
        const [a, b] = all as [number, number];
        if (b === 0) return "error";
        return a - b * Math.floor(a / b);
      }
      default:
        return fail();
    }
  };
  const term = (): Cell => {
    let left = primary();
    while (peek() === "*" || peek() === "/") {
      const operator = peek();
      index += 1;
      const right = primary();
      if (left === "error" || right === "error") left = "error";
      else if (operator === "/" && right === 0) left = "error";
      else left = operator === "*" ? left * right : left / right;
    }
    return left;
  };
  const sum = (): Cell => {
    let left = term();
    while (peek() === "+" || peek() === "-") {
      const operator = peek();
      index += 1;
      const right = term();
      left = left === "error" || right === "error" ? "error" : operator === "+" ? left + right : left - right;
    }
    return left;
  };
  const comparison = (): Cell => {
    const left = sum();
    const operator = /^(<>|<=|>=|=|<|>)/.exec(formula.slice(index))?.[0];
    if (!operator) return left;
    index += operator.length;
    const right = sum();
    if (left === "error" || right === "error") return "error";
    const results: Record<string, boolean> = {
      "=": left === right,
      "<>": left !== right,
      "<": left < right,
      "<=": left <= right,
      ">": left > right,
      ">=": left >= right,
    };
    return results[operator] ? 1 : 0;
  };
  const value = comparison();
  if (index !== formula.length) fail();
  return value;
}

const PERIODS = 6;
/** Row 2 holds category 1, row 3 category 2, row 4 the system value income; periods from column B. */
const ROWS: Record<string, number> = { "category:1": 2, "category:2": 3, "system:income": 4 };
const layout: ExcelLayout = {
  periodCount: PERIODS,
  cell: (reference, period) => {
    const row = ROWS[`${reference.kind}:${reference.kind === "system" ? reference.name : reference.id}`];
    return row === undefined ? undefined : `${String.fromCharCode(66 + period)}${row}`;
  },
};

function compare(text: string, data: { one: number[]; two: number[]; income: number[] }) {
  const parsed = parseFormula(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error.code}`);
  const engine = evaluateFormula(
    parsed.ast,
    contextOf({
      periodCount: PERIODS,
      categories: { "1": data.one, "2": data.two },
      system: { income: data.income },
    }),
  );
  const translation = formulaToExcel(parsed.ast, layout);
  if (!translation.ok) throw new Error(`${text}: ${translation.reason}`);
  const cells = new Map<string, number>();
  for (let period = 0; period < PERIODS; period += 1) {
    const column = String.fromCharCode(66 + period);
    cells.set(`${column}2`, data.one[period] as number);
    cells.set(`${column}3`, data.two[period] as number);
    cells.set(`${column}4`, data.income[period] as number);
  }
  translation.formulas.forEach((formula, period) => {
    const excel = evaluateExcel(formula, cells);
    const expected = engine[period];
    if (isFormulaError(expected)) expect(excel, `${text} → ${formula}`).toBe("error");
    else expect(excel, `${text} → ${formula} (period ${period})`).toBeCloseTo(expected as number, 9);
  });
}

const series = fc.array(fc.integer({ min: -5, max: 5 }), { minLength: PERIODS, maxLength: PERIODS });
const scalarLeaf = fc.constantFrom("#1", "#2", "income", "3", "0", "VAL(#1, -1)", "VAL(#2, 2)", "CUMSUM(#1)");
const listLeaf = fc.constantFrom("VALUES(#1)", "RANGE(#2, -2, 0)", "RANGE(income, -1, 1)", "#1");
const formula: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    scalarLeaf,
    fc
      .tuple(tie("node"), fc.constantFrom("+", "-", "*", "/", "%", ">", "=", "<>"), tie("node"))
      .map(([left, operator, right]) => `(${left} ${operator} ${right})`),
    fc
      .tuple(fc.constantFrom("SUMS", "AVGS", "MAXV", "MINV", "LEN"), listLeaf)
      .map(([name, list]) => `${name}(${list})`),
    fc.tuple(listLeaf, fc.integer({ min: 1, max: 3 })).map(([list, at]) => `GET(${list}, ${at})`),
    fc.tuple(tie("node"), tie("node")).map(([a, b]) => `SAFE_DIV(${a}, ${b})`),
    fc.tuple(tie("node"), tie("node"), tie("node")).map(([a, b, c]) => `SI(${a}, ${b}, ${c})`),
    fc.tuple(tie("node"), tie("node")).map(([a, b]) => `SUM(${a}, ${b})`),
    fc.tuple(tie("node"), tie("node")).map(([a, b]) => `MEDIAN(${a}, ${b}, 1)`),
    fc.tuple(tie("node"), tie("node")).map(([a, b]) => `-MAX(${a}, ${b})`),
  ),
})).node;

describe("formulaToExcel", () => {
  it("writes the functions as Excel formulas over the exported rows", () => {
    const translate = (text: string) => {
      const parsed = parseFormula(text);
      if (!parsed.ok) throw new Error(text);
      return formulaToExcel(parsed.ast, layout);
    };
    expect(translate("SAFE_DIV(#1, #2, 5)")).toEqual({
      ok: true,
      formulas: ["B2", "C2", "D2", "E2", "F2", "G2"].map((cell, period) => {
        const two = `${String.fromCharCode(66 + period)}3`;
        return `IF(${two}=0,${cell}*0+5,${cell}/${two})`;
      }),
    });
    const cumulative = translate("CUMSUM(#1)");
    expect(cumulative.ok && cumulative.formulas[2]).toBe("SUM(B2:D2)");
    expect(cumulative.ok && cumulative.formulas[0]).toBe("SUM(B2)");
    const condition = translate("SI(ET(#1 > 0, OU(#2, 0)), 1, 2)");
    expect(condition.ok && condition.formulas[0]).toBe(
      "IF(IF(AND(IF(B2>0,1,0)<>0,IF(OR(B3<>0,0<>0),1,0)<>0),1,0)<>0,1,2)",
    );
    expect(translate("VAL(#1, -1)")).toMatchObject({
      ok: true,
      formulas: ["0", "B2", "C2", "D2", "E2", "F2"],
    });
    expect(translate("AVGS(VALUES(#2))")).toMatchObject({
      ok: true,
      formulas: Array(PERIODS).fill("AVERAGE(B3:G3)"),
    });
  });

  it("says why a formula cannot stay live: an offset computed per period, an unknown row", () => {
    const translate = (text: string) => {
      const parsed = parseFormula(text);
      if (!parsed.ok) throw new Error(text);
      return formulaToExcel(parsed.ast, layout);
    };
    expect(translate("VAL(#1, #2)")).toEqual({ ok: false, reason: "dynamicOffset" });
    expect(translate("#9 + 1")).toEqual({ ok: false, reason: "missingReference" });
    expect(translate("SI(1, VALUES(#1))")).toEqual({ ok: false, reason: "listValue" });
  });

  it("gives, for random formulas, the value the engine computes", () => {
    fc.assert(
      fc.property(formula, series, series, series, (text, one, two, income) =>
        compare(text, { one, two, income }),
      ),
      { numRuns: 400 },
    );
  });
});
