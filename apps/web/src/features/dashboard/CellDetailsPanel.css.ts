import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

/** A panel beside the table (not a modal): the table stays readable while the user looks at a cell. */
export const panel = style({
  borderLeft: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  padding: vars.space.md,
  overflowY: "auto",
  maxHeight: "70vh",
  minWidth: 0,
});

export const list = style({ listStyle: "none", margin: 0, padding: 0 });

export const item = style({
  display: "grid",
  gridTemplateColumns: "6.5rem 1fr auto",
  gap: vars.space.xs,
  padding: `${vars.space.xxs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: "tabular-nums",
});

export const amount = style({ textAlign: "right", whiteSpace: "nowrap" });

export const header = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "start",
  gap: vars.space.sm,
});
