import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statementCsv } from "../../testing/statementFiles";
import { afterJob, type BankingScene, okBody, startBankingScene } from "../banking/bankingTestScene";

/**
 * A large import, and a reindex, must not hold the database for everyone (on PGlite a transaction takes
 * the single connection of every tenant): another company's requests are answered while they run, and
 * the import stays all-or-nothing. No clock is read here: what is asserted is the order of events
 * (answers given while the job still runs) and what the database saw (each progress value written to
 * the job's row, recorded by a trigger: one per committed slice). The wait itself is measured by
 * bench/import-statement.bench.ts.
 */

/** Lines per committed slice in these tests: smaller than the server's, so that a file has many. */
const SLICE_LINES = 500;
/** Several slices of SLICE_LINES. */
const LINES = 8000;
const INJECTED = "INJECTED FAILURE";

let scene: BankingScene;
let accountId: number;

interface Job {
  status: string;
  progress: number;
  result: Record<string, unknown> | null;
  error: { code: string } | null;
}

beforeAll(async () => {
  scene = await startBankingScene(undefined, { importSliceLines: SLICE_LINES });
  accountId = await scene.createAccount("Compte principal");
});
afterAll(async () => {
  const { db } = scene.server.services;
  await db.execute(sql`drop trigger if exists trezo_test_injected_failure on transactions`);
  await db.execute(sql`drop trigger if exists trezo_test_count_committed on transactions`);
  await db.execute(sql`drop table if exists trezo_test_committed`);
  await db.execute(sql`drop trigger if exists trezo_test_record_progress on jobs`);
  await db.execute(sql`drop table if exists trezo_test_progress`);
  await scene.stop();
});

/** A call of the other tenant (the outsider, on its own company), which must always be served. */
async function otherTenantCall(): Promise<void> {
  const answer = await scene.call("getTransactionList", { companyId: scene.otherCompanyId }, scene.outsider);
  expect(answer.status).toBe(200);
}

/** Rows, statement imports and balance of the account, straight from the database. */
async function accountState() {
  const result = await scene.server.services.db.execute<{ rows: number; imports: number; balance: string }>(
    sql`select (select count(*)::int from transactions where account_id = ${accountId}) as rows,
      (select count(*)::int from statement_imports where account_id = ${accountId}) as imports,
      (select balance_cents::text from bank_accounts where id = ${accountId}) as balance`,
  );
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return rows[0] as { rows: number; imports: number; balance: string };
}

/**
 * Imports `file` while the other tenant calls in a loop, one call after the other; after each answer,
 * the job is read. Returns the finished job and how many of the other tenant's calls were answered
 * while the import was still running.
 */
async function importWhileOthersCall(file: Buffer) {
  const uploadId = await scene.upload(file, { purpose: "statement", fileName: "releve.csv" });
  const { jobId } = okBody<{ jobId: string }>(await scene.call("importStatement", { accountId, uploadId }));
  let answeredDuring = 0;
  for (;;) {
    await otherTenantCall();
    const job = okBody<Job>(await scene.call("getJob", { jobId }));
    if (job.status !== "running") return { job, jobId, answeredDuring };
    answeredDuring += 1;
  }
}

/** Records every progress value written to a job's row, in order (a trigger, whoever writes it). */
async function recordProgressWrites(): Promise<(jobId: string) => Promise<number[]>> {
  const { db } = scene.server.services;
  await db.execute(
    sql`create table if not exists trezo_test_progress (n serial, job_id text not null, progress int not null)`,
  );
  await db.execute(sql`create or replace function trezo_test_record_progress() returns trigger
    language plpgsql as $$ begin
      insert into trezo_test_progress (job_id, progress) values (new.id, new.progress); return null;
    end $$`);
  await db.execute(sql`create or replace trigger trezo_test_record_progress after update on jobs
    for each row when (new.progress is distinct from old.progress) execute function trezo_test_record_progress()`);
  return async (jobId) => {
    const result = await db.execute<{ progress: number }>(
      sql`select progress from trezo_test_progress where job_id = ${jobId} order by n`,
    );
    const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
    return (rows as Array<{ progress: number }>).map((row) => row.progress);
  };
}

