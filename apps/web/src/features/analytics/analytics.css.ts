import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

export const formulaField = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});

export const formulaInput = style({
  width: "100%",
  boxSizing: "border-box",
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

/** The formula again under the field, the part at fault underlined. */
export const formulaMirror = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: "pre-wrap",
  wordBreak: "break-all",
  color: vars.color.textMuted,
});

export const errorMark = style({
  background: vars.color.dangerSoft,
  color: vars.color.dangerText,
  textDecoration: `underline wavy ${vars.color.danger}`,
});

export const suggestions = style({
  position: "absolute",
  top: "100%",
  left: 0,
  right: 0,
  zIndex: 10,
  margin: 0,
  padding: vars.space.xxs,
  listStyle: "none",
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: "0 4px 12px rgb(0 0 0 / 0.15)",
  maxHeight: 260,
  overflowY: "auto",
});

export const suggestion = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  selectors: { '&[aria-selected="true"]': { background: vars.color.accentSoft } },
});

export const suggestionDetail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const tableScroll = style({ overflowX: "auto", maxWidth: "100%" });

export const valuesTable = style({
  borderCollapse: "collapse",
  fontVariantNumeric: "tabular-nums",
  fontSize: vars.fontSize.sm,
  minWidth: "100%",
});

export const headCell = style({
  textAlign: "right",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: "nowrap",
  fontWeight: vars.fontWeight.semibold,
});

export const forecastHead = style({ background: vars.color.surfaceSunken });

export const rowHead = style({
  textAlign: "left",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  position: "sticky",
  left: 0,
  background: vars.color.surface,
  minWidth: 160,
});

export const valueCell = style({
  textAlign: "right",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: "nowrap",
});

export const forecastCell = style({ background: vars.color.surfaceSunken, fontStyle: "italic" });

export const swatch = style({
  display: "inline-block",
  width: 10,
  height: 10,
  borderRadius: vars.radius.full,
  marginRight: vars.space.xs,
});

export const reportTabs = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });

export const colorInput = style({ width: 48, height: 32, padding: 0, border: "none", background: "none" });

export const layout = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  padding: vars.space.md,
});

export const readyGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))",
  gap: vars.space.sm,
});
