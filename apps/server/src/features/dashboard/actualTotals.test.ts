import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankAccounts, bankConnections, categories, transactions } from "../../db/schema";
import { createTestCompany, createTestUser } from "../../testing/apiTestClient";
import { removeDataDir, startTestServer } from "../../testing/testServer";
import { deleteCategories } from "../categories/categoryQueries";

/**
 * The triggers of migration forecast_actual_totals keep actual_totals equal to a GROUP BY over the
 * transactions, whatever writes them: inserts, category changes, moves between months and accounts,
 * amount changes, deletes, and a category deleted under its transactions. Runs on PGlite, and on
 * PostgreSQL under scripts/with-fresh-postgres.ts.
 */

let server: Awaited<ReturnType<typeof startTestServer>>;
let companyId: number;
let accountA: number;
let accountB: number;
let rent: number;
let sales: number;

beforeAll(async () => {
  server = await startTestServer();
  const owner = await createTestUser(server);
  companyId = await createTestCompany(server, owner.id);
  const db = server.services.db;
  const [connection] = await db.insert(bankConnections).values({ companyId, name: "Banque" }).returning();
  if (!connection) throw new Error("no connection");
  const accounts = await db
    .insert(bankAccounts)
    .values([
      { companyId, connectionId: connection.id, name: "Courant" },
      { companyId, connectionId: connection.id, name: "Épargne" },
    ])
    .returning();
  accountA = accounts[0]?.id as number;
  accountB = accounts[1]?.id as number;
  const made = await db
    .insert(categories)
    .values([
      { companyId, name: "Loyer", direction: "expense" },
      { companyId, name: "Ventes", direction: "income" },
    ])
    .returning();
  rent = made[0]?.id as number;
  sales = made[1]?.id as number;
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server.dataDir);
});

type Key = string;

