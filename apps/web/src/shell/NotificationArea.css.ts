import { vars } from "@trezo/ui/theme";
import { style, styleVariants } from "@vanilla-extract/css";

export const stack = style({
  position: "fixed",
  right: vars.space.md,
  bottom: vars.space.md,
  display: "grid",
  gap: vars.space.sm,
  zIndex: 1500,
  maxWidth: "24rem",
});

const base = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "start",
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.md,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const notification = styleVariants({
  green: [base, { background: vars.color.successSoft, borderLeft: `4px solid ${vars.color.success}` }],
  red: [base, { background: vars.color.dangerSoft, borderLeft: `4px solid ${vars.color.danger}` }],
  orange: [base, { background: vars.color.warningSoft, borderLeft: `4px solid ${vars.color.warning}` }],
  blue: [base, { background: vars.color.infoSoft, borderLeft: `4px solid ${vars.color.info}` }],
});

export const close = style({
  marginLeft: "auto",
  background: "transparent",
  border: "none",
  font: "inherit",
  cursor: "pointer",
  color: "inherit",
});
