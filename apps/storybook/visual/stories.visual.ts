/**
 * One screenshot test per story of the built Storybook (its index.json lists them). A story is shot
 * once its render and play function have finished, its fonts have loaded and its images decoded.
 *
 * Speed: each worker loads Storybook's preview once and then switches stories through the preview's
 * own channel (as the Storybook UI does), instead of reloading ~2 MB of scripts per story; the a11y
 * addon's automatic run is off here (the story tests already check accessibility).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test as base, expect, type Page } from "@playwright/test";

interface IndexEntry {
  id: string;
  type: "story" | "docs";
  title: string;
  name: string;
  tags?: string[];
}

const index = JSON.parse(
  readFileSync(join(import.meta.dirname, "..", "storybook-static", "index.json"), "utf8"),
) as {
  entries: Record<string, IndexEntry>;
};

const stories = Object.values(index.entries).filter(
  (entry) => entry.type === "story" && !entry.tags?.includes("no-visual"),
);

/** A fixed instant for every story: calendars highlight "today", relative dates must not move. */
const FROZEN_NOW = new Date("2026-11-21T10:00:00+01:00");

/** Globals of every screenshot: the default theme, no brand, French, a11y checks off. */
const GLOBALS = "theme:light;brand:none;locale:fr-FR;a11y.manual:!true";

type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string; id?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
};

async function waitForStory(page: Page, storyId: string): Promise<void> {
  await page.waitForFunction(
    (id) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      if (render?.id !== id) return false;
      return ["completed", "finished", "errored", "aborted"].includes(render.phase ?? "");
    },
    storyId,
    { timeout: 20_000 },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete ? undefined : image.decode().catch(() => undefined),
      ),
    );
  });
}

const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.clock.setFixedTime(FROZEN_NOW);
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
});

/** Shows `storyId`: switches in place when the preview is loaded, else loads it. */
async function showStory(page: Page, storyId: string): Promise<void> {
  const loaded = page.url().includes("/iframe.html");
  if (loaded) {
    await page.mouse.move(0, 0);
    await page.evaluate((id) => {
      (document.activeElement as HTMLElement | null)?.blur();
      // react-aria remembers the last input modality page-wide (it decides focus rings): put it back
      // to "keyboard", as on a fresh load, so a story looks the same whichever story ran before it.
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Unidentified", bubbles: true }));
      window.scrollTo(0, 0);
      (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit("setCurrentStory", {
        storyId: id,
        viewMode: "story",
      });
    }, storyId);
    try {
      await waitForStory(page, storyId);
      return;
    } catch {
      // Fall back to a full load below.
    }
  }
  await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=${GLOBALS}`);
  await waitForStory(page, storyId);
}

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ storyPage }) => {
    await showStory(storyPage, story.id);
    await expect(storyPage).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
