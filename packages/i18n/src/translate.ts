import { catalogs, type Messages } from "./catalogs";
import { DEFAULT_LOCALE, type Locale } from "./locales";

type Join<Prefix extends string, Key extends string> = Prefix extends "" ? Key : `${Prefix}.${Key}`;
type Paths<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? Join<Prefix, K> : Paths<T[K], Join<Prefix, K>>;
}[keyof T & string];

/** Every message key, dotted: `errors.generic`, `common.cancel`... */
export type MessageKey = Paths<Messages>;

/** Values for the `{{name}}` placeholders of a message. */
export type MessageParams = Record<string, string | number>;

/** All dotted keys of a catalog object (used by the completeness test and by i18next resources). */
export function flattenKeys(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [path] : flattenKeys(value as object, path);
  });
}

function lookup(messages: Messages, key: string): string | undefined {
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  return typeof value === "string" ? value : undefined;
}

/**
 * The message `key` in `locale` (French when the locale lacks it, the key itself as a last resort),
 * with `{{name}}` placeholders replaced by `params`. Same placeholder syntax as i18next.
 */
export function translate(key: MessageKey, locale: Locale = DEFAULT_LOCALE, params?: MessageParams): string {
  const message = lookup(catalogs[locale], key) ?? lookup(catalogs[DEFAULT_LOCALE], key) ?? key;
  if (!params) return message;
  return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
