import { compileSafeRegex } from "@trezo/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categorisationRules } from "../../db/tables/banking";
import {
  addTestCategory,
  afterJob,
  type BankingScene,
  finishedJob,
  okBody,
  startBankingScene,
} from "../banking/bankingTestScene";
import { applyRules, REINDEX_SLICE_ROWS } from "./applyRules";

let scene: BankingScene;
let accountId: number;
let energyId: number;
let telecomId: number;
let feesId: number;
let ids: number[];

interface Rule {
  id: number;
  priority: number;
  category_id: number;
}
interface Line {
  id: number;
  label: string;
  category_id: number | null;
  category_source: string | null;
  rule_id: number | null;
}

const label = (value: string) => [{ field: "label", operator: "contains", value }];

async function categoryOf(id: number): Promise<Line> {
  return okBody<{ transaction: Line }>(await scene.call("getTransaction", { transactionId: id })).transaction;
}

beforeAll(async () => {
  scene = await startBankingScene({ basic_info: true, transactions_info: true });
  accountId = await scene.createAccount();
  const add = (name: string) => addTestCategory(scene, name);
  energyId = await add("Énergie");
  telecomId = await add("Télécom");
  feesId = await add("Frais");
  ids = await scene.insertTransactions(accountId, [
    { date: "2026-01-03", label: "PRLV SEPA EDF FACTURE 0123", amountCents: -8_000 },
    { date: "2026-02-03", label: "PRLV SEPA EDF FACTURE 0456", amountCents: -8_500 },
    { date: "2026-01-09", label: "PRLV ORANGE SA", amountCents: -3_999 },
    { date: "2026-01-31", label: "FRAIS TENUE DE COMPTE EDF PRO", amountCents: -1_200 },
  ]);
});
afterAll(async () => {
  await scene.stop();
});

