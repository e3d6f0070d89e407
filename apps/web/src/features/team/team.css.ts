import { vars } from "@trezo/ui";
import { globalStyle, style } from "@vanilla-extract/css";

/** A table scrolls inside its box on a narrow window, never the page. */
export const tableBox = style({ overflowX: "auto", maxWidth: "100%" });

/** Fixed columns: their widths never depend on the e-mails listed. */
export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
  tableLayout: "fixed",
});

/** Widths of the identity, group and state columns; the actions take the rest. */
export const identityColumn = style({ width: "32%" });
export const groupColumn = style({ width: "20%" });
export const stateColumn = style({ width: "10%" });

globalStyle(`${table} th, ${table} td`, {
  textAlign: "start",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "middle",
});

export const email = style({ overflowWrap: "anywhere" });

/** On a phone each member is a block of its own: no header row, cells one under the other. */
const PHONE = "screen and (max-width: 599px)";
globalStyle(`${table} thead`, { "@media": { [PHONE]: { display: "none" } } });
globalStyle(`${table} tr, ${table} td`, { "@media": { [PHONE]: { display: "block", borderBottom: 0 } } });
globalStyle(`${table} tr`, {
  "@media": { [PHONE]: { borderBottom: `1px solid ${vars.color.border}`, paddingBlock: vars.space.xs } },
});

/** Flags in two columns where they fit, one on a phone; each flag's sentence under its box. */
export const flags = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))",
  gap: vars.space.sm,
  border: 0,
  padding: 0,
  margin: 0,
});

export const flagSentence = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  marginInlineStart: "1.75rem",
});

export const legend = style({ fontWeight: 600, marginBottom: vars.space.xs, gridColumn: "1 / -1" });
