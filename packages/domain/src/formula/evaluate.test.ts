import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluateFormula } from "./evaluate";
import { parseFormula } from "./parser";
import { contextOf } from "./testContext";
import { FormulaError, type FormulaScalar } from "./values";

const context = contextOf({
  periodCount: 4,
  categories: { sales: [100, 200, 0, 400], wages: [-50, -50, -60, -60], zero: [0, 0, 0, 0] },
  system: {
    begin: [1000, 1050, 1200, 1140],
    income: [100, 200, 0, 400],
    expense: [-50, -50, -60, -60],
    variation: [50, 150, -60, 340],
    end: [1050, 1200, 1140, 1480],
  },
});

function run(formula: string, data = context): FormulaScalar[] {
  const result = parseFormula(formula);
  if (!result.ok) throw new Error(`${formula}: ${result.error.code} at ${result.error.position}`);
  return evaluateFormula(result.ast, data);
}

const errorValue = (code: Parameters<typeof FormulaError.of>[0]) => FormulaError.of(code);

describe("operators", () => {
  it("reads `#12-3` as a category minus 3", () => {
    const data = contextOf({ periodCount: 1, categories: { "12": [10] } });
    expect(run("#12-3", data)).toEqual([7]);
  });

  it("computes per period", () => {
    expect(run("#sales + #wages")).toEqual([50, 150, -60, 340]);
    expect(run("-#wages * 2")).toEqual([100, 100, 120, 120]);
    expect(run("(1 + 2) * 3 - 8 / 4")).toEqual([7, 7, 7, 7]);
  });

  it("takes the modulo with the sign of the divisor", () => {
    expect(run("7 % 3")[0]).toBe(1);
    expect(run("-7 % 3")[0]).toBe(2);
    expect(run("7 % -3")[0]).toBe(-2);
  });

  it("gives 1 or 0 for comparisons, tolerant of binary fractions", () => {
    expect(run("#sales > 150")).toEqual([0, 1, 0, 1]);
    expect(run("0.1 + 0.2 = 0.3")[0]).toBe(1);
    expect(run("0.1 + 0.2 <> 0.3")[0]).toBe(0);
    expect(run("1 <= 1")[0]).toBe(1);
    expect(run("1 < 1")[0]).toBe(0);
  });

  it("turns division by zero into an error value in that period only", () => {
    expect(run("#wages / #sales")).toEqual([-0.5, -0.25, errorValue("divisionByZero"), -0.15]);
    expect(run("1 % #zero")[0]).toBe(errorValue("divisionByZero"));
    expect(run("(#wages / #sales) * 2 + 1")[2]).toBe(errorValue("divisionByZero"));
  });

  it("reports deleted categories and missing system values as error values", () => {
    expect(run("#gone + 1")).toEqual(new Array(4).fill(errorValue("unknownCategory")));
    expect(run("end", contextOf({ periodCount: 1 }))).toEqual([errorValue("unavailableValue")]);
    expect(run("@nope", contextOf({ periodCount: 1 }))).toEqual([errorValue("unknownIndicator")]);
  });

  it("reports overflow", () => {
    expect(run(`SUMS(VALUES(#sales)) * 1${"0".repeat(320)}`)[0]).toBe(errorValue("notFinite"));
  });
});

describe("system values", () => {
  it("reads begin, income, expense, variation and end of the current period", () => {
    expect(run("begin + variation - end")).toEqual([0, 0, 0, 0]);
    expect(run("income + expense")).toEqual([50, 150, -60, 340]);
  });
});

