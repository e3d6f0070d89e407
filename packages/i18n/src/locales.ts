/** The product's locales (spec 000 §1). fr-FR is the default. */
export const LOCALES = ["fr-FR", "en-GB", "de-DE", "it-IT", "es-ES", "nl-NL", "ua-UA", "no-NO"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "fr-FR";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The BCP 47 tag Intl understands for a product locale. The product names Ukrainian `ua-UA` and
 * Norwegian `no-NO`; Intl knows them as `uk-UA` and `nb-NO`.
 */
export function intlLocaleOf(locale: Locale): string {
  switch (locale) {
    case "ua-UA":
      return "uk-UA";
    case "no-NO":
      return "nb-NO";
    default:
      return locale;
  }
}
