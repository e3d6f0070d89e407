/**
 * `npm run bench`: runs every benchmark of the repository and prints one table.
 *
 * A benchmark is a file `<workspace>/bench/*.bench.ts` whose default export is an async function
 * returning rows. Speed and memory figures live here, never in timed tests (DESIGN §7).
 * `npm run bench -- <filter>` runs only the files whose path contains <filter>.
 */
import { relative } from "node:path";
import { pathToFileURL } from "node:url";
import { globSync } from "tinyglobby";

export interface BenchRow {
  /** What was measured, e.g. "getTransactionList page, 1M rows, p95". */
  name: string;
  value: number;
  unit: string;
  /** The target the issue sets, in the same unit, when there is one. */
  limit?: number;
  /** Whether a lower value is better (times, sizes) or a higher one (throughput, scores). */
  better?: "lower" | "higher";
  /** Anything the reader needs to compare. */
  note?: string;
  /**
   * What the value is compared with, measured in the same run on the same machine (a naive algorithm,
   * the same path doing nothing): printed beside it with the ratio, since absolute figures on a loaded
   * machine say little.
   */
  baseline?: { value: number; label: string };
}

export type Benchmark = () => Promise<BenchRow[]>;

const root = new URL("..", import.meta.url).pathname;
const filter = process.argv[2] ?? "";
const files = globSync(["apps/*/bench/**/*.bench.ts", "packages/*/bench/**/*.bench.ts"], {
  cwd: root,
  absolute: true,
  ignore: ["**/node_modules/**"],
})
  .filter((file) => file.includes(filter))
  .sort();

const rows: Array<BenchRow & { file: string }> = [];
let failures = 0;
for (const file of files) {
  const name = relative(root, file);
  process.stderr.write(`▶ ${name}\n`);
  try {
    const module = (await import(pathToFileURL(file).href)) as { default: Benchmark };
    for (const row of await module.default()) rows.push({ ...row, file: name });
  } catch (error) {
    failures += 1;
    process.stderr.write(
      `✗ ${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
}

function verdict(row: BenchRow): string {
  if (row.limit === undefined) return "";
  const ok = (row.better ?? "lower") === "lower" ? row.value <= row.limit : row.value >= row.limit;
  return ok ? "ok" : "OVER";
}

const figure = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/** The baseline and the value as a share of it ("29738 (naive) ×0.05"). */
function baselineCell(row: BenchRow): string {
  if (!row.baseline) return "";
  const ratio = row.baseline.value === 0 ? "" : ` ×${(row.value / row.baseline.value).toFixed(2)}`;
  return `${figure(row.baseline.value)} (${row.baseline.label})${ratio}`;
}

const header = ["benchmark", "value", "unit", "target", "verdict", "baseline", "note"];
const table = rows.map((row) => [
  row.name,
  figure(row.value),
  row.unit,
  row.limit === undefined ? "" : `${(row.better ?? "lower") === "lower" ? "≤" : "≥"} ${row.limit}`,
  verdict(row),
  baselineCell(row),
  row.note ?? "",
]);
const widths = header.map((title, column) =>
  Math.max(title.length, ...table.map((line) => (line[column] ?? "").length)),
);
const line = (cells: string[]) =>
  `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
process.stdout.write(`${line(header)}\n${line(widths.map((width) => "-".repeat(width)))}\n`);
for (const cells of table) process.stdout.write(`${line(cells)}\n`);
process.stdout.write(
  `\n${rows.length} results from ${files.length} benchmark files${failures ? `, ${failures} failed` : ""}.\n`,
);
process.exitCode = failures ? 1 : 0;
