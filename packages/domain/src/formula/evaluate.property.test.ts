import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluateFormula } from "./evaluate";
import { parseFormula } from "./parser";
import { contextOf } from "./testContext";
import { FormulaError } from "./values";

/** An arithmetic expression as formula text, with the value JavaScript gives it. */
type Expression = { text: string; value: number | "divisionByZero" };

const leaf: fc.Arbitrary<Expression> = fc
  .integer({ min: -50, max: 50 })
  .map((value) => ({ text: value < 0 ? `(${value})` : String(value), value }));

const expression: fc.Arbitrary<Expression> = fc.letrec<{ node: Expression }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.tuple(tie("node"), fc.constantFrom("+", "-", "*", "/"), tie("node")).map(([left, operator, right]) => {
      const text = `(${left.text} ${operator} ${right.text})`;
      if (left.value === "divisionByZero") return { text, value: left.value };
      if (right.value === "divisionByZero") return { text, value: right.value };
      if (operator === "/" && right.value === 0) return { text, value: "divisionByZero" as const };
      const value =
        operator === "+"
          ? left.value + right.value
          : operator === "-"
            ? left.value - right.value
            : operator === "*"
              ? left.value * right.value
              : left.value / right.value;
      return { text, value };
    }),
  ),
})).node;

describe("evaluateFormula against JavaScript", () => {
  it("computes arithmetic exactly as JavaScript does, and division by zero as an error value", () => {
    fc.assert(
      fc.property(expression, ({ text, value }) => {
        const parsed = parseFormula(text);
        if (!parsed.ok) throw new Error(`${text}: ${parsed.error.code}`);
        const [result] = evaluateFormula(parsed.ast, contextOf({ periodCount: 1 }));
        if (value === "divisionByZero") expect(result).toBe(FormulaError.of("divisionByZero"));
        else if (!Number.isFinite(value)) expect(result).toBe(FormulaError.of("notFinite"));
        else expect(result).toBe(value);
      }),
      { numRuns: 300 },
    );
  });

  it("gives the same result without the parentheses that precedence makes useless", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -99, max: 99 }),
        fc.integer({ min: -99, max: 99 }),
        fc.integer({ min: 1, max: 99 }),
        (a, b, c) => {
          const run = (text: string) => {
            const parsed = parseFormula(text);
            if (!parsed.ok) throw new Error(text);
            return evaluateFormula(parsed.ast, contextOf({ periodCount: 1 }))[0];
          };
          expect(run(`${a} + ${b} * ${c}`)).toBe(run(`${a} + (${b} * ${c})`));
          expect(run(`${a} - ${b} - ${c}`)).toBe(run(`(${a} - ${b}) - ${c}`));
          expect(run(`${a} / ${c} * ${b}`)).toBe(run(`(${a} / ${c}) * ${b}`));
          expect(run(`-${c} * ${b}`)).toBe(-c * b);
        },
      ),
    );
  });
});
