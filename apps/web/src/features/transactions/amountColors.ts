/**
 * The colours of an amount in the transactions grid, as theme-token names, so that a test can check
 * each pair for contrast in every theme (amountColors.test.ts). A credit is green, a debit red; on a
 * selected row (accentSoft) both take the plain text colour. Colour is never the only sign: a credit
 * reads "+", a debit "−".
 */
export const AMOUNT_TEXT = { positive: "success", negative: "danger", selected: "text" } as const;

/** Every text colour of an amount with the row backgrounds it is drawn on (DataTable's rows). */
export const AMOUNT_COLOR_PAIRS = [
  { text: AMOUNT_TEXT.positive, background: "surface" },
  { text: AMOUNT_TEXT.positive, background: "background" },
  { text: AMOUNT_TEXT.negative, background: "surface" },
  { text: AMOUNT_TEXT.negative, background: "background" },
  { text: AMOUNT_TEXT.selected, background: "accentSoft" },
] as const;

/** The sign of an amount in cents, as the grid's `data-sign` attribute. */
export function amountSign(cents: number): "positive" | "negative" | "zero" {
  return cents > 0 ? "positive" : cents < 0 ? "negative" : "zero";
}

/** `formatted` (a money string) with a "+" before a credit: the sign does not rest on colour alone. */
export function signedAmount(cents: number, formatted: string): string {
  return cents > 0 ? `+${formatted}` : formatted;
}
