import { vars } from "@trezo/ui";
import { globalStyle, style } from "@vanilla-extract/css";

export const ROW_HEIGHT = 36;
export const FIRST_COLUMN_WIDTH = 260;
export const VALUE_COLUMN_WIDTH = 128;

/** The scrolling frame: header and first column stay in place while it scrolls both ways. */
export const scroller = style({
  overflow: "auto",
  maxHeight: "70vh",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
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
  position: "sticky",
  top: 0,
  zIndex: 2,
  background: vars.color.surfaceSunken,
  fontWeight: vars.fontWeight.semibold,
  textAlign: "right",
  lineHeight: vars.lineHeight.tight,
  selectors: {
    "&[data-below-threshold]": { background: vars.color.dangerSoft, color: vars.color.dangerText },
    "&[data-current]": { boxShadow: `inset 0 -3px 0 ${vars.color.accent}` },
  },
});

export const headerPart = style({
  display: "block",
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const cornerCell = style({
  ...cellBase,
  position: "sticky",
  top: 0,
  left: 0,
  zIndex: 3,
  background: vars.color.surfaceSunken,
  textAlign: "left",
});

export const rowHeader = style({
  ...cellBase,
  position: "sticky",
  left: 0,
  zIndex: 1,
  background: vars.color.surface,
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
    "&[data-part='remaining']": { color: vars.color.textMuted, fontStyle: "italic" },
    "&[data-below-threshold]": { background: vars.color.dangerSoft },
    "&[data-negative][data-mode='variance']": { color: vars.color.dangerText },
  },
});

export const row = style({
  selectors: {
    "&[data-kind='total'], &[data-kind='balance']": { fontWeight: vars.fontWeight.semibold },
    "&[data-kind='uncategorised']": { fontStyle: "italic" },
  },
});

globalStyle(`${row}[data-kind='balance'] > *`, { background: vars.color.surfaceRaised });
globalStyle(`${row}:hover > *`, { background: vars.color.accentSoft });

export const focusable = style({
  outline: "none",
  selectors: {
    "&:focus-visible": { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
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
  color: vars.color.textMuted,
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
  background: vars.color.background,
  color: vars.color.text,
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
