import type { Locale } from "./locales";

/** The CLDR plural categories (what `Intl.PluralRules#select` answers). */
export type PluralCategory = Intl.LDMLPluralRule;

/**
 * A message that depends on a number, `{{count}}`: one text per CLDR plural category of its locale,
 * `other` always, and every other category the locale uses (fr-FR: one, many, other; ua-UA: one, few,
 * many, other; en-GB: one, other…, see the catalog test). translate() picks the form with
 * `Intl.PluralRules` from the `count` parameter.
 *
 *     imported: { one: "{{count}} catégorie ajoutée.", many: "{{count}} de catégories ajoutées.",
 *                 other: "{{count}} catégories ajoutées." },
 */
export type PluralMessage = { readonly other: string } & { readonly [C in PluralCategory]?: string };

/** A tree of messages: nested objects whose leaves are strings or plural messages. */
export interface MessageTree {
  readonly [key: string]: string | PluralMessage | MessageTree;
}

const CATEGORIES: ReadonlySet<string> = new Set<PluralCategory>([
  "zero",
  "one",
  "two",
  "few",
  "many",
  "other",
]);

/** Whether a catalog node is a plural message: an object with an `other` text and only plural categories. */
export function isPluralMessage(value: unknown): value is PluralMessage {
  if (typeof value !== "object" || value === null) return false;
  const entries = Object.entries(value);
  return (
    typeof (value as { other?: unknown }).other === "string" &&
    entries.every(([key, text]) => CATEGORIES.has(key) && typeof text === "string")
  );
}

/**
 * The same tree shape with every leaf a plain string, or a plural message (each locale with the
 * categories of its own language): what every other locale must fill.
 */
export type SameShape<T> = {
  -readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends { readonly other: string }
      ? PluralMessage
      : SameShape<T[K]>;
};

/**
 * Declares one namespace of messages in all 8 locales. French is the source of the keys; the other
 * locales must have exactly its shape, or the typecheck fails (and the catalog test names the key).
 */
export function defineMessages<const T extends MessageTree>(
  byLocale: { "fr-FR": T } & Record<Exclude<Locale, "fr-FR">, SameShape<T>>,
): Record<Locale, SameShape<T>> {
  return byLocale as Record<Locale, SameShape<T>>;
}
