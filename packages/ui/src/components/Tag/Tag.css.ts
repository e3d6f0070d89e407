import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const tag = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `0 ${vars.space.xxs} 0 ${vars.space.sm}`,
  minHeight: "24px",
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  selectors: { "&:not(:has(button))": { paddingRight: vars.space.sm } },
});

export const swatch = style({ width: "8px", height: "8px", borderRadius: vars.radius.full, flexShrink: 0 });

export const remove = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "20px",
  height: "20px",
  border: 0,
  padding: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceSunken, color: vars.color.text },
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}` },
  },
});
