import { vars } from "@trezo/ui";
import { globalStyle, style } from "@vanilla-extract/css";
import { AMOUNT_TEXT } from "./amountColors";

/** An amount: green credit, red debit (token pairs checked in amountColors.test.ts), tabular figures. */
export const amount = style({
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
  selectors: {
    "&[data-sign='positive']": { color: vars.color[AMOUNT_TEXT.positive] },
    "&[data-sign='negative']": { color: vars.color[AMOUNT_TEXT.negative] },
  },
});

// On a selected row (accentSoft) the green is too light: both signs take the text colour there.
globalStyle(`[data-selected] ${amount}`, { color: vars.color[AMOUNT_TEXT.selected] });

/** A category cell's button: as wide as its column at most, the path cut with an ellipsis. */
export const categoryButton = style({ maxWidth: "100%", minWidth: 0 });

export const ellipsis = style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });

/** Status, validation and attachments side by side in one cell. */
export const statusCell = style({ display: "inline-flex", alignItems: "center", gap: 4, minWidth: 0 });

export const attachments = style({ display: "inline-flex", alignItems: "center", gap: 2 });
