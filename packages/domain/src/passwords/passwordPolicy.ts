/**
 * The one password rule of Trezo (NIST SP 800-63B), applied by the server to every password it sets
 * (sign-up, recovery, change, sign-up by invitation) and by the web forms: at least 12 characters, long
 * passphrases allowed (128, beyond the 64 NIST asks for), none of the passwords attackers try first
 * (the ~49,000 of @zxcvbn-ts/language-common plus a French list), not the e-mail address, not the
 * current password. No composition rules: they make passwords harder to remember, not harder to guess.
 */
import { dictionary } from "@zxcvbn-ts/language-common";
import { FRENCH_COMMON_PASSWORDS } from "./frenchCommonPasswords";

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** Why a new password is refused; each has a message `forms.validation.password<Problem>`. */
export type PasswordProblem = "Required" | "TooShort" | "TooLong" | "Common" | "IsEmail" | "Unchanged";

/** What the rule compares a new password with, when known. */
export interface PasswordContext {
  /** The account's e-mail address. */
  email?: string | undefined;
  /** The password it replaces, in clear (the change-password form and call have it). */
  currentPassword?: string | undefined;
}

/** Counts characters as people see them (an emoji is one), not UTF-16 units. */
export function passwordLength(password: string): number {
  return [...password].length;
}

let commonPasswords: ReadonlySet<string> | undefined;

/** Lower case without accents: `Éléphant` and `elephant` are the same guess. */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Whether every character follows the previous one (`abcdef…`, `987654…`) or repeats it (`aaaa…`). */
function isRun(text: string): boolean {
  const codes = [...text].map((character) => character.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  if (codes.length < 2 || Math.abs(step) > 1) return false;
  return codes.every((code, index) => index === 0 || code - (codes[index - 1] ?? 0) === step);
}

/**
 * Whether `password` is one attackers try first: in the lists (ignoring case, accents and the separators
 * of `mot de passe`), the same once the digits and signs before and after it are taken away
 * (`Azerty123456!` is `azerty`), or one character repeated or a run of consecutive ones
 * (`aaaaaaaaaaaa`, `abcdefghijkl`, `Abcdef-2026`).
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set([...(dictionary["passwords-common"] as string[]), ...FRENCH_COMMON_PASSWORDS]);
  const plain = folded(password);
  const core = plain.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  const joined = core.replace(/[\s._-]+/g, "");
  return (
    commonPasswords.has(plain) ||
    commonPasswords.has(core) ||
    commonPasswords.has(joined) ||
    isRun(plain) ||
    (core !== "" && isRun(core) && passwordLength(core) >= 4)
  );
}

/** The first reason to refuse `password` as a new password, or null when the rule accepts it. */
export function passwordProblem(password: string, context: PasswordContext = {}): PasswordProblem | null {
  if (password === "") return "Required";
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return "TooShort";
  if (length > PASSWORD_MAX_LENGTH) return "TooLong";
  if (context.currentPassword !== undefined && password === context.currentPassword) return "Unchanged";
  const email = context.email?.trim().toLowerCase();
  if (email) {
    const lowered = password.trim().toLowerCase();
    const localPart = email.split("@")[0] ?? "";
    if (lowered === email || lowered === localPart) return "IsEmail";
  }
  if (isCommonPassword(password)) return "Common";
  return null;
}
