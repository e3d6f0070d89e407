import type { IsoDate } from "@trezo/domain";
import { parseDateAs } from "./parseDate";
import { importError, type StatementParseResult } from "./statementLine";

/**
 * The check a balanced statement format allows (CFONB 120, MT940): the opening balance plus the
 * operations read must be the closing balance the bank reported. A difference means an amount was
 * misread or a line is missing: the file is refused, never imported wrong. Returns the refusal, or null.
 */
export function balanceMismatch(
  where: { line: number; currency: string },
  openingCents: number,
  operationsCents: number,
  closingCents: number,
): Extract<StatementParseResult, { ok: false }> | null {
  const computed = openingCents + operationsCents;
  if (computed === closingCents) return null;
  return importError("balanceMismatch", {
    line: where.line,
    value: String(computed),
    expected: String(closingCents),
    currency: where.currency,
  });
}

/**
 * A date written as six digits in `order` (CFONB JJMMAA, SWIFT YYMMDD), the two-digit year in
 * 1970–2069; null when it is not a calendar date.
 */
export function sixDigitDate(raw: string, order: "DMY" | "YMD"): IsoDate | null {
  if (!/^\d{6}$/.test(raw)) return null;
  const [a, b, c] = [raw.slice(0, 2), raw.slice(2, 4), raw.slice(4, 6)];
  return order === "DMY" ? parseDateAs(`${a}/${b}/${c}`, "DMY") : parseDateAs(`${c}/${b}/${a}`, "DMY");
}

/** The accounts a file holds, when more than one: the file is refused (it would mix them into one). */
export function severalAccounts(
  accounts: ReadonlyMap<string, number>,
): Extract<StatementParseResult, { ok: false }> | null {
  if (accounts.size <= 1) return null;
  const [, second] = [...accounts.values()];
  return importError("severalAccounts", { line: second, value: [...accounts.keys()].join(", ") });
}
