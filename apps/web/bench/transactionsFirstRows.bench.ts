/**
 * "/transactions shows its first rows ≤ 1 s after navigation" (issue 7), in Chromium against the built
 * app and the real server on a real PGlite database, for a company with many transactions (100 000 by
 * default; `TREZO_BENCH_FULL=1` seeds the 1 000 000).
 *
 * Measured in the page from the navigation's start (performance.now() is relative to it) to the frame
 * that shows the grid's first data row in the viewport with its text, by a watch installed before any
 * script of the page runs. Each run is a full document load of /transactions by a signed-in user:
 * the boot, the session, the catalog, the screen's lazy chunk, the accounts and categories, and the
 * first page of getTransactionList with its total. Two shapes: a new browser context each time (empty
 * HTTP cache, the worst case) and the same context again (the cache of a returning user).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import {
  bankAccounts,
  bankConnections,
  callApi,
  createTestCompany,
  createTestUser,
  removeDataDir,
  startTestServer,
} from "@trezo/server/testing";
import { type Browser, type BrowserContext, chromium } from "playwright";
import type { BenchRow } from "../../../scripts/bench";
import { CHROMIUM_ARGS, resolveChromiumPath } from "../../../vitest.shared";

const FULL = process.env.TREZO_BENCH_FULL === "1";
const TRANSACTIONS = FULL ? 1_000_000 : 100_000;
const RUNS = 7;
const LIMIT_MS = 1000;
const webDir = new URL("..", import.meta.url).pathname;

/**
 * Records, relative to the navigation's start, the first animation frame at which the grid's first data
 * row is in the viewport with its text (checked once per frame, just before the frame is painted, so
 * that the watch itself costs the page next to nothing).
 */
