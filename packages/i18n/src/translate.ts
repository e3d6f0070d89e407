import { catalogs, type Messages } from "./catalogs";
import { DEFAULT_LOCALE, type Locale } from "./locales";

type Join<Prefix extends string, Key extends string> = Prefix extends "" ? Key : `${Prefix}.${Key}`;
type Paths<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? Join<Prefix, K> : Paths<T[K], Join<Prefix, K>>;
}[keyof T & string];

/** Every message key, dotted: `errors.generic`, `common.cancel`... */
export type MessageKey = Paths<Messages>;

/** All dotted keys of a catalog object (used by the completeness test and by i18next resources). */
export function flattenKeys(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [path] : flattenKeys(value as object, path);
  });
}

/** The message `key` in `locale`, falling back to French, then to the key itself. */
export function translate(key: MessageKey, locale: Locale = DEFAULT_LOCALE): string {
  const lookup = (messages: Messages): unknown =>
    key
      .split(".")
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  const value = lookup(catalogs[locale]) ?? lookup(catalogs[DEFAULT_LOCALE]);
  return typeof value === "string" ? value : key;
}