describe("functions", () => {
  it("VAL reads the current period, or another with an offset (0 outside)", () => {
    expect(run("VAL(#sales)")).toEqual([100, 200, 0, 400]);
    expect(run("VAL(#sales, -1)")).toEqual([0, 100, 200, 0]);
    expect(run("VAL(end, -1)")).toEqual([0, 1050, 1200, 1140]);
    expect(run("VAL(#sales, 1.5)")[0]).toBe(errorValue("invalidIndex"));
  });

  it("VALUES, SUMS, AVGS, MAXV, MINV, LEN, MEDIAN and GET work on the whole series", () => {
    expect(run("SUMS(VALUES(#sales))")).toEqual([700, 700, 700, 700]);
    expect(run("AVGS(VALUES(#sales))")[0]).toBe(175);
    expect(run("MAXV(VALUES(#wages))")[0]).toBe(-50);
    expect(run("MINV(VALUES(#wages))")[0]).toBe(-60);
    expect(run("LEN(VALUES(#wages))")[0]).toBe(4);
    expect(run("MEDIAN(VALUES(#sales))")[0]).toBe(150);
    expect(run("MEDIAN(3, 1, 2)")[0]).toBe(2);
    expect(run("GET(VALUES(#sales), 4)")[0]).toBe(400);
    expect(run("GET(VALUES(#sales), 5)")[0]).toBe(errorValue("invalidIndex"));
    expect(run("GET(VALUES(#sales), 0)")[0]).toBe(errorValue("invalidIndex"));
  });

  it("RANGE takes a window relative to the current period, clipped to the periods", () => {
    expect(run("SUMS(RANGE(#sales, -1, 0))")).toEqual([100, 300, 200, 400]);
    expect(run("LEN(RANGE(#sales, -2, 0))")).toEqual([1, 2, 3, 3]);
    expect(run("AVGS(RANGE(#sales, 10, 12))")[0]).toBe(errorValue("emptyList"));
    expect(run("LEN(RANGE(#sales, 1, 0))")[0]).toBe(errorValue("invalidIndex"));
  });

  it("SUM, MAX and MIN take numbers, and refuse a list", () => {
    expect(run("SUM(#sales, #wages, 1)")).toEqual([51, 151, -59, 341]);
    expect(run("MAX(#sales, 150)")).toEqual([150, 200, 150, 400]);
    expect(run("MIN(#sales, 150)")).toEqual([100, 150, 0, 150]);
    expect(run("SUM(VALUES(#sales))")[0]).toBe(errorValue("expectedNumber"));
    expect(run("VALUES(#sales)")[0]).toBe(errorValue("expectedNumber"));
  });

  it("SAFE_DIV falls back instead of failing", () => {
    expect(run("SAFE_DIV(#wages, #sales)")).toEqual([-0.5, -0.25, 0, -0.15]);
    expect(run("SAFE_DIV(1, #zero, -1)")[0]).toBe(-1);
  });

  it("SI evaluates only the branch it takes", () => {
    expect(run("SI(#sales = 0, 0, #wages / #sales)")).toEqual([-0.5, -0.25, 0, -0.15]);
    expect(run("SI(#sales > 150, 1)")).toEqual([0, 1, 0, 1]);
  });

  it("ET and OU give 1 or 0", () => {
    expect(run("ET(#sales > 50, #wages < -55)")).toEqual([0, 0, 0, 1]);
    expect(run("OU(#sales > 150, #wages < -55)")).toEqual([0, 1, 1, 1]);
    expect(run("OU(1, 1 / 0)")[0]).toBe(1);
    expect(run("ET(1, 1 / 0)")[0]).toBe(errorValue("divisionByZero"));
  });

  it("CUMSUM runs from the first period, and an error carries on", () => {
    expect(run("CUMSUM(#sales)")).toEqual([100, 300, 300, 700]);
    expect(run("CUMSUM(1 / #sales)")[3]).toBe(errorValue("divisionByZero"));
    expect(run("CUMSUM(1 / #sales)")[1]).toBeCloseTo(0.015);
  });

  it("CUMSUM of variation plus the first begin is end", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1e6, max: 1e6 }), { minLength: 1, maxLength: 24 }),
        fc.integer(),
        (flows, start) => {
          const ends: number[] = [];
          let balance = start;
          for (const flow of flows) {
            balance += flow;
            ends.push(balance);
          }
          const data = contextOf({
            periodCount: flows.length,
            system: { variation: flows, begin: flows.map(() => start), end: ends },
          });
          expect(run("VAL(begin, 0) + CUMSUM(variation) - end", data).every((value) => value === 0)).toBe(
            true,
          );
        },
      ),
    );
  });
});

describe("period-invariant parts", () => {
  it("give the same results when computed once for all periods", () => {
    expect(run("MEDIAN(VALUES(#sales)) + #sales")).toEqual([250, 350, 150, 550]);
    expect(run("SUMS(VALUES(#sales)) / LEN(VALUES(#sales)) - AVGS(VALUES(#sales))")).toEqual([0, 0, 0, 0]);
    expect(run("VAL(5, -1)")).toEqual([0, 5, 5, 5]);
    expect(run("CUMSUM(2)")).toEqual([2, 4, 6, 8]);
    expect(run("SUMS(RANGE(3, -1, 0))")).toEqual([3, 6, 6, 6]);
    expect(run("1 / 0")).toEqual(new Array(4).fill(errorValue("divisionByZero")));
  });
});
