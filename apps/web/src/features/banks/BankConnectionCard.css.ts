import { breakpoints, vars } from "@trezo/ui";
import { globalStyle, style } from "@vanilla-extract/css";
import { visuallyHidden, visuallyHiddenRules } from "../../components/visuallyHidden.css";

/** Below the tablet width the accounts table becomes one card per account. */
const phone = `screen and (max-width: ${breakpoints.tablet - 1}px)`;

/** A connection: its head (name, state, actions) above its accounts. */
export const connection = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  "@media": { [phone]: { padding: vars.space.md } },
});

export const archivedConnection = style({ background: vars.color.surfaceSunken });

export const head = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "flex-start",
  justifyContent: "space-between",
});

export const headText = style({ display: "grid", gap: vars.space.xxs, minWidth: 0 });

export const bankName = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  overflowWrap: "anywhere",
});

/** The accounts: a table on a wide screen, one card per account on a phone. */
export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  // The same columns in every connection's table.
  tableLayout: "fixed",
  fontSize: vars.fontSize.sm,
  "@media": { [phone]: { display: "block" } },
});

globalStyle(`${table} > tbody`, { "@media": { [phone]: { display: "block" } } });

export const headerCell = style({
  textAlign: "start",
  fontWeight: 600,
  color: vars.color.textMuted,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: "nowrap",
});

export const numericHeader = style([headerCell, { textAlign: "end" }]);

export const tableHead = style({
  "@media": {
    [phone]: visuallyHiddenRules,
  },
});

export const row = style({
  "@media": {
    [phone]: {
      display: "grid",
      gridTemplateColumns: "minmax(0, 1fr) auto",
      gap: vars.space.xxs,
      padding: `${vars.space.sm} 0`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});

export const cell = style({
  padding: `${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "middle",
  overflowWrap: "anywhere",
  "@media": {
    [phone]: {
      display: "block",
      padding: 0,
      border: "none",
      gridColumn: "1 / -1",
    },
  },
});

/** On a phone each detail cell says what it is (its column's name, from data-label). */
globalStyle(`${cell}[data-label]::before`, {
  "@media": {
    [phone]: {
      content: "attr(data-label) ' : '",
      color: vars.color.textMuted,
      fontFamily: vars.font.body,
    },
  },
});

export const nameCell = style([cell, { "@media": { [phone]: { gridColumn: "1 / 2", fontWeight: 600 } } }]);

export const numericCell = style([
  cell,
  {
    textAlign: "end",
    fontVariantNumeric: "tabular-nums",
    whiteSpace: "nowrap",
    "@media": { [phone]: { textAlign: "start" } },
  },
]);

export const actionsCell = style([
  cell,
  {
    textAlign: "end",
    width: "1%",
    whiteSpace: "nowrap",
    "@media": { [phone]: { gridColumn: "2 / 3", gridRow: "1", textAlign: "end" } },
  },
]);

/** The inline form under an account (rename, BIC). */
export const editRow = style({ "@media": { [phone]: { display: "block" } } });

export const editCell = style([cell, { background: vars.color.surfaceSunken }]);

export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

/** Read by screen readers, not shown. */
export const srOnly = visuallyHidden;
