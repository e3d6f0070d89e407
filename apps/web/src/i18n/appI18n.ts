/**
 * The app's translator, fed from the @trezo/i18n catalogs, behind one small interface (AppI18n) that
 * screens reach through useT, useLocale and useFormat.
 *
 * Two implementations: i18next (./i18nextI18n: browser tests, and any I18nextProvider above a screen),
 * and in the page itself the catalogs' own translate() over the locales this tab has loaded
 * (createCatalogI18n). The catalogs use nothing of i18next beyond `{{name}}` placeholders, which
 * translate() fills the same way, and i18next with react-i18next weigh about 16 KB gzip: the sign-in
 * page (≤ 150 KB of JavaScript, issue 6) does without them.
 */
import {
  catalogs,
  DEFAULT_LOCALE,
  formatDate,
  formatMoney,
  isLocale,
  LOCALES,
  type Locale,
  type MessageKey,
  type MessageParams,
  type Messages,
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
import { I18nContext } from "react-i18next";

/** What the app asks of a translator; an i18next instance is one. */
export interface AppI18n {
  readonly language: string;
  t(key: string, params?: Record<string, unknown>): string;
  changeLanguage(locale: string): Promise<unknown>;
  hasResourceBundle(locale: string, namespace: string): boolean;
  addResourceBundle(
    locale: string,
    namespace: string,
    resources: object,
    deep?: boolean,
    overwrite?: boolean,
  ): unknown;
  on(event: "languageChanged", listener: (language: string) => void): unknown;
  off(event: "languageChanged", listener: (language: string) => void): unknown;
}

/**
 * The page's translator: translate() of @trezo/i18n over the catalogs loaded so far (loadCatalog
 * registers them; in the build `catalogs` holds only those, see catalogPlugin.ts).
 */
export function createCatalogI18n(locale: Locale): AppI18n {
  let language: Locale = locale;
  const listeners = new Set<(language: string) => void>();
  const i18n: AppI18n = {
    get language() {
      return language;
    },
    t: (key, params) => translate(key as MessageKey, language, params as MessageParams | undefined),
    async changeLanguage(next) {
      if (!isLocale(next) || next === language) return;
      language = next;
      for (const listener of [...listeners]) listener(next);
    },
    hasResourceBundle: (code) => isLocale(code) && Boolean(catalogs[code]),
    // loadCatalog has registered the messages in `catalogs`, which this translator reads.
    addResourceBundle: () => i18n,
    on: (_event, listener) => listeners.add(listener),
    off: (_event, listener) => listeners.delete(listener),
  };
  return i18n;
}

const AppI18nContext = createContext<AppI18n | null>(null);

/** Gives `i18n` to every screen below (useT, useLocale, useFormat). */
export function AppI18nProvider({ i18n, children }: { i18n: AppI18n; children: ReactNode }) {
  return createElement(AppI18nContext.Provider, { value: i18n }, children);
}

/** The translator above: the app's, else an I18nextProvider's (some browser tests bring their own). */
function useAppI18n(): { i18n: AppI18n; language: string } {
  const own = useContext(AppI18nContext);
  const fromI18next = (useContext(I18nContext) as { i18n?: AppI18n } | undefined)?.i18n;
  const i18n = own ?? fromI18next;
  if (!i18n) throw new Error("useT needs an <AppI18nProvider> (or an <I18nextProvider>) above it");
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

/** A typed `t`: only keys of the catalogs compile. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** The translate function of the current locale, typed by the catalogs. */
export function useT(): Translate {
  const { i18n, language } = useAppI18n();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function when the language changes re-renders its users.
  return useCallback((key, params) => i18n.t(key, params ?? {}), [i18n, language]);
}

/** The current product locale. */
export function useLocale(): Locale {
  const { language } = useAppI18n();
  return isLocale(language) ? language : DEFAULT_LOCALE;
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
  i18n: AppI18n,
  locale: Locale,
  load: (locale: Locale) => Promise<Messages>,
): Promise<void> {
  if (!i18n.hasResourceBundle(locale, "translation")) {
    i18n.addResourceBundle(locale, "translation", await load(locale));
  }
  await i18n.changeLanguage(locale);
}
