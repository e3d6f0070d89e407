/**
 * Bank feeds (issue 21) over real HTTP: the Trezo server (PGlite) talking to the sandbox aggregator in
 * its own process through the Bridge adapter.
 * - First sync of one account with 50,000 transactions (target ≤ 10 s), beside the time to read the same
 *   feed from the sandbox alone (the adapter's pages, nothing written): what Trezo's writing adds.
 * - Incremental sync of 100 connections (loadTransactions after one more day of lines; target ≤ 30 s),
 *   beside the same call when nothing changed.
 * `TREZO_BENCH_BANK_LINES` and `TREZO_BENCH_BANK_CONNECTIONS` set other sizes (targets then scaled).
 * Beside the first sync's wall time, the CPU time it cost this process (server and PGlite) and the
 * sandbox's: on a machine shared with other work, wall time is what we got, CPU time what the sync costs.
 */
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { eq } from "drizzle-orm";
import type { BenchRow } from "../../../scripts/bench";
import { companies } from "../src/db/schema";
import {
  type BankLinkingScene,
  startBankLinkingScene,
} from "../src/features/bankLinking/bankLinkingTestScene";
import { accessTokenOf } from "../src/features/bankLinking/bankSync";

const LINES = Number(process.env.TREZO_BENCH_BANK_LINES ?? 50_000);
const CONNECTIONS = Number(process.env.TREZO_BENCH_BANK_CONNECTIONS ?? 100);
const PER_DAY = 100;

/** CPU seconds a process used so far, from /proc (Linux); null elsewhere. */
function processCpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime (fields 14 and 15 of stat, 12 and 13 after the command), in clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

const ownCpuSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

async function timedJob(
  scene: BankLinkingScene,
  name: "getDataAfterSuccess" | "loadTransactions",
  input = {},
) {
  const started = performance.now();
  const answer = await scene.call(name, input);
  if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
  // Polled every 250 ms (the /callback screen polls every second): a poll costs the server a request.
  const job = await scene.job(answer.body.jobId as string, 250);
  if (job.status !== "done") throw new Error(`${name} failed: ${JSON.stringify(job.error)}`);
  return { seconds: (performance.now() - started) / 1000, result: job.result ?? {} };
}

export default async function bankSyncBench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  // First sync of a large account.
  const scene = await startBankLinkingScene();
  try {
    await scene.control("webhook", { url: "" });
    const days = Math.max(1, Math.ceil(LINES / PER_DAY) - 1);
    const { bankId, itemId } = await scene.connect({ bank: "9002", historyDays: days, perDay: PER_DAY });
    const { services } = scene.server;
    const adapter = services.banks.preferred;
    if (!adapter) throw new Error("no aggregator");
    const token = await accessTokenOf(
      (work) => services.database.exclusive(() => work(services.db)),
      services.banks,
      adapter,
      scene.companyId,
    );
    const [account] = await adapter.listAccounts(token, itemId);
    const readStart = performance.now();
    let read = 0;
    for await (const page of adapter.transactionPages(token, account?.id ?? "", null)) read += page.length;
    const readSeconds = (performance.now() - readStart) / 1000;
    const sandboxCpuStart = processCpuSeconds(scene.sandbox.child.pid);
    const cpuStart = ownCpuSeconds();
    const first = await timedJob(scene, "getDataAfterSuccess", { bank_id: bankId });
    const cpuSeconds = ownCpuSeconds() - cpuStart;
    const sandboxCpuEnd = processCpuSeconds(scene.sandbox.child.pid);
    if (first.result.added !== read) throw new Error(`added ${first.result.added} of ${read}`);
    const machine = `${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}`;
    rows.push({
      name: `bank feed, first sync of ${read.toLocaleString("en")} transactions (PGlite, sandbox aggregator)`,
      value: Math.round(first.seconds * 100) / 100,
      unit: "s",
      limit: (10 * LINES) / 50_000,
      better: "lower",
      baseline: { value: Math.round(readSeconds * 100) / 100, label: "reading the same feed alone" },
      note: `pages of 500 from the sandbox process, one short transaction each; ${machine}`,
    });
    rows.push({
      name: "same first sync, CPU time of Trezo's process (server, PGlite, polling client)",
      value: Math.round(cpuSeconds * 100) / 100,
      unit: "s",
      better: "lower",
      note: `${
        sandboxCpuStart !== null && sandboxCpuEnd !== null
          ? `the sandbox process used ${(sandboxCpuEnd - sandboxCpuStart).toFixed(2)} s meanwhile; `
          : ""
      }the rest of the wall time is waiting (for the CPU on a busy machine); ${machine}`,
    });
  } finally {
    await scene.stop();
  }

  // Incremental sync of many connections.
  const many = await startBankLinkingScene();
  try {
    await many.control("webhook", { url: "" });
    // Room for every connection (the scene allows 50).
    await many.server.services.db
      .update(companies)
      .set({ maxConnections: CONNECTIONS + 1 })
      .where(eq(companies.id, many.companyId));
    for (let index = 0; index < CONNECTIONS; index++)
      await many.connect({ bank: "9002", historyDays: 20, perDay: 5 });
    await timedJob(many, "loadTransactions");
    await many.control("clock", { advance_days: 1 });
    const next = await timedJob(many, "loadTransactions");
    if (next.result.connections !== CONNECTIONS) throw new Error(`synced ${next.result.connections}`);
    const idle = await timedJob(many, "loadTransactions");
    rows.push({
      name: `bank feeds, incremental sync of ${CONNECTIONS} connections after a day (loadTransactions)`,
      value: Math.round(next.seconds * 100) / 100,
      unit: "s",
      limit: (30 * CONNECTIONS) / 100,
      better: "lower",
      baseline: { value: Math.round(idle.seconds * 100) / 100, label: "same call, nothing new" },
      note: `${next.result.added} lines added, ${next.result.updated} changed, ${next.result.deleted} deleted`,
    });
  } finally {
    await many.stop();
  }
  return rows;
}
