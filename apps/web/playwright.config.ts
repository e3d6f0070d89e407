/**
 * End-to-end tests: @playwright/test drives the system Chromium (never a downloaded one) against the
 * built app served by the real server (apps/server startServer on a temporary DATA_DIR, one per worker).
 * Run with `npm run test:e2e`, which builds the app first. Node runs with tsx's loader so the tests can
 * start the server from its TypeScript source.
 */
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, resolveChromiumPath, SCREENSHOT_COMPARISON } from "../../vitest.shared.ts";

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.e2e.ts",
  // Each worker starts its own server; the machine has two cores shared by a team.
  workers: 1,
  fullyParallel: false,
  timeout: 90_000,
  // Visual baselines of the screens (layout.e2e.ts), committed like the stories' baselines.
  snapshotPathTemplate: "{testDir}/visual/{arg}{ext}",
  // On CI a screen without a baseline fails; on a workstation its first screenshot becomes the baseline.
  updateSnapshots: process.env.CI ? "none" : "missing",
  expect: {
    timeout: 15_000,
    toHaveScreenshot: SCREENSHOT_COMPARISON,
  },
  retries: 0,
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath: resolveChromiumPath(),
      // The same rendering flags as the stories' visual tests, so screenshots are stable.
      args: [
        ...CHROMIUM_ARGS,
        "--font-render-hinting=none",
        "--disable-lcd-text",
        "--force-color-profile=srgb",
      ],
    },
    deviceScaleFactor: 1,
    trace: "off",
    screenshot: "off",
    video: "off",
    locale: "fr-FR",
    serviceWorkers: "block",
  },
});
