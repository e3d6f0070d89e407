/**
 * Stands in for packages/i18n/src/catalogs.ts in the production build and the dev server (see
 * catalogPlugin.ts): instead of every locale's messages, it holds the locales this tab has loaded.
 * Packages that translate (translate(), ui's LocaleProvider, forms' messages) read the same object, so
 * they speak the user's locale without the app downloading all eight. Tests use the real catalogs.
 */
import type { Locale, Messages } from "@trezo/i18n";

/** The loaded locales' messages; fr-FR (the fallback) and the user's locale are loaded at boot. */
export const catalogs = {} as Record<Locale, Messages>;

/** Makes a loaded locale available to every package. */
export function registerCatalog(locale: Locale, messages: Messages): void {
  catalogs[locale] = messages;
}

export type { Messages };
