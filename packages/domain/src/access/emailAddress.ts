/**
 * How an email address identifies an account: compared trimmed and lower-cased, so "Marie@Exemple.fr "
 * and "marie@exemple.fr" are the same person at sign-up, sign-in, invitation and recovery.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
