import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

/** One row of a list (an integration, a key, a partner): wraps on a phone (390 px). */
export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
});

/** The key shown once: selectable, never cut. */
export const newKey = style({
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace",
  fontSize: vars.fontSize.sm,
  wordBreak: "break-all",
  padding: vars.space.sm,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
  userSelect: "all",
});
