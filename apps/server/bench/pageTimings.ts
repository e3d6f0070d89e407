/**
 * What the list benchmarks (invoices-list, transactions-list) share: time each shape of one list call
 * over real HTTP and report its p95 against the target, with p50 and the machine beside it.
 */
import { cpus, loadavg } from "node:os";
import type { BenchRow } from "../../../scripts/bench";

/** One way the screen asks for a page: a name for the table and the call's input. */
export interface PageShape {
  name: string;
  input: Record<string, unknown>;
}

/** Timed calls per shape: p95 is then the 6th slowest, not one outlier. */
const RUNS = 100;

/** The value below which `fraction` of `values` fall (nearest rank). */
export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

/**
 * For each shape: one warm-up call that must answer 200, then RUNS timed calls in a row; one row per
 * shape, named `${callName} p95, ${size}: ${shape}`, against `limitMs`.
 */
export async function timePageShapes(options: {
  callName: string;
  /** What the seeded table holds, e.g. "100,000 invoices". */
  size: string;
  seedSeconds: number;
  shapes: PageShape[];
  call: (input: Record<string, unknown>) => Promise<{ status: number }>;
  limitMs: number;
  /**
   * A call timed the same way in the same run and printed beside each row: the HTTP path (session,
   * company access, contract checks) of a call that reads nothing, so a row shows what the query adds.
   */
  baseline?: { label: string; call: () => Promise<unknown> };
}): Promise<BenchRow[]> {
  const { callName, size, shapes, call, limitMs } = options;
  const machine = `${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}; seeded ${size} in ${options.seedSeconds.toFixed(0)} s`;
  const baselineTimes = options.baseline ? await timed(options.baseline.call) : null;
  const baseline =
    options.baseline && baselineTimes
      ? { value: Math.round(percentile(baselineTimes, 0.95) * 10) / 10, label: options.baseline.label }
      : undefined;
  const rows: BenchRow[] = [];
  for (const shape of shapes) {
    const first = await call(shape.input);
    if (first.status !== 200) throw new Error(`${callName} answered ${first.status}`);
    const times = await timed(() => call(shape.input));
    const baselineNote = baselineTimes
      ? ` (baseline p50 ${percentile(baselineTimes, 0.5).toFixed(1)} ms)`
      : "";
    rows.push({
      name: `${callName} p95, ${size}: ${shape.name}`,
      value: Math.round(percentile(times, 0.95) * 10) / 10,
      unit: "ms",
      limit: limitMs,
      better: "lower",
      ...(baseline ? { baseline } : {}),
      note: `p50 ${percentile(times, 0.5).toFixed(1)} ms${baselineNote}; ${machine}`,
    });
  }
  return rows;
}

/** RUNS timings of a call, in ms, after one warm-up. */
async function timed(call: () => Promise<unknown>): Promise<number[]> {
  await call();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  return times;
}
