import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  overflow: "hidden",
});

export const scroller = style({ overflow: "auto", position: "relative", outline: "none", contain: "strict" });

export const headerRow = style({
  display: "flex",
  position: "sticky",
  top: 0,
  zIndex: 2,
  backgroundColor: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
});

const cellBase = {
  display: "flex",
  alignItems: "center",
  flexShrink: 0,
  padding: `0 ${vars.space.sm}`,
  overflow: "hidden",
  whiteSpace: "nowrap",
  textOverflow: "ellipsis",
  outline: "none",
  boxSizing: "border-box",
} as const;

export const headerCell = style({
  ...cellBase,
  position: "relative",
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceSunken,
  userSelect: "none",
  selectors: {
    "&[data-pinned]": { position: "sticky", zIndex: 3 },
    "&[data-focused]": { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    "&[data-align='end']": { justifyContent: "flex-end" },
  },
});

export const sortButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  border: 0,
  padding: 0,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  cursor: "pointer",
  maxWidth: "100%",
  overflow: "hidden",
  textOverflow: "ellipsis",
});

export const resizer = style({
  position: "absolute",
  right: 0,
  top: 0,
  bottom: 0,
  width: "6px",
  cursor: "col-resize",
  touchAction: "none",
  selectors: {
    "&:hover, &[data-resizing]": { backgroundColor: vars.color.accent },
  },
});

export const body = style({ position: "relative" });

export const row = style({
  display: "flex",
  position: "absolute",
  left: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  selectors: {
    "&:hover": { backgroundColor: vars.color.background },
    "&[data-selected]": { backgroundColor: vars.color.accentSoft },
  },
});

// Cells are transparent (the row paints the background); only pinned cells, which cover the cells
// scrolling under them, repeat the row's colour. Not `background-color: inherit`: explicit inheritance
// of a non-inherited property makes Chromium's style recalc of each new row several times slower
// (measured by packages/ui/bench/dataTable.bench.ts: it was most of every scroll frame).
export const cell = style({
  ...cellBase,
  selectors: {
    "&[data-pinned]": {
      position: "sticky",
      zIndex: 1,
      borderRight: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.surface,
    },
    [`${row}:hover > &[data-pinned]`]: { backgroundColor: vars.color.background },
    [`${row}[data-selected] > &[data-pinned]`]: { backgroundColor: vars.color.accentSoft },
    "&[data-focused]": { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    "&[data-align='end']": { justifyContent: "flex-end", fontVariantNumeric: "tabular-nums" },
  },
});

export const checkbox = style({
  width: "16px",
  height: "16px",
  margin: 0,
  accentColor: vars.color.accent,
  cursor: "pointer",
});

export const status = style({
  position: "absolute",
  left: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  color: vars.color.textMuted,
  width: "100%",
});
