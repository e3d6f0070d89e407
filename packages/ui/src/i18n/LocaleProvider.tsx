import { DEFAULT_LOCALE, intlLocaleOf, type Locale, type Translate, translatorOf } from "@trezo/i18n";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { I18nProvider } from "react-aria-components";

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export interface LocaleProviderProps {
  /** Product locale (fr-FR by default). */
  locale: Locale;
  children: ReactNode;
}

/**
 * The locale of every component below: their own strings (`ui` namespace of @trezo/i18n, through useT), and the
 * number, currency and date formats of react-aria fields.
 */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  return (
    <LocaleContext.Provider value={locale}>
      <I18nProvider locale={intlLocaleOf(locale)}>{children}</I18nProvider>
    </LocaleContext.Provider>
  );
}

/** The current product locale. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/**
 * The translator of the current locale: @trezo/i18n's translate() bound to it, the one the app uses too
 * (placeholders filled, plural messages in the form of `params.count`). Components say `t("ui.close")`.
 */
export function useT(): Translate {
  const locale = useContext(LocaleContext);
  return useMemo(() => translatorOf(locale), [locale]);
}
