import type { Locale, Messages } from "@trezo/i18n";
import { catalogs, registerCatalog } from "./catalogsOnDemand";

type Loader = () => Promise<{ default: Messages }>;

/**
 * One locale's messages, loaded on demand, in two halves (see catalogPlugin.ts): the boot half (shell,
 * account screens, packages' components) that the first page needs, and the rest (business screens),
 * loaded with the first signed-in screen. Listed one by one because the bundler needs literal module
 * names to split them.
 */
const BOOT: Record<Locale, Loader> = {
  "fr-FR": () => import("virtual:trezo-catalog/fr-FR/boot"),
  "en-GB": () => import("virtual:trezo-catalog/en-GB/boot"),
  "de-DE": () => import("virtual:trezo-catalog/de-DE/boot"),
  "it-IT": () => import("virtual:trezo-catalog/it-IT/boot"),
  "es-ES": () => import("virtual:trezo-catalog/es-ES/boot"),
  "nl-NL": () => import("virtual:trezo-catalog/nl-NL/boot"),
  "ua-UA": () => import("virtual:trezo-catalog/ua-UA/boot"),
  "no-NO": () => import("virtual:trezo-catalog/no-NO/boot"),
};
const REST: Record<Locale, Loader> = {
  "fr-FR": () => import("virtual:trezo-catalog/fr-FR/rest"),
  "en-GB": () => import("virtual:trezo-catalog/en-GB/rest"),
  "de-DE": () => import("virtual:trezo-catalog/de-DE/rest"),
  "it-IT": () => import("virtual:trezo-catalog/it-IT/rest"),
  "es-ES": () => import("virtual:trezo-catalog/es-ES/rest"),
  "nl-NL": () => import("virtual:trezo-catalog/nl-NL/rest"),
  "ua-UA": () => import("virtual:trezo-catalog/ua-UA/rest"),
  "no-NO": () => import("virtual:trezo-catalog/no-NO/rest"),
};

const complete = new Set<Locale>();

/** The two halves of a catalog together: namespaces side by side, `web`'s parts merged. */
function merged(first: Messages | undefined, second: Messages): Messages {
  // The namespaces split between the halves (catalogPlugin.ts SPLIT_NAMESPACES) are merged part by part.
  const web = { ...(first?.web ?? {}), ...(second.web ?? {}) };
  const mfa = { ...(first?.mfa ?? {}), ...(second.mfa ?? {}) };
  return { ...first, ...second, web, mfa } as Messages;
}

/** Loads the boot half of `locale` and makes it available to every package that translates. */
export async function loadBootCatalog(locale: Locale): Promise<Messages> {
  const messages = (await BOOT[locale]()).default;
  registerCatalog(locale, merged(messages, catalogs[locale] ?? ({} as Messages)));
  return catalogs[locale];
}

/** Loads all of `locale`'s messages and makes them available to every package that translates. */
export async function loadCatalog(locale: Locale): Promise<Messages> {
  const [boot, rest] = await Promise.all([BOOT[locale](), REST[locale]()]);
  registerCatalog(locale, merged(boot.default, rest.default));
  complete.add(locale);
  return catalogs[locale];
}

/**
 * Completes every locale loaded so far with its other half. Resolves at once when nothing is missing.
 */
export async function completeCatalogs(): Promise<void> {
  const missing = (Object.keys(catalogs) as Locale[]).filter((locale) => !complete.has(locale));
  await Promise.all(
    missing.map(async (locale) => {
      const rest = (await REST[locale]()).default;
      registerCatalog(locale, merged(catalogs[locale], rest));
      complete.add(locale);
    }),
  );
}
