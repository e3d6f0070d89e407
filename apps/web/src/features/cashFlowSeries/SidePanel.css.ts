import { vars } from "@trezo/ui";
import { globalStyle, style } from "@vanilla-extract/css";

export const list = style({ listStyle: "none", margin: 0, padding: 0 });

export const item = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xs,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: "tabular-nums",
});

export const itemActions = style({
  display: "flex",
  gap: vars.space.xxs,
  alignItems: "center",
  flexWrap: "wrap",
});

export const previewTable = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: "tabular-nums",
});

globalStyle(`${previewTable} td, ${previewTable} th`, {
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  textAlign: "right",
});

export const previewLabel = style({ textAlign: "left" });
