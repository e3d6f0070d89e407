import { describe, expect, it } from "vitest";
import { gtmLoader, tagConsentKey } from "../../platform/tagManager";
import { renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { TagConsentBanner } from "./TagConsentBanner";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

async function renderBanner(tagManagerId: string | null, storage = memoryStorage()) {
  const loaded: string[] = [];
  const rendered = await renderWithFakeServer(
    <TagConsentBanner companyId={7} storage={storage} loader={(id) => loaded.push(id)} />,
    { getTagManager: () => ({ tag_manager_id: tagManagerId }) },
    { path: "/dashboard", width: 390 },
  );
  return { ...rendered, loaded, storage };
}

describe("the tag consent banner", () => {
  it("loads nothing before the visitor agrees, then loads the company's container and remembers", async () => {
    const { screen, loaded, storage, callsOf } = await renderBanner("GTM-AB12CD");
    const banner = screen.getByRole("region", { name: "Mesure d'audience" });
    await expect.element(banner).toBeVisible();
    expect(callsOf("getTagManager")).toEqual([{ companyId: 7 }]);
    expect(loaded).toEqual([]);
    await banner.getByRole("button", { name: "Accepter" }).click();
    await expect.element(banner).not.toBeInTheDocument();
    expect(loaded).toEqual(["GTM-AB12CD"]);
    expect(storage.values.get(tagConsentKey("GTM-AB12CD"))).toBe("granted");
  });

  it("loads nothing after a refusal, and does not ask again", async () => {
    const { screen, loaded, storage } = await renderBanner("GTM-AB12CD");
    await screen.getByRole("button", { name: "Refuser" }).click();
    await expect.element(screen.getByRole("region", { name: "Mesure d'audience" })).not.toBeInTheDocument();
    expect(loaded).toEqual([]);
    expect(storage.values.get(tagConsentKey("GTM-AB12CD"))).toBe("denied");
  });

  it("loads at once on a later visit after a yes, and shows nothing without a container", async () => {
    const later = await renderBanner(
      "GTM-AB12CD",
      memoryStorage({ [tagConsentKey("GTM-AB12CD")]: "granted" }),
    );
    await expect.poll(() => later.loaded).toEqual(["GTM-AB12CD"]);
    expect(later.screen.getByRole("region", { name: "Mesure d'audience" }).query()).toBeNull();

    const none = await renderBanner(null);
    await expect.poll(() => none.callsOf("getTagManager").length).toBe(1);
    expect(none.screen.getByRole("region", { name: "Mesure d'audience" }).query()).toBeNull();
    expect(none.loaded).toEqual([]);
  });

  it("Google's loader adds the container's script once, with the dataLayer start event", () => {
    const doc = document.implementation.createHTMLDocument("tags");
    const load = gtmLoader(doc);
    load("GTM-AB12CD");
    load("GTM-AB12CD");
    const scripts = doc.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD");
  });
});
