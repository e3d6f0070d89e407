import { catalogs, LOCALES } from "@trezo/i18n";
import { describe, expect, it } from "vitest";
import { changeAppLocale, createCatalogI18n, initialLocale } from "./appI18n";
import { createAppI18n, i18nextAsAppI18n } from "./i18nextI18n";

describe("i18next from the catalogs", () => {
  it("speaks French by default, with the spec's messages word for word", () => {
    const i18n = createAppI18n("fr-FR", catalogs);
    expect(i18n.language).toBe("fr-FR");
    expect(i18n.t("errors.generic")).toBe("Une erreur s'est produite. Veuillez réessayer ultérieurement");
    expect(i18n.t("web.popups.siretInUse")).toBe("Un dossier avec ce SIRET existe déjà.");
  });

  it.each(LOCALES)("%s translates the shell and fills placeholders", (locale) => {
    const i18n = createAppI18n(locale, catalogs);
    const text = i18n.t("web.nav.pretendingAs", { email: "a@b.fr" });
    expect(text).toContain("a@b.fr");
    expect(text).not.toContain("web.nav");
  });

  it("does not escape what React will escape", () => {
    const i18n = createAppI18n("fr-FR", catalogs);
    expect(i18n.t("web.signUp.checkEmailBody", { email: "x&y@b.fr" })).toContain("x&y@b.fr");
  });

  it("switches locale", async () => {
    const i18n = createAppI18n("fr-FR", catalogs);
    await i18n.changeLanguage("de-DE");
    expect(i18n.t("common.cancel")).toBe("Abbrechen");
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
    const i18n = createAppI18n("fr-FR", { "fr-FR": catalogs["fr-FR"] });
    const loaded: string[] = [];
    await changeAppLocale(i18nextAsAppI18n(i18n), "nl-NL", async (locale) => {
      loaded.push(locale);
      return catalogs[locale];
    });
    expect(loaded).toEqual(["nl-NL"]);
    expect(i18n.t("common.cancel")).toBe("Annuleren");
    await changeAppLocale(i18nextAsAppI18n(i18n), "nl-NL", async () => {
      throw new Error("must not load twice");
    });
  });
});

describe("the page's translator (the catalogs' translate, without i18next)", () => {
  it("says what i18next says, placeholders filled and nothing escaped", () => {
    for (const locale of LOCALES) {
      const own = createCatalogI18n(locale);
      const reference = createAppI18n(locale, catalogs);
      for (const [key, params] of [
        ["web.nav.pretendingAs", { email: "x&y@b.fr" }],
        ["errors.generic", undefined],
        ["web.popups.bankAdded", { name: "Qonto" }],
      ] as const) {
        expect(own.t(key, params)).toBe(reference.t(key, params ?? {}));
      }
    }
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
