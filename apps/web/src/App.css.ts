import { vars } from "@trezo/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

globalStyle("html, body", { margin: 0 });

export const page = style({
  minHeight: "100vh",
  display: "grid",
  placeItems: "center",
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const card = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  maxWidth: "28rem",
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });
