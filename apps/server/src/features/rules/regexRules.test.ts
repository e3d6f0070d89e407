import { MAX_NORMALIZED_LABEL_LENGTH, normalizeLabel } from "@trezo/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categorisationRules } from "../../db/tables/banking";
import { afterJob, type BankingScene, okBody, startBankingScene } from "../banking/bankingTestScene";

// Regex conditions run on a linear-time engine. With a backtracking engine each preview below takes
// longer than the universe's age on these labels (a 41-character one already took 59 s), so this file
// would time out; it asserts what the previews find. Rules run on the normalised label, cut to
// MAX_NORMALIZED_LABEL_LENGTH on a word boundary: the 10,000-character labels keep their long first run
// of letters and lose the rest.

let scene: BankingScene;
let categoryId: number;
let allAs: number;
let endsInB: number;

const ALL_AS = `${"a".repeat(MAX_NORMALIZED_LABEL_LENGTH - 2)} ${"z".repeat(9_841)}`;
const ENDS_IN_B = `${"a".repeat(MAX_NORMALIZED_LABEL_LENGTH - 4)} B ${"z".repeat(9_841)}`;

beforeAll(async () => {
  scene = await startBankingScene({ basic_info: true, transactions_info: true });
  const accountId = await scene.createAccount();
  categoryId = okBody<{ category: { id: number } }>(
    await scene.call("addNewCategory", { name: "Piège", parentId: null, direction: "expense" }),
  ).category.id;
  [allAs, endsInB] = (await scene.insertTransactions(accountId, [
    { date: "2026-01-03", label: ALL_AS, amountCents: -100 },
    { date: "2026-01-04", label: ENDS_IN_B, amountCents: -200 },
  ])) as [number, number];
});
afterAll(async () => {
  await scene.stop();
});

describe("regex rule conditions", () => {
  it("runs on 10,000-character labels whose normalised form is a long run of A", () => {
    expect([ALL_AS.length, ENDS_IN_B.length]).toEqual([10_000, 10_000]);
    expect(normalizeLabel(ALL_AS)).toBe("A".repeat(MAX_NORMALIZED_LABEL_LENGTH - 2));
    expect(normalizeLabel(ENDS_IN_B)).toMatch(/^A{156} B$/);
  });

  it.each([
    ["a*a*a*a*a*a*a*a*$", () => [allAs, endsInB]],
    ["(a|a){1,30}$", () => [allAs]],
    ["(a+)+$", () => [allAs]],
  ])("previews %s on 10,000-character labels", async (pattern, expected) => {
    const preview = okBody<{ matched_count: number; changes: Array<{ transaction: { id: number } }> }>(
      await scene.call("getAffectedTransactions", {
        rule: {
          conditions: [{ field: "label", operator: "regex", value: pattern }],
          category_id: categoryId,
        },
      }),
    );
    expect(preview.changes.map((change) => change.transaction.id).sort()).toEqual(expected().sort());
    expect(preview.matched_count).toBe(expected().length);
  });

  it("refuses a back-reference as unsupported, and a pattern over the length cap", async () => {
    const backReference = await scene.call("createNewSubCategoryRule", {
      rule: { conditions: [{ field: "label", operator: "regex", value: "(A)\\1" }], category_id: categoryId },
    });
    expect(backReference.status).toBe(400);
    expect(backReference.body.fields).toEqual([{ path: "rule.conditions.0", message: "unsupportedRegex" }]);
    const tooLong = await scene.call("getAffectedTransactions", {
      rule: {
        conditions: [{ field: "label", operator: "regex", value: "A".repeat(201) }],
        category_id: categoryId,
      },
    });
    expect(tooLong.status).toBe(400);
    const rules = okBody<{ rules: unknown[] }>(await scene.call("listSubCategoryRules", { categoryId }));
    expect(rules.rules).toEqual([]);
  });

  it("keeps running the other rules when a stored rule uses what the engine refuses (saved under the former engine)", async () => {
    const db = scene.server.services.db;
    await db.insert(categorisationRules).values([
      {
        companyId: scene.companyId,
        priority: 1,
        conditions: [{ field: "label", operator: "regex", value: "A(?=A)" }],
        categoryId,
      },
      {
        companyId: scene.companyId,
        priority: 2,
        conditions: [{ field: "label", operator: "regex", value: "B$" }],
        categoryId,
      },
    ]);
    expect((await afterJob(scene, await scene.call("reindexTransactions"))).job.result).toMatchObject({
      changed: 1,
    });
    const filed = okBody<{ transaction: { category_id: number | null } }>(
      await scene.call("getTransaction", { transactionId: endsInB }),
    );
    expect(filed.transaction.category_id).toBe(categoryId);
    const untouched = okBody<{ transaction: { category_id: number | null } }>(
      await scene.call("getTransaction", { transactionId: allAs }),
    );
    expect(untouched.transaction.category_id).toBeNull();
    expect(
      okBody<{ rules: unknown[] }>(await scene.call("listSubCategoryRules", { categoryId })).rules,
    ).toHaveLength(2);
  });
});
