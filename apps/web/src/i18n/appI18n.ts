/**
 * i18next fed from the @trezo/i18n catalogs: one resource bundle per product locale, fr-FR by default
 * and as fallback. Placeholders use the catalogs' `{{name}}` syntax, which is i18next's own.
 */
import {
  DEFAULT_LOCALE,
  formatDate,
  formatMoney,
  isLocale,
  LOCALES,
  type Locale,
  type MessageKey,
  type MessageParams,
  type Messages,
} from "@trezo/i18n";
import i18next, { type i18n as I18n } from "i18next";
import { useCallback } from "react";
import { initReactI18next, useTranslation } from "react-i18next";

/** Where the chosen locale is remembered in the browser before the user's preferences are known. */
export const LOCALE_STORAGE_KEY = "trezo.locale";

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

/** The locale to start with: the one remembered in the browser, else the browser's, else fr-FR. */
export function initialLocale(stored: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const language of browserLanguages) {
    const prefix = language.slice(0, 2).toLowerCase();
    const byPrefix = LOCALES.find(
      (locale) =>
        locale.slice(0, 2).toLowerCase() === prefix ||
        (prefix === "uk" && locale === "ua-UA") ||
        ((prefix === "nb" || prefix === "nn") && locale === "no-NO"),
    );
    if (byPrefix) return byPrefix;
  }
  return DEFAULT_LOCALE;
}

/** A typed `t`: only keys of the catalogs compile. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** The translate function of the current locale, typed by the catalogs. */
export function useT(): Translate {
  const { t } = useTranslation();
  return useCallback((key, params) => t(key, params ?? {}) as string, [t]);
}

/** The current product locale. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Date and money formatting in the current locale, with the spec's date separators. */
export function useFormat() {
  const locale = useLocale();
  return {
    date: (isoDate: string) => formatDate(isoDate, locale),
    money: (cents: number | bigint, currency = "EUR") => formatMoney(cents, currency, locale),
  };
}

/** Switches the interface to `locale`, loading its catalog first when this tab does not have it yet. */
export async function changeAppLocale(
  i18n: I18n,
  locale: Locale,
  load: (locale: Locale) => Promise<Messages>,
): Promise<void> {
  if (!i18n.hasResourceBundle(locale, "translation")) {
    i18n.addResourceBundle(locale, "translation", await load(locale));
  }
  await i18n.changeLanguage(locale);
}
