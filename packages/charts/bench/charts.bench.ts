/**
 * Render time of the charts in Chromium (issue 4): CashFlowChart with 60 periods × 4 scenarios
 * (target ≤ 100 ms) and a 5-year daily series of 1,826 points (target ≤ 150 ms).
 *
 * The page (./page) is built by Vite in production mode, served by `vite preview`, and driven by
 * Playwright in the system Chromium. Each case is rendered 3 times to warm up, then 10 times; we report
 * the median and the worst. The time runs from `root.render` until every bar and line is in the SVG and
 * laid out (recharts settles in a few passes); painting is not included.
 */
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import type { BenchRow } from "../../../scripts/bench.ts";
import { median, withBenchPage } from "../../../scripts/benchPage.ts";

const WARMUP_RUNS = 3;
const MEASURED_RUNS = 10;

export default async function chartsBenchmark(): Promise<BenchRow[]> {
  const pageDir = join(import.meta.dirname, "page");
  return withBenchPage({ pageDir, tempPrefix: "trezo-charts-bench-" }, async (browser, url) => {
    const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
    await page.goto(url);
    await page.waitForFunction(() => window.trezoChartsBench?.ready === true);

    const run = async (caseName: string, responsive: boolean) => {
      const times: number[] = [];
      for (let index = 0; index < WARMUP_RUNS + MEASURED_RUNS; index += 1) {
        const elapsed = await page.evaluate(
          ([name, isResponsive]) => window.trezoChartsBench.measure(name, isResponsive),
          [caseName, responsive] as const,
        );
        if (index >= WARMUP_RUNS) times.push(elapsed);
      }
      return { median: median(times), worst: Math.max(...times) };
    };

    const cashFlow = await run("cashFlow60x4", false);
    const cashFlowResponsive = await run("cashFlow60x4", true);
    const daily = await run("daily1826", false);
    const dailyRaw = await run("daily1826NoDownsampling", false);
    // The machine's load says how much to trust the figures (shared CI runners, laptops on battery).
    const load = `load ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;
    const note = (result: { worst: number }) =>
      `median of ${MEASURED_RUNS}; worst ${result.worst.toFixed(1)} ms; ${load}`;
    return [
      {
        name: "CashFlowChart 60 periods × 4 scenarios, render (Chromium)",
        value: cashFlow.median,
        unit: "ms",
        limit: 100,
        better: "lower",
        note: note(cashFlow),
      },
      {
        name: "CashFlowChart 60 × 4 in a responsive container, to drawn",
        value: cashFlowResponsive.median,
        unit: "ms",
        better: "lower",
        note: `${note(cashFlowResponsive)}; includes waiting for the container's size`,
      },
      {
        name: "BalanceByAccountChart 1,826 daily points (LTTB to 400), render",
        value: daily.median,
        unit: "ms",
        limit: 150,
        better: "lower",
        note: note(daily),
      },
      {
        name: "BalanceByAccountChart 1,826 daily points without downsampling",
        value: dailyRaw.median,
        unit: "ms",
        better: "lower",
        note: `${note(dailyRaw)}; what LTTB saves`,
      },
    ];
  });
}
