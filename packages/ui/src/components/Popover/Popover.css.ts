import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const popoverContent = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  padding: vars.space.md,
  zIndex: vars.zIndex.popover,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  maxWidth: "min(360px, calc(100vw - 16px))",
  outline: "none",
});
