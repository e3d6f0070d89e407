import { style } from "@vanilla-extract/css";
import { bodyColumn } from "../../theme/surfaces";
import { vars } from "../../theme/theme.css";
import { focusRing, toggleRow } from "../Field/toggle.css";

export const group = style(bodyColumn(vars.space.xs));

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
  ...toggleRow,
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
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});
