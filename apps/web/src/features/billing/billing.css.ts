import { vars } from "@trezo/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

/** Two columns on a desktop, one on a phone (390 px). */
export const grid = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))",
  alignItems: "start",
});

export const usageList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
});

export const usageHead = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.sm,
  flexWrap: "wrap",
});

export const formRow = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 10rem), 1fr))",
});

export const mandate = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
});

export const tableWrap = style({ overflowX: "auto" });

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, {
  textAlign: "start",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const amount = style({ textAlign: "end", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" });
