import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

export const guide = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  display: "grid",
  gap: vars.space.xxs,
});

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: "0.95em",
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  padding: "0 0.25em",
  overflowWrap: "anywhere",
});

export const functions = style({ margin: 0, display: "grid", gap: vars.space.sm });

export const description = style({ margin: 0, marginTop: vars.space.xxs });