describe("rules", () => {
  it("creates rules that file matching transactions at once and record which rule did it", async () => {
    const created = await afterJob<{ rule: Rule; jobId: string }>(
      scene,
      await scene.call("createNewSubCategoryRule", {
        rule: { name: "EDF", conditions: label("edf"), category_id: energyId },
      }),
    );
    expect(created.job).toMatchObject({ kind: "createNewSubCategoryRule", progress: 100 });
    expect(created.job.result).toMatchObject({ changed: 3, supersededBy: null });
    const orange = await afterJob<{ rule: Rule; jobId: string }>(
      scene,
      await scene.call("createNewSubCategoryRule", {
        rule: { conditions: label("orange"), category_id: telecomId },
      }),
    );
    expect(orange.rule.priority).toBe(created.rule.priority + 1);
    expect(await categoryOf(ids[0] as number)).toMatchObject({
      category_id: energyId,
      category_source: "rule",
      rule_id: created.rule.id,
    });
    expect(await categoryOf(ids[2] as number)).toMatchObject({
      category_id: telecomId,
      rule_id: orange.rule.id,
    });
    const listed = okBody<{ rules: Rule[] }>(await scene.call("listSubCategoryRules"));
    expect(listed.rules.map((rule) => rule.id)).toEqual([created.rule.id, orange.rule.id]);
    expect(
      okBody<{ rules: Rule[] }>(await scene.call("listSubCategoryRules", { categoryId: telecomId })).rules,
    ).toHaveLength(1);
  });

  it("refuses an invalid rule with the faulty condition named, and another company's category", async () => {
    const unsafe = await scene.call("createNewSubCategoryRule", {
      rule: { conditions: [{ field: "label", operator: "regex", value: "(A)\\1" }], category_id: energyId },
    });
    expect(unsafe.status).toBe(400);
    expect(unsafe.body.message).toBe("Veuillez vérifier votre saisie");
    expect(unsafe.body.fields).toEqual([{ path: "rule.conditions.0", message: "unsupportedRegex" }]);
    const wrongOperator = await scene.call("createNewSubCategoryRule", {
      rule: { conditions: [{ field: "sign", operator: "contains", value: "debit" }], category_id: energyId },
    });
    expect(wrongOperator.body.fields).toEqual([{ path: "rule.conditions.0", message: "operatorNotAllowed" }]);
    const foreign = await scene.call(
      "createNewSubCategoryRule",
      { companyId: scene.otherCompanyId, rule: { conditions: label("EDF"), category_id: energyId } },
      scene.outsider,
    );
    expect(foreign.status).toBe(400);
    expect(
      (
        await scene.call(
          "createNewSubCategoryRule",
          { rule: { conditions: label("X"), category_id: energyId } },
          scene.member,
        )
      ).status,
    ).toBe(403);
  });

  it("accepts a catastrophic-backtracking pattern, which the rule engine (RE2) runs in linear time", async () => {
    const pattern = "(a+)+$";
    const created = await scene.call("createNewSubCategoryRule", {
      rule: { conditions: [{ field: "label", operator: "regex", value: pattern }], category_id: energyId },
    });
    expect(created.status).toBe(200);
    // The engine the rules run on: 50,000 a's then a '!' take a backtracking engine longer than the
    // universe's age; RE2 answers in well under the generous bound.
    const compiled = compileSafeRegex(pattern);
    if (!compiled.ok) throw new Error("refused");
    const adversarial = `${"a".repeat(50_000)}!`;
    const started = performance.now();
    expect(compiled.regex.test(adversarial)).toBe(false);
    expect(compiled.regex.test("a".repeat(50_000))).toBe(true);
    expect(performance.now() - started).toBeLessThan(5_000);
    await scene.call("removeSubCategoryRule", { id: (created.body.rule as { id: number }).id });
  });

  it("reports conflicts with the transactions that prove them, and previews a draft", async () => {
    const draft = { conditions: label("frais"), category_id: feesId };
    const { conflicts } = okBody<{
      conflicts: Array<{
        rule_ids: unknown[];
        category_ids: number[];
        transaction_count: number;
        transactions: Line[];
      }>;
    }>(await scene.call("checkRulesConflicts", { rule: draft }));
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({
      rule_ids: [expect.any(Number), null],
      category_ids: [energyId, feesId],
      transaction_count: 1,
    });
    expect(conflicts[0]?.transactions.map((line) => line.label)).toEqual(["FRAIS TENUE DE COMPTE EDF PRO"]);

    // Last in line, the draft is shadowed by the EDF rule; first in line, it files the transaction.
    const shadowed = okBody<{ matched_count: number; changed_count: number; shadowed_count: number }>(
      await scene.call("getAffectedTransactions", { rule: draft }),
    );
    expect([shadowed.matched_count, shadowed.changed_count, shadowed.shadowed_count]).toEqual([1, 0, 1]);
    const preview = okBody<{
      matched_count: number;
      changed_count: number;
      changes: Array<{ transaction: Line; to_category_id: number }>;
    }>(await scene.call("getAffectedTransactions", { rule: { ...draft, priority: 0 } }));
    expect([preview.matched_count, preview.changed_count]).toEqual([1, 1]);
    expect(preview.changes[0]).toMatchObject({ transaction: { id: ids[3] }, to_category_id: feesId });
    expect(okBody(await scene.call("getInvoicesAffectedByRule", { rule: draft }))).toEqual({
      invoices: [],
      count: 0,
    });
  });

  it("reorders priorities and applies them; a manual category always wins; removing a rule releases its transactions", async () => {
    const fees = await afterJob<{ rule: Rule; jobId: string }>(
      scene,
      await scene.call("createNewSubCategoryRule", {
        rule: { conditions: label("frais"), category_id: feesId },
      }),
    );
    expect((await categoryOf(ids[3] as number)).category_id).toBe(energyId);
    const reordered = await afterJob<{ rules: Rule[]; jobId: string }>(
      scene,
      await scene.call("setSubCategoryRulePriorities", { ids: [fees.rule.id] }),
    );
    expect(reordered.rules[0]?.id).toBe(fees.rule.id);
    expect(reordered.job.result).toMatchObject({ changed: 1 });
    expect((await categoryOf(ids[3] as number)).category_id).toBe(feesId);

    okBody(
      await scene.call("setBankingTransactionsCategory", { transactionIds: [ids[2]], categoryId: energyId }),
    );
    expect((await afterJob(scene, await scene.call("reindexTransactions"))).job.result).toMatchObject({
      changed: 0,
    });
    expect(await categoryOf(ids[2] as number)).toMatchObject({
      category_id: energyId,
      category_source: "manual",
    });

    const orange = okBody<{ rules: Rule[] }>(
      await scene.call("listSubCategoryRules", { categoryId: telecomId }),
    ).rules[0] as Rule;
    const removed = await afterJob(scene, await scene.call("removeSubCategoryRule", { id: orange.id }));
    expect(removed).toMatchObject({ success: true, job: { result: { changed: 0 } } });
    const cleaned = await afterJob(
      scene,
      await scene.call("cleanCategoryAdjustments", { categoryId: energyId }),
    );
    expect(cleaned).toMatchObject({ cleaned: 1, job: { result: { changed: 0 } } });
    expect(await categoryOf(ids[2] as number)).toMatchObject({ category_id: null, category_source: null });
  });

  it("replaces the whole set as a job whose progress is polled by id; an invalid set is refused whole", async () => {
    const refused = await scene.call("setSubCategoryRules", {
      trackId: "t-1",
      rules: [
        { conditions: label("edf"), category_id: energyId },
        { conditions: [], category_id: energyId },
      ],
    });
    expect(refused.status).toBe(400);
    expect(okBody<{ rules: Rule[] }>(await scene.call("listSubCategoryRules")).rules).toHaveLength(2);

    const started = okBody<{ jobId: string; trackId: string }>(
      await scene.call("setSubCategoryRules", {
        trackId: "t-2",
        rules: [{ conditions: label("orange"), category_id: telecomId }],
      }),
    );
    expect(started.trackId).toBe("t-2");
    const job = await finishedJob(scene, started.jobId);
    expect(job).toMatchObject({ status: "done", progress: 100, result: { rules: 1, changed: 4 } });
    expect((await categoryOf(ids[0] as number)).category_id).toBeNull();
    expect((await categoryOf(ids[2] as number)).category_id).toBe(telecomId);
    expect(
      (await scene.call("getJob", { companyId: scene.otherCompanyId, jobId: started.jobId }, scene.outsider))
        .status,
    ).toBe(404);
  });

  it("suggests rules from repeated manual filings, can be switched off, and forgets dismissed ones", async () => {
    const more = await scene.insertTransactions(accountId, [
      { date: "2026-03-01", label: "CB BOULANGERIE PAUL 01/03", amountCents: -450 },
      { date: "2026-03-02", label: "CB BOULANGERIE PAUL 02/03", amountCents: -520 },
      { date: "2026-03-03", label: "CB BOULANGERIE PAUL 03/03", amountCents: -380 },
    ]);
    okBody(await scene.call("setBankingTransactionsCategory", { transactionIds: more, categoryId: feesId }));
    const { enabled, suggestions } = okBody<{
      enabled: boolean;
      suggestions: Array<{
        id: string;
        category_id: number;
        occurrences: number;
        rule: { conditions: unknown[] };
      }>;
    }>(await scene.call("getSuggestionsList"));
    expect(enabled).toBe(true);
    expect(suggestions).toHaveLength(1);
    expect(suggestions[0]).toMatchObject({ category_id: feesId, occurrences: 3 });

    expect(okBody(await scene.call("switchSuggestions", { suggestionsEnabled: false }))).toEqual({
      enabled: false,
      suggestions: [],
    });
    expect(okBody<{ suggestions: unknown[] }>(await scene.call("getSuggestionsList")).suggestions).toEqual(
      [],
    );
    const back = okBody<{ suggestions: unknown[] }>(
      await scene.call("switchSuggestions", { suggestionsEnabled: true, withList: true }),
    );
    expect(back.suggestions).toHaveLength(1);
    okBody(await scene.call("deleteSuggestion", { suggestionId: suggestions[0]?.id }));
    expect(okBody<{ suggestions: unknown[] }>(await scene.call("getSuggestionsList")).suggestions).toEqual(
      [],
    );
  });

  it("reports its progress in steps while it recategorises, page by page and then batch by batch", async () => {
    const otherAccountId = await scene.createAccount("Compte progression");
    await scene.insertTransactions(
      otherAccountId,
      Array.from({ length: 2_500 }, (_, index) => ({
        date: "2026-03-01",
        label: `PRLV SEPA EDF ECHEANCE ${index}`,
        amountCents: -1_000 - index,
      })),
    );
    const steps: number[] = [];
    const db = scene.server.services.db;
    // Rolled back: the scene's other tests see the company as it was.
    await db
      .transaction(async (tx) => {
        await tx.insert(categorisationRules).values({
          companyId: scene.companyId,
          priority: -100,
          conditions: label("ECHEANCE"),
          categoryId: feesId,
        });
        const result = await applyRules(tx, scene.companyId, {
          pageSize: 500,
          onProgress: (done) => {
            steps.push(done);
          },
        });
        expect(result.changed).toBeGreaterThanOrEqual(2_500);
        throw new Error("roll back");
      })
      .catch((error: Error) => expect(error.message).toBe("roll back"));
    // Six pages of at most 500 read and filed (up to 80 %), then three batches of 1,000 written.
    expect(steps.length).toBeGreaterThanOrEqual(9);
    expect(steps.at(-1)).toBe(1);
    expect(steps.filter((step) => step > 0 && step < 0.8).length).toBeGreaterThanOrEqual(4);
    expect(steps.filter((step) => step > 0.8 && step < 1).length).toBeGreaterThanOrEqual(2);
    for (const [index, step] of steps.entries()) expect(step).toBeGreaterThanOrEqual(steps[index - 1] ?? 0);
  });
});

