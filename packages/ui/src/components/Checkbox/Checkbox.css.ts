import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";
import { focusRing, toggleRow } from "../Field/toggle.css";

export const checkbox = style({
  ...toggleRow,
  fontFamily: vars.font.body,
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
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});

globalStyle(`${box} svg`, { width: "14px", height: "14px" });
