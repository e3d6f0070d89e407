import type { z } from "zod";

/**
 * Input rules every call shares, beyond each field's schema. Each raises a zod issue with a
 * `params.code` of CONTRACT_ISSUES, which the server answers with that rule's own localised message.
 */
export const CONTRACT_ISSUES = {
  /** A text holds a NUL character (refuseNulCharacters). */
  nulCharacter: "nul_character",
  /** An update names nothing to change (requireSomeChange). */
  nothingToChange: "nothing_to_change",
} as const;
export type ContractIssue = (typeof CONTRACT_ISSUES)[keyof typeof CONTRACT_ISSUES];

/** Nesting followed when looking for NUL characters (inputs are shallow; deeper is refused as is). */
const MAX_DEPTH = 32;

/**
 * Paths of every text in `value` (object keys included) that holds a NUL character (U+0000): no stored
 * text may hold one (PostgreSQL refuses it in `text`), so no input may carry one.
 */
export function nulCharacterPaths(value: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  if (typeof value === "string") return value.includes("\u0000") ? [path] : [];
  if (typeof value !== "object" || value === null || path.length > MAX_DEPTH) return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => nulCharacterPaths(item, [...path, index]));
  return Object.entries(value).flatMap(([key, item]) => [
    ...(key.includes("\u0000") ? [[...path, key]] : []),
    ...nulCharacterPaths(item, [...path, key]),
  ]);
}

/**
 * `schema`, refusing any text with a NUL character anywhere in the input, whatever the field's own
 * schema says (defineCall applies it to every call's input: one place for every string of the contract).
 * The check runs even when other fields are invalid, so the answer names the NUL character.
 */
export function refuseNulCharacters<S extends z.ZodType>(schema: S): S {
  return schema.superRefine(
    (value, context) => {
      for (const path of nulCharacterPaths(value)) {
        context.addIssue({
          code: "custom",
          path,
          message: "Text must not contain a NUL character (U+0000)",
          params: { code: CONTRACT_ISSUES.nulCharacter },
        });
      }
    },
    { when: () => true },
  );
}

/**
 * An update's input that must name at least one of `fields` to change: an update with nothing to change
 * is refused (400) rather than reaching the database as an empty UPDATE.
 */
export function requireSomeChange<S extends z.ZodObject>(
  schema: S,
  fields: ReadonlyArray<keyof S["shape"]>,
): S {
  return schema.superRefine((value, context) => {
    const record = value as Record<PropertyKey, unknown>;
    if (fields.some((field) => record[field] !== undefined)) return;
    context.addIssue({
      code: "custom",
      path: [],
      message: `Nothing to change: give at least one of ${fields.map(String).join(", ")}`,
      params: { code: CONTRACT_ISSUES.nothingToChange },
    });
  });
}

/** The shared rule a failed parse broke, if any (the first one, NUL characters first). */
export function contractIssueOf(error: z.ZodError): ContractIssue | null {
  const codes = new Set(
    error.issues.flatMap((issue) =>
      issue.code === "custom" && issue.params?.code ? [issue.params.code] : [],
    ),
  );
  return Object.values(CONTRACT_ISSUES).find((code) => codes.has(code)) ?? null;
}
