import { httpErrors } from "../../http/httpError";
import { type CallHandlers, mustAuth, mustCompany } from "../../http/registerContract";
import { jobOf, startJob } from "../../jobs/jobs";
import { computeConsolidation, consolidationOutput, loadConsolidationInput } from "./consolidationData";
import { consolidatedClients, intercompanyIds, setIntercompany } from "./consolidationQueries";
import { consolidationWorkbook } from "./consolidationWorkbook";

type ConsolidationHandlers = Pick<
  CallHandlers,
  | "getConsolidation"
  | "exportDashboardConsolidationTableXLSX"
  | "getConsolidationJob"
  | "setCategoryIntercompany"
  | "getIntercompanyCategories"
>;

/** The job kind of a consolidation export (getConsolidationJob follows only these). */
const EXPORT_KIND = "consolidationExport";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Consolidation of a firm's client companies (spec 001 §7.5, issue 16). */
export const consolidationHandlers: ConsolidationHandlers = {
  async getConsolidation(context) {
    const { db } = context.services;
    const { input } = context;
    const clients = await consolidatedClients(
      db,
      mustAuth(context),
      mustCompany(context).company.id,
      input.clientIds,
    );
    const loaded = await loadConsolidationInput(db, clients, input);
    return consolidationOutput(await computeConsolidation(loaded, context.locale));
  },

  async exportDashboardConsolidationTableXLSX(context) {
    const { services, input, locale } = context;
    const auth = mustAuth(context);
    const firm = mustCompany(context).company;
    // Read now, so that a client out of reach or a bad range is a plain 4xx rather than a failed job.
    const clients = await consolidatedClients(services.db, auth, firm.id, input.clientIds);
    const loaded = await loadConsolidationInput(services.db, clients, input);
    const trackId = input.trackId ?? null;
    const jobId = await startJob(services, {
      companyId: firm.id,
      userId: auth.user.id,
      kind: EXPORT_KIND,
      trackId,
      locale,
      work: async (run) => {
        await run.progress(5);
        const computed = await computeConsolidation(loaded, locale, (done) => run.progress(5 + done * 70));
        const content = await consolidationWorkbook(computed, locale);
        const today = loaded.clients[0]?.loaded.today ?? "";
        return {
          filename: `consolidation-${today}.xlsx`,
          content_type: XLSX_TYPE,
          content_base64: content.toString("base64"),
        };
      },
    });
    return { jobId, trackId };
  },

  async getConsolidationJob(context) {
    const job = await jobOf(context.services.db, mustCompany(context).company.id, context.input.jobId);
    if (job.kind !== EXPORT_KIND) throw httpErrors.notFound();
    return job;
  },

  async setCategoryIntercompany(context) {
    const { categoryId, intercompany } = context.input;
    const companyId = mustCompany(context).company.id;
    if (!(await setIntercompany(context.services.db, companyId, categoryId, intercompany)))
      throw httpErrors.notFound();
    return { success: true as const };
  },

  async getIntercompanyCategories(context) {
    return { categoryIds: await intercompanyIds(context.services.db, mustCompany(context).company.id) };
  },
};
