import { style } from "@vanilla-extract/css";
import { floatingSurface } from "../../theme/surfaces";
import { vars } from "../../theme/theme.css";

export const popoverContent = style({
  ...floatingSurface,
  padding: vars.space.md,
  fontSize: vars.fontSize.md,
  maxWidth: "min(360px, calc(100vw - 16px))",
});
