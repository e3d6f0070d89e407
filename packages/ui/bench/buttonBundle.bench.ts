/**
 * What a consumer that imports only Button ships from the design system (issue 3: ≤ 10 KB gzip, JS +
 * CSS). The consumer (./button-consumer) is built by Vite in production mode with React left external,
 * so every remaining byte of JavaScript comes from @trezo/ui and what it needs at run time; the CSS is
 * all vanilla-extract output of ui (theme variables and Button styles).
 */
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import type { BenchRow } from "../../../scripts/bench.ts";

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

export default async function buttonBundle(): Promise<BenchRow[]> {
  const outDir = await mkdtemp(join(tmpdir(), "trezo-ui-button-bench-"));
  try {
    await build({
      configFile: false,
      logLevel: "warn",
      mode: "production",
      plugins: [vanillaExtractPlugin(), react()],
      build: {
        outDir,
        emptyOutDir: true,
        cssCodeSplit: false,
        lib: {
          entry: join(import.meta.dirname, "button-consumer", "entry.tsx"),
          formats: ["es"],
          fileName: "consumer",
        },
        rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
      },
    });
    const files = filesUnder(outDir);
    const gzip = (extension: string) =>
      files
        .filter((file) => file.endsWith(extension))
        .reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
    const js = gzip(".js");
    const css = gzip(".css");
    const kb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;
    return [
      {
        name: "ui: Button-only consumer, JS + CSS from ui (gzip)",
        value: kb(js + css),
        unit: "KB",
        limit: 10,
        better: "lower",
        note: `JS ${kb(js)} KB + CSS ${kb(css)} KB; React external`,
      },
    ];
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
