import { style } from "@vanilla-extract/css";
import { floatingSurface } from "../../theme/surfaces";
import { vars } from "../../theme/theme.css";

export const menu = style({
  ...floatingSurface,
  padding: vars.space.xs,
  minWidth: "180px",
  display: "flex",
  flexDirection: "column",
});

export const item = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  width: "100%",
  border: 0,
  background: "transparent",
  color: vars.color.text,
  textAlign: "left",
  font: "inherit",
  fontSize: vars.fontSize.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&:hover, &:focus-visible, &:focus": { background: vars.color.accentSoft },
    "&[data-tone='danger']": { color: vars.color.danger },
    "&[aria-disabled='true']": { opacity: 0.5, cursor: "not-allowed" },
  },
});
