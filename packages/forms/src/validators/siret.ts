/**
 * SIRET and SIREN checks.
 *
 * The spec's rule is the length: a SIRET is exactly 14 characters, else 'SIRET invalide.'. We also
 * require digits and the Luhn checksum that INSEE applies, except for La Poste, whose establishments
 * share the SIREN 356000000 and are checked by a sum of digits divisible by 5.
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
