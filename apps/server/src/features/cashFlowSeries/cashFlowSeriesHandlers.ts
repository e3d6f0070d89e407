import {
  addMonthsClamped,
  categoryIdResolver,
  centsFromUnits,
  civilOf,
  evaluateFormula,
  expandSeries,
  type FormulaContext,
  isFormulaError,
  parseFormula,
  periodOf,
  planCellEdit,
} from "@trezo/domain";
import { translate } from "@trezo/i18n";
import { DomainError } from "../../errors/domainError";
import { scenarioOf } from "../../forecast/baseScenario";
import { companyToday } from "../../forecast/companyToday";
import { computeBaseDashboard } from "../../forecast/dashboardInputOf";
import {
  effectiveSeriesRows,
  type ForecastModel,
  loadForecastModel,
  seriesOccurrencesIn,
} from "../../forecast/forecastModel";
import { domainSeriesOf, seriesOutputOf } from "../../forecast/seriesRecord";
import { assertCompanyCategory, formulaErrorMessage, storedFormulaOf } from "../../forecast/seriesValidation";
import {
  changeScenarioOf,
  changeSeries,
  insertSeries,
  moveSeriesEvent,
  removeSeries,
  type SeriesChange,
  seriesDescriptionOf,
  seriesOfCompany,
  setSeriesPresentation,
  storedFieldsOf,
} from "../../forecast/seriesWrites";
import { httpErrors } from "../../http/httpError";
import { type CallHandlers, mustCompany } from "../../http/registerContract";

type SeriesHandlers = Pick<
  CallHandlers,
  | "create_cfs"
  | "update_cfs"
  | "delete_cfs"
  | "get_cfs_list"
  | "get_cfs_details"
  | "get_actual"
  | "update_cfs_description"
  | "update_cfs_displayed"
  | "get_cfs_description"
  | "previewFormula"
  | "saveCashFlowSeries"
  | "editForecastCell"
>;

/** The answer of a series write. */
function changeOutputOf(model: ForecastModel, change: SeriesChange) {
  return {
    cfs: change.row === null ? null : seriesOutputOf(change.row, model.categoryName),
    event_id: change.eventId,
  };
}

