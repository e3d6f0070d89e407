import { evaluateFormula, type FormulaContext, isFormulaError } from "../formula";
import { assertCents, type Cents, centsFromUnits } from "../money";
import { type Period, periodOf, periodsBetween } from "../periods";
import { type CivilDate, epochDayOf } from "./calendar";
import type { CashFlowSeries } from "./cashFlowSeries";
import { buildCategoryTree, type CategoryTree, rowForMoney } from "./categoryTree";
import type { BackupCell, CategoryKind, DashboardInput } from "./dashboardInput";
import { visitOccurrences } from "./expandSeries";
import type { ForecastIssue } from "./forecastIssue";
import { planFormulaSeries } from "./formulaSeriesOrder";
import { periodIndexer } from "./periodIndexer";
import { scenarioSeries } from "./scenarios";
import { remainingForecast } from "./shownValue";

/** One row of the dashboard: a category with its subcategories rolled up, or an uncategorised system row. */
export interface DashboardRow {
  id: string;
  /** `null` for top-level categories and the system rows. */
  parentId: string | null;
  depth: number;
  kind: CategoryKind;
  /** false for not_include_in_income_or_expense categories and their subcategories. */
  inIncomeOrExpense: boolean;
  isUncategorised: boolean;
  /** Per period shown, in cents, subcategories included. The same arrays in every scenario. */
  actual: Cents[];
  /** Series occurrences plus pending invoices and checks; kept in past periods for comparison. */
  forecast: Cents[];
  /** Actual in the past, forecast in the future, actual plus remaining forecast in the current period. */
  shown: Cents[];
  /** The row's forecast in the chosen backup (actual vs expected); absent without a backup. */
  expected?: Cents[];
}

/** Totals per period, in cents. end(p) = begin(p) + variation(p) = begin(p + 1). */
export interface DashboardTotals {
  /** Money in, without not_include_in_income_or_expense categories. */
  income: Cents[];
  /** Money out (negative), without not_include_in_income_or_expense categories. */
  expense: Cents[];
  /** Flows of the not_include_in_income_or_expense categories: in the balance only. */
  outsideIncomeAndExpense: Cents[];
  /** All flows: income + expense + outsideIncomeAndExpense. */
  variation: Cents[];
  begin: Cents[];
  end: Cents[];
}

export interface ScenarioDashboard {
  scenarioId: string;
  rows: DashboardRow[];
  totals: DashboardTotals;
  /** Keys of the periods whose end balance is below the threshold. */
  thresholdPeriodKeys: string[];
  issues: ForecastIssue[];
}

export interface Dashboard {
  periods: Period[];
  /** Key of the period holding today (it may lie outside the periods shown). */
  currentPeriodKey: string;
  /** Index of the current period in `periods`, or -1 when it is not shown. */
  currentPeriodIndex: number;
  /**
   * The totals and balances of the actuals alone (the 'actual' mode): the same in every scenario. The
   * balances start from the same opening as the scenarios' and add only what was booked, so a future
   * period begins and ends at today's balance, never counting a forecast.
   */
  actualTotals: DashboardTotals;
  scenarios: ScenarioDashboard[];
}

/**
 * Computes the category × period dashboard of every requested scenario (DESIGN §6).
 *
 * Internally it works on a range stretched to hold the current period, so that the opening balance can
 * be rebuilt from the accounts' balances today minus the actuals since the first period, and so that a
 * range in the future starts from today's balance plus the forecast in between. Cells are flat
 * Float64Arrays (rows × periods) holding whole cents: sums of integers below 2^53 are exact.
 */
