/**
 * Visual regression of every story: `npm run test:visual` builds Storybook, serves the build, and
 * screenshots each story in Chromium (fonts loaded, animations off, clock frozen) against the PNG
 * baselines committed in visual/baselines. `npm run test:visual:update` rewrites the baselines.
 */
import { defineConfig } from "@playwright/test";
import { resolveChromiumPath, SCREENSHOT_COMPARISON } from "../../../vitest.shared.ts";

/**
 * Port of the static server: chosen once by the main process and inherited by the workers through
 * the environment, so that two runs on one machine (two checkouts, two engineers) never collide.
 */
process.env.TREZO_VISUAL_PORT ??= String(20_000 + (process.pid % 20_000));
const PORT = Number(process.env.TREZO_VISUAL_PORT);

export default defineConfig({
  testDir: ".",
  testMatch: "stories.visual.ts",
  snapshotPathTemplate: "{testDir}/baselines/{arg}{ext}",
  outputDir: "../test-results/visual",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // On CI a story without a baseline fails; on a workstation its first screenshot becomes the baseline.
  updateSnapshots: process.env.CI ? "none" : "missing",
  timeout: 30_000,
  reporter: process.env.CI ? [["line"]] : [["list"]],
  expect: {
    toHaveScreenshot: SCREENSHOT_COMPARISON,
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    colorScheme: "light",
    launchOptions: {
      executablePath: resolveChromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--font-render-hinting=none",
        "--disable-lcd-text",
        "--force-color-profile=srgb",
      ],
    },
  },
  webServer: {
    command: `node visual/serve.mjs ${PORT}`,
    cwd: "..",
    url: `http://127.0.0.1:${PORT}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
