import { type CategoryRole, readyReport } from "@trezo/domain";
import { translate } from "@trezo/i18n";
import type { CompanyAccess } from "../../auth/companyAccess";
import type { Database } from "../../db/database";
import { type ForecastModel, loadForecastModel } from "../../forecast/forecastModel";
import { HttpError } from "../../http/httpError";
import { type CallHandlers, mustCompany } from "../../http/registerContract";
import { assertPaywallOpen } from "../billing/subscriptionState";
import {
  DRAFT_ID,
  displayFormula,
  evaluateReport,
  outcomeOutput,
  storedIndicatorFormulaOrFail,
  syntaxErrorOutput,
} from "./reportEvaluation";
import {
  deleteIndicator,
  deleteReport,
  type IndicatorRow,
  indicatorOf,
  indicatorsOfReport,
  insertIndicator,
  insertReport,
  moveReport,
  orderIndicators,
  type ReportRow,
  renameReport,
  reportOf,
  reportsOf,
  setIndicatorFormula,
  updateIndicator,
} from "./reportQueries";
import { reportWorkbook } from "./reportWorkbook";

type ReportHandlers = Pick<
  CallHandlers,
  | "getReports"
  | "createReport"
  | "updateReport"
  | "deleteReport"
  | "createIndicator"
  | "updateIndicator"
  | "deleteIndicator"
  | "getReportValues"
  | "exportReportXLSX"
>;

/**
 * The company's access, refused with 403 when the analytics_allowed flag is off or when the company's
 * plan lacks analytics (spec 000 §6 paywall, `paywall_analytics`).
 */
async function analyticsCompany(
  context: Parameters<typeof mustCompany>[0] & { services: { db: Database } },
): Promise<CompanyAccess> {
  const access = mustCompany(context);
  if (!access.company.analyticsAllowed) {
    throw new HttpError(403, "analytics_not_allowed", { key: "analytics.errors.notAllowed" });
  }
  await assertPaywallOpen(context.services.db, access.company, "analytics");
  return access;
}

function indicatorOutput(row: IndicatorRow, model: ForecastModel, siblings: readonly IndicatorRow[]) {
  return {
    id: row.id,
    reportId: row.reportId,
    name: row.name,
    color: row.color,
    status: row.status,
    isTechnical: row.isTechnical,
    comment: row.comment,
    formula: row.formula,
    formula_display: displayFormula(row.formula, model, siblings),
  };
}

