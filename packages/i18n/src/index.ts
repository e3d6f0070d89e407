export { catalogs, type Messages } from "./catalogs";
export { dateSeparatorOf, formatDate, formatMoney } from "./format";
export { DEFAULT_LOCALE, intlLocaleOf, isLocale, LOCALES, type Locale } from "./locales";
export { flattenKeys, type MessageKey, translate } from "./translate";
