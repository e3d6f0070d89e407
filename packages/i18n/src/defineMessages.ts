import type { Locale } from "./locales";

/** A tree of messages: nested objects whose leaves are strings. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/** The same tree shape with every leaf a plain string: what every other locale must fill. */
export type SameShape<T> = { -readonly [K in keyof T]: T[K] extends string ? string : SameShape<T[K]> };

/**
 * Declares one namespace of messages in all 8 locales. French is the source of the keys; the other
 * locales must have exactly its shape, or the typecheck fails (and the catalog test names the key).
 */
export function defineMessages<const T extends MessageTree>(
  byLocale: { "fr-FR": T } & Record<Exclude<Locale, "fr-FR">, SameShape<T>>,
): Record<Locale, SameShape<T>> {
  return byLocale as Record<Locale, SameShape<T>>;
}
