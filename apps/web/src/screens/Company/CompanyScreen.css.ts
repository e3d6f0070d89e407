import { vars } from "@trezo/ui";
import { globalStyle, style } from "@vanilla-extract/css";

/** The screen's column: forms read best at a bounded width, on a phone they take the whole width. */
export const column = style({ maxWidth: "48rem", width: "100%" });

/** Read-only details (a member who does not own the company): label beside value, stacked on phones. */
export const details = style({
  display: "grid",
  gridTemplateColumns: "minmax(8rem, max-content) minmax(0, 1fr)",
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  "@media": { "screen and (max-width: 479px)": { gridTemplateColumns: "minmax(0, 1fr)", rowGap: 0 } },
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({
  margin: 0,
  overflowWrap: "anywhere",
  "@media": { "screen and (max-width: 479px)": { marginBottom: vars.space.sm } },
});

/** The three colour fields side by side where they fit, one under the other on a phone. */
export const colorFields = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  gap: vars.space.md,
});

/** The users' table box: the table scrolls inside it on a narrow window. */
export const tableBox = style({ overflowX: "auto", maxWidth: "100%" });

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, {
  textAlign: "start",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "top",
});

globalStyle(`${table} th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold });

/** A long address breaks rather than widening the table. */
export const email = style({ overflowWrap: "anywhere" });
