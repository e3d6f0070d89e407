import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const checkbox = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: "pointer",
  selectors: { "&[data-disabled]": { opacity: 0.6, cursor: "not-allowed" } },
});

export const box = style({
  width: "18px",
  height: "18px",
  flexShrink: 0,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.accentText,
  transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: "2px",
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});

globalStyle(`${box} svg`, { width: "14px", height: "14px" });
