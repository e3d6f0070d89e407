import type { Locale, Messages } from "@trezo/i18n";
import { registerCatalog } from "./catalogsOnDemand";

/**
 * One locale's messages, loaded on demand (each locale is its own chunk). Listed one by one because the
 * bundler needs literal module names to split them.
 */
const LOADERS: Record<Locale, () => Promise<{ default: Messages }>> = {
  "fr-FR": () => import("virtual:trezo-catalog/fr-FR"),
  "en-GB": () => import("virtual:trezo-catalog/en-GB"),
  "de-DE": () => import("virtual:trezo-catalog/de-DE"),
  "it-IT": () => import("virtual:trezo-catalog/it-IT"),
  "es-ES": () => import("virtual:trezo-catalog/es-ES"),
  "nl-NL": () => import("virtual:trezo-catalog/nl-NL"),
  "ua-UA": () => import("virtual:trezo-catalog/ua-UA"),
  "no-NO": () => import("virtual:trezo-catalog/no-NO"),
};

/** Loads `locale`'s messages and makes them available to every package that translates. */
export async function loadCatalog(locale: Locale): Promise<Messages> {
  const messages = (await LOADERS[locale]()).default;
  registerCatalog(locale, messages);
  return messages;
}
