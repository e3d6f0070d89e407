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

  it("include the dashboard's workbook export and template import and the statement import, with their results", () => {
    expect(contract.exportDashboardXLSX.job?.followWith).toBe("getDashboardJob");
    expect(contract.importDashboardXLSX.job?.followWith).toBe("getDashboardJob");
    expect(contract.importStatement.job?.followWith).toBe("getJob");
    expect(
      contract.exportDashboardXLSX.job?.result.parse({
        filename: "a.xlsx",
        content_type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        content_base64: "UEs=",
      }),
    ).toMatchObject({ filename: "a.xlsx" });
    expect(() => contract.importDashboardXLSX.job?.result.parse({ imported: 3 })).toThrow();
    expect(contract.importStatement.job?.result.parse({ added: 2, duplicates: 1, format: "ofx" })).toEqual({
      added: 2,
      duplicates: 1,
    });
  });

  it("answer with the id of the job to follow, and follow it with a job call", () => {
    for (const name of jobCalls) {
      const output = contract[name].output;
      expect(output instanceof z.ZodObject && "jobId" in output.shape, name).toBe(true);
      const job = contract[name].job;
      expect(["getJob", "getDashboardJob", "getConsolidationJob"], name).toContain(job?.followWith);
    }
  });
});