export function computeDashboard(input: DashboardInput): Dashboard {
  const { granularity, today } = input;
  const currentPeriod = periodOf(today, granularity);
  const shownPeriods = periodsBetween(input.from, input.to, granularity);
  const firstShown = shownPeriods[0] as Period;
  const lastShown = shownPeriods[shownPeriods.length - 1] as Period;
  const periods = periodsBetween(
    firstShown.start < currentPeriod.start ? firstShown.start : currentPeriod.start,
    lastShown.end > currentPeriod.end ? lastShown.end : currentPeriod.end,
    granularity,
  );
  const count = periods.length;
  const periodIndexOf = new Map(periods.map((period, index) => [period.key, index]));
  const current = periodIndexOf.get(currentPeriod.key) as number;
  const shownFrom = periodIndexOf.get(firstShown.key) as number;
  const shownTo = shownFrom + shownPeriods.length;
  const indexOfDay = periodIndexer(periods, granularity);
  const firstDay = epochDayOf((periods[0] as Period).start);
  const lastDay = epochDayOf((periods[count - 1] as Period).end);

  const tree = buildCategoryTree(input.categories);
  const rowCount = tree.ids.length;

  const actualOwn = new Float64Array(rowCount * count);
  for (const total of input.actuals) {
    const period = periodIndexOf.get(total.periodKey);
    if (period === undefined) continue;
    const cents = assertCents(total.cents, "actual total");
    addAt(actualOwn, rowForMoney(tree, total.categoryId, cents) * count + period, cents);
  }

  // Invoices and checks are the same in every scenario.
  const pendingOwn = new Float64Array(rowCount * count);
  for (const item of input.pendingItems ?? []) {
    if (item.matched) continue;
    const day = epochDayOf(item.expectedDate);
    // A late item (expected before today) is still expected: it moves to the current period.
    const period = item.expectedDate < today ? current : indexOfDay(day);
    if (period < 0) continue;
    const cents = assertCents(item.cents, "invoice or check amount");
    addAt(pendingOwn, rowForMoney(tree, item.categoryId, cents) * count + period, cents);
  }

  let opening = 0;
  for (const account of input.accounts) {
    if (account.included !== false) opening += assertCents(account.balanceCents, "account balance");
  }
  for (let row = 0; row < rowCount; row += 1) {
    for (let period = 0; period <= current; period += 1) opening -= actualOwn[row * count + period] as number;
  }

  const actualRolled = rollUp(tree, actualOwn, count);
  const slice = (values: Float64Array): Cents[] => copyRange(values, shownFrom, shownTo);
  const windowOf = (totals: ReturnType<typeof totalsOf>): DashboardTotals => ({
    income: slice(totals.income),
    expense: slice(totals.expense),
    outsideIncomeAndExpense: slice(totals.outside),
    variation: slice(totals.variation),
    begin: slice(totals.begin),
    end: slice(totals.end),
  });
  const actualTotals = windowOf(totalsOf(tree, actualOwn, count, opening));
  const expectedRolled = input.backup ? backupRows(tree, input.backup, periodIndexOf, count) : undefined;
  const window = (values: Float64Array, row: number): Cents[] =>
    copyRange(values, row * count + shownFrom, row * count + shownTo);
  const actualRows = tree.ids.map((_, row) => window(actualRolled, row));
  const expectedRows = expectedRolled && tree.ids.map((_, row) => window(expectedRolled, row));

  // A fixed series that a scenario leaves untouched is the same object in every scenario: expand it once.
  const fixedCells = new Map<CashFlowSeries, { cells: number[]; cents: number[] } | { error: string }>();
  const fixedContribution = (one: CashFlowSeries, row: number) => {
    let contribution = fixedCells.get(one);
    if (!contribution) {
      const cells: number[] = [];
      const cents: number[] = [];
      try {
        visitOccurrences(one, firstDay, lastDay, (occurrence) => {
          const period = indexOfDay(occurrence.cashDay);
          if (period < 0) return;
          cells.push(row * count + period);
          cents.push(occurrence.cents);
        });
        contribution = { cells, cents };
      } catch (error) {
        contribution = { error: error instanceof Error ? error.message : String(error) };
      }
      fixedCells.set(one, contribution);
    }
    return contribution;
  };

  const scenarios = input.scenarios.map((scenario): ScenarioDashboard => {
    const issues: ForecastIssue[] = [];
    const { series, staleEvents } = scenarioSeries(input.baseSeries, scenario);
    for (const stale of staleEvents) issues.push({ code: "staleEvent", scenarioId: scenario.id, ...stale });

    const forecastOwn = Float64Array.from(pendingOwn);
    const shownOwnAt = (row: number, period: number): number => {
      const cell = row * count + period;
      const actual = actualOwn[cell] as number;
      const forecast = forecastOwn[cell] as number;
      if (period < current) return actual;
      if (period > current) return forecast;
      return actual + remainingForecast(actual, forecast);
    };
    const addFormulaOccurrences = (
      one: CashFlowSeries,
      row: number,
      formulaAmount: (day: number, date: CivilDate) => Cents | undefined,
    ) => {
      try {
        visitOccurrences(
          one,
          firstDay,
          lastDay,
          (occurrence) => {
            const period = indexOfDay(occurrence.cashDay);
            if (period >= 0) addAt(forecastOwn, row * count + period, occurrence.cents);
          },
          formulaAmount,
        );
      } catch (error) {
        issues.push({
          code: "invalidSeries",
          seriesId: one.id,
          detail: error instanceof Error ? error.message : String(error),
        });
      }
    };

    const formulaSeries: CashFlowSeries[] = [];
    for (const one of series) {
      const row = tree.rowOf.get(one.categoryId);
      if (row === undefined || row >= tree.uncategorisedIncomeRow) {
        issues.push({ code: "unknownCategory", seriesId: one.id, categoryId: one.categoryId });
        continue;
      }
      if (!tree.forecastEnabled[row]) continue;
      if (one.amount.kind === "formula") {
        formulaSeries.push(one);
        continue;
      }
      const contribution = fixedContribution(one, row);
      if ("error" in contribution) {
        issues.push({ code: "invalidSeries", seriesId: one.id, detail: contribution.error });
        continue;
      }
      const { cells, cents } = contribution;
      for (let index = 0; index < cells.length; index += 1) {
        addAt(forecastOwn, cells[index] as number, cents[index] as number);
      }
    }

    const plan = planFormulaSeries(formulaSeries, tree);
    issues.push(...plan.issues);
    for (const { series: one, ast } of plan.ordered) {
      const row = tree.rowOf.get(one.categoryId) as number;
      const context: FormulaContext = {
        periodCount: count,
        category: (id) => {
          const from = tree.rowOf.get(id);
          if (from === undefined) return undefined;
          const values = new Float64Array(count);
          for (let member = from; member < from + (tree.subtreeSize[from] as number); member += 1) {
            for (let period = 0; period < count; period += 1)
              addAt(values, period, shownOwnAt(member, period));
          }
          for (let period = 0; period < count; period += 1) values[period] = (values[period] as number) / 100;
          return values;
        },
        system: () => undefined,
        indicator: () => undefined,
      };
      const values = evaluateFormula(ast, context);
      let reported = false;
      addFormulaOccurrences(one, row, (day) => {
        const period = indexOfDay(day);
        if (period < 0) return undefined;
        const value = values[period] as number;
        if (
          isFormulaError(value) ||
          !Number.isFinite(value * 100) ||
          Math.abs(value * 100) > Number.MAX_SAFE_INTEGER
        ) {
          if (!reported) {
            issues.push({
              code: "formulaValue",
              seriesId: one.id,
              periodKey: (periods[period] as Period).key,
              error: isFormulaError(value) ? value.code : "notFinite",
            });
            reported = true;
          }
          return undefined;
        }
        return centsFromUnits(value);
      });
    }

    const shownOwn = new Float64Array(rowCount * count);
    for (let row = 0; row < rowCount; row += 1) {
      for (let period = 0; period < count; period += 1)
        shownOwn[row * count + period] = shownOwnAt(row, period);
    }
    const totals = totalsOf(tree, shownOwn, count, opening);
    const forecastRolled = rollUp(tree, forecastOwn, count);
    const shownRolled = rollUp(tree, shownOwn, count);

    const rows = tree.ids.map((id, row): DashboardRow => {
      const parentRow = tree.parentRow[row] as number;
      const dashboardRow: DashboardRow = {
        id,
        parentId: parentRow < 0 ? null : (tree.ids[parentRow] as string),
        depth: tree.depth[row] as number,
        kind: tree.kind[row] as CategoryKind,
        inIncomeOrExpense: tree.inIncomeOrExpense[row] as boolean,
        isUncategorised: row >= tree.uncategorisedIncomeRow,
        actual: actualRows[row] as Cents[],
        forecast: window(forecastRolled, row),
        shown: window(shownRolled, row),
      };
      if (expectedRows) dashboardRow.expected = expectedRows[row] as Cents[];
      return dashboardRow;
    });

    const windowTotals = windowOf(totals);
    const threshold = input.thresholdCents;
    const thresholdPeriodKeys =
      threshold == null
        ? []
        : shownPeriods
            .filter((_, index) => (windowTotals.end[index] as number) < threshold)
            .map((period) => period.key);
    return { scenarioId: scenario.id, rows, totals: windowTotals, thresholdPeriodKeys, issues };
  });

  return {
    periods: shownPeriods,
    currentPeriodKey: currentPeriod.key,
    currentPeriodIndex: current >= shownFrom && current < shownTo ? current - shownFrom : -1,
    actualTotals,
    scenarios,
  };
}

