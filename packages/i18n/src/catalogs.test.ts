import { describe, expect, it } from "vitest";
import { catalogs } from "./catalogs";
import { isPluralMessage } from "./defineMessages";
import { intlLocaleOf, LOCALES } from "./locales";
import { flattenKeys, lookupMessage, type MessageKey, translate } from "./translate";

describe("catalogs", () => {
  const frenchKeys = flattenKeys(catalogs["fr-FR"]).sort();

  it.each(LOCALES)("%s has every key of the French catalog and no other", (locale) => {
    expect(flattenKeys(catalogs[locale]).sort()).toEqual(frenchKeys);
  });

  it.each(LOCALES)("%s has no empty message", (locale) => {
    const empty = flattenKeys(catalogs[locale]).filter(
      (key) => translate(key as never, locale).trim() === "",
    );
    expect(empty).toEqual([]);
  });

  it.each(LOCALES)(
    "%s: a message with a count has every plural form of its language, and only those",
    (locale) => {
      // The platform's CLDR rules decide: fr-FR one/many/other, ua-UA one/few/many/other, en-GB one/other...
      const needed = new Intl.PluralRules(intlLocaleOf(locale)).resolvedOptions().pluralCategories.sort();
      const wrong = flattenKeys(catalogs[locale]).flatMap((key) => {
        const message = lookupMessage(catalogs[locale], key);
        if (typeof message === "string") return message.includes("{{count}}") ? [`${key}: not plural`] : [];
        const forms = Object.keys(message ?? {}).sort();
        return forms.join() === needed.join() ? [] : [`${key}: ${forms.join()} instead of ${needed.join()}`];
      });
      expect(wrong).toEqual([]);
    },
  );

  it.each(LOCALES)("%s: a message is plural where the French one is", (locale) => {
    const kind = (value: unknown) => (isPluralMessage(value) ? "plural" : typeof value);
    const differ = frenchKeys.filter(
      (key) => kind(lookupMessage(catalogs[locale], key)) !== kind(lookupMessage(catalogs["fr-FR"], key)),
    );
    expect(differ).toEqual([]);
  });

  it("keeps the spec's French messages word for word", () => {
    expect(translate("errors.generic")).toBe("Une erreur s'est produite. Veuillez réessayer ultérieurement");
    expect(translate("errors.timeout")).toBe("Timeout");
    expect(translate("errors.checkInput")).toBe("Veuillez vérifier votre saisie");
  });

  it("translates per locale", () => {
    expect(translate("common.cancel", "en-GB")).toBe("Cancel");
    expect(translate("common.cancel", "de-DE")).toBe("Abbrechen");
  });
});

describe("translate with placeholders", () => {
  it("fills {{name}} placeholders and leaves unknown ones", () => {
    expect(translate("web.nav.pretendingAs", "fr-FR", { email: "ana@pme.fr" })).toBe(
      "Vous agissez en tant que ana@pme.fr",
    );
    expect(translate("web.nav.pretendingAs", "en-GB", { other: 1 })).toBe("You are acting as {{email}}");
  });
});

describe("plural messages", () => {
  const imported = "categoriesScreen.template.imported" satisfies MessageKey;

  it("fr-FR: one for 0 and 1, many for a million, other otherwise", () => {
    expect(translate(imported, "fr-FR", { count: 0 })).toBe("0 catégorie ajoutée.");
    expect(translate(imported, "fr-FR", { count: 1 })).toBe("1 catégorie ajoutée.");
    expect(translate(imported, "fr-FR", { count: 3 })).toBe("3 catégories ajoutées.");
    expect(translate(imported, "fr-FR", { count: 1_000_000 })).toBe("1000000 de catégories ajoutées.");
    expect(translate("transactionsScreen.updated", "fr-FR", { count: 1 })).toBe("1 opération mise à jour.");
  });

  it("en-GB: one for 1 only", () => {
    expect(translate(imported, "en-GB", { count: 1 })).toBe("1 category added.");
    expect(translate(imported, "en-GB", { count: 0 })).toBe("0 categories added.");
    expect(translate(imported, "en-GB", { count: 2 })).toBe("2 categories added.");
  });

  it("ua-UA: one (1, 21), few (2–4, 22), many (0, 5–20, 25), other (fractions)", () => {
    const forms = [1, 21, 2, 4, 22, 0, 5, 11, 25, 1.5].map((count) =>
      translate("transactionsScreen.count", "ua-UA", { count }),
    );
    expect(forms).toEqual([
      "1 операція",
      "21 операція",
      "2 операції",
      "4 операції",
      "22 операції",
      "0 операцій",
      "5 операцій",
      "11 операцій",
      "25 операцій",
      "1.5 операції",
    ]);
  });

  it("it-IT: one, many for a million, other", () => {
    expect(translate(imported, "it-IT", { count: 1 })).toBe("1 categoria aggiunta.");
    expect(translate(imported, "it-IT", { count: 7 })).toBe("7 categorie aggiunte.");
    expect(translate(imported, "it-IT", { count: 1_000_000 })).toBe("1000000 di categorie aggiunte.");
  });

  it("takes `other` without a count, and a count given as a string", () => {
    expect(translate(imported, "fr-FR")).toBe("{{count}} catégories ajoutées.");
    expect(translate(imported, "de-DE", { count: "2" })).toBe("2 Kategorien hinzugefügt.");
  });
});
