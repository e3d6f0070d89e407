import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

export const list = style({ listStyle: "none", margin: 0, padding: 0 });

export const item = style({
  display: "grid",
  gridTemplateColumns: "6.5rem 1fr auto",
  gap: vars.space.xs,
  padding: `${vars.space.xxs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: "tabular-nums",
});

export const amount = style({ textAlign: "right", whiteSpace: "nowrap" });
