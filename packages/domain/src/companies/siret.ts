/**
 * SIRET and SIREN checks, the one rule of the forms (packages/forms' siretSchema) and of the server
 * (createCompany, updateCompany, finishSignup).
 *
 * The spec's rule is the length: a SIRET is exactly 14 characters, else 'SIRET invalide.' (spec 000 §5,
 * 001 §5 and §8). We also require digits and the Luhn checksum that INSEE applies, except for La Poste,
 * whose establishments share the SIREN 356000000 and are checked by a sum of digits divisible by 5.
 */

/** SIREN of La Poste, whose establishments' SIRETs do not follow Luhn. */
export const LA_POSTE_SIREN = "356000000";
const LA_POSTE_HEAD_OFFICE_SIRET = "35600000000048";

/** Removes the spaces and dots people type or paste between digit groups. */
export function normaliseSiret(value: string): string {
  return value.replace(/[\s.]/g, "");
}

/** Luhn checksum over a string of digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A SIREN: 9 digits passing Luhn. */
export function isValidSiren(value: string): boolean {
  const siren = normaliseSiret(value);
  return /^\d{9}$/.test(siren) && passesLuhn(siren);
}

/** A SIRET: 14 digits passing Luhn, or La Poste's rule. */
export function isValidSiret(value: string): boolean {
  const siret = normaliseSiret(value);
  if (!/^\d{14}$/.test(siret)) return false;
  if (siret.startsWith(LA_POSTE_SIREN) && siret !== LA_POSTE_HEAD_OFFICE_SIRET) {
    const digitSum = [...siret].reduce((sum, digit) => sum + Number(digit), 0);
    return digitSum % 5 === 0;
  }
  return passesLuhn(siret);
}

/** What a company's SIRET field holds once read: nothing, a valid SIRET (stored form), or an invalid one. */
export type SiretReading = { kind: "none" } | { kind: "valid"; siret: string } | { kind: "invalid" };

/**
 * Reads a SIRET as typed: blank (or absent) is none; otherwise the normalised SIRET when it is valid
 * (14 digits, Luhn or La Poste's rule), else invalid ('SIRET invalide.').
 */
export function readSiret(value: string | null | undefined): SiretReading {
  if (value === undefined || value === null || value.trim() === "") return { kind: "none" };
  const siret = normaliseSiret(value);
  return isValidSiret(siret) ? { kind: "valid", siret } : { kind: "invalid" };
}

/**
 * Spec 000 §5: company creation needs a name; for an accounting firm (and its client files) a SIRET
 * too. Whether the company being created or edited must have one.
 */
export function siretRequired(company: { isCpa: boolean; parentId: number | null }): boolean {
  return company.isCpa || company.parentId !== null;
}

/**
 * Appends the Luhn check digit to `digits` (13 digits give a SIRET, 8 a SIREN): how test and demo data
 * make valid identifiers.
 */
export function withLuhnCheckDigit(digits: string): string {
  for (let check = 0; check <= 9; check += 1) {
    if (passesLuhn(`${digits}${check}`)) return `${digits}${check}`;
  }
  throw new Error("unreachable: one check digit always completes a Luhn number");
}

/**
 * The SIREN of a company from its SIRET: the SIRET's first 9 digits (a SIRET is the SIREN followed by a
 * 5-digit establishment number). Null when the company has no SIRET or an unreadable one, so the caller
 * asks for the SIREN instead.
 */
export function sirenOfSiret(siret: string | null | undefined): string | null {
  const reading = readSiret(siret);
  return reading.kind === "valid" ? reading.siret.slice(0, 9) : null;
}
