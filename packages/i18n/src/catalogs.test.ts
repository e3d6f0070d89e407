import { describe, expect, it } from "vitest";
import { catalogs } from "./catalogs";
import { LOCALES } from "./locales";
import { flattenKeys, translate } from "./translate";

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