function reportOutput(report: ReportRow, rows: readonly IndicatorRow[], model: ForecastModel) {
  return {
    id: report.id,
    name: report.name,
    indicators: rows.map((row) => indicatorOutput(row, model, rows)),
  };
}

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Reports and indicators (spec 001 §7.8). */
export const reportHandlers: ReportHandlers = {
  async getReports(context) {
    const { company } = await analyticsCompany(context);
    const { db } = context.services;
    const [model, list] = await Promise.all([loadForecastModel(db, company.id), reportsOf(db, company.id)]);
    const parents = new Map(model.categoryRows.map((row) => [row.id, row]));
    const pathOf = (id: number): string => {
      const names: string[] = [];
      for (
        let row = parents.get(id);
        row && names.length < 20;
        row = row.parentId === null ? undefined : parents.get(row.parentId)
      ) {
        names.unshift(row.name);
      }
      return names.join(" › ");
    };
    return {
      reports: list.map(({ report, indicators }) => reportOutput(report, indicators, model)),
      categories: model.categoryRows.map((row) => ({ id: row.id, name: row.name, path: pathOf(row.id) })),
    };
  },

  async createReport(context) {
    const { company } = await analyticsCompany(context);
    const { input, locale } = context;
    // The report and its template's indicators go together.
    return context.services.db.transaction(async (tx) => {
      const model = await loadForecastModel(tx, company.id);
      const template = input.template;
      const name =
        input.name ??
        (template
          ? translate(`analytics.ready.${template}.name`, locale)
          : translate("analytics.newReport", locale));
      const report = await insertReport(tx, company.id, name);
      let missing: CategoryRole[] = [];
      if (template) {
        const ready = readyReport(
          template,
          model.categoryRows.map((row) => ({
            id: row.id,
            name: row.name,
            parentId: row.parentId,
            kind: row.direction === "income" ? "income" : "expense",
          })),
        );
        missing = ready.missing;
        const ids = new Map<string, IndicatorRow>();
        for (const indicator of ready.indicators) {
          const row = await insertIndicator(tx, report, {
            name: translate(
              `analytics.ready.indicators.${indicator.key}` as Parameters<typeof translate>[0],
              locale,
            ),
            formula: indicator.formula,
            isTechnical: indicator.isTechnical,
            comment: translate(`analytics.ready.${template}.comment`, locale),
          });
          ids.set(indicator.key, row);
        }
        for (const indicator of ready.indicators) {
          if (!indicator.formula.includes("@")) continue;
          const stored = indicator.formula.replace(
            /@([A-Za-z]+)/g,
            (_, key: string) => `@${ids.get(key)?.id ?? 0}`,
          );
          await setIndicatorFormula(tx, ids.get(indicator.key) as IndicatorRow, stored);
        }
      }
      return { report: reportOutput(report, await indicatorsOfReport(tx, report), model), missing };
    });
  },

  async updateReport(context) {
    const { company } = await analyticsCompany(context);
    const { input } = context;
    return context.services.db.transaction(async (tx) => {
      const report = await reportOf(tx, company.id, input.id);
      if (input.name !== undefined) await renameReport(tx, report, input.name);
      if (input.position !== undefined) await moveReport(tx, report, input.position);
      if (input.indicatorOrder !== undefined) await orderIndicators(tx, report, input.indicatorOrder);
      const model = await loadForecastModel(tx, company.id);
      const fresh = await reportOf(tx, company.id, report.id);
      return { report: reportOutput(fresh, await indicatorsOfReport(tx, fresh), model) };
    });
  },

  async deleteReport(context) {
    const { company } = await analyticsCompany(context);
    const { db } = context.services;
    await deleteReport(db, await reportOf(db, company.id, context.input.id));
    return { success: true as const };
  },

  async createIndicator(context) {
    const { company } = await analyticsCompany(context);
    const { input, locale } = context;
    return context.services.db.transaction(async (tx) => {
      const report = await reportOf(tx, company.id, input.reportId);
      const siblings = await indicatorsOfReport(tx, report);
      const model = await loadForecastModel(tx, company.id);
      const formula = storedIndicatorFormulaOrFail(input.formula, model, siblings, locale);
      const row = await insertIndicator(tx, report, {
        name: input.name,
        color: input.color,
        status: input.status,
        isTechnical: input.isTechnical,
        comment: input.comment,
        formula,
      });
      return { indicator: indicatorOutput(row, model, [...siblings, row]) };
    });
  },

  async updateIndicator(context) {
    const { company } = await analyticsCompany(context);
    const { input, locale } = context;
    return context.services.db.transaction(async (tx) => {
      const existing = await indicatorOf(tx, company.id, input.id);
      const report = await reportOf(tx, company.id, existing.reportId);
      const siblings = await indicatorsOfReport(tx, report);
      const model = await loadForecastModel(tx, company.id);
      const formula =
        input.formula === undefined
          ? undefined
          : storedIndicatorFormulaOrFail(input.formula, model, siblings, locale);
      const row = await updateIndicator(tx, existing, {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.color === undefined ? {} : { color: input.color }),
        ...(input.status === undefined ? {} : { status: input.status }),
        ...(input.isTechnical === undefined ? {} : { isTechnical: input.isTechnical }),
        ...(input.comment === undefined ? {} : { comment: input.comment }),
        ...(formula === undefined ? {} : { formula }),
      });
      return {
        indicator: indicatorOutput(
          row,
          model,
          siblings.map((one) => (one.id === row.id ? row : one)),
        ),
      };
    });
  },

  async deleteIndicator(context) {
    const { company } = await analyticsCompany(context);
    const { db } = context.services;
    await deleteIndicator(db, await indicatorOf(db, company.id, context.input.indicator_id));
    return { success: true as const };
  },

  async getReportValues(context) {
    const access = await analyticsCompany(context);
    const { input, locale } = context;
    const { db } = context.services;
    const report = await reportOf(db, access.company.id, input.id);
    if (input.draft?.indicatorId !== undefined) {
      const edited = await indicatorOf(db, access.company.id, input.draft.indicatorId);
      if (edited.reportId !== report.id) throw new HttpError(404, "not_found", { key: "server.notFound" });
    }
    const rows = await indicatorsOfReport(db, report);
    const evaluated = await evaluateReport(db, access.company, rows, input, input.draft);
    const names = new Map(rows.map((row) => [String(row.id), row.name]));
    if (input.draft) {
      names.set(
        input.draft.indicatorId === undefined ? DRAFT_ID : String(input.draft.indicatorId),
        input.draft.name || translate("analytics.editor.thisIndicator", locale),
      );
    }
    const nameOf = (id: string) => names.get(id) ?? id;
    const { dashboard, today } = evaluated.computed;
    let draft = null;
    if (input.draft && evaluated.draft) {
      draft = evaluated.draft.ok
        ? outcomeOutput(
            evaluated.outcomes.get(
              input.draft.indicatorId === undefined ? DRAFT_ID : String(input.draft.indicatorId),
            ),
            nameOf,
            locale,
          )
        : {
            status: "syntaxError" as const,
            values: [],
            errors: [],
            error: syntaxErrorOutput(evaluated.draft.error, locale),
            cycle: null,
          };
    }
    return {
      currency: access.company.defaultCurrency,
      periods: dashboard.periods.map((period) => ({
        key: period.key,
        start: period.start,
        end: period.end,
        tense:
          period.end < today
            ? ("past" as const)
            : period.start > today
              ? ("future" as const)
              : ("current" as const),
      })),
      indicators: rows.map((row) => ({
        id: row.id,
        ...outcomeOutput(evaluated.outcomes.get(String(row.id)), nameOf, locale),
      })),
      draft,
    };
  },

  async exportReportXLSX(context) {
    const access = await analyticsCompany(context);
    const { input, locale } = context;
    const { db } = context.services;
    const report = await reportOf(db, access.company.id, input.id);
    const rows = await indicatorsOfReport(db, report);
    const evaluated = await evaluateReport(db, access.company, rows, input);
    const file = await reportWorkbook({
      reportName: report.name,
      computed: evaluated.computed,
      indicators: rows,
      outcomes: evaluated.outcomes,
      locale,
    });
    const safeName = report.name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9_-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60);
    return {
      filename: `${safeName || "rapport"}.xlsx`,
      content_type: XLSX_TYPE,
      content_base64: file.toString("base64"),
    };
  },
};
