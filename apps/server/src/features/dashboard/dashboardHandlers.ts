import { addMonthsClamped, civilOf, periodOf } from "@trezo/domain";
import { dropUpload, readUpload } from "../../files/fileUploads";
import { scenarioOf } from "../../forecast/baseScenario";
import { companyToday } from "../../forecast/companyToday";
import { loadForecastModel } from "../../forecast/forecastModel";
import { saveImportedForecasts } from "../../forecast/seriesWrites";
import { type CallContext, type CallHandlers, mustAuth, mustCompany } from "../../http/registerContract";
import { type JobRun, startJob } from "../../jobs/jobs";
import { assertPaywallOpen } from "../billing/subscriptionState";
import { cellDetailsOf } from "./cellDetails";
import {
  chartDataOf,
  computeCompanyDashboard,
  computeFromInput,
  loadCompanyDashboardInput,
} from "./chartData";
import { DASHBOARD_JOB_KINDS, dashboardJobOf, dropStaleExports } from "./dashboardJobs";
import { dashboardWorkbook } from "./dashboardWorkbook";
import { forecastTemplate, readForecastTemplate } from "./forecastTemplate";

type DashboardHandlers = Pick<
  CallHandlers,
  | "getDashboardChartData"
  | "getDashboardTransactions"
  | "exportDashboardXLSX"
  | "downloadDashboardTemplate"
  | "importDashboardXLSX"
  | "getDashboardJob"
>;

/** Starts a job of the caller's company that the client follows by its `trackId` if it sent one. */
async function startDashboardJob<N extends "exportDashboardXLSX" | "importDashboardXLSX">(
  context: CallContext<N>,
  kind: string,
  work: (run: JobRun) => Promise<Record<string, unknown>>,
) {
  const trackId = context.input.trackId ?? null;
  const jobId = await startJob(context.services, {
    companyId: mustCompany(context).company.id,
    userId: mustAuth(context).user.id,
    kind,
    trackId,
    locale: context.locale,
    work,
  });
  return { jobId, trackId };
}

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
    const { input, locale, services } = context;
    await assertPaywallOpen(services.db, company, "excel");
    // Read now, so that a bad range or an unknown scenario is a plain 4xx rather than a failed job; the
    // computing and the workbook are the job's.
    const loaded = await loadCompanyDashboardInput(services.db, company, input);
    await dropStaleExports(services.db, company.id);
    return startDashboardJob(context, DASHBOARD_JOB_KINDS.export, async (run) => {
      await run.progress(5);
      const computed = computeFromInput(loaded);
      await run.progress(30);
      const content = await dashboardWorkbook(computed.model, computed.dashboard, {
        companyName: company.name,
        locale,
        onProgress: (done) => run.progress(30 + done * 65),
      });
      return {
        filename: `${safeFileName(company.name)}-${computed.today}.xlsx`,
        content_type: XLSX_TYPE,
        content_base64: content.toString("base64"),
      };
    });
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
    const { input, locale, services } = context;
    // Checked now, so that an unknown upload or scenario is a plain 404 rather than a failed job.
    const scenario = await scenarioOf(services.db, company.id, input.scenarioId);
    await readUpload(services.db, company.id, input.uploadId, "forecastTemplate");
    return startDashboardJob(context, DASHBOARD_JOB_KINDS.import, async (run) => {
      const [upload, model] = await run.exclusive(async (db) => [
        await readUpload(db, company.id, input.uploadId, "forecastTemplate"),
        await loadForecastModel(db, company.id),
      ]);
      await run.progress(10);
      const typed = await readForecastTemplate(model, upload.bytes, locale);
      await run.progress(60);
      // One transaction: every typed forecast, or nothing (DESIGN §3); the upload goes with it. The series
      // a previous import made are read again inside it, in case another import ran meanwhile.
      return run.exclusive((db) =>
        db.transaction(async (tx) => {
          const current = await loadForecastModel(tx, company.id);
          const saved = await saveImportedForecasts(tx, current, scenario, typed);
          await dropUpload(tx, company.id, input.uploadId);
          return saved;
        }),
      );
    });
  },

  async getDashboardJob(context) {
    const { company } = mustCompany(context);
    return dashboardJobOf(context.services.db, company.id, context.input.jobId);
  },
};
