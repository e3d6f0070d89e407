/**
 * End-to-end tests: @playwright/test drives the system Chromium (never a downloaded one) against the
 * built app served by the real server (apps/server startServer on a temporary DATA_DIR, one per worker).
 * Run with `npm run test:e2e`, which builds the app first. Node runs with tsx's loader so the tests can
 * start the server from its TypeScript source.
 */
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, resolveChromiumPath } from "../../vitest.shared.ts";

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.e2e.ts",
  // Each worker starts its own server; the machine has two cores shared by a team.
  workers: 1,
  fullyParallel: false,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  retries: 0,
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: resolveChromiumPath(), args: CHROMIUM_ARGS },
    trace: "off",
    screenshot: "off",
    video: "off",
    locale: "fr-FR",
    serviceWorkers: "block",
  },
});
