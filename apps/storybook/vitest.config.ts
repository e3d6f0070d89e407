import { join } from "node:path";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { BROWSER_OPTIMIZE_DEPS, CHROMIUM_ARGS, resolveChromiumPath } from "../../vitest.shared.ts";

// Every story is a test: it renders in Chromium, its play function runs, and axe must find nothing.
// The addon applies .storybook/preview.tsx (decorators, a11y parameters) to each story by itself.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [storybookTest({ configDir: join(import.meta.dirname, ".storybook") })],
        optimizeDeps: { include: [...BROWSER_OPTIMIZE_DEPS, "@storybook/react-dom-shim", "storybook/test"] },
        test: {
          name: "storybook",
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              launchOptions: { executablePath: resolveChromiumPath(), args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});
