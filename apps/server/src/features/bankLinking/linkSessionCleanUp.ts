import type { ScheduledTask } from "../../jobs/scheduler";
import { deleteLinkSessionsBefore, LINK_SESSION_TTL_MS } from "./bankLinkQueries";

/**
 * Every hour, once whichever instances share the database (scheduled_runs on PGlite, pg-boss on
 * PostgreSQL): the connect sessions of getRedirectUrl and getModifyUrl that can no longer be taken
 * (older than LINK_SESSION_TTL_MS: used, or abandoned by a user who never came back to /callback) are
 * deleted, so that the states of the hosted pages do not pile up.
 */
export const linkSessionCleanUp: ScheduledTask = {
  name: "bankLinkSessionCleanUp",
  everyMs: LINK_SESSION_TTL_MS,
  async run({ db, exclusive }) {
    const before = new Date(Date.now() - LINK_SESSION_TTL_MS);
    return { deleted: await exclusive(() => deleteLinkSessionsBefore(db, before)) };
  },
};
