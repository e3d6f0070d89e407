import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

/** /bank-transfers: one card per order, which wraps to a column on a phone (390 px). */
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });

export const row = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  overflowWrap: "anywhere",
});

export const grow = style({ flex: "1 1 14rem", minWidth: 0 });

export const amount = style({ fontVariantNumeric: "tabular-nums", textAlign: "end" });

export const panel = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** The form's fields side by side on a desktop, one per line on a phone. */
export const fields = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
  alignItems: "end",
});
