import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

/** Name, scenario and the create button: side by side when there is room, stacked on a phone. */
export const form = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 12rem), 1fr))",
  alignItems: "end",
  gap: vars.space.sm,
});

export const list = style({ listStyle: "none", margin: 0, padding: 0 });

export const item = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const itemText = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  minWidth: 0,
  overflowWrap: "anywhere",
});