describe("a large statement import", () => {
  it("lets another company's requests through between its slices, and commits every line", async () => {
    const progressWrites = await recordProgressWrites();
    const before = await accountState();
    const { job, jobId, answeredDuring } = await importWhileOthersCall(statementCsv(LINES));
    expect(job.status).toBe("done");
    expect(job.result).toMatchObject({ added: LINES, line_count: LINES });
    // On PGlite, each committed slice wrote its progress (45 to 95) to the job's row, outside any
    // transaction (one long transaction would have written none between 45 and the end), and the other
    // tenant's calls were answered in between. On PostgreSQL the import is one transaction, which holds
    // no other tenant (a pool of connections), and may end before any poll.
    if (scene.server.database.kind === "pglite") {
      expect(answeredDuring).toBeGreaterThanOrEqual(2);
      const written = await progressWrites(jobId);
      const betweenSlices = written.filter((value) => value > 45 && value < 95);
      expect(betweenSlices).toHaveLength(LINES / SLICE_LINES - 1);
      expect(betweenSlices).toEqual([...betweenSlices].sort((a, b) => a - b));
    }
    const after = await accountState();
    expect(after.rows - before.rows).toBe(LINES);
    expect(after.imports - before.imports).toBe(1);
  });

  it("leaves no row at all when its last slice fails", async () => {
    // A real failure of the database on the file's last line, whichever slice holds it.
    const { db } = scene.server.services;
    await db.execute(sql`create or replace function trezo_test_injected_failure() returns trigger
      language plpgsql as $$ begin raise exception 'injected failure'; end $$`);
    await db.execute(sql`create trigger trezo_test_injected_failure before insert on transactions
      for each row when (new.label = ${sql.raw(`'${INJECTED}'`)}) execute function trezo_test_injected_failure()`);
    // Counts what each committed INSERT wrote (rolled back with it when it does not commit).
    await db.execute(sql`create table if not exists trezo_test_committed (n int not null)`);
    await db.execute(sql`create or replace function trezo_test_count_committed() returns trigger
      language plpgsql as $$ begin insert into trezo_test_committed select count(*) from new_rows; return null; end $$`);
    await db.execute(sql`create trigger trezo_test_count_committed after insert on transactions
      referencing new table as new_rows for each statement execute function trezo_test_count_committed()`);
    const before = await accountState();
    // The first import's lines (duplicates), then 1,500 new ones: the third slice holds the failing line.
    const file = statementCsv(LINES + 1500, { lastLabel: INJECTED });
    const { job } = await importWhileOthersCall(file);
    await db.execute(sql`drop trigger trezo_test_injected_failure on transactions`);
    await db.execute(sql`drop trigger trezo_test_count_committed on transactions`);
    expect(job.status).toBe("failed");
    expect(job.error?.code).toBe("job_failed");
    expect(job.result).toBeNull();
    // Not one of the lines committed before the failure is left, nor the import's record or balance.
    expect(await accountState()).toEqual(before);
    const committed = await db.execute<{ n: number }>(
      sql`select coalesce(sum(n), 0)::int as n from trezo_test_committed`,
    );
    const rows = Array.isArray(committed) ? committed : (committed as { rows: unknown[] }).rows;
    await db.execute(sql`drop table trezo_test_committed`);
    // On PGlite two slices were committed, then taken back; on PostgreSQL the one transaction rolled back.
    if (scene.server.database.kind === "pglite") expect((rows[0] as { n: number }).n).toBe(1000);
  });
});

describe("reindexing the rules", () => {
  it("lets another company's requests through between its slices, and files every transaction", async () => {
    const { category } = okBody<{ category: { id: number } }>(
      await scene.call("addNewCategory", { name: "Énergie", parentId: null, direction: "expense" }),
    );
    await afterJob(
      scene,
      await scene.call("createNewSubCategoryRule", {
        rule: {
          category_id: category.id,
          conditions: [{ field: "label", operator: "contains", value: "EDF" }],
        },
      }),
    );
    // The rule goes behind the rules' back: a reindex has every EDF line to take back.
    const { db } = scene.server.services;
    await db.execute(sql`delete from categorisation_rules where company_id = ${scene.companyId}`);
    const filed = async () => {
      const result = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from transactions where company_id = ${scene.companyId} and category_id is not null`,
      );
      return ((Array.isArray(result) ? result : (result as { rows: unknown[] }).rows)[0] as { n: number }).n;
    };
    const edfLines = await filed();
    expect(edfLines).toBeGreaterThan(1000);

    let finished = false;
    // The reindex is a job: its slices let other requests in until it is done.
    const reindex = scene
      .call("reindexTransactions")
      .then((answer) => afterJob(scene, answer))
      .then((done) => {
        finished = true;
        return done;
      });
    let answeredDuring = 0;
    while (!finished) {
      await otherTenantCall();
      if (!finished) answeredDuring += 1;
    }
    const answer = (await reindex).job.result;
    expect(answer?.changed).toBe(edfLines);
    expect(await filed()).toBe(0);
    expect(answeredDuring).toBeGreaterThanOrEqual(3);
  });
});
