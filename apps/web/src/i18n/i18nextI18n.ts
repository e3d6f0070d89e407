/**
 * i18next fed from the @trezo/i18n catalogs (browser tests, and any I18nextProvider above a screen):
 * one resource bundle per product locale, fr-FR by default and as fallback. Placeholders use the
 * catalogs' `{{name}}` syntax, which is i18next's own. Apart from ./appI18n so that the page, which
 * translates with the catalogs' translate(), never bundles i18next.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale, type Messages } from "@trezo/i18n";
import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { AppI18n } from "./appI18n";

/**
 * A ready i18next instance in `locale`, with the catalogs given (the app passes only the user's locale,
 * loaded with loadCatalog; tests pass every catalog of @trezo/i18n).
 */
export function createAppI18n(locale: Locale, catalogs: Partial<Record<Locale, Messages>>): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources: Object.fromEntries(
      Object.entries(catalogs).map(([code, messages]) => [code, { translation: messages }]),
    ),
    // React escapes text itself; escaping here would show &amp; to the user.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** An i18next instance seen as the app's translator. */
export function i18nextAsAppI18n(instance: I18n): AppI18n {
  return instance as unknown as AppI18n;
}
