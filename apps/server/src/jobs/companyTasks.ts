import type { DatabaseHandle } from "../db/database";
import { companyToday } from "../forecast/companyToday";
import { perCompanyTask, type ScheduledTask } from "./scheduler";
import { companiesWithAggregatorConnections, companiesWithExpiredTrial } from "./schedulerQueries";

/**
 * What the scheduled per-company work calls: the places where other features plug their work in. The
 * defaults do nothing yet: the aggregator adapter (issue 21) provides the sync, billing the trial's end.
 */
export interface ScheduledHooks {
  /** Synchronises one company's aggregator connections (accounts, balances, new transactions). */
  syncCompanyConnections(database: DatabaseHandle, companyId: number): Promise<unknown>;
  /** Does what a company's ended trial calls for. */
  expireTrial(database: DatabaseHandle, companyId: number): Promise<unknown>;
}

/** The hooks until their features provide them. */
export const DEFAULT_SCHEDULED_HOOKS: ScheduledHooks = {
  async syncCompanyConnections() {
    return { synced: 0 };
  },
  async expireTrial() {
    return null;
  },
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The nightly synchronisation of every company with aggregator connections: one job per company on
 * PostgreSQL (retried alone, one running at a time per company).
 */
export function nightlyBankSync(sync: ScheduledHooks["syncCompanyConnections"]): ScheduledTask {
  return perCompanyTask({
    name: "nightlyBankSync",
    everyMs: DAY_MS,
    companies: ({ db, exclusive }) => exclusive(() => companiesWithAggregatorConnections(db)),
    runFor: sync,
  });
}

/** Once a day, each active company whose trial ended before today. */
export function trialExpiries(expire: ScheduledHooks["expireTrial"]): ScheduledTask {
  return perCompanyTask({
    name: "trialExpiries",
    everyMs: DAY_MS,
    companies: ({ db, exclusive }) => exclusive(() => companiesWithExpiredTrial(db, companyToday())),
    runFor: expire,
  });
}
