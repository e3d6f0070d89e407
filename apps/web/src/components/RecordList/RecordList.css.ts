import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

export const totals = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 10rem), 1fr))",
});

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });

export const amount = style({ textAlign: "end", fontVariantNumeric: "tabular-nums" });

/** The row's buttons: the whole width of a phone card. */
export const actions = style({
  gridColumn: "1 / -1",
  "@media": { "screen and (min-width: 900px)": { gridColumn: "auto" } },
});
