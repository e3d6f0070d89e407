import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

/** The previewed invoices: cards in a grid (one column at 390 px). */
export const previewList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 320px), 1fr))",
});

export const previewCard = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const errorList = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.danger });
