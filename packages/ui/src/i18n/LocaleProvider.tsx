import { catalogs, DEFAULT_LOCALE, intlLocaleOf, type Locale, type Messages } from "@trezo/i18n";
import { createContext, type ReactNode, useContext } from "react";
import { I18nProvider } from "react-aria-components";

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export interface LocaleProviderProps {
  /** Product locale (fr-FR by default). */
  locale: Locale;
  children: ReactNode;
}

/**
 * The locale of every component below: their own strings (`ui` namespace of @trezo/i18n), and the
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

/** Messages of the `ui` namespace in the current locale. */
export type UiMessages = Messages["ui"];

/** The component strings of the current locale, with `{{name}}` placeholders filled by `format`. */
export function useUiMessages(): UiMessages {
  return catalogs[useContext(LocaleContext)].ui;
}

/** Fills `{{name}}` placeholders (same syntax as i18next). */
export function fill(message: string, params: Record<string, string | number>): string {
  return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
