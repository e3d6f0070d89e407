import { vars } from "@trezo/ui";
import { globalStyle, style } from "@vanilla-extract/css";
import { CELL_BACKGROUND, CELL_TEXT } from "./dashboardCellColors";

/** The colours of the cells, only from the pairs that dashboardCellColors.test.ts checks for contrast. */
const text = {
  plain: vars.color[CELL_TEXT.plain],
  muted: vars.color[CELL_TEXT.muted],
  alert: vars.color[CELL_TEXT.alert],
};
const background = {
  cell: vars.color[CELL_BACKGROUND.cell],
  balance: vars.color[CELL_BACKGROUND.balance],
  header: vars.color[CELL_BACKGROUND.header],
  belowThreshold: vars.color[CELL_BACKGROUND.belowThreshold],
  hover: vars.color[CELL_BACKGROUND.hover],
};

export const ROW_HEIGHT = 36;
export const FIRST_COLUMN_WIDTH = 260;
export const VALUE_COLUMN_WIDTH = 128;

/** The scrolling frame: header and first column stay in place while it scrolls both ways. */
export const scroller = style({
  overflow: "auto",
  maxHeight: "70vh",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: background.cell,
  color: text.plain,
  position: "relative",
});

export const table = style({
  borderCollapse: "separate",
  borderSpacing: 0,
  tableLayout: "fixed",
  fontVariantNumeric: "tabular-nums",
  fontSize: vars.fontSize.sm,
});

const cellBase = {
  height: ROW_HEIGHT,
  padding: `0 ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
} as const;

export const headerCell = style({
  ...cellBase,
  // A period's name wraps rather than being cut ("S47 · 16/11/2026" in the 13-week view).
  whiteSpace: "normal",
  overflow: "visible",
  textOverflow: "clip",
  overflowWrap: "anywhere",
  paddingTop: vars.space.xxs,
  paddingBottom: vars.space.xxs,
  position: "sticky",
  top: 0,
  zIndex: 2,
  background: background.header,
  color: text.plain,
  fontWeight: vars.fontWeight.semibold,
  textAlign: "right",
  lineHeight: vars.lineHeight.tight,
  selectors: {
    "&[data-below-threshold]": { background: background.belowThreshold, color: text.alert },
    "&[data-current]": { boxShadow: `inset 0 -3px 0 ${vars.color.accent}` },
  },
});

export const headerPart = style({
  display: "block",
  fontWeight: vars.fontWeight.regular,
  color: text.muted,
});

export const cornerCell = style({
  ...cellBase,
  position: "sticky",
  top: 0,
  left: 0,
  zIndex: 3,
  background: background.header,
  color: text.plain,
  textAlign: "left",
});

export const rowHeader = style({
  ...cellBase,
  position: "sticky",
  left: 0,
  zIndex: 1,
  background: background.cell,
  color: text.plain,
  textAlign: "left",
  fontWeight: vars.fontWeight.regular,
  borderRight: `1px solid ${vars.color.border}`,
});

export const valueCell = style({
  ...cellBase,
  textAlign: "right",
  cursor: "default",
  selectors: {
    "&[data-inspectable]": { cursor: "pointer" },
    "&[data-part='remaining']": { color: text.muted, fontStyle: "italic" },
    "&[data-below-threshold]": { background: background.belowThreshold },
    "&[data-negative][data-mode='variance'], &[data-negative][data-mode='expectedVariance']": {
      color: text.alert,
    },
  },
});

export const row = style({
  selectors: {
    "&[data-kind='total'], &[data-kind='balance']": { fontWeight: vars.fontWeight.semibold },
    "&[data-kind='uncategorised']": { fontStyle: "italic" },
  },
});

globalStyle(`${row}[data-kind='balance'] > *`, { background: background.balance });
globalStyle(`${row}:hover > *`, { background: background.hover });

export const focusable = style({
  outline: "none",
  selectors: {
    // The selected cell shows whether it was reached by keyboard or by a click.
    "&:focus-visible, &[data-active]:focus": { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
});

/** The actions on the selected cell, above the grid. */
export const gridActions = style({
  display: "flex",
  justifyContent: "flex-end",
  marginBottom: vars.space.xs,
  minWidth: 0,
});

export const toggle = style({
  all: "unset",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 20,
  height: 20,
  marginRight: vars.space.xxs,
  cursor: "pointer",
  borderRadius: vars.radius.sm,
  color: text.muted,
});

export const toggleSpacer = style({ display: "inline-block", width: 20, marginRight: vars.space.xxs });

export const editor = style({
  width: "100%",
  height: ROW_HEIGHT - 6,
  textAlign: "right",
  font: "inherit",
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
  padding: `0 ${vars.space.xs}`,
  background: background.cell,
  color: text.plain,
});

export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
  padding: 0,
});
