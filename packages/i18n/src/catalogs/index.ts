import type { Locale } from "../locales";
import { deDE } from "./de-DE";
import { enGB } from "./en-GB";
import { esES } from "./es-ES";
import { frFR, type Messages } from "./fr-FR";
import { itIT } from "./it-IT";
import { nlNL } from "./nl-NL";
import { noNO } from "./no-NO";
import { uaUA } from "./ua-UA";

export type { Messages };

/** Every locale's catalog, by product locale. */
export const catalogs: Record<Locale, Messages> = {
  "fr-FR": frFR,
  "en-GB": enGB,
  "de-DE": deDE,
  "it-IT": itIT,
  "es-ES": esES,
  "nl-NL": nlNL,
  "ua-UA": uaUA,
  "no-NO": noNO,
};
