import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

export const tree = style({ listStyle: "none", margin: 0, padding: 0 });

export const children = style({
  listStyle: "none",
  margin: 0,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `1px solid ${vars.color.border}`,
});

export const row = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** Names a switch for screen readers only: the row already shows the category. */
export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
