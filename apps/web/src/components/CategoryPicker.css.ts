import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  maxHeight: 260,
  overflowY: "auto",
  minWidth: 280,
});

export const option = style({
  display: "block",
  width: "100%",
  textAlign: "start",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: "none",
  background: "transparent",
  color: "inherit",
  font: "inherit",
  cursor: "pointer",
  borderRadius: vars.radius.sm,
  selectors: {
    "&:hover, &:focus-visible, &[data-hovered], &[data-focused]": {
      background: vars.color.accentSoft,
      outline: "none",
    },
  },
});
