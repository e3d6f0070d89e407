import { foldLabel } from "../labels";

/**
 * How invoices and checks tell counterparties apart (duplicates, the counterparty filter, learned
 * delays). Unlike normalizeLabel, which drops digits because a bank label's digits are references and
 * dates, a counterparty's name keeps them: "Client 12" and "Client 13" are two customers.
 */

/** Names are cut to this many characters (on a word boundary), like normalised labels. */
export const MAX_COUNTERPARTY_NAME_KEY_LENGTH = 160;

/**
 * A counterparty's name folded (accents, case, Œ/Æ) with its punctuation turned into single spaces;
 * letters of every script and digits are kept. Idempotent, never throws; "" for a name without any
 * letter or digit.
 */
export function counterpartyNameKey(name: string): string {
  const words = foldLabel(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
  let result = "";
  for (const word of words) {
    const next = result === "" ? word : `${result} ${word}`;
    if (next.length > MAX_COUNTERPARTY_NAME_KEY_LENGTH) break;
    result = next;
  }
  return result;
}

/** A SIREN as stored: exactly nine digits (spaces ignored), else null. */
function sirenOf(siren: string | null | undefined): string | null {
  const digits = (siren ?? "").replace(/\s+/g, "");
  return /^[0-9]{9}$/.test(digits) ? digits : null;
}

/**
 * The key that says two invoices are with the same counterparty: its SIREN when known (the name then
 * says nothing more: "ACME" and "ACME SAS" with one SIREN are one company), else its name key. The two
 * forms never collide: a SIREN key starts with "SIREN:", which a name key (no punctuation) cannot.
 */
export function counterpartyKey(counterparty: { name: string; siren?: string | null | undefined }): string {
  const siren = sirenOf(counterparty.siren);
  return siren ? `SIREN:${siren}` : counterpartyNameKey(counterparty.name);
}
