/**
 * getPortfolio (the accounting firm's /console, issue 16) over real HTTP on a real PGlite database:
 * p50 for a firm of 300 clients with 10 000 transactions each (3 000 000 rows) ≤ 500 ms. The console reads
 * the actual totals the transactions' trigger keeps, so its cost follows the clients, not the lines.
 *
 * Beside it, a baseline measured in the same run on the same database: getManagedCompanies, the plain
 * list of the same clients that the header's switch already reads.
 *
 * Seeded set-wise with generate_series, 30 clients' lines per statement. `TREZO_BENCH_CONSOLE_TX` changes
 * the lines per client (the default is the issue's 10 000; seeding takes minutes on a 2-core machine).
 */
import { cpus, loadavg } from "node:os";
import { sql } from "drizzle-orm";
import type { BenchRow } from "../../../scripts/bench";
import { callApi, createTestCompany, createTestUser } from "../src/testing/apiTestClient";
import { removeDataDir, startTestServer } from "../src/testing/testServer";

const CLIENTS = 300;
const PER_CLIENT = Number(process.env.TREZO_BENCH_CONSOLE_TX ?? 10_000);
const CLIENTS_PER_STATEMENT = 30;
const RUNS = 30;

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

/** Times `call` RUNS times after one warm-up; its p50 and p95 in ms. */
async function timed(call: () => Promise<{ status: number }>) {
  const first = await call();
  if (first.status !== 200) throw new Error(`the call answered ${first.status}`);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

export default async function consoleBench(): Promise<BenchRow[]> {
  const server = await startTestServer({ checkOutputs: false });
  try {
    const { db } = server.services;
    const owner = await createTestUser(server);
    const firmId = await createTestCompany(server, owner.id, { isCpa: true, name: "Cabinet Bench" });
    const seedStart = performance.now();
    await db.execute(sql`insert into companies (name, siret, parent_id, owner_id, is_standalone, is_trial)
      select 'Client ' || lpad(n::text, 3, '0'), lpad((90000000000000 + n)::text, 14, '0'),
        ${firmId}::int, ${owner.id}::int, false, n % 10 = 0
      from generate_series(1, ${CLIENTS}::int) as n`);
    await db.execute(sql`insert into company_users (company_id, user_id, is_owner)
      select id, ${owner.id}::int, true from companies where parent_id = ${firmId}::int`);
    await db.execute(sql`insert into bank_connections (company_id, name, last_update)
      select id, 'Banque ' || id, now() - ((id % 20) || ' days')::interval
      from companies where parent_id = ${firmId}::int`);
    await db.execute(sql`insert into bank_accounts (company_id, connection_id, name, balance_cents)
      select c.company_id, c.id, 'Compte ' || k, 1000000 + (c.id * 7919 % 5000000)
      from bank_connections c cross join generate_series(1, 2) as k
      where c.company_id in (select id from companies where parent_id = ${firmId}::int)`);
    await db.execute(sql`insert into categories (company_id, name, direction)
      select id, d, d from companies cross join (values ('income'), ('expense')) as v(d)
      where parent_id = ${firmId}::int`);
    await db.execute(sql`insert into scenarios (company_id, name, is_base)
      select id, 'Base', true from companies where parent_id = ${firmId}::int`);
    await db.execute(sql`insert into cash_flow_series
        (company_id, scenario_id, category_id, label, amount_cents, frequency, start_on)
      select s.company_id, s.id, cat.id, 'Série ' || k,
        case when cat.direction = 'income' then 400000 else -450000 end + k * 1000, 'monthly', date '2025-01-05'
      from scenarios s join categories cat on cat.company_id = s.company_id
      cross join generate_series(1, 3) as k
      where s.company_id in (select id from companies where parent_id = ${firmId}::int)`);
    await db.execute(sql`insert into forecast_settings (company_id, threshold_cents)
      select id, 500000 from companies where parent_id = ${firmId}::int`);
    // The lines: 10 000 per client over two years and its two accounts, one in twenty uncategorised.
    const clientIds = (
      await db.execute<{ id: number }>(
        sql`select id from companies where parent_id = ${firmId}::int order by id`,
      )
    ).rows.map((row) => row.id);
    for (let start = 0; start < clientIds.length; start += CLIENTS_PER_STATEMENT) {
      const batch = clientIds.slice(start, start + CLIENTS_PER_STATEMENT);
      await db.execute(sql`insert into transactions
          (company_id, account_id, booked_on, amount_cents, label, normalized_label, category_id)
        select a.company_id, a.id, current_date - 730 + (n % 730),
          ((n::bigint * 7919) % 200000) - 100000, 'LIGNE ' || (n % 500), 'LIGNE ' || (n % 500),
          case when n % 20 = 0 then null else
            (select min(cat.id) from categories cat where cat.company_id = a.company_id) end
        from bank_accounts a cross join generate_series(1, ${PER_CLIENT / 2}::int) as n
        where a.company_id in (${sql.join(
          batch.map((id) => sql`${id}::int`),
          sql`, `,
        )})`);
    }
    await db.execute(sql`analyze`);
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const as = { token: owner.token };
    const portfolio = await timed(() => callApi(server, "getPortfolio", { companyId: firmId }, as));
    const baseline = await timed(() => callApi(server, "getManagedCompanies", {}, as));
    const machine = `${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}; seeded ${(CLIENTS * PER_CLIENT).toLocaleString("en")} lines in ${seedSeconds.toFixed(0)} s`;
    return [
      {
        name: `getPortfolio p50, ${CLIENTS} clients × ${PER_CLIENT.toLocaleString("en")} transactions`,
        value: Math.round(portfolio.p50 * 10) / 10,
        unit: "ms",
        limit: 500,
        better: "lower",
        note: `p95 ${portfolio.p95.toFixed(1)} ms; baseline getManagedCompanies p50 ${baseline.p50.toFixed(1)} ms (same run, same clients); ${machine}`,
      },
      {
        name: `baseline getManagedCompanies p50, same ${CLIENTS} clients`,
        value: Math.round(baseline.p50 * 10) / 10,
        unit: "ms",
        better: "lower",
        note: `p95 ${baseline.p95.toFixed(1)} ms`,
      },
    ];
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
}
