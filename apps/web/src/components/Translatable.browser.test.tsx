/**
 * Content marked translatable in Chromium: without a translation provider the original text stays; with
 * one (a stand-in widget, as a provider's script would register it) the text shows in the user's locale.
 */
import type { Locale } from "@trezo/i18n";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { AppI18nProvider, createCatalogI18n } from "../i18n/appI18n";
import { appStorage } from "../platform/boundedStorage";
import { TRANSLATION_CACHE_KEY } from "../platform/translation/translationCache";
import { Translatable } from "./Translatable";

function renderText(locale: Locale, text: string) {
  return render(
    <AppI18nProvider i18n={createCatalogI18n(locale)}>
      <p>
        <Translatable text={text} />
      </p>
    </AppI18nProvider>,
  );
}

afterEach(() => {
  vi.unstubAllEnvs();
  delete window.trezoTranslationWidget;
  appStorage.removeItem(TRANSLATION_CACHE_KEY);
});

describe("Translatable", () => {
  it("keeps the original text when no translation provider is configured", async () => {
    const translate = vi.fn(async (texts: readonly string[]) => texts.map(() => "Hello"));
    window.trezoTranslationWidget = { isReady: () => true, translate };
    const screen = await renderText("en-GB", "Bonjour");
    await expect.element(screen.getByText("Bonjour")).toHaveAttribute("lang", "fr");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(translate).not.toHaveBeenCalled();
  });

  it("shows the text in the user's locale through the configured provider's widget", async () => {
    vi.stubEnv("VITE_TRANSLATION_PROVIDER", "sandbox");
    window.trezoTranslationWidget = {
      isReady: () => true,
      translate: async (texts, locale) => texts.map((text) => `${text} [${locale}]`),
    };
    const screen = await renderText("en-GB", "Bonjour");
    await expect.element(screen.getByText("Bonjour [en-GB]")).toHaveAttribute("lang", "en");
  });
});
