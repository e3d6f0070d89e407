import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

export const panel = style({
  borderLeft: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  padding: vars.space.md,
  overflowY: "auto",
  maxHeight: "80vh",
  minWidth: 0,
});

export const header = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "start",
  gap: vars.space.sm,
});

export const actions = style({ display: "flex", gap: vars.space.xxs, alignItems: "center" });

/** A list in a side panel (series, events, a cell's transactions): no bullets, no indent. */
export const panelList = style({ listStyle: "none", margin: 0, padding: 0 });

/** An entry of a panel's list: a grid row of small tabular figures over a rule (each list sets its columns). */
export const panelListItem = style({
  display: "grid",
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: "tabular-nums",
});
