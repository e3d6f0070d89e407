import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CALL_NAMES, contract } from "./contract";

describe("calls that run as a job", () => {
  const jobCalls = CALL_NAMES.filter((name) => contract[name].job !== null);

  it("include the rule changes and reindexes that re-categorise a company", () => {
    expect(jobCalls).toEqual(
      expect.arrayContaining([
        "createNewSubCategoryRule",
        "editSubCategoryRule",
        "removeSubCategoryRule",
        "setSubCategoryRules",
        "setSubCategoryRulePriorities",
        "reindexTransactions",
        "cleanCategoryAdjustments",
        "removeCategory",
      ]),
    );
  });

  it("answer with the id of the job to follow, and follow it with a job call", () => {
    for (const name of jobCalls) {
      const output = contract[name].output;
      expect(output instanceof z.ZodObject && "jobId" in output.shape, name).toBe(true);
      const job = contract[name].job;
      expect(["getJob", "getDashboardJob"], name).toContain(job?.followWith);
    }
  });
});
