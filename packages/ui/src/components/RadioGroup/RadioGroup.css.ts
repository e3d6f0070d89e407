import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const group = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  fontFamily: vars.font.body,
});

export const options = style({
  display: "flex",
  gap: vars.space.sm,
  selectors: {
    [`${group}[data-orientation="vertical"] &`]: { flexDirection: "column" },
    [`${group}[data-orientation="horizontal"] &`]: {
      flexDirection: "row",
      flexWrap: "wrap",
      gap: vars.space.md,
    },
  },
});

export const radio = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: "pointer",
  selectors: { "&[data-disabled]": { opacity: 0.6, cursor: "not-allowed" } },
});

export const dot = style({
  width: "18px",
  height: "18px",
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: `border-width ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${radio}[data-selected] &`]: { border: `6px solid ${vars.color.accent}` },
    [`${radio}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: "2px",
    },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});