/** `values[from..to)` as a plain array (a loop: `Array.from` on a typed array goes through an iterator, far slower). */
function copyRange(values: Float64Array, from: number, to: number): number[] {
  const copy = new Array<number>(to - from);
  for (let index = from; index < to; index += 1) copy[index - from] = values[index] as number;
  return copy;
}

/** Adds to a cell of a flat array (the index is always in range). */
function addAt(values: Float64Array, index: number, amount: number): void {
  values[index] = (values[index] as number) + amount;
}

/** Each row's own values plus its subcategories', by adding every row into its parent bottom-up. */
function rollUp(tree: CategoryTree, own: Float64Array, count: number): Float64Array {
  const rolled = Float64Array.from(own);
  for (let row = tree.uncategorisedIncomeRow - 1; row >= 0; row -= 1) {
    const parent = tree.parentRow[row] as number;
    if (parent < 0) continue;
    for (let period = 0; period < count; period += 1) {
      addAt(rolled, parent * count + period, rolled[row * count + period] as number);
    }
  }
  return rolled;
}

/** Income, expense, outside flows, variation and balances per period of one set of (own) cells. */
function totalsOf(tree: CategoryTree, shownOwn: Float64Array, count: number, opening: number) {
  const income = new Float64Array(count);
  const expense = new Float64Array(count);
  const outside = new Float64Array(count);
  for (let row = 0; row < tree.ids.length; row += 1) {
    const target = !tree.inIncomeOrExpense[row] ? outside : tree.kind[row] === "income" ? income : expense;
    for (let period = 0; period < count; period += 1)
      addAt(target, period, shownOwn[row * count + period] as number);
  }
  const variation = new Float64Array(count);
  const begin = new Float64Array(count);
  const end = new Float64Array(count);
  let balance = opening;
  for (let period = 0; period < count; period += 1) {
    variation[period] =
      (income[period] as number) + (expense[period] as number) + (outside[period] as number);
    begin[period] = balance;
    balance += variation[period] as number;
    end[period] = balance;
  }
  return { income, expense, outside, variation, begin, end };
}

/** The backup's cells per row; a backup stores rolled-up rows, so nothing is rolled up again. */
function backupRows(
  tree: CategoryTree,
  backup: NonNullable<DashboardInput["backup"]>,
  periodIndexOf: Map<string, number>,
  count: number,
): Float64Array {
  const values = new Float64Array(tree.ids.length * count);
  for (const cell of backup) {
    const row = tree.rowOf.get(cell.rowId);
    const period = periodIndexOf.get(cell.periodKey);
    if (row === undefined || period === undefined) continue;
    addAt(values, row * count + period, assertCents(cell.cents, "backup cell"));
  }
  return values;
}

/** The cells of a backup of one scenario's forecast (createBackup): every row's forecast per period shown. */
export function backupOf(dashboard: Dashboard, scenarioId: string): BackupCell[] {
  const scenario = dashboard.scenarios.find((one) => one.scenarioId === scenarioId);
  if (!scenario) return [];
  return scenario.rows.flatMap((row) =>
    dashboard.periods.flatMap((period, index) => {
      const cents = row.forecast[index] as number;
      return cents === 0 ? [] : [{ rowId: row.id, periodKey: period.key, cents }];
    }),
  );
}
