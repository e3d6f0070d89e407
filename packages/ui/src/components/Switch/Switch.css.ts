import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const switchRoot = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: "pointer",
  selectors: { "&[data-disabled]": { opacity: 0.6, cursor: "not-allowed" } },
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
    [`${switchRoot}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: "2px",
    },
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
