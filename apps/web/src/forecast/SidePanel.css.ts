import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

export const panel = style({
  borderLeft: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  padding: vars.space.md,
  overflowY: "auto",
  maxHeight: "80vh",
  minWidth: 0,
});

export const header = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "start",
  gap: vars.space.sm,
});

export const actions = style({ display: "flex", gap: vars.space.xxs, alignItems: "center" });
