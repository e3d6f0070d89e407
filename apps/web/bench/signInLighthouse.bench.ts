/**
 * Lighthouse on /signin (issue 6: performance ≥ 95, accessibility 100): the production build served by
 * the real server (a temporary database), audited by Lighthouse 12 in the system Chromium (headless,
 * no sandbox, no GPU, no background networking), with Lighthouse's default mobile emulation and
 * simulated throttling. The score is the median of three runs (performance varies from run to run on
 * a busy machine); the note lists the audits that lost points in the last run.
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { removeDataDir, startTestServer } from "@trezo/server/testing";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { BenchRow } from "../../../scripts/bench.ts";
import { resolveChromiumPath } from "../../../vitest.shared.ts";

const webDir = fileURLToPath(new URL("..", import.meta.url));
const distDir = fileURLToPath(new URL("../dist", import.meta.url));
const RUNS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  /** Audits of both categories that did not get full marks, with their score. */
  failing: string[];
}

/** One Lighthouse run of `url` (performance and accessibility) in a fresh headless Chromium. */
export async function auditPage(url: string): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: resolveChromiumPath(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      locale: "fr",
    });
    if (!result) throw new Error("Lighthouse returned no result");
    // A run Lighthouse could not finish (NO_FCP, PAGE_HUNG...) scores 0: it says nothing of the page.
    const failure = result.lhr.runtimeError;
    if (failure) throw new Error(`Lighthouse run failed: ${failure.code} ${failure.message}`);
    const { categories, audits } = result.lhr;
    const failing = [categories.performance, categories.accessibility].flatMap((category) =>
      (category?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => `${audit?.id} ${audit?.score}`),
    );
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      failing,
    };
  } finally {
    chrome.kill();
  }
}

export default async function signInLighthouse(): Promise<BenchRow[]> {
  execFileSync("npx", ["vite", "build", "--logLevel", "error"], { cwd: webDir, stdio: "inherit" });
  const server = await startTestServer({ webDistDir: distDir });
  try {
    const runs: LighthouseScores[] = [];
    const failures: string[] = [];
    // Up to two failed runs are run again (and reported); a third means the page itself is broken.
    while (runs.length < RUNS) {
      try {
        runs.push(await auditPage(`${server.url}/signin`));
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
        if (failures.length > 2) throw error;
      }
    }
    const last = runs[runs.length - 1];
    const note = [
      last?.failing.length ? `below full marks: ${last.failing.join(", ")}` : "every audit passed",
      ...(failures.length ? [`runs again after: ${failures.join("; ")}`] : []),
    ].join("; ");
    return [
      {
        name: "web: Lighthouse performance on /signin (median of 3)",
        value: median(runs.map((run) => run.performance)),
        unit: "score",
        limit: 95,
        better: "higher",
        note: `runs ${runs.map((run) => run.performance).join(", ")}; ${note}`,
      },
      {
        name: "web: Lighthouse accessibility on /signin",
        value: Math.min(...runs.map((run) => run.accessibility)),
        unit: "score",
        limit: 100,
        better: "higher",
      },
    ];
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
}
