/**
 * The one place that says how a workspace runs its tests.
 *
 * Every workspace's `vitest.config.ts` calls `trezoTestProjects(import.meta.dirname)`. It declares two
 * Vitest projects:
 * - `node`: `src/**\/*.test.ts` in Node;
 * - `browser`: `src/**\/*.browser.test.tsx` in real Chromium through @vitest/browser-playwright.
 * Both compile vanilla-extract styles, because packages are consumed as TypeScript source.
 *
 * Chromium comes from `CHROMIUM_PATH`, else /usr/bin/chromium; with neither, a browser project fails
 * at once with a message saying how to install one (we never download a browser build).
 */
import { existsSync } from "node:fs";
import { basename } from "node:path";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { globSync } from "tinyglobby";
import type { TestProjectInlineConfiguration } from "vitest/config";

export const NODE_TEST_GLOB = "src/**/*.test.ts";
export const BROWSER_TEST_GLOB = "src/**/*.browser.test.tsx";

/** Flags Chromium needs on this kind of machine: no sandbox as root, no GPU, no outbound calls. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--font-render-hinting=none",
];

/**
 * How the visual tests (the stories' and the screens') compare a screenshot with its baseline: still
 * (no animation, no caret), in CSS pixels, with room for a few pixels of anti-aliasing that differ
 * between runs; real changes are far larger.
 */
export const SCREENSHOT_COMPARISON = {
  animations: "disabled",
  caret: "hide",
  scale: "css",
  maxDiffPixelRatio: 0.002,
  threshold: 0.2,
} as const;

/** Vitest's browser mode in the headless system Chromium (the browser projects, the storybook tests). */
export function headlessChromium() {
  return {
    enabled: true,
    headless: true,
    screenshotFailures: false,
    provider: playwright({ launchOptions: { executablePath: resolveChromiumPath(), args: CHROMIUM_ARGS } }),
    instances: [{ browser: "chromium" as const }],
  };
}

/** Path of the Chromium binary used by every browser test, benchmark and end-to-end run. */
export function resolveChromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      [
        "No Chromium found for the browser tests.",
        `Looked at: ${candidates.join(", ")}.`,
        "Install one with `sudo apt-get install -y chromium` (Debian/Ubuntu),",
        "or point CHROMIUM_PATH at an existing Chromium or Chrome binary.",
      ].join(" "),
    );
  }
  return found;
}

/**
 * Modules that only appear after a transform (vanilla-extract compiles `.css.ts` files into imports of
 * its runtime), so Vite's dependency scan cannot see them up front. Without pre-bundling them, Vite
 * discovers them mid-run, re-optimises and reloads the page, and the first browser tests of a fresh
 * machine fail with "Failed to fetch dynamically imported module".
 */
export const BROWSER_OPTIMIZE_DEPS = [
  "@vanilla-extract/recipes/createRuntimeFn",
  "@vanilla-extract/sprinkles/createRuntimeSprinkles",
  "@vanilla-extract/dynamic",
  "react",
  "react-dom",
  "react-dom/client",
  "react/jsx-runtime",
  "react/jsx-dev-runtime",
  "react-aria-components",
  "react-aria/PortalProvider",
  "lucide-react",
  "@internationalized/date",
  "colorjs.io/fn",
  "@radix-ui/react-dialog",
  "@radix-ui/react-popover",
  "react-markdown",
  "@tanstack/react-table",
  "@tanstack/react-virtual",
];

interface TrezoTestOptions {
  /** Extra setup files for the browser project (for example global styles or fonts). */
  browserSetupFiles?: string[];
  /** Extra setup files for the node project. */
  nodeSetupFiles?: string[];
  /** Node tests of this workspace share one resource (a database file, a port): run files one by one. */
  nodeSerial?: boolean;
  /** Per-test timeout for node tests, in ms. */
  nodeTestTimeout?: number;
}

/** The Vitest projects of one workspace: only those that have test files are declared. */
export function trezoTestProjects(
  workspaceDir: string,
  options: TrezoTestOptions = {},
): TestProjectInlineConfiguration[] {
  const name = basename(workspaceDir);
  const projects: TestProjectInlineConfiguration[] = [];
  const has = (glob: string) =>
    globSync(glob, { cwd: workspaceDir, ignore: ["**/node_modules/**"] }).length > 0;

  if (has(NODE_TEST_GLOB)) {
    projects.push({
      plugins: [vanillaExtractPlugin()],
      test: {
        name: `${name}:node`,
        root: workspaceDir,
        include: [NODE_TEST_GLOB],
        environment: "node",
        setupFiles: options.nodeSetupFiles ?? [],
        testTimeout: options.nodeTestTimeout ?? 20_000,
        ...(options.nodeSerial ? { fileParallelism: false } : {}),
      },
    });
  }

  if (has(BROWSER_TEST_GLOB)) {
    projects.push({
      plugins: [vanillaExtractPlugin(), react()],
      optimizeDeps: { include: BROWSER_OPTIMIZE_DEPS },
      test: {
        name: `${name}:browser`,
        root: workspaceDir,
        include: [BROWSER_TEST_GLOB],
        setupFiles: options.browserSetupFiles ?? [],
        testTimeout: 30_000,
        browser: headlessChromium(),
      },
    });
  }

  return projects;
}
