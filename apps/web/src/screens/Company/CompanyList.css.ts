import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

/** The companies, one per row: name at the start, its badge or open button at the end. */
export const list = style({ listStyle: "none", margin: 0, padding: 0 });

export const row = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: "anywhere",
});
