import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addTestCategory,
  afterJob,
  type BankingScene,
  createTestAccount,
  finishedJob,
  insertTestTransactions,
  okBody,
  startBankingScene,
} from "../banking/bankingTestScene";
import { REINDEX_SLICE_ROWS } from "./applyRules";

/**
 * A rule change re-categorises the whole company as a job (DESIGN §3 "Long work"): the change is made
 * at once, the job files every transaction in short slices, other requests are answered meanwhile, and
 * its progress can be read with getJob.
 */

let scene: BankingScene;
let energyId: number;
let telecomId: number;
const LINES = REINDEX_SLICE_ROWS * 8;

const label = (value: string) => [{ field: "label", operator: "contains", value }];

async function filedIn(categoryId: number): Promise<number> {
  const result = await scene.server.services.db.execute<{ n: number }>(
    sql`select count(*)::int as n from transactions where company_id = ${scene.companyId} and category_id = ${categoryId}`,
  );
  return ((Array.isArray(result) ? result : (result as { rows: unknown[] }).rows)[0] as { n: number }).n;
}

beforeAll(async () => {
  scene = await startBankingScene({ basic_info: true });
  const accountId = await createTestAccount(scene);
  const add = (name: string) => addTestCategory(scene, name);
  energyId = await add("Énergie");
  telecomId = await add("Télécom");
  // In inserts of 4,000 (a statement's parameter limit).
  for (let start = 0; start < LINES; start += 4_000) {
    await insertTestTransactions(
      scene,
      accountId,
      Array.from({ length: Math.min(4_000, LINES - start) }, (_, index) => ({
        date: "2026-03-01",
        label: `PRLV SEPA EDF ORANGE ECHEANCE ${start + index}`,
        amountCents: -1_000 - start - index,
      })),
    );
  }
});
afterAll(async () => {
  await scene.stop();
});

describe("re-categorisation as a job", () => {
  it("answers the rule at once, files every transaction in a job whose progress shows, and lets other requests through", async () => {
    const answer = okBody<{ rule: { id: number }; jobId: string }>(
      await scene.call("createNewSubCategoryRule", {
        rule: { conditions: label("EDF"), category_id: energyId },
      }),
    );
    // The rule itself is there at once.
    const listed = okBody<{ rules: Array<{ id: number }> }>(await scene.call("listSubCategoryRules"));
    expect(listed.rules.map((rule) => rule.id)).toContain(answer.rule.id);

    // Progress is read while it runs; meanwhile another company's requests are answered.
    const seen: number[] = [];
    let finished = false;
    const following = (async () => {
      for (;;) {
        const job = okBody<{ status: string; progress: number }>(
          await scene.call("getJob", { jobId: answer.jobId }),
        );
        if (job.status !== "running") break;
        seen.push(job.progress);
      }
      finished = true;
    })();
    let answeredDuring = 0;
    while (!finished) {
      const other = await scene.call(
        "getTransactionList",
        { companyId: scene.otherCompanyId },
        scene.outsider,
      );
      expect(other.status).toBe(200);
      if (!finished) answeredDuring += 1;
    }
    await following;
    const done = await finishedJob(scene, answer.jobId);
    expect(done).toMatchObject({ status: "done", progress: 100, kind: "createNewSubCategoryRule" });
    expect(done.result).toMatchObject({ examined: LINES, changed: LINES, supersededBy: null });
    expect(await filedIn(energyId)).toBe(LINES);
    expect(answeredDuring).toBeGreaterThanOrEqual(2);
    // Progress was read between 0 and 100 while it ran, and never went back.
    expect(seen.some((progress) => progress > 0 && progress < 100)).toBe(true);
    for (const [index, progress] of seen.entries())
      expect(progress).toBeGreaterThanOrEqual(seen[index - 1] ?? 0);
  });

  it("stays right when the rules change again while it runs: the later job supersedes it", async () => {
    const first = okBody<{ rule: { id: number }; jobId: string }>(
      await scene.call("createNewSubCategoryRule", {
        rule: { conditions: label("ORANGE"), category_id: telecomId, priority: 0 },
      }),
    );
    // Before the first job is through, the new rule goes back behind the EDF rule.
    const second = await afterJob<{ jobId: string }>(
      scene,
      await scene.call("editSubCategoryRule", {
        rule: { id: first.rule.id, conditions: label("ORANGE"), category_id: telecomId, priority: 1_000 },
      }),
    );
    const firstJob = okBody<{ status: string; result: { supersededBy: string | null } | null }>(
      await scene.call("getJob", { jobId: first.jobId }),
    );
    // Done by itself, or stopped in favour of the later job: either way every line ends where the
    // rules as they are now put it.
    expect(firstJob.status).not.toBe("failed");
    if (firstJob.status === "done" && firstJob.result?.supersededBy)
      expect(firstJob.result.supersededBy).toBe(second.jobId);
    await finishedJob(scene, first.jobId);
    expect(await filedIn(energyId)).toBe(LINES);
    expect(await filedIn(telecomId)).toBe(0);
  });
});
