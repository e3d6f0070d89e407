import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

export const qr = style({
  width: 200,
  height: 200,
  background: "white",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const secret = style({
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace",
  letterSpacing: "0.08em",
  overflowWrap: "anywhere",
  userSelect: "all",
});

export const codes = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace",
});

export const codeField = style({ maxWidth: "16rem" });
