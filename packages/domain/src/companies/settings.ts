/**
 * Company settings an administrator or an owner keeps (issue 19): the configuration map and the
 * tag-manager id of spec 000 §5.
 */

/** A configuration value: flat, JSON-safe. */
export type ConfigValue = string | number | boolean | null;

/**
 * The configuration after an update: each key given is set, a key given as null is removed, every other
 * key stays as it was.
 */
export function mergeCompanyConfig(
  current: Readonly<Record<string, ConfigValue>>,
  changes: Readonly<Record<string, ConfigValue>>,
): Record<string, Exclude<ConfigValue, null>> {
  const merged: Record<string, Exclude<ConfigValue, null>> = {};
  for (const [key, value] of Object.entries({ ...current, ...changes }))
    if (value !== null) merged[key] = value;
  return merged;
}

/** Spec 000 §5: a tag-manager id is GTM- followed by uppercase letters or digits. */
export const TAG_MANAGER_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

/** Whether a tag-manager id follows the spec's rule (GTM- then uppercase letters or digits). */
export function isTagManagerId(value: string): boolean {
  return TAG_MANAGER_ID_PATTERN.test(value);
}

/** A spreadsheet tab's name: 1 to 100 characters, none of [ ] * ? : / \\ (what spreadsheets refuse). */
export const GSHEET_TAB_PATTERN = /^[^[\]*?:/\\]{1,100}$/;

/** Whether a spreadsheet tab's name (trimmed) is one spreadsheets accept. */
export function isGsheetTabName(value: string): boolean {
  return GSHEET_TAB_PATTERN.test(value.trim());
}
