/**
 * Rules of bank connections and accounts (spec 000 §3, §6, §9; spec 001 §7.5), shared by the server
 * (which decides) and the web (which shows the same answer before asking).
 */

/**
 * Spec 000 §6: "If max connections is at most the number of valid banks, the user is sent to
 * book-a-meeting." Valid banks are the connections not archived (an archived one keeps its history but
 * frees its slot).
 */
export function connectionLimitReached(validConnections: number, maxConnections: number): boolean {
  return maxConnections <= validConnections;
}

/** The number of valid (not archived) connections among `connections`. */
export function validConnectionCount(connections: ReadonlyArray<{ archived: boolean }>): number {
  return connections.filter((connection) => !connection.archived).length;
}

/** Upper case without spaces: how a BIC (SWIFT code) is stored. */
export function normaliseBicText(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/**
 * A BIC (ISO 9362): 4 letters of bank, 2 letters of country, 2 letters or digits of location, and an
 * optional 3-character branch: 8 or 11 characters once normalised.
 */
export const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** The stored form of a typed BIC, or null when it is not one. */
export function parseBic(value: string): string | null {
  const bic = normaliseBicText(value);
  return BIC_PATTERN.test(bic) ? bic : null;
}

/** Upper case without spaces or dashes: how an IBAN is stored (its checks are the forms' and the server's). */
export function normaliseIbanText(value: string): string {
  return value.replace(/[\s-]+/g, "").toUpperCase();
}

/** The name a connection or an account shows: its custom name when it has one, else its own name. */
export function displayedBankName(item: { name: string; custom_name: string | null }): string {
  const custom = item.custom_name?.trim();
  return custom ? custom : item.name;
}
