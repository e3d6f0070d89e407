/**
 * The app's translator: @trezo/i18n's translate() (the one translator of Trezo, with plural messages)
 * over the catalogs this tab has loaded, behind one small interface (AppI18n) that screens reach
 * through useT, useLocale and useFormat. The page and the tests use the same one (createCatalogI18n):
 * in the build `catalogs` holds only the loaded locales (catalogPlugin.ts, loadCatalog.ts), in tests
 * every locale.
 */
import {
  catalogs,
  DEFAULT_LOCALE,
  formatDate,
  formatDateTime,
  formatMoney,
  isLocale,
  LOCALES,
  type Locale,
  type Messages,
  type Translate,
  translate,
} from "@trezo/i18n";
import {
  createContext,
  createElement,
  type ReactNode,
  useCallback,
  useContext,
  useSyncExternalStore,
} from "react";

export type { Translate };

/** What the app asks of its translator. */
export interface AppI18n {
  readonly language: Locale;
  t: Translate;
  /** Whether this tab has `locale`'s messages (loadCatalog registers them). */
  hasCatalog(locale: Locale): boolean;
  changeLanguage(locale: Locale): Promise<void>;
  on(event: "languageChanged", listener: (language: Locale) => void): void;
  off(event: "languageChanged", listener: (language: Locale) => void): void;
}

/**
 * The app's translator in `locale`: translate() of @trezo/i18n over the catalogs loaded so far
 * (loadCatalog registers them; in the build `catalogs` holds only those, see catalogPlugin.ts).
 */
export function createCatalogI18n(locale: Locale): AppI18n {
  let language: Locale = locale;
  const listeners = new Set<(language: Locale) => void>();
  return {
    get language() {
      return language;
    },
    t: (key, params) => translate(key, language, params),
    hasCatalog: (code) => Boolean(catalogs[code]),
    async changeLanguage(next) {
      if (next === language) return;
      language = next;
      for (const listener of [...listeners]) listener(next);
    },
    on: (_event, listener) => {
      listeners.add(listener);
    },
    off: (_event, listener) => {
      listeners.delete(listener);
    },
  };
}

const AppI18nContext = createContext<AppI18n | null>(null);

/** Gives `i18n` to every screen below (useT, useLocale, useFormat). */
export function AppI18nProvider({ i18n, children }: { i18n: AppI18n; children: ReactNode }) {
  return createElement(AppI18nContext.Provider, { value: i18n }, children);
}

/** The translator above (AppI18nProvider). */
function useAppI18n(): { i18n: AppI18n; language: Locale } {
  const i18n = useContext(AppI18nContext);
  if (!i18n) throw new Error("useT needs an <AppI18nProvider> above it");
  const language = useSyncExternalStore(
    useCallback(
      (onChange: () => void) => {
        i18n.on("languageChanged", onChange);
        return () => {
          i18n.off("languageChanged", onChange);
        };
      },
      [i18n],
    ),
    () => i18n.language,
  );
  return { i18n, language };
}

/** Where the chosen locale is remembered in the browser before the user's preferences are known. */
export const LOCALE_STORAGE_KEY = "trezo.locale";

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

/** The translate function of the current locale, typed by the catalogs. */
export function useT(): Translate {
  const { i18n, language } = useAppI18n();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function when the language changes re-renders its users.
  return useCallback((key, params) => i18n.t(key, params), [i18n, language]);
}

/** The current product locale. */
export function useLocale(): Locale {
  return useAppI18n().language;
}

/** Date and money formatting in the current locale, with the spec's date separators. */
export function useFormat() {
  const locale = useLocale();
  return {
    date: (isoDate: string) => formatDate(isoDate, locale),
    /** An instant in the browser's time zone: date and hh:mm. */
    dateTime: (instant: string) => formatDateTime(instant, locale),
    money: (cents: number | bigint, currency = "EUR") => formatMoney(cents, currency, locale),
  };
}

/** Switches the interface to `locale`, loading its catalog first when this tab does not have it yet. */
export async function changeAppLocale(
  i18n: AppI18n,
  locale: Locale,
  load: (locale: Locale) => Promise<Messages>,
): Promise<void> {
  if (!i18n.hasCatalog(locale)) await load(locale);
  await i18n.changeLanguage(locale);
}
