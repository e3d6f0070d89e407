import { describe, expect, it } from "vitest";
import { createApiClient } from "../client/apiClient";
import { followJob, JOB_FOLLOW_ABORTED } from "./useJobMutation";

const FIRST = "3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f";
const SECOND = "4a3c9d2f-6e5b-4f7c-8d8e-2b3c4d5e6f70";

/** A client whose getJob answers from `jobs` by id, counting the polls of each job. */
function clientWith(jobs: Record<string, Record<string, unknown>>) {
  const polls: string[] = [];
  const client = createApiClient({
    fetchImpl: async (_url, init) => {
      const { jobId } = JSON.parse(String(init?.body)) as { jobId: string };
      polls.push(jobId);
      const job = { kind: "setSubCategoryRules", progress: 100, trackId: null, error: null, ...jobs[jobId] };
      return new Response(JSON.stringify({ id: jobId, ...job }), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    },
  });
  return { client, polls };
}

describe("following a job", () => {
  it("follows a superseding job and keeps the first job's own fields with the finishing pass's counts", async () => {
    const { client, polls } = clientWith({
      [FIRST]: { status: "done", result: { rules: 4, examined: 10, changed: 2, supersededBy: SECOND } },
      [SECOND]: { status: "done", result: { examined: 500, changed: 37, supersededBy: null } },
    });
    const result = await followJob(client, "setSubCategoryRules", FIRST, { companyId: 7, pollMs: 1 });
    expect(result).toEqual({ rules: 4, examined: 500, changed: 37, supersededBy: null });
    expect(polls).toEqual([FIRST, SECOND]);
  });

  it("refuses a supersession that comes back to a job it followed, instead of polling forever", async () => {
    const { client, polls } = clientWith({
      [FIRST]: { status: "done", result: { examined: 1, changed: 0, supersededBy: SECOND } },
      [SECOND]: { status: "done", result: { examined: 1, changed: 0, supersededBy: FIRST } },
    });
    await expect(
      followJob(client, "reindexTransactions", FIRST, { companyId: 7, pollMs: 1 }),
    ).rejects.toMatchObject({ code: "job_supersession_cycle" });
    expect(polls).toEqual([FIRST, SECOND]);
  });

  it("stops polling a running job once its signal is aborted", async () => {
    const { client, polls } = clientWith({ [FIRST]: { status: "running", progress: 40, result: null } });
    const controller = new AbortController();
    const seen: number[] = [];
    const following = followJob(client, "reindexTransactions", FIRST, {
      companyId: 7,
      pollMs: 5,
      signal: controller.signal,
      onProgress: (percent) => {
        seen.push(percent);
        if (seen.length === 3) controller.abort();
      },
    });
    await expect(following).rejects.toMatchObject({ code: JOB_FOLLOW_ABORTED });
    expect(seen).toEqual([40, 40, 40]);
    expect(polls).toHaveLength(3);
  });
});
