import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

/** One invoice per row on a desktop, one card per invoice on a phone (390 px). */
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });

export const row = style({
  display: "grid",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
  "@media": {
    "screen and (min-width: 900px)": {
      gridTemplateColumns: "8rem minmax(0, 2fr) 6rem 6rem 8rem 8rem 8rem 7rem",
    },
  },
});

export const header = style([
  row,
  {
    display: "none",
    border: "none",
    background: "transparent",
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    "@media": { "screen and (min-width: 900px)": { display: "grid" } },
  },
]);

export const amount = style({ textAlign: "end", fontVariantNumeric: "tabular-nums" });

export const totals = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 10rem), 1fr))",
});