/** The non-empty totals the triggers keep, by key. */
async function keptTotals(): Promise<Map<Key, string>> {
  const result = await server.services.db.execute(sql`
    select granularity, period_start::text as period, category_key, account_id, sign, cents::text as cents, transaction_count
    from actual_totals where company_id = ${companyId} and transaction_count <> 0`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return new Map(
    rows.map((row) => [
      `${row.granularity}|${row.period}|${row.category_key}|${row.account_id}|${row.sign}`,
      `${row.cents}/${row.transaction_count}`,
    ]),
  );
}

/** The same totals computed from scratch over the transactions. */
async function recomputedTotals(): Promise<Map<Key, string>> {
  const result = await server.services.db.execute(sql`
    select g.granularity,
      (case g.granularity when 'M' then date_trunc('month', t.booked_on::timestamp) else date_trunc('week', t.booked_on::timestamp) end)::date::text as period,
      coalesce(t.category_id, 0) as category_key, t.account_id,
      case when t.category_id is not null then 0 when t.amount_cents >= 0 then 1 else -1 end as sign,
      sum(t.amount_cents)::text as cents, count(*) as transaction_count
    from transactions t cross join (values ('M'), ('W')) as g(granularity)
    where t.company_id = ${companyId}
    group by 1, 2, 3, 4, 5`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return new Map(
    rows.map((row) => [
      `${row.granularity}|${row.period}|${row.category_key}|${row.account_id}|${row.sign}`,
      `${row.cents}/${row.transaction_count}`,
    ]),
  );
}

async function expectExact(): Promise<Map<Key, string>> {
  const kept = await keptTotals();
  expect(kept).toEqual(await recomputedTotals());
  return kept;
}

describe("actual totals maintained by triggers", () => {
  it("stay exact through inserts, category changes, moves, amount changes and deletes", async () => {
    const db = server.services.db;
    const line = (bookedOn: string, cents: bigint, categoryId: number | null, accountId = accountA) => ({
      companyId,
      accountId,
      bookedOn,
      amountCents: cents,
      label: `Ligne ${bookedOn}`,
      categoryId,
    });
    const inserted = await db
      .insert(transactions)
      .values([
        line("2026-01-05", -120_000n, rent),
        line("2026-01-31", -1_50n, rent),
        line("2026-02-01", 250_000n, sales),
        line("2026-02-02", 10_00n, null),
        line("2026-02-03", -3_33n, null),
        line("2026-02-03", 99n, sales, accountB),
      ])
      .returning({ id: transactions.id });
    const ids = inserted.map((row) => row.id);
    let kept = await expectExact();
    // 2026-01-05 and 2026-01-31 share January; February holds four lines split by category, sign and account.
    expect(kept.get(`M|2026-01-01|${rent}|${accountA}|0`)).toBe("-120150/2");
    expect(kept.get(`M|2026-02-01|0|${accountA}|1`)).toBe("1000/1");
    expect(kept.get(`M|2026-02-01|0|${accountA}|-1`)).toBe("-333/1");
    // ISO weeks: 2026-02-01 is a Sunday (week of Monday 2026-01-26), 2026-02-02 a Monday.
    expect(kept.get(`W|2026-01-26|${sales}|${accountA}|0`)).toBe("250000/1");

    // Category change: uncategorised money in becomes sales.
    await db
      .update(transactions)
      .set({ categoryId: sales })
      .where(eq(transactions.id, ids[3] as number));
    kept = await expectExact();
    expect(kept.get(`M|2026-02-01|0|${accountA}|1`)).toBeUndefined();
    expect(kept.get(`M|2026-02-01|${sales}|${accountA}|0`)).toBe("251000/2");

    // Move between months and accounts, and an amount change, in one bulk statement.
    await db
      .update(transactions)
      .set({ bookedOn: sql`${transactions.bookedOn} + 31`, accountId: accountB })
      .where(and(eq(transactions.companyId, companyId), eq(transactions.categoryId, rent)));
    await db
      .update(transactions)
      .set({ amountCents: -5_00n })
      .where(eq(transactions.id, ids[4] as number));
    kept = await expectExact();
    expect(kept.get(`M|2026-01-01|${rent}|${accountA}|0`)).toBeUndefined();
    expect(kept.get(`M|2026-02-01|${rent}|${accountB}|0`)).toBe("-120000/1");
    expect(kept.get(`M|2026-03-01|${rent}|${accountB}|0`)).toBe("-150/1");

    // A change that does not count (a comment) leaves the totals as they were.
    await db.update(transactions).set({ comment: "vu" }).where(eq(transactions.companyId, companyId));
    expect(await expectExact()).toEqual(kept);

    // Deletes, then a category deleted under its transactions: the foreign key is ON DELETE NO ACTION
    // (Citus), so the delete alone is refused; the query module empties the links first, in its transaction.
    await db.delete(transactions).where(eq(transactions.id, ids[0] as number));
    await expect(db.delete(categories).where(eq(categories.id, sales))).rejects.toThrow();
    await db.transaction((tx) => deleteCategories(tx, companyId, [sales]));
    kept = await expectExact();
    expect(kept.get(`M|2026-02-01|0|${accountA}|1`)).toBe("251000/2");
    expect(kept.get(`M|2026-02-01|0|${accountB}|1`)).toBe("99/1");

    await db.delete(transactions).where(eq(transactions.companyId, companyId));
    expect((await expectExact()).size).toBe(0);
  });

  it("rebuilds a company's totals from its transactions", async () => {
    const db = server.services.db;
    await db.insert(transactions).values(
      Array.from({ length: 50 }, (_, index) => ({
        companyId,
        accountId: index % 2 === 0 ? accountA : accountB,
        bookedOn: `2026-0${1 + (index % 6)}-${String(1 + (index % 28)).padStart(2, "0")}`,
        amountCents: BigInt((index - 25) * 1_01),
        label: `Ligne ${index}`,
        categoryId: index % 3 === 0 ? null : rent,
      })),
    );
    const before = await expectExact();
    await db.execute(sql`update actual_totals set cents = cents + 1 where company_id = ${companyId}`);
    expect(await keptTotals()).not.toEqual(before);
    await db.execute(sql`select trezo_rebuild_actual_totals(${companyId})`);
    expect(await expectExact()).toEqual(before);
  });
});
