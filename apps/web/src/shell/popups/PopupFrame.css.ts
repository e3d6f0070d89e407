import { vars } from "@trezo/ui/theme";
import { style } from "@vanilla-extract/css";

export const dialog = style({
  border: "none",
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  width: "min(32rem, calc(100vw - 2rem))",
  boxShadow: vars.shadow.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  selectors: { "&::backdrop": { background: vars.color.overlay } },
});

export const fullScreen = style([
  dialog,
  { width: "100vw", height: "100vh", maxWidth: "100vw", maxHeight: "100vh", margin: 0, borderRadius: 0 },
]);

export const titleRow = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const close = style({
  marginLeft: "auto",
  background: "transparent",
  border: "none",
  fontSize: "1.5rem",
  cursor: "pointer",
  color: "inherit",
});

export const actions = style({
  display: "flex",
  gap: vars.space.sm,
  justifyContent: "flex-end",
  marginTop: vars.space.md,
});
