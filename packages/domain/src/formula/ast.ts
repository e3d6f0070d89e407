import type { ArithmeticOperator, ComparisonOperator } from "./tokens";

/** The system values of the current period (DESIGN §6), in currency units. */
export const SYSTEM_VALUES = ["begin", "income", "expense", "variation", "end"] as const;
export type SystemValue = (typeof SYSTEM_VALUES)[number];

/** Where a node sits in the formula text: `start` included, `end` excluded. */
interface Span {
  start: number;
  end: number;
}

/** A parsed formula: a tree of these nodes. */
export type FormulaNode =
  | ({ type: "number"; value: number } & Span)
  | ({ type: "category"; id: string } & Span)
  | ({ type: "indicator"; id: string } & Span)
  | ({ type: "system"; name: SystemValue } & Span)
  | ({ type: "negate"; operand: FormulaNode } & Span)
  | ({
      type: "binary";
      operator: ArithmeticOperator | ComparisonOperator;
      left: FormulaNode;
      right: FormulaNode;
    } & Span)
  | ({ type: "call"; name: string; args: FormulaNode[] } & Span);
