import type { StyleRule } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

/**
 * Style rules shared by Checkbox, Switch and RadioGroup (plain rules, spread into each one's own class):
 * the label row (control then text, pointer, dimmed when disabled) and the keyboard focus ring.
 */
export const toggleRow: StyleRule = {
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: "pointer",
  selectors: { "&[data-disabled]": { opacity: 0.6, cursor: "not-allowed" } },
};

export const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" };