/**
 * A rule change re-categorises the whole company as a job (DESIGN §3 "Long work"): the change is made
 * at once, the job files every transaction in short slices, other requests are answered meanwhile, and
 * its progress can be read with getJob.
 */
describe("re-categorisation as a job", () => {
  let bulk: BankingScene;
  let bulkEnergyId: number;
  let bulkTelecomId: number;
  const LINES = REINDEX_SLICE_ROWS * 8;

  async function bulkFiledIn(categoryId: number): Promise<number> {
    const result = await bulk.server.services.db.execute<{ n: number }>(
      sql`select count(*)::int as n from transactions where company_id = ${bulk.companyId} and category_id = ${categoryId}`,
    );
    return ((Array.isArray(result) ? result : (result as { rows: unknown[] }).rows)[0] as { n: number }).n;
  }

  beforeAll(async () => {
    bulk = await startBankingScene({ basic_info: true });
    const accountId = await bulk.createAccount();
    const add = (name: string) => addTestCategory(bulk, name);
    bulkEnergyId = await add("Énergie");
    bulkTelecomId = await add("Télécom");
    // In inserts of 4,000 (a statement's parameter limit).
    for (let start = 0; start < LINES; start += 4_000) {
      await bulk.insertTransactions(
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
    await bulk.stop();
  });

  it("answers the rule at once, files every transaction in a job whose progress shows, and lets other requests through", async () => {
    const answer = okBody<{ rule: { id: number }; jobId: string }>(
      await bulk.call("createNewSubCategoryRule", {
        rule: { conditions: label("EDF"), category_id: bulkEnergyId },
      }),
    );
    // The rule itself is there at once.
    const listed = okBody<{ rules: Array<{ id: number }> }>(await bulk.call("listSubCategoryRules"));
    expect(listed.rules.map((rule) => rule.id)).toContain(answer.rule.id);

    // Progress is read while it runs; meanwhile another company's requests are answered.
    const seen: number[] = [];
    let finished = false;
    const following = (async () => {
      for (;;) {
        const job = okBody<{ status: string; progress: number }>(
          await bulk.call("getJob", { jobId: answer.jobId }),
        );
        if (job.status !== "running") break;
        seen.push(job.progress);
      }
      finished = true;
    })();
    let answeredDuring = 0;
    while (!finished) {
      const other = await bulk.call("getTransactionList", { companyId: bulk.otherCompanyId }, bulk.outsider);
      expect(other.status).toBe(200);
      if (!finished) answeredDuring += 1;
    }
    await following;
    const done = await finishedJob(bulk, answer.jobId);
    expect(done).toMatchObject({ status: "done", progress: 100, kind: "createNewSubCategoryRule" });
    expect(done.result).toMatchObject({ examined: LINES, changed: LINES, supersededBy: null });
    expect(await bulkFiledIn(bulkEnergyId)).toBe(LINES);
    expect(answeredDuring).toBeGreaterThanOrEqual(2);
    // Progress was read between 0 and 100 while it ran, and never went back.
    expect(seen.some((progress) => progress > 0 && progress < 100)).toBe(true);
    for (const [index, progress] of seen.entries())
      expect(progress).toBeGreaterThanOrEqual(seen[index - 1] ?? 0);
  });

  it("stays right when the rules change again while it runs: the later job supersedes it", async () => {
    const first = okBody<{ rule: { id: number }; jobId: string }>(
      await bulk.call("createNewSubCategoryRule", {
        rule: { conditions: label("ORANGE"), category_id: bulkTelecomId, priority: 0 },
      }),
    );
    // Before the first job is through, the new rule goes back behind the EDF rule.
    const second = await afterJob<{ jobId: string }>(
      bulk,
      await bulk.call("editSubCategoryRule", {
        rule: { id: first.rule.id, conditions: label("ORANGE"), category_id: bulkTelecomId, priority: 1_000 },
      }),
    );
    const firstJob = okBody<{ status: string; result: { supersededBy: string | null } | null }>(
      await bulk.call("getJob", { jobId: first.jobId }),
    );
    // Done by itself, or stopped in favour of the later job: either way every line ends where the
    // rules as they are now put it.
    expect(firstJob.status).not.toBe("failed");
    if (firstJob.status === "done" && firstJob.result?.supersededBy)
      expect(firstJob.result.supersededBy).toBe(second.jobId);
    await finishedJob(bulk, first.jobId);
    expect(await bulkFiledIn(bulkEnergyId)).toBe(LINES);
    expect(await bulkFiledIn(bulkTelecomId)).toBe(0);
  });
});
