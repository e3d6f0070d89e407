import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

/** Fields side by side where they fit, one under the other on a phone. */
export const fields = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 12rem), 1fr))",
  gap: vars.space.md,
  alignItems: "end",
});

/** A list of rates: one line each, the figure first, its date and source after. */
export const list = style({
  display: "grid",
  gap: vars.space.xs,
  padding: 0,
  margin: 0,
});

export const item = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  listStyle: "none",
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.xs,
});

export const figure = style({
  fontVariantNumeric: "tabular-nums",
  fontWeight: vars.fontWeight.semibold,
});

/** Pushes the row's action to its end. */
export const push = style({ marginInlineStart: "auto" });
