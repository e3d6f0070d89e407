export { catalogs, type Messages } from "./catalogs";
export {
  defineMessages,
  isPluralMessage,
  type MessageTree,
  type PluralCategory,
  type PluralMessage,
  type SameShape,
} from "./defineMessages";
export { dateSeparatorOf, formatDate, formatDateTime, formatMoney, moneyFormatter } from "./format";
export { DEFAULT_LOCALE, intlLocaleOf, isLocale, LOCALES, type Locale } from "./locales";
export {
  flattenKeys,
  lookupMessage,
  type MessageKey,
  type MessageParams,
  pluralForm,
  type Translate,
  translate,
  translatorOf,
} from "./translate";
