import type { JobCallName } from "@trezo/api";
import type { Locale } from "@trezo/i18n";
import { startJob } from "../../jobs/jobs";
import type { Services } from "../../services";
import { refileInvoicesInSlices, reindexInSlices } from "./applyRules";
import { laterRunningJob } from "./ruleQueries";

/**
 * The calls whose job re-categorises the whole company (the job's kind is the call's name). One that
 * starts supersedes those of the company still running: they stop at their next slice, their result
 * naming it (`supersededBy`), since its full pass files every transaction with the rules as they are.
 */
export const RECATEGORISING_CALLS = [
  "createNewSubCategoryRule",
  "editSubCategoryRule",
  "removeSubCategoryRule",
  "setSubCategoryRules",
  "setSubCategoryRulePriorities",
  "reindexTransactions",
  "cleanCategoryAdjustments",
  "removeCategory",
] as const satisfies readonly JobCallName[];

/** Percent of the job's progress given to transactions; invoices take the rest. */
const TRANSACTION_SHARE = 90;

/**
 * Starts the re-categorisation of the company as a job (DESIGN §3 "Long work"): the rules are applied
 * again to every transaction not filed by hand, in slices of one short transaction each, so other
 * requests are answered meanwhile and progress shows; then the invoices not filed by hand, the same way. The change that calls for it (a rule saved,
 * removed, reordered; manual categories forgotten; a category removed) is already committed. Every
 * slice reads the rules as they are then, so a rule changed meanwhile is never filed with stale rules;
 * the later change's job files what this one had passed. Returns the job id.
 */
export function startRecategorisation(
  services: Services,
  options: {
    companyId: number;
    userId: number | null;
    locale: Locale;
    kind: (typeof RECATEGORISING_CALLS)[number];
    trackId?: string | undefined;
    /** Added to the job's result (setSubCategoryRules: how many rules). */
    result?: Record<string, number>;
  },
): Promise<string> {
  const { companyId } = options;
  return startJob(services, {
    companyId,
    userId: options.userId,
    kind: options.kind,
    trackId: options.trackId,
    locale: options.locale,
    work: async (run) => {
      let supersededBy: string | null = null;
      const stillCurrent = async () => {
        supersededBy = await run.exclusive((db) =>
          laterRunningJob(db, companyId, run.id, RECATEGORISING_CALLS),
        );
        return supersededBy === null;
      };
      // Transactions first (most of the work), then the invoices the same rules file.
      const outcome = await reindexInSlices(services.database, companyId, {
        async beforeSlice({ examined, total }) {
          await run.progress((TRANSACTION_SHARE * examined) / Math.max(1, total));
          return stillCurrent();
        },
      });
      const invoicesOutcome = outcome.stopped
        ? { examined: 0, changed: 0 }
        : await refileInvoicesInSlices(services.database, companyId, {
            async beforeSlice({ examined, total }) {
              await run.progress(
                TRANSACTION_SHARE + ((100 - TRANSACTION_SHARE) * examined) / Math.max(1, total),
              );
              return stillCurrent();
            },
          });
      return {
        ...options.result,
        examined: outcome.examined,
        changed: outcome.changed,
        invoicesExamined: invoicesOutcome.examined,
        invoicesChanged: invoicesOutcome.changed,
        supersededBy,
      };
    },
  });
}
