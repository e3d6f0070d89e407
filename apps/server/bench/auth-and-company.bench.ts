/**
 * signIn and getCompanyInfos under load on loopback (autocannon), beside a bare Fastify route measured
 * in the same run: the bare route is what the machine gives for HTTP alone, so the gap is our work
 * (argon2id for signIn; token check, tenancy and one row for getCompanyInfos).
 *
 * Short runs (5 s, 10 connections) fit a shared 2-core machine; TREZO_BENCH_SECONDS changes the length.
 */
import { cpus, loadavg } from "node:os";
import Fastify from "fastify";
import type { BenchRow } from "../../../scripts/bench";
import { callApi, createTestCompany, createTestUser, TEST_PASSWORD } from "../src/testing/apiTestClient";
import { removeDataDir, startTestServer } from "../src/testing/testServer";

interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number };
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
const CONNECTIONS = 10;

async function load(autocannon: Autocannon, url: string, options: { body?: unknown; token?: string } = {}) {
  const result = await autocannon({
    url,
    method: options.body === undefined ? "GET" : "POST",
    headers: {
      "content-type": "application/json",
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return result;
}

function rows(name: string, result: AutocannonResult, note: string): BenchRow[] {
  return [
    {
      name: `${name}, requests per second`,
      value: Math.round(result.requests.average),
      unit: "req/s",
      better: "higher",
      note,
    },
    { name: `${name}, p99 latency`, value: result.latency.p99, unit: "ms", better: "lower", note },
  ];
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
    const user = await createTestUser(server);
    const companyId = await createTestCompany(server, user.id);
    const check = await callApi(server, "getCompanyInfos", { companyId }, { token: user.token });
    if (check.status !== 200) throw new Error(`getCompanyInfos answered ${check.status}`);

    const bareResult = await load(autocannon, bareUrl);
    // getCompanyInfos before signIn: the argon2 backlog that signIn leaves when the run stops would
    // otherwise be charged to the next measure.
    const infos = await load(autocannon, `${server.url}/api/v2/getCompanyInfos`, {
      body: { companyId },
      token: user.token,
    });
    const signIn = await load(autocannon, `${server.url}/api/v2/signIn`, {
      body: { username: user.email, password: TEST_PASSWORD },
    });
    const setting = `${CONNECTIONS} connections, ${SECONDS} s, ${server.database.kind}, load ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`;
    return [
      ...rows("bare Fastify route (baseline)", bareResult, setting),
      ...rows("signIn (argon2id)", signIn, setting),
      ...rows("getCompanyInfos", infos, setting),
    ];
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
    await bare.close();
  }
}