const WATCH_FIRST_ROW = `(() => {
  const visible = () => {
    const row = document.querySelector('[role="grid"] [data-row="0"][data-column]')?.closest('[role="row"]');
    if (!row || !(row.textContent || "").trim()) return false;
    const box = row.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
  };
  const check = (now) => {
    if (visible()) window.__firstRowAt = now;
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

interface RawClient {
  query<T = unknown>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] as number;
}

/** Seeds the company inside the database: five years over four accounts, two thirds categorised. */
async function seed(server: Awaited<ReturnType<typeof startTestServer>>, companyId: number, token: string) {
  const db = server.services.db;
  const template = await callApi(server, "createTemplate", { companyId }, { token });
  if (template.status !== 200) throw new Error(`createTemplate answered ${template.status}`);
  // drizzle-orm is the server's dependency, not this workspace's: raw SQL through drizzle's client
  // (PGlite and node-postgres both answer query(text, params) with { rows }).
  const client = (db as unknown as { $client: RawClient }).$client;
  const leaves = (
    await client.query<{ id: number }>(
      "select id from categories where company_id = $1 and parent_id is not null order by id",
      [companyId],
    )
  ).rows.map((row) => Number(row.id));
  const [connection] = await db
    .insert(bankConnections)
    .values({ companyId, name: "Crédit Agricole", type: "manual" })
    .returning();
  const accounts = await db
    .insert(bankAccounts)
    .values(
      ["Compte courant", "Compte pro", "Livret A", "Compte devises"].map((name) => ({
        companyId,
        connectionId: connection?.id as number,
        name,
      })),
    )
    .returning({ id: bankAccounts.id });
  const firstAccount = accounts[0]?.id as number;
  const leafArray = `{${leaves.join(",")}}`;
  for (let start = 0; start < TRANSACTIONS; start += 100_000) {
    const end = Math.min(TRANSACTIONS, start + 100_000) - 1;
    await client.query(
      `insert into transactions
        (company_id, account_id, booked_on, amount_cents, currency, label, normalized_label, category_id,
         category_source, status, validated)
      select $1::int, $2::int + (n % 4), current_date - (n % 1826),
        ((n::bigint * 7919) % 400000) - 200000, 'EUR',
        'PRLV SEPA FOURNISSEUR ' || (n % 5000), 'PRLV SEPA FOURNISSEUR ' || (n % 5000),
        case when n % 3 <> 0 then ($3::int[])[1 + n % cardinality($3::int[])] end,
        case when n % 3 <> 0 then 'rule' end,
        case when n % 7 = 0 then 'to_check' end, n % 2 = 0
      from generate_series($4::int, $5::int) as n`,
      [companyId, firstAccount, leafArray, start, end],
    );
  }
  await client.query("analyze transactions");
}

interface Timing {
  /** From the navigation's start to the first data row in the viewport. */
  firstRow: number;
  /** When the first page's request left and when its answer was in, from the same origin. */
  listSent: number;
  listAnswered: number;
}

/** One full load of /transactions, timed in the page. */
async function loadTransactions(context: BrowserContext, url: string): Promise<Timing> {
  const page = await context.newPage();
  try {
    await page.goto(`${url}/transactions`, { waitUntil: "commit" });
    await page.waitForFunction(() => (window as { __firstRowAt?: number }).__firstRowAt !== undefined, null, {
      timeout: 60_000,
    });
    return await page.evaluate(() => {
      const list = performance
        .getEntriesByType("resource")
        .find((entry) => entry.name.includes("/api/v2/getTransactionList")) as
        | PerformanceResourceTiming
        | undefined;
      return {
        firstRow: (window as unknown as { __firstRowAt: number }).__firstRowAt,
        listSent: list?.startTime ?? Number.NaN,
        listAnswered: list?.responseEnd ?? Number.NaN,
      };
    });
  } finally {
    await page.close();
  }
}

export default async function transactionsFirstRows(): Promise<BenchRow[]> {
  // Its own build, so that a build or a test of the shared dist/ does not change what is measured.
  const distDir = mkdtempSync(join(tmpdir(), "trezo-web-dist-"));
  execFileSync("npx", ["vite", "build", "--logLevel", "error", "--outDir", distDir, "--emptyOutDir"], {
    cwd: webDir,
    stdio: "inherit",
  });
  const server = await startTestServer({ webDistDir: distDir, checkOutputs: false });
  let browser: Browser | undefined;
  try {
    const owner = await createTestUser(server);
    const companyId = await createTestCompany(server, owner.id, { name: "Négoce Durand SAS" });
    const seedStart = performance.now();
    await seed(server, companyId, owner.token);
    const seedSeconds = (performance.now() - seedStart) / 1000;

    browser = await chromium.launch({ executablePath: resolveChromiumPath(), args: CHROMIUM_ARGS });
    const contextOptions = {
      locale: "fr-FR",
      viewport: { width: 1440, height: 900 },
      serviceWorkers: "block" as const,
    };
    // Signed in once through the sign-in screen; every run starts from that browser storage.
    const signInContext = await browser.newContext(contextOptions);
    const signInPage = await signInContext.newPage();
    await signInPage.goto(`${server.url}/signin`);
    await signInPage.getByRole("textbox", { name: "Adresse e-mail" }).fill(owner.email);
    await signInPage.getByRole("textbox", { name: "Mot de passe", exact: true }).fill(owner.password);
    await signInPage.getByRole("button", { name: "Se connecter" }).click();
    await signInPage.waitForURL(/\/dashboard/, { timeout: 60_000 });
    const storageState = await signInContext.storageState();
    await signInContext.close();

    const newContext = async () => {
      const context = await browser?.newContext({ ...contextOptions, storageState });
      if (!context) throw new Error("no browser");
      await context.addInitScript({ content: WATCH_FIRST_ROW });
      return context;
    };

    const cold: Timing[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await newContext();
      cold.push(await loadTransactions(context, server.url));
      await context.close();
    }
    const warm: Timing[] = [];
    const returning = await newContext();
    await loadTransactions(returning, server.url);
    for (let run = 0; run < RUNS; run += 1) warm.push(await loadTransactions(returning, server.url));
    await returning.close();

    const machine = `${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}; seeded ${TRANSACTIONS.toLocaleString("en")} rows in ${seedSeconds.toFixed(0)} s`;
    const median = (timings: Timing[], field: keyof Timing) =>
      Math.round(
        percentile(
          timings.map((timing) => timing[field]),
          0.5,
        ),
      );
    const row = (shape: string, timings: Timing[]): BenchRow => ({
      name: `web: /transactions first rows after navigation, ${TRANSACTIONS.toLocaleString("en")} transactions, ${shape}, median of ${RUNS}`,
      value: median(timings, "firstRow"),
      unit: "ms",
      limit: LIMIT_MS,
      better: "lower",
      // Where the time goes: before the rows' request leaves, the app boots and the session loads.
      note: `max ${Math.round(Math.max(...timings.map((timing) => timing.firstRow)))} ms; first page requested at ${median(timings, "listSent")} ms, answered at ${median(timings, "listAnswered")} ms; ${machine}`,
    });
    return [row("empty cache", cold), row("warm cache", warm)];
  } finally {
    await browser?.close();
    await server.stop();
    removeDataDir(server.dataDir);
    rmSync(distDir, { recursive: true, force: true });
  }
}
