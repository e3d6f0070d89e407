/**
 * Authenticated calls under load on loopback (autocannon), beside a bare Fastify route measured in the
 * same run (issue 13 §7): the bare route is what the machine gives for HTTP alone, so the ratio is what
 * our pipeline costs (token check, the one session-and-access query, the handler's own queries).
 *
 * - getCompanyInfos and a getTransactionList page (the screen's 100 lines) at 100 connections: each
 *   ≥ 0.1 × bare on PostgreSQL and ≥ 0.05 × bare on PGlite, p99 ≤ 20 ms on PostgreSQL.
 * - signIn (argon2id, CPU-bound on purpose), for scale, at 10 connections (100 would only queue).
 *
 * PGlite by default; DATABASE_URL for PostgreSQL (`npx tsx scripts/with-fresh-postgres.ts npm run bench
 * -- auth-and-company`). Short runs (5 s) fit a shared 2-core machine: TREZO_BENCH_SECONDS changes the
 * length, TREZO_BENCH_CONNECTIONS the connections. A loaded machine lowers every row alike: compare the
 * ratios, and read the load figure in the note.
 */
import { cpus, loadavg } from "node:os";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import type { BenchRow } from "../../../scripts/bench";
import { bankAccounts, bankConnections } from "../src/db/schema";
import { callApi, createTestCompany, createTestUser, TEST_PASSWORD } from "../src/testing/apiTestClient";
import { removeDataDir, startTestServer } from "../src/testing/testServer";

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
}) => Promise<AutocannonResult>;

const SECONDS = Number(process.env.TREZO_BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.TREZO_BENCH_CONNECTIONS ?? 100);
/** Lines seeded for the getTransactionList page (the page reads 100 of them through an index). */
const TRANSACTIONS = 20_000;

async function load(
  autocannon: Autocannon,
  url: string,
  options: { body?: unknown; token?: string; connections?: number } = {},
) {
  const result = await autocannon({
    url,
    method: options.body === undefined ? "GET" : "POST",
    headers: {
      "content-type": "application/json",
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    connections: options.connections ?? CONNECTIONS,
    duration: SECONDS,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return result;
}

interface Targets {
  /** Least share of the bare route's requests per second. */
  ratio?: number;
  /** Most p99 latency, in ms. */
  p99?: number;
}

function rows(
  name: string,
  result: AutocannonResult,
  bare: AutocannonResult,
  note: string,
  targets: Targets = {},
): BenchRow[] {
  const perSecond = Math.round(result.requests.average);
  const ratio = result.requests.average / bare.requests.average;
  return [
    { name: `${name}, requests per second`, value: perSecond, unit: "req/s", better: "higher", note },
    {
      name: `${name}, share of the bare route`,
      value: Math.round(ratio * 1000) / 1000,
      unit: "× bare",
      better: "higher",
      ...(targets.ratio === undefined ? {} : { limit: targets.ratio }),
      note: `${perSecond} vs ${Math.round(bare.requests.average)} req/s bare, same run`,
    },
    { name: `${name}, p50 latency`, value: result.latency.p50, unit: "ms", better: "lower", note },
    {
      name: `${name}, p99 latency`,
      value: result.latency.p99,
      unit: "ms",
      better: "lower",
      ...(targets.p99 === undefined ? {} : { limit: targets.p99 }),
      note,
    },
  ];
}

/** A bank account with TRANSACTIONS lines over five years, seeded inside the database: its id. */
async function seedTransactions(
  server: Awaited<ReturnType<typeof startTestServer>>,
  companyId: number,
): Promise<number> {
  const db = server.services.db;
  const [connection] = await db.insert(bankConnections).values({ companyId, name: "Banque" }).returning();
  const [account] = await db
    .insert(bankAccounts)
    .values({ companyId, connectionId: connection?.id as number, name: "Compte" })
    .returning({ id: bankAccounts.id });
  await db.execute(sql`insert into transactions
    (company_id, account_id, booked_on, amount_cents, currency, label, normalized_label, status, validated)
    select ${companyId}::int, ${account?.id as number}::int, date '2021-01-01' + (n % 1826),
      ((n::bigint * 7919) % 400000)::int - 200000, 'EUR',
      'PRLV SEPA FOURNISSEUR ' || (n % 500), 'PRLV FOURNISSEUR ' || (n % 500),
      case when n % 3 = 0 then 'to_check' end, n % 2 = 0
    from generate_series(1, ${TRANSACTIONS}::int) as n`);
  await db.execute(sql`analyze transactions`);
  return account?.id as number;
}

export default async function benchmark(): Promise<BenchRow[]> {
  const autocannon = (await import("autocannon")).default as unknown as Autocannon;
  const bare = Fastify({ logger: false });
  bare.get("/bare", async () => ({ ok: true }));
  await bare.listen({ port: 0, host: "127.0.0.1" });
  const address = bare.server.address();
  const bareUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/bare`;

  const server = await startTestServer({ checkOutputs: false, authRateLimitPerMinute: 1_000_000 });
  try {
    const postgres = server.database.kind === "postgres";
    const user = await createTestUser(server);
    const companyId = await createTestCompany(server, user.id);
    const accountId = await seedTransactions(server, companyId);
    // The screen's first page: one account, a date range, newest first (read through an index).
    const page = {
      companyId,
      filters: { accountIds: [accountId], dateFrom: "2023-01-01", dateTo: "2024-12-31" },
      sort: { field: "date", direction: "desc" },
      limit: 100,
    };
    for (const [name, input] of [
      ["getCompanyInfos", { companyId }],
      ["getTransactionList", page],
    ] as const) {
      const check = await callApi(server, name, input, { token: user.token });
      if (check.status !== 200) throw new Error(`${name} answered ${check.status}`);
    }
    const api = (name: string) => `${server.url}/api/v2/${name}`;
    const targets: Targets = postgres ? { ratio: 0.1, p99: 20 } : { ratio: 0.05 };

    const bareResult = await load(autocannon, bareUrl);
    // The reads before signIn: the argon2 backlog that signIn leaves when the run stops would otherwise
    // be charged to the next measure.
    const infos = await load(autocannon, api("getCompanyInfos"), { body: { companyId }, token: user.token });
    const list = await load(autocannon, api("getTransactionList"), { body: page, token: user.token });
    const signIn = await load(autocannon, api("signIn"), {
      body: { username: user.email, password: TEST_PASSWORD },
      connections: 10,
    });
    const setting = `${CONNECTIONS} connections, ${SECONDS} s, ${server.database.kind}, load ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`;
    return [
      {
        name: "bare Fastify route (baseline), requests per second",
        value: Math.round(bareResult.requests.average),
        unit: "req/s",
        better: "higher",
        note: setting,
      },
      {
        name: "bare Fastify route (baseline), p99 latency",
        value: bareResult.latency.p99,
        unit: "ms",
        better: "lower",
        note: setting,
      },
      ...rows("getCompanyInfos", infos, bareResult, setting, targets),
      ...rows("getTransactionList page (100 lines)", list, bareResult, setting, targets),
      ...rows("signIn (argon2id)", signIn, bareResult, setting.replace(/^\d+ connections/, "10 connections")),
    ];
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
    await bare.close();
  }
}
