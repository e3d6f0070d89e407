import { addMonthsClamped, civilOf, periodOf } from "@trezo/domain";
import { and, eq, inArray } from "drizzle-orm";
import { cashFlowSeries, scenarioEvents } from "../../db/tables/forecast";
import { type CallHandlers, mustCompany } from "../../http/registerContract";
import { scenarioOf } from "../forecast/baseScenario";
import { companyToday } from "../forecast/companyToday";
import { loadForecastModel } from "../forecast/forecastModel";
import { cellDetailsOf } from "./cellDetails";
import { chartDataOf, computeCompanyDashboard } from "./chartData";
import { dashboardWorkbook } from "./dashboardWorkbook";
import { forecastTemplate, IMPORTED_SERIES_LABEL, readForecastTemplate } from "./forecastTemplate";

type DashboardHandlers = Pick<
  CallHandlers,
  | "getDashboardChartData"
  | "getDashboardTransactions"
  | "exportDashboardXLSX"
  | "downloadDashboardTemplate"
  | "importDashboardXLSX"
>;

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A file name without anything a header or a file system would choke on. */
function safeFileName(text: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9_-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "trezo"
  );
}

/** The dashboard (spec 001 §7.5) and its workbooks (§7.2 template). */
export const dashboardHandlers: DashboardHandlers = {
  async getDashboardChartData(context) {
    const { company } = mustCompany(context);
    const socket = context.request.raw.socket;
    const computed = await computeCompanyDashboard(context.services.db, company, context.input, {
      isCancelled: () => socket.destroyed,
    });
    return chartDataOf(computed, company, context.locale);
  },

  async getDashboardTransactions(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const model = await loadForecastModel(db, company.id);
    const scenario = await scenarioOf(db, company.id, context.input.scenarioId);
    return cellDetailsOf(db, model, scenario, {
      rowId: context.input.row_id,
      granularity: context.input.granularity,
      date: context.input.date,
      limit: context.input.limit,
    });
  },

  async exportDashboardXLSX(context) {
    const { company } = mustCompany(context);
    const computed = await computeCompanyDashboard(context.services.db, company, context.input);
    const content = await dashboardWorkbook(computed.model, computed.dashboard, {
      companyName: company.name,
      locale: context.locale,
    });
    return {
      filename: `${safeFileName(company.name)}-${computed.today}.xlsx`,
      content_type: XLSX_TYPE,
      content_base64: content.toString("base64"),
    };
  },

  async downloadDashboardTemplate(context) {
    const { company } = mustCompany(context);
    const model = await loadForecastModel(context.services.db, company.id);
    const today = companyToday();
    const first = periodOf(today, "month").start;
    const { year, month } = addMonthsClamped(civilOf(first), 11);
    const range = context.input.period ?? {
      from: first,
      to: `${year}-${String(month).padStart(2, "0")}-01`,
    };
    const content = await forecastTemplate(model, range, context.locale);
    return {
      filename: `${safeFileName(company.name)}-previsionnel.xlsx`,
      content_type: XLSX_TYPE,
      content_base64: content.toString("base64"),
    };
  },

  async importDashboardXLSX(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const model = await loadForecastModel(db, company.id);
    const scenario = await scenarioOf(db, company.id, context.input.scenarioId);
    const typed = await readForecastTemplate(
      model,
      Buffer.from(context.input.file, "base64"),
      context.locale,
    );
    const cells = new Set(typed.map((one) => `${one.categoryId}|${one.monthStart}`));
    // A new import replaces the one-off series a previous import made in the same cells of this scenario.
    const previous = [...model.seriesById.values()].filter(
      (row) =>
        row.scenarioId === scenario.id &&
        row.label === IMPORTED_SERIES_LABEL &&
        row.frequency === "once" &&
        cells.has(`${row.categoryId}|${row.startOn}`),
    );
    await db.transaction(async (tx) => {
      if (previous.length > 0) {
        await tx.delete(cashFlowSeries).where(
          and(
            eq(cashFlowSeries.companyId, company.id),
            inArray(
              cashFlowSeries.id,
              previous.map((row) => row.id),
            ),
          ),
        );
      }
      if (typed.length === 0) return;
      const inserted = await tx
        .insert(cashFlowSeries)
        .values(
          typed.map((one) => ({
            companyId: company.id,
            scenarioId: scenario.id,
            categoryId: one.categoryId,
            label: IMPORTED_SERIES_LABEL,
            amountCents: BigInt(one.cents),
            frequency: "once",
            startOn: one.monthStart,
          })),
        )
        .returning({ id: cashFlowSeries.id });
      if (!scenario.isBase) {
        await tx.insert(scenarioEvents).values(
          inserted.map((row) => ({
            companyId: company.id,
            scenarioId: scenario.id,
            name: IMPORTED_SERIES_LABEL,
            kind: "add",
            seriesId: row.id,
          })),
        );
      }
    });
    return { imported: typed.length, replaced: previous.length };
  },
};
