import { type FormulaNode, parseFormula, referencesOf } from "../formula";
import type { CashFlowSeries } from "./cashFlowSeries";
import type { CategoryTree } from "./categoryTree";
import type { ForecastIssue } from "./forecastIssue";

/** A formula series ready to evaluate. */
export interface PlannedFormulaSeries {
  series: CashFlowSeries;
  ast: FormulaNode;
}

/**
 * Orders formula series so that each is evaluated after the formula series feeding the categories it
 * reads (a category reference reads the category with its subcategories). Series that cannot be
 * evaluated (syntax error, system value, cycle, or depending on one of those) are reported instead.
 */
export function planFormulaSeries(
  formulaSeries: readonly CashFlowSeries[],
  tree: CategoryTree,
): { ordered: PlannedFormulaSeries[]; issues: ForecastIssue[] } {
  const issues: ForecastIssue[] = [];
  const broken = new Set<string>();
  const parsed = new Map<
    string,
    { series: CashFlowSeries; ast: FormulaNode; readRows: Array<[number, number]> }
  >();
  for (const series of formulaSeries) {
    if (series.amount.kind !== "formula") continue;
    const result = parseFormula(series.amount.formula);
    if (!result.ok) {
      issues.push({ code: "formulaSyntax", seriesId: series.id, error: result.error });
      broken.add(series.id);
      continue;
    }
    const references = referencesOf(result.ast);
    if (references.systemValues.size > 0) {
      issues.push({ code: "formulaSystemValue", seriesId: series.id });
      broken.add(series.id);
      continue;
    }
    const readRows: Array<[number, number]> = [];
    for (const id of references.categories) {
      const row = tree.rowOf.get(id);
      if (row !== undefined) readRows.push([row, row + (tree.subtreeSize[row] as number)]);
    }
    parsed.set(series.id, { series, ast: result.ast, readRows });
  }

  // Which formula series feed each row.
  const feeders = new Map<number, string[]>();
  for (const { series } of parsed.values()) {
    const row = tree.rowOf.get(series.categoryId);
    if (row === undefined) continue;
    feeders.set(row, [...(feeders.get(row) ?? []), series.id]);
  }
  const dependenciesOf = (id: string): string[] => {
    const node = parsed.get(id);
    if (!node) return [];
    const dependencies: string[] = [];
    for (const [from, to] of node.readRows) {
      for (let row = from; row < to; row += 1) dependencies.push(...(feeders.get(row) ?? []));
    }
    return dependencies;
  };

  const state = new Map<string, "visiting" | "done">();
  const stack: string[] = [];
  const ordered: PlannedFormulaSeries[] = [];
  const visit = (id: string): void => {
    state.set(id, "visiting");
    stack.push(id);
    for (const dependency of dependenciesOf(id)) {
      const seen = state.get(dependency);
      if (seen === "visiting") {
        const cycle = [...stack.slice(stack.indexOf(dependency)), dependency];
        for (const member of cycle.slice(0, -1)) {
          if (!broken.has(member)) issues.push({ code: "formulaCycle", seriesId: member, cycle });
          broken.add(member);
        }
      } else if (seen === undefined) {
        visit(dependency);
      }
    }
    stack.pop();
    state.set(id, "done");
    const node = parsed.get(id);
    if (!node || broken.has(id)) return;
    if (dependenciesOf(id).some((dependency) => broken.has(dependency))) {
      issues.push({ code: "formulaBrokenDependency", seriesId: id });
      broken.add(id);
      return;
    }
    ordered.push({ series: node.series, ast: node.ast });
  };
  for (const id of parsed.keys()) if (!state.has(id)) visit(id);
  return { ordered, issues };
}
