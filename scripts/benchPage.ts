/**
 * What the packages' Chromium benchmarks (charts, ui's DataTable) share: their page (`<bench>/page`) is
 * built by Vite in production mode into a temporary folder, served by `vite preview` and opened in the
 * system Chromium; all three are closed and removed afterwards, whatever `measure` does.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { type Browser, chromium } from "playwright";
import { build, preview } from "vite";
import { CHROMIUM_ARGS, resolveChromiumPath } from "../vitest.shared.ts";

export async function withBenchPage<T>(
  options: { pageDir: string; tempPrefix: string; chunkSizeWarningLimit?: number },
  measure: (browser: Browser, url: string) => Promise<T>,
): Promise<T> {
  const outDir = await mkdtemp(join(tmpdir(), options.tempPrefix));
  const config = {
    root: options.pageDir,
    configFile: false as const,
    logLevel: "warn" as const,
    plugins: [vanillaExtractPlugin(), react()],
    build: {
      outDir,
      emptyOutDir: true,
      ...(options.chunkSizeWarningLimit === undefined
        ? {}
        : { chunkSizeWarningLimit: options.chunkSizeWarningLimit }),
    },
    preview: { port: 0, host: "127.0.0.1" },
  };
  await build({ ...config, mode: "production" });
  const server = await preview(config);
  const browser = await chromium.launch({ executablePath: resolveChromiumPath(), args: CHROMIUM_ARGS });
  try {
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error("vite preview gave no URL");
    return await measure(browser, url);
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    await rm(outDir, { recursive: true, force: true });
  }
}

/** The middle of the timings (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
