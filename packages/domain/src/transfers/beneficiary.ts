import { electronicFormatIBAN, isSEPACountry, isValidBIC, validateIBAN } from "ibantools";

/**
 * Beneficiary checks of a SEPA credit transfer (EPC SCT rulebook, the pain.001.001.09 guidelines):
 * an IBAN of a SEPA country with a valid checksum, an optional BIC (ISO 9362, 8 or 11 characters), and a
 * name of at most 70 characters of the SEPA character set (the Latin letters, digits and / - ? : ( ) . , ' +
 * and space). Accented letters are transliterated (é → e) rather than refused, as every French bank does.
 */

/** Longest name a pain.001 carries (Max140Text restricted to 70 by the EPC guidelines). */
export const SEPA_NAME_MAX_LENGTH = 70;
/** Longest unstructured remittance information (Max140Text). */
export const SEPA_REMITTANCE_MAX_LENGTH = 140;
/** The SEPA basic Latin character set. */
const SEPA_CHARACTERS = /^[A-Za-z0-9/\-?:().,'+ ]*$/;

export type IbanProblem = "empty" | "invalid" | "not_sepa";
export type BicProblem = "invalid";
export type NameProblem = "empty" | "too_long" | "characters";

/** The IBAN without spaces, in capitals, or null when empty. */
export function normalizeIban(raw: string): string {
  return electronicFormatIBAN(raw.trim()) ?? "";
}

/** What is wrong with an IBAN for a SEPA transfer, or null. */
export function ibanProblem(raw: string): IbanProblem | null {
  const iban = normalizeIban(raw);
  if (iban === "") return "empty";
  if (!validateIBAN(iban).valid) return "invalid";
  return isSEPACountry(iban.slice(0, 2)) ? null : "not_sepa";
}

/** The BIC in capitals without spaces ("" when none). */
export function normalizeBic(raw: string): string {
  return raw.replace(/\s+/g, "").toUpperCase();
}

/** What is wrong with a BIC, or null (an empty BIC is fine: SEPA reaches the bank through the IBAN). */
export function bicProblem(raw: string): BicProblem | null {
  const bic = normalizeBic(raw);
  if (bic === "") return null;
  return isValidBIC(bic) ? null : "invalid";
}

/** The text with accents and ligatures turned into SEPA letters (é → e, æ → ae, ß → ss, & → +). */
export function toSepaText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[Ææ]/g, (c) => (c === "Æ" ? "AE" : "ae"))
    .replace(/[Œœ]/g, (c) => (c === "Œ" ? "OE" : "oe"))
    .replace(/ß/g, "ss")
    .replace(/&/g, "+")
    .replace(/[’‘`]/g, "'")
    .replace(/[_;]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** What is wrong with a beneficiary name once transliterated, or null. */
export function beneficiaryNameProblem(raw: string): NameProblem | null {
  const name = toSepaText(raw);
  if (name === "") return "empty";
  if (name.length > SEPA_NAME_MAX_LENGTH) return "too_long";
  return SEPA_CHARACTERS.test(name) ? null : "characters";
}

/** Any text of a SEPA file: transliterated, characters outside the set dropped, cut to `max`. */
export function sepaSafeText(raw: string, max: number): string {
  return [...toSepaText(raw)]
    .filter((c) => SEPA_CHARACTERS.test(c))
    .join("")
    .slice(0, max)
    .trim();
}

/** The remittance information of a payment of invoices: "Factures F-1, F-2" cut to 140 characters. */
export function remittanceOfInvoices(numbers: readonly string[], prefix: string): string {
  const text = numbers.length === 0 ? prefix : `${prefix} ${numbers.join(", ")}`;
  return sepaSafeText(text, SEPA_REMITTANCE_MAX_LENGTH);
}
