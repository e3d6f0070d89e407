import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

/** Shared look of the date fields' segments and calendars. */
export const dateInput = style({
  display: "flex",
  alignItems: "center",
  flex: 1,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
});

export const segment = style({
  padding: `0 1px`,
  borderRadius: vars.radius.sm,
  outline: "none",
  selectors: {
    "&[data-placeholder]": { color: vars.color.textMuted },
    "&[data-type='literal']": { padding: 0 },
    "&[data-focused]": { background: vars.color.accent, color: vars.color.accentText },
  },
});

export const rangeDash = style({ padding: `0 ${vars.space.xs}`, color: vars.color.textMuted });

export const calendarDialog = style({ outline: "none", padding: vars.space.sm });

export const calendar = style({ fontFamily: vars.font.body, color: vars.color.text, width: "fit-content" });

export const calendarHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const calendarTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});

export const calendarGrid = style({ borderCollapse: "collapse", fontSize: vars.fontSize.sm });

export const calendarHeaderCell = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  padding: vars.space.xs,
});

export const calendarCell = style({
  width: "32px",
  height: "32px",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-outside-month]": { display: "none" },
    "&[data-hovered]": { background: vars.color.surfaceSunken },
    "&[data-selected]": { background: vars.color.accentSoft, borderRadius: 0 },
    "&[data-selection-start], &[data-selection-end]": {
      background: vars.color.accent,
      color: vars.color.accentText,
      borderRadius: vars.radius.sm,
    },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" },
    "&[data-disabled], &[data-unavailable]": {
      color: vars.color.textMuted,
      cursor: "not-allowed",
      textDecoration: "line-through",
    },
    "&[data-today]": { fontWeight: vars.fontWeight.bold },
  },
});
