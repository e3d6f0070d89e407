import { join } from "node:path";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { defineConfig } from "vitest/config";
import { BROWSER_OPTIMIZE_DEPS, headlessChromium } from "../../vitest.shared.ts";

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
          browser: headlessChromium(),
        },
      },
    ],
  },
});
