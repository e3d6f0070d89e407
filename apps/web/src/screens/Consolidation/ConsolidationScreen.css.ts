import { vars } from "@trezo/ui";
import { globalStyle, style } from "@vanilla-extract/css";

export const column = style({ maxWidth: "80rem", width: "100%", minWidth: 0 });

/** The consolidated table scrolls inside its box on a narrow window, never the page. */
export const tableBox = style({ overflowX: "auto", maxWidth: "100%" });

export const table = style({ borderCollapse: "collapse", fontSize: vars.fontSize.sm, minWidth: "100%" });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: "nowrap",
});

globalStyle(`${table} td`, { textAlign: "end", fontVariantNumeric: "tabular-nums" });

export const rowHeader = style({ textAlign: "start", fontWeight: 400 });

export const strong = style({ fontWeight: 600 });

/** The clients to choose, in columns where they fit. */
export const clients = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))",
  gap: vars.space.xs,
});
