import { catalogs, LOCALES, type Locale } from "@trezo/i18n";
import { describe, expect, it } from "vitest";
import { type AppI18n, changeAppLocale, createCatalogI18n, initialLocale } from "./appI18n";

describe("the app's translator (the catalogs' translate)", () => {
  it("speaks French by default, with the spec's messages word for word", () => {
    const i18n = createCatalogI18n("fr-FR");
    expect(i18n.language).toBe("fr-FR");
    expect(i18n.t("errors.generic")).toBe("Une erreur s'est produite. Veuillez réessayer ultérieurement");
    expect(i18n.t("web.popups.siretInUse")).toBe("Un dossier avec ce SIRET existe déjà.");
  });

  it.each(LOCALES)("%s translates the shell and fills placeholders", (locale) => {
    const text = createCatalogI18n(locale).t("web.nav.pretendingAs", { email: "a@b.fr" });
    expect(text).toContain("a@b.fr");
    expect(text).not.toContain("web.nav");
  });

  it("does not escape what React will escape", () => {
    expect(createCatalogI18n("fr-FR").t("web.signUp.checkEmailBody", { email: "x&y@b.fr" })).toContain(
      "x&y@b.fr",
    );
  });

  it("chooses a plural message's form by the count, in the current locale", async () => {
    const i18n = createCatalogI18n("fr-FR");
    expect(i18n.t("categoriesScreen.template.imported", { count: 1 })).toBe("1 catégorie ajoutée.");
    expect(i18n.t("categoriesScreen.template.imported", { count: 3 })).toBe("3 catégories ajoutées.");
    await i18n.changeLanguage("ua-UA");
    expect(i18n.t("transactionsScreen.updated", { count: 3 })).toMatch(/^3 операції /);
    expect(i18n.t("transactionsScreen.updated", { count: 5 })).toMatch(/^5 операцій /);
  });

  it("switches locale and tells its listeners", async () => {
    const i18n = createCatalogI18n("fr-FR");
    const heard: string[] = [];
    const listener = (language: string) => heard.push(language);
    i18n.on("languageChanged", listener);
    await changeAppLocale(i18n, "de-DE", async () => {
      throw new Error("every catalog is there in tests");
    });
    expect(i18n.language).toBe("de-DE");
    expect(i18n.t("common.cancel")).toBe("Abbrechen");
    i18n.off("languageChanged", listener);
    await i18n.changeLanguage("it-IT");
    expect(heard).toEqual(["de-DE"]);
  });
});

describe("initial locale", () => {
  it("prefers the remembered locale, then the browser's, then fr-FR", () => {
    expect(initialLocale("nl-NL", ["en-US"])).toBe("nl-NL");
    expect(initialLocale(null, ["en-US", "fr"])).toBe("en-GB");
    expect(initialLocale(null, ["uk"])).toBe("ua-UA");
    expect(initialLocale(null, ["nb-NO"])).toBe("no-NO");
    expect(initialLocale("xx", ["ja-JP"])).toBe("fr-FR");
  });
});

describe("loading a locale on demand", () => {
  it("loads a catalog the tab does not have, then switches", async () => {
    const translator = createCatalogI18n("fr-FR");
    const present = new Set<Locale>(["fr-FR"]);
    // The page's tab, which has only the catalogs loadCatalog has registered.
    const i18n: AppI18n = { ...translator, hasCatalog: (locale) => present.has(locale) };
    const loaded: string[] = [];
    await changeAppLocale(i18n, "nl-NL", async (locale) => {
      loaded.push(locale);
      present.add(locale);
      return catalogs[locale];
    });
    expect(loaded).toEqual(["nl-NL"]);
    expect(translator.language).toBe("nl-NL");
    expect(translator.t("common.cancel")).toBe("Annuleren");
    await changeAppLocale(i18n, "nl-NL", async () => {
      throw new Error("must not load twice");
    });
  });
});
