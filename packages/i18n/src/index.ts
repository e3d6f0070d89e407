export { catalogs, type Messages } from "./catalogs";
export { defineMessages, type MessageTree, type SameShape } from "./defineMessages";
export { dateSeparatorOf, formatDate, formatMoney, moneyFormatter } from "./format";
export { DEFAULT_LOCALE, intlLocaleOf, isLocale, LOCALES, type Locale } from "./locales";
export { flattenKeys, type MessageKey, type MessageParams, translate } from "./translate";
