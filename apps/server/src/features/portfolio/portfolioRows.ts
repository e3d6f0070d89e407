import {
  type AlertSettings,
  clientAlerts,
  type IsoDate,
  isStaleBank,
  projectClient,
  runwayMonths,
} from "@trezo/domain";
import type { Database } from "../../db/database";
import { companyToday } from "../../forecast/companyToday";
import { shiftMonths } from "../../forecast/dashboardWindow";
import { domainSeriesOf } from "../../forecast/seriesRecord";
import {
  type ClientRow,
  portfolioBanks,
  portfolioBaseSeries,
  portfolioCash,
  portfolioCollaborators,
  portfolioNetFlow,
  portfolioThresholds,
  portfolioUncategorised,
  portfolioUnmatchedInvoices,
} from "./portfolioQueries";

/** Months of actual flows the runway averages. */
const RUNWAY_MONTHS_BACK = 3;

export interface PortfolioRequest {
  firmId: number;
  firmCurrency: string;
  /** The firm's alert thresholds (alertSettingsOf its stored ones). */
  alertSettings: AlertSettings;
  clients: readonly ClientRow[];
  /** Whether the figures (and the threshold alert they raise) are shown. */
  figures: boolean;
  today: IsoDate;
}

/**
 * The console's rows for these clients of one firm, with the totals: a fixed number of set-wise reads
 * (portfolioQueries), then the domain's projection, runway and alert rules per client in memory.
 */
export async function portfolioRows(db: Database, request: PortfolioRequest) {
  const { clients, today } = request;
  const settings = request.alertSettings;
  const ids = clients.map((client) => client.id);
  const thisMonth = `${today.slice(0, 7)}-01`;
  const [banks, uncategorised, unmatched, collaborators, cash, netFlow, thresholds, series] =
    await Promise.all([
      portfolioBanks(db, ids),
      portfolioUncategorised(db, ids),
      portfolioUnmatchedInvoices(db, ids),
      portfolioCollaborators(db, request.firmId, ids),
      portfolioCash(db, ids),
      portfolioNetFlow(db, ids, shiftMonths(thisMonth, -RUNWAY_MONTHS_BACK), thisMonth),
      portfolioThresholds(db, ids),
      portfolioBaseSeries(db, ids),
    ]);
  let totals = { cashTodayCents: 0, endOfHorizonCents: 0 };
  const rows = clients.map((client) => {
    const clientBanks = (banks.get(client.id) ?? []).map((bank) => {
      const lastUpdate = bank.lastUpdate === null ? null : companyToday(bank.lastUpdate);
      return { name: bank.name, lastUpdate, stale: isStaleBank(lastUpdate, today, settings.staleBankDays) };
    });
    const cashTodayCents = cash.get(client.id) ?? 0;
    const thresholdCents = thresholds.get(client.id) ?? null;
    const projection = projectClient({
      today,
      cashTodayCents,
      thresholdCents,
      series: (series.get(client.id) ?? []).map(domainSeriesOf),
    });
    const uncategorisedCount = uncategorised.get(client.id) ?? 0;
    const alerts = clientAlerts(
      {
        today,
        firstMonthBelowThreshold: projection.firstMonthBelowThreshold,
        bankLastUpdates: clientBanks.map((bank) => bank.lastUpdate),
        uncategorisedCount,
      },
      settings,
    );
    if (client.defaultCurrency === request.firmCurrency) {
      totals = {
        cashTodayCents: totals.cashTodayCents + cashTodayCents,
        endOfHorizonCents: totals.endOfHorizonCents + projection.endOfHorizonCents,
      };
    }
    return {
      id: client.id,
      name: client.name,
      siret: client.siret,
      currency: client.defaultCurrency,
      collaborators: (collaborators.get(client.id) ?? []).map((one) => one.name),
      collaboratorIds: (collaborators.get(client.id) ?? []).map((one) => one.userId),
      banks: clientBanks,
      uncategorisedCount,
      unmatchedInvoiceCount: unmatched.get(client.id) ?? 0,
      isTrial: client.isTrial,
      trialEnd: client.trialEnd,
      isActive: client.isActive,
      // Without the aggregated-data permission, neither the figures nor the alerts they raise.
      figures: request.figures
        ? {
            cashTodayCents,
            endOfHorizonCents: projection.endOfHorizonCents,
            firstMonthBelowThreshold: projection.firstMonthBelowThreshold,
            thresholdCents,
            runwayMonths: runwayMonths(cashTodayCents, (netFlow.get(client.id) ?? 0) / RUNWAY_MONTHS_BACK),
          }
        : null,
      alerts: request.figures ? alerts : alerts.filter((alert) => alert !== "belowThreshold"),
    };
  });
  return { rows, totals: request.figures ? totals : null, settings };
}
