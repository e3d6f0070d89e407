/**
 * Initial JavaScript of the sign-in route (issue 6: ≤ 150 KB gzip), measured in the browser rather than
 * guessed from the build manifest: the production build is served by the real server (a temporary
 * database), Chromium opens /signin in French, and every JavaScript response the page and its workers
 * receive until the form shows and the network has been idle for a second is counted, each body
 * gzip-compressed at level 9. Whatever loads lazily before the user acts (the catalog, the screen's
 * chunk, background duties, the service worker) counts; only what waits for an interaction does not.
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { removeDataDir, startTestServer } from "@trezo/server/testing";
import { chromium } from "playwright";
import type { BenchRow } from "../../../scripts/bench.ts";
import { CHROMIUM_ARGS, resolveChromiumPath } from "../../../vitest.shared.ts";

const webDir = fileURLToPath(new URL("..", import.meta.url));
const distDir = fileURLToPath(new URL("../dist", import.meta.url));

/** The budget for the JavaScript of /signin, gzip, in KB (e2e/signIn.e2e.ts holds the build to it). */
// Issue 13 keeps it at 150 KB: 149.4 KB after the text field's react-aria modules joined the forms chunk
// and the provider buttons left for a chunk of their own (vite.config.ts).
export const SIGN_IN_BUDGET_KB = 150;

/** The gzip total of `scripts`, in KB with one decimal. */
export function totalKb(scripts: LoadedScript[]): number {
  return Math.round((scripts.reduce((sum, { gzip }) => sum + gzip, 0) / 1024) * 10) / 10;
}

export interface LoadedScript {
  path: string;
  gzip: number;
}

/** The JavaScript a first visit to `url` downloads before any interaction, with each file's gzip size. */
export async function initialScripts(url: string): Promise<LoadedScript[]> {
  const browser = await chromium.launch({ executablePath: resolveChromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ locale: "fr-FR", viewport: { width: 1280, height: 800 } });
    const scripts: LoadedScript[] = [];
    const pending: Promise<void>[] = [];
    context.on("response", (response) => {
      const type = response.headers()["content-type"] ?? "";
      if (!/javascript/.test(type) || response.status() !== 200) return;
      pending.push(
        response
          .body()
          .then((body) => {
            scripts.push({
              path: new URL(response.url()).pathname,
              gzip: gzipSync(body, { level: 9 }).length,
            });
          })
          .catch(() => undefined),
      );
    });
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole("button", { name: "Se connecter" }).waitFor();
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);
    await Promise.all(pending);
    return scripts;
  } finally {
    await browser.close();
  }
}

export default async function signInBundle(): Promise<BenchRow[]> {
  execFileSync("npx", ["vite", "build", "--logLevel", "error"], { cwd: webDir, stdio: "inherit" });
  const server = await startTestServer({ webDistDir: distDir });
  try {
    const scripts = await initialScripts(`${server.url}/signin`);
    const largest = [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 4);
    return [
      {
        name: "web: /signin initial JS in Chromium (gzip)",
        value: totalKb(scripts),
        unit: "KB",
        limit: SIGN_IN_BUDGET_KB,
        better: "lower",
        note: `${scripts.length} files; largest ${largest
          .map(({ path, gzip }) => `${path.replace(/^\/assets\//, "")} ${(gzip / 1024).toFixed(1)}`)
          .join(", ")}`,
      },
    ];
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
}
