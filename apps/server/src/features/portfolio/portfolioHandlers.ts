import { alertSettingsOf, portfolioVisibility } from "@trezo/domain";
import { auditActor } from "../../audit/auditLog";
import { domainErrors } from "../../errors/domainError";
import { companyToday } from "../../forecast/companyToday";
import { type CallHandlers, mustAuth, mustCompany } from "../../http/registerContract";
import { updateCompanyAudited } from "../companies/companyQueries";
import { portfolioClients } from "./portfolioQueries";
import { portfolioRows } from "./portfolioRows";

type PortfolioHandlers = Pick<CallHandlers, "getPortfolio" | "setPortfolioAlertSettings">;

/** The accounting firm's console (issue 16). */
export const portfolioHandlers: PortfolioHandlers = {
  async getPortfolio(context) {
    const access = mustCompany(context);
    const auth = mustAuth(context);
    const { db } = context.services;
    const visibility = portfolioVisibility(access.permissions, access.ownerLevel);
    const today = companyToday();
    const clients = access.company.isCpa
      ? await portfolioClients(db, access.company.id, visibility.allClients ? null : auth.user.id)
      : [];
    const { rows, totals, settings } = await portfolioRows(db, {
      firmId: access.company.id,
      firmCurrency: access.company.defaultCurrency,
      alertSettings: alertSettingsOf(access.company.consoleAlertSettings),
      clients,
      figures: visibility.figures,
      today,
    });
    return {
      today,
      figures: visibility.figures,
      alertSettings: settings,
      clients: rows,
      totals,
    };
  },

  async setPortfolioAlertSettings(context) {
    const { company } = mustCompany(context);
    if (!company.isCpa) throw domainErrors.notFound();
    const { thresholdWithinWeeks, staleBankDays, toCategoriseAtLeast } = context.input;
    const settings = { thresholdWithinWeeks, staleBankDays, toCategoriseAtLeast };
    await updateCompanyAudited(
      context.services.db,
      company.id,
      { consoleAlertSettings: settings },
      {
        action: "company_updated",
        ...auditActor(mustAuth(context), context.request),
        companyId: company.id,
        details: {
          changed: ["consoleAlertSettings"],
          consoleAlertSettings: { from: alertSettingsOf(company.consoleAlertSettings), to: settings },
        },
      },
    );
    return settings;
  },
};
