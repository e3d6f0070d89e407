import type { FormulaNode, SystemValue } from "./ast";
import { evaluateFormula, type FormulaContext } from "./evaluate";
import { type NameResolver, parseFormula } from "./parser";
import { referencesOf } from "./references";
import type { FormulaSyntaxError } from "./syntaxError";
import { FormulaError, type FormulaScalar } from "./values";

/** An indicator of a report: a named formula, which may use other indicators as `@id`. */
export interface IndicatorFormula {
  id: string;
  /** The stored formula (`#id` and `@id` references). */
  formula: string;
}

/** The outcome of one indicator. */
export type IndicatorOutcome =
  /** Values per period; some may be error values (division by zero, a broken dependency...). */
  | { status: "computed"; values: FormulaScalar[] }
  | { status: "syntaxError"; error: FormulaSyntaxError }
  /** The indicator is part of a cycle: `cycle` lists the ids around it, starting and ending with this one. */
  | { status: "cycle"; cycle: string[] };

/** The data indicators read; indicators themselves are resolved by `evaluateIndicators`. */
export type IndicatorContext = Omit<FormulaContext, "indicator">;

/**
 * Evaluates a report's indicators in dependency order: an indicator using `@b` is computed after b.
 * Cycles (a uses b, b uses a) are reported on each indicator of the cycle; an indicator that uses a
 * broken one (syntax error or cycle) gets the error value brokenDependency in every period.
 */
export function evaluateIndicators(
  indicators: readonly IndicatorFormula[],
  context: IndicatorContext,
  names: NameResolver = {},
): Map<string, IndicatorOutcome> {
  const outcomes = new Map<string, IndicatorOutcome>();
  const parsed = new Map<string, { ast: FormulaNode; dependencies: string[] }>();
  for (const indicator of indicators) {
    const result = parseFormula(indicator.formula, names);
    if (result.ok) {
      parsed.set(indicator.id, { ast: result.ast, dependencies: [...referencesOf(result.ast).indicators] });
    } else {
      outcomes.set(indicator.id, { status: "syntaxError", error: result.error });
    }
  }

  for (const cycle of findCycles(parsed)) {
    for (const id of cycle.slice(0, -1)) {
      const start = cycle.indexOf(id);
      outcomes.set(id, { status: "cycle", cycle: [...cycle.slice(start, -1), ...cycle.slice(0, start), id] });
    }
  }

  const broken = new Array(context.periodCount).fill(FormulaError.of("brokenDependency"));
  const formulaContext: FormulaContext = {
    periodCount: context.periodCount,
    category: (id) => context.category(id),
    system: (name: SystemValue) => context.system(name),
    indicator: (id) => {
      const outcome = outcomes.get(id);
      if (outcome) return outcome.status === "computed" ? outcome.values : broken;
      return undefined;
    },
  };
  const visit = (id: string): void => {
    if (outcomes.has(id)) return;
    const node = parsed.get(id);
    if (!node) return;
    for (const dependency of node.dependencies) visit(dependency);
    outcomes.set(id, { status: "computed", values: evaluateFormula(node.ast, formulaContext) });
  };
  for (const indicator of indicators) visit(indicator.id);
  return outcomes;
}

/** Each elementary cycle found by a depth-first search, as ids with the first repeated at the end. */
function findCycles(graph: Map<string, { dependencies: string[] }>): string[][] {
  const state = new Map<string, "visiting" | "done">();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (id: string): void => {
    state.set(id, "visiting");
    stack.push(id);
    for (const dependency of graph.get(id)?.dependencies ?? []) {
      if (!graph.has(dependency)) continue;
      const seen = state.get(dependency);
      if (seen === "visiting") {
        cycles.push([...stack.slice(stack.indexOf(dependency)), dependency]);
      } else if (seen === undefined) {
        visit(dependency);
      }
    }
    stack.pop();
    state.set(id, "done");
  };
  for (const id of graph.keys()) if (!state.has(id)) visit(id);
  return cycles;
}
