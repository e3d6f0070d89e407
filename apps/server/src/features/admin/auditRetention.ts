import type { ScheduledTask } from "../../jobs/scheduler";
import { deleteAuditLinesBefore } from "./auditTrailQueries";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The audit trail's retention (AUDIT_RETENTION_DAYS, default 400 days: a year of sign-ins plus a
 * margin): once a day, whichever instance claims it, lines older than the period are removed. It is
 * the only way a line leaves the trail.
 */
export function auditRetention(days: number): ScheduledTask {
  return {
    name: "auditRetention",
    everyMs: DAY_MS,
    async run({ db, exclusive }) {
      await exclusive(() => deleteAuditLinesBefore(db, new Date(Date.now() - days * DAY_MS)));
    },
  };
}
