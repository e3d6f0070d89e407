import type { IndicatorContext, SystemValue } from "../formula";
import type { Dashboard } from "./computeDashboard";

/**
 * What a formula reads from a computed dashboard: each category's shown values (subcategories included)
 * and the five system values, per period shown, in currency units. Report indicators and the formula
 * preview (previewFormula) evaluate over it with `evaluateIndicators` or `evaluateFormula`.
 */
export function dashboardFormulaContext(dashboard: Dashboard, scenarioId: string): IndicatorContext {
  const scenario = dashboard.scenarios.find((one) => one.scenarioId === scenarioId);
  if (!scenario) throw new RangeError(`No scenario ${scenarioId} in this dashboard`);
  const inUnits = (cents: readonly number[]) => Float64Array.from(cents, (value) => value / 100);
  const rows = new Map(scenario.rows.map((row) => [row.id, row]));
  const categoryValues = new Map<string, Float64Array>();
  const { totals } = scenario;
  const system: Record<SystemValue, Float64Array> = {
    begin: inUnits(totals.begin),
    income: inUnits(totals.income),
    expense: inUnits(totals.expense),
    variation: inUnits(totals.variation),
    end: inUnits(totals.end),
  };
  return {
    periodCount: dashboard.periods.length,
    category: (id) => {
      let values = categoryValues.get(id);
      if (!values) {
        const row = rows.get(id);
        if (!row) return undefined;
        values = inUnits(row.shown);
        categoryValues.set(id, values);
      }
      return values;
    },
    system: (name) => system[name],
  };
}