/** `months` months after the first day of `date`'s month, as a date. */
function monthsAfter(date: string, months: number): string {
  const { year, month, day } = addMonthsClamped(civilOf(date), months);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Cash-flow series (spec 001 §7.4). A change outside the base scenario is stored as an event of it. */
export const cashFlowSeriesHandlers: SeriesHandlers = {
  // Each call reads the forecast and writes in one transaction (as saveCashFlowSeries): what it decides
  // from (the scenario's events on the series) and what it writes go together.
  async create_cfs(context) {
    const { company } = mustCompany(context);
    const { input, locale } = context;
    return context.services.db.transaction(async (tx) => {
      const model = await loadForecastModel(tx, company.id);
      const scenario = await scenarioOf(tx, company.id, input.scenarioId);
      const fields = storedFieldsOf(input.cfs, model, locale);
      const target = { model, scenario, groupId: input.group_id };
      return changeOutputOf(model, await insertSeries(tx, target, fields));
    });
  },

  async update_cfs(context) {
    const { company } = mustCompany(context);
    const { input, locale } = context;
    return context.services.db.transaction(async (tx) => {
      const model = await loadForecastModel(tx, company.id);
      const series = seriesOfCompany(model, input.cfsId);
      const scenario = await changeScenarioOf(tx, model, series, input.scenarioId);
      const fields = storedFieldsOf(input.cfs, model, locale);
      const target = { model, scenario, groupId: input.group_id };
      return changeOutputOf(model, await changeSeries(tx, target, series, fields));
    });
  },

  async delete_cfs(context) {
    const { company } = mustCompany(context);
    const { input } = context;
    return context.services.db.transaction(async (tx) => {
      const model = await loadForecastModel(tx, company.id);
      const series = seriesOfCompany(model, input.cfsId);
      const scenario = await changeScenarioOf(tx, model, series, input.scenarioId);
      const target = { model, scenario, groupId: input.group_id };
      return changeOutputOf(model, await removeSeries(tx, target, series));
    });
  },

  async saveCashFlowSeries(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const { input, locale } = context;
    const presentation = { description: input.description, displayed: input.displayed };
    return db.transaction(async (tx) => {
      const model = await loadForecastModel(tx, company.id);
      const fields = storedFieldsOf(input.series.cfs, model, locale);
      if (input.series.kind === "new") {
        const scenario = await scenarioOf(tx, company.id, input.scenarioId);
        const target = { model, scenario, groupId: input.group_id };
        return changeOutputOf(model, await insertSeries(tx, target, fields, presentation));
      }
      const series = seriesOfCompany(model, input.series.cfsId);
      const scenario = await changeScenarioOf(tx, model, series, input.scenarioId);
      const target = { model, scenario, groupId: input.group_id };
      let result: SeriesChange = { row: series, eventId: null };
      if (Object.keys(fields).length > 0) result = await changeSeries(tx, target, series, fields);
      else if (!scenario.isBase && input.group_id !== undefined)
        // Only the group changed: the scenario's event on the series moves (null takes it out of its group).
        await moveSeriesEvent(tx, scenario, series.id, input.group_id);
      if (presentation.description !== undefined || presentation.displayed !== undefined) {
        await setSeriesPresentation(tx, company.id, series.id, presentation);
        const seen = result.row ?? series;
        const description = presentation.description ?? seen.description;
        result = {
          ...result,
          row: { ...seen, description, displayed: presentation.displayed ?? seen.displayed },
        };
      }
      return changeOutputOf(model, result);
    });
  },

  async editForecastCell(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const { input, locale } = context;
    return db.transaction(async (tx) => {
      const model = await loadForecastModel(tx, company.id);
      assertCompanyCategory(model, input.category_id, "category_id");
      const scenario = await scenarioOf(tx, company.id, input.scenarioId);
      const period = periodOf(input.date, input.granularity);
      // Only the row's own series: those of subcategories stay as they are.
      const behind = seriesOccurrencesIn(model, scenario, new Set([input.category_id]), period);
      const plan = planCellEdit({
        targetCents: input.target_cents,
        shownCents: input.shown_cents,
        period,
        today: companyToday(),
        seriesOfRow: behind.map(({ row, occurrences }) => ({
          series: domainSeriesOf(row),
          origin: row.origin,
          occurrences,
        })),
        choice: input.choice ?? null,
      });
      const target = { model, scenario };
      const seriesOf = (id: string) => seriesOfCompany(model, Number(id));
      switch (plan.kind) {
        case "none":
          return { outcome: "unchanged" as const };
        case "askChoice":
          return {
            outcome: "choice_needed" as const,
            series: seriesOutputOf(seriesOf(plan.seriesId), model.categoryName),
            occurrence_cents: plan.occurrenceCents,
            delta_cents: plan.deltaCents,
          };
        case "createOneOff":
          await insertSeries(
            tx,
            target,
            {
              category_id: input.category_id,
              label: translate("dashboardScreen.edit.seriesLabel", locale),
              amount_cents: plan.amountCents,
              frequency: "once",
              start: plan.date,
            },
            { origin: "dashboard_cell" },
          );
          break;
        case "setAmount":
          await changeSeries(tx, target, seriesOf(plan.seriesId), { amount_cents: plan.amountCents });
          break;
        case "split": {
          // The copy first, then the original's end: both or neither (one transaction).
          const { copy } = plan;
          await insertSeries(tx, target, {
            category_id: Number(copy.categoryId),
            label: copy.label ?? "",
            amount_cents: copy.amountCents,
            frequency: copy.frequency,
            start: copy.start,
            end: copy.end ?? null,
            count: copy.count ?? null,
            growth_rate_bp: copy.growthRate ?? null,
            vat_rate_bp: copy.vatRate ?? null,
            payment_delay_days: copy.paymentDelayDays ?? 0,
            payment_end_of_month: copy.paymentEndOfMonth ?? false,
            payment_day_of_month: copy.paymentDayOfMonth ?? null,
          });
          await changeSeries(tx, target, seriesOf(plan.seriesId), { end: plan.end });
          break;
        }
      }
      return { outcome: "saved" as const };
    });
  },

  async get_cfs_list(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const model = await loadForecastModel(db, company.id);
    const scenario = await scenarioOf(db, company.id, context.input.scenarioId);
    const categoryId = context.input.category_id;
    const rows = effectiveSeriesRows(model, scenario)
      .filter((row) => categoryId === undefined || row.categoryId === categoryId)
      .sort((a, b) => a.id - b.id);
    return { cfs_list: rows.map((row) => seriesOutputOf(row, model.categoryName)) };
  },

  async get_cfs_details(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const model = await loadForecastModel(db, company.id);
    const series = seriesOfCompany(model, context.input.cfsId);
    const scenario =
      context.input.scenarioId === undefined
        ? (model.scenarios.find((row) => row.id === series.scenarioId) ?? model.base)
        : await scenarioOf(db, company.id, context.input.scenarioId);
    const seen = effectiveSeriesRows(model, scenario).find((row) => row.id === series.id) ?? series;
    const today = companyToday();
    const from = context.input.from ?? today;
    const to = context.input.to ?? monthsAfter(from, 12);
    if (from > to) throw httpErrors.invalidInput([{ path: "to", message: "to before from" }]);
    // A formula series has no amounts without the dashboard's values: its occurrences are listed by the dashboard.
    const occurrences = expandSeries(domainSeriesOf(seen), from, to);
    return {
      cfs: seriesOutputOf(seen, model.categoryName),
      occurrences: occurrences.slice(0, 2_000).map((occurrence) => ({
        accrual_date: occurrence.accrualDate,
        date: occurrence.date,
        cents: occurrence.cents,
      })),
    };
  },

  async get_actual(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const { category_id: categoryId, from, to, granularity } = context.input;
    const model = await loadForecastModel(db, company.id);
    assertCompanyCategory(model, categoryId, "category_id");
    if (from > to) throw httpErrors.invalidInput([{ path: "to", message: "to before from" }]);
    const dashboard = await computeBaseDashboard(db, model, { today: companyToday(), granularity, from, to });
    const row = dashboard.rows.find((one) => one.id === String(categoryId));
    return {
      periods: dashboard.periods.map((period, index) => ({
        key: period.key,
        cents: row?.actual[index] ?? 0,
      })),
    };
  },

  async update_cfs_description(context) {
    const { company } = mustCompany(context);
    const { cfsId, description } = context.input;
    await setSeriesPresentation(context.services.db, company.id, cfsId, { description });
    return { success: true as const };
  },

  async update_cfs_displayed(context) {
    const { company } = mustCompany(context);
    const { cfsId, displayed } = context.input;
    await setSeriesPresentation(context.services.db, company.id, cfsId, { displayed });
    return { success: true as const };
  },

  async get_cfs_description(context) {
    const { company } = mustCompany(context);
    return { description: await seriesDescriptionOf(context.services.db, company.id, context.input.cfsId) };
  },

  async previewFormula(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const model = await loadForecastModel(db, company.id);
    assertCompanyCategory(model, context.input.category_id, "category_id");
    let stored: string;
    try {
      stored = storedFormulaOf(context.input.formula, model, context.locale, "formula");
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const typed = context.input.formula;
      // Say where the formula fails instead of failing the call: the editor underlines it.
      const parsed = parseFormula(typed, { categoryId: categoryIdResolver(model.categoryRows) });
      const detail = parsed.ok ? null : parsed.error;
      return {
        formula: null,
        error: {
          code: detail?.code ?? "unexpectedToken",
          position: detail?.position ?? 0,
          length: detail?.length ?? 1,
          message: detail ? formulaErrorMessage(detail, context.locale) : error.messageIn(context.locale),
        },
        values: [],
      };
    }
    const parsed = parseFormula(stored);
    if (!parsed.ok) throw new Error("a stored formula that does not parse");
    const today = companyToday();
    const from = context.input.from ?? periodOf(today, "month").start;
    const to = context.input.to ?? monthsAfter(from, 11);
    const dashboard = await computeBaseDashboard(db, model, { today, granularity: "month", from, to });
    const rows = new Map(dashboard.rows.map((row) => [row.id, row]));
    const formulaContext: FormulaContext = {
      periodCount: dashboard.periods.length,
      category: (id) => rows.get(id)?.shown.map((cents) => cents / 100),
      system: () => undefined,
      indicator: () => undefined,
    };
    const values = evaluateFormula(parsed.ast, formulaContext);
    return {
      formula: stored,
      error: null,
      values: dashboard.periods.map((period, index) => {
        const value = values[index];
        if (value === undefined || isFormulaError(value)) {
          return { key: period.key, cents: null, error: value === undefined ? "notFinite" : value.code };
        }
        if (!Number.isFinite(value) || Math.abs(value * 100) > Number.MAX_SAFE_INTEGER) {
          return { key: period.key, cents: null, error: "notFinite" };
        }
        return { key: period.key, cents: centsFromUnits(value), error: null };
      }),
    };
  },
};
