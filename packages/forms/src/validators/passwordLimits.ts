/** The password lengths of the policy in ./password, apart from its list of common passwords. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** Counts characters as people see them (an emoji is one), not UTF-16 units. */
export function passwordLength(password: string): number {
  return [...password].length;
}
