/**
 * Password policy (NIST SP 800-63B): at least 12 characters, long passphrases allowed (128, well beyond
 * the 64 NIST asks for), and no password from the list of common passwords that attackers try first.
 * No composition rules: they make passwords harder to remember, not harder to guess.
 */
import { dictionary } from "@zxcvbn-ts/language-common";

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength } from "./passwordLimits";

let commonPasswords: ReadonlySet<string> | undefined;

/** Whether `password` (ignoring case) is among the ~49,000 common passwords of zxcvbn-ts. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"] as string[]);
  return commonPasswords.has(password.toLowerCase());
}
