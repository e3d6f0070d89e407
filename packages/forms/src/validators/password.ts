/**
 * Password policy (NIST SP 800-63B): at least 12 characters, long passphrases allowed (128, well beyond
 * the 64 NIST asks for), and no password from the list of common passwords that attackers try first.
 * No composition rules: they make passwords harder to remember, not harder to guess.
 */
import { dictionary } from "@zxcvbn-ts/language-common";

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

let commonPasswords: ReadonlySet<string> | undefined;

/** Whether `password` (ignoring case) is among the ~49,000 common passwords of zxcvbn-ts. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"] as string[]);
  return commonPasswords.has(password.toLowerCase());
}

/** Counts characters as people see them (an emoji is one), not UTF-16 units. */
export function passwordLength(password: string): number {
  return [...password].length;
}
