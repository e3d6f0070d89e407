/**
 * The colours of every state a cell of the dashboard table can be in, as pairs of theme tokens (text on
 * background). DashboardTable.css.ts draws the cells from this table only, and dashboardCellColors.test.ts
 * checks every pair in every theme for WCAG AA contrast, so a state cannot be drawn unreadable (as the
 * variance mode once drew negative amounts white on white with `dangerText`, the text *on* `danger`).
 */
import type { ThemeValues } from "@trezo/ui";

/** A colour of the theme contract. */
export type ColorToken = keyof ThemeValues["color"];

/** One text colour on one background. */
export interface CellColors {
  text: ColorToken;
  background: ColorToken;
}

/** The text colours of a cell's content, by what the content is. */
export const CELL_TEXT = {
  /** An amount, a category name, a period name. */
  plain: "text",
  /** The remaining forecast of the current period, a header's sub-label. */
  muted: "textMuted",
  /** A negative variance, a period under the threshold. */
  alert: "danger",
} as const satisfies Record<string, ColorToken>;

/** The backgrounds a cell can have, by where it sits and how it is highlighted. */
export const CELL_BACKGROUND = {
  /** A value cell or a row header. */
  cell: "surface",
  /** The balance rows. */
  balance: "surfaceRaised",
  /** The header row and the corner. */
  header: "surfaceSunken",
  /** A period (header) or end balance under the threshold. */
  belowThreshold: "dangerSoft",
  /** The row under the pointer. */
  hover: "accentSoft",
} as const satisfies Record<string, ColorToken>;

/**
 * Every text/background pair the table can show: any text on any background (a negative variance can be
 * in a balance row under the pointer, a period under the threshold has a muted sub-label, ...).
 */
export const CELL_COLOR_PAIRS: readonly CellColors[] = Object.values(CELL_TEXT).flatMap((text) =>
  Object.values(CELL_BACKGROUND).map((background) => ({ text, background })),
);
