import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";
import { focusRing, toggleRow } from "../Field/toggle.css";

export const switchRoot = style({
  ...toggleRow,
  fontFamily: vars.font.body,
});

export const track = style({
  position: "relative",
  width: "36px",
  height: "20px",
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.accent },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
  },
});

export const thumb = style({
  position: "absolute",
  top: "2px",
  left: "2px",
  width: "16px",
  height: "16px",
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { [`${switchRoot}[data-selected] &`]: { transform: "translateX(16px)" } },
});
