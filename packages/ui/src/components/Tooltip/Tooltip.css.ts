import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const tooltip = style({
  background: vars.color.text,
  color: vars.color.surface,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  maxWidth: "280px",
  zIndex: vars.zIndex.tooltip,
  boxShadow: vars.shadow.sm,
});
