import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CALL_NAMES, contract } from "./contract";
import { recategorisationJob } from "./recategorisation";

describe("calls that run as a job", () => {
  const jobCalls = CALL_NAMES.filter((name) => contract[name].job !== null);

  it("include what re-categorises a company: rule changes, reindexes, a category's removal", () => {
    for (const name of ["editSubCategoryRule", "reindexTransactions", "removeCategory"] as const)
      expect(contract[name].job, name).toBe(recategorisationJob);
    expect(contract.getTransactionList.job).toBeNull();
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
