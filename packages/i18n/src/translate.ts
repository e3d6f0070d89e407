/**
 * The one translator of Trezo: the app, ui, forms, charts, the server and the tests all translate with
 * translate() (the app and the tests through ../../apps/web/src/i18n/appI18n.ts, ui through its
 * `useT`, which bind the locale). Plural messages pick their form with the platform's Intl.PluralRules.
 */
import { catalogs, type Messages } from "./catalogs";
import { isPluralMessage, type PluralMessage } from "./defineMessages";
import { DEFAULT_LOCALE, intlLocaleOf, type Locale } from "./locales";

type Join<Prefix extends string, Key extends string> = Prefix extends "" ? Key : `${Prefix}.${Key}`;
type Paths<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string | { readonly other: string }
    ? Join<Prefix, K>
    : Paths<T[K], Join<Prefix, K>>;
}[keyof T & string];

/** Every message key, dotted: `errors.generic`, `common.cancel`... (a plural message is one key). */
export type MessageKey = Paths<Messages>;

/** Values for the `{{name}}` placeholders of a message; `count` also chooses a plural message's form. */
export type MessageParams = Record<string, string | number>;

/** A translate function bound to a locale (what useT gives screens and components). */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** All dotted keys of a catalog object, a plural message being one key (completeness test, catalog halves). */
export function flattenKeys(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" || isPluralMessage(value) ? [path] : flattenKeys(value as object, path);
  });
}

/** The message at a dotted key: a string, a plural message, or undefined (missing or not a leaf). */
export function lookupMessage(
  messages: Messages | undefined,
  key: string,
): string | PluralMessage | undefined {
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  return typeof value === "string" || isPluralMessage(value) ? value : undefined;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The form of a plural message for `count` in `locale` (CLDR rules of the platform; `other` if missing). */
export function pluralForm(message: PluralMessage, locale: Locale, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocaleOf(locale));
    pluralRules.set(locale, rules);
  }
  return message[rules.select(count)] ?? message.other;
}

/**
 * The message `key` in `locale` (French when the locale lacks it, the key itself as a last resort),
 * with `{{name}}` placeholders replaced by `params`. A plural message takes the form of `params.count`
 * (`other` without a count).
 */
export function translate(key: MessageKey, locale: Locale = DEFAULT_LOCALE, params?: MessageParams): string {
  const own = lookupMessage(catalogs[locale], key);
  const [found, from] =
    own === undefined ? [lookupMessage(catalogs[DEFAULT_LOCALE], key), DEFAULT_LOCALE] : [own, locale];
  const message =
    found === undefined
      ? key
      : typeof found === "string"
        ? found
        : pluralForm(found, from, Number(params?.count ?? Number.NaN));
  if (!params) return message;
  return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

/** translate() bound to `locale`. */
export function translatorOf(locale: Locale): Translate {
  return (key, params) => translate(key, locale, params);
}
