import { z } from "zod";
import type { CallJob } from "./call";

/** What a re-categorisation job did once done (supersededBy: a later one took over, follow it). */
export const recategorisationResultSchema = z.object({
  examined: z.number().int(),
  changed: z.number().int(),
  /** Invoices not filed by hand that the rules looked at, and those whose category changed. */
  invoicesExamined: z.number().int().optional(),
  invoicesChanged: z.number().int().optional(),
  supersededBy: z.uuid().nullable(),
});

/**
 * The job a rule change starts: the rules are applied again to every transaction, then every invoice, not filed by hand, in
 * slices that let other requests in; a later rule change of the company supersedes it. The change
 * itself is made at once; the answer's jobId follows the re-categorisation with getJob.
 */
export const recategorisationJob = {
  followWith: "getJob",
  result: recategorisationResultSchema,
} as const satisfies CallJob;
