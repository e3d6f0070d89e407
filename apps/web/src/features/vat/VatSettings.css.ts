import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

/** Fields side by side where they fit, one under the other on a phone. */
export const fields = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
  gap: vars.space.md,
  alignItems: "end",
});

/** The company's rates as a wrapping row of chips. */
export const rates = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, padding: 0, margin: 0 });

export const rate = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  listStyle: "none",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  paddingInlineStart: vars.space.sm,
});

/** The regime settings: long choices, so two columns at most. */
export const settings = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 20rem), 1fr))",
  gap: vars.space.md,
  alignItems: "end",
});

/** The rate of each category, folded: a tree has dozens of categories. */
export const categoryRates = style({ display: "block" });

export const summary = style({
  cursor: "pointer",
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
  paddingBlock: vars.space.xs,
  marginBottom: vars.space.md,
});
