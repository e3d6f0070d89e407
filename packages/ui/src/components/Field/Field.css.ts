import { globalStyle, style } from "@vanilla-extract/css";
import { bodyColumn, floatingSurface } from "../../theme/surfaces";
import { vars } from "../../theme/theme.css";

/** Shared look of every form field: label, description and error around a control. */
export const fieldRoot = style({
  ...bodyColumn(vars.space.xs),
  color: vars.color.text,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const requiredMark = style({ color: vars.color.danger, marginLeft: vars.space.xxs });

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const errorText = style({ fontSize: vars.fontSize.xs, color: vars.color.danger });

const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: "1px",
} as const;

/** The box that holds an input (and its buttons): states come from react-aria data attributes. */
export const control = style({
  display: "flex",
  alignItems: "center",
  minHeight: "36px",
  width: "100%",
  // A full-width box with padding and border: it must not rely on the page's reset to stay inside
  // its card (an app that forgot `@trezo/ui/global` had every input overflow by padding + border).
  boxSizing: "border-box",
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    "&[data-focus-within], &[data-focused], &:focus-within": { borderColor: vars.color.focusRing },
    "&[data-focus-visible]": focusRing,
    "&[data-invalid], [data-invalid] > &": { borderColor: vars.color.danger },
    "&[data-disabled], [data-disabled] > &": { opacity: 0.6, cursor: "not-allowed" },
  },
});

/** A bare input inside `control`. */
export const input = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  outline: 0,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  padding: `${vars.space.sm} ${vars.space.sm}`,
  selectors: {
    "&::placeholder": { color: vars.color.textMuted, opacity: 1 },
    "&[data-disabled]": { cursor: "not-allowed" },
  },
});

/** An input that is itself the bordered control (TextField, ComboBox input...). */
export const standaloneInput = style([
  control,
  input,
  {
    // `input` removes the border for inputs nested in a control; this one is the control.
    border: `1px solid ${vars.color.borderStrong}`,
    selectors: {
      "&[data-focused]": { borderColor: vars.color.focusRing },
      "&[data-focus-visible]": focusRing,
      "&[data-invalid]": { borderColor: vars.color.danger },
    },
  },
]);

/** Small square button inside a control (open a list, a calendar, step a number). */
export const controlButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  alignSelf: "stretch",
  minWidth: "32px",
  border: 0,
  background: "transparent",
  color: vars.color.textMuted,
  cursor: "pointer",
  borderRadius: vars.radius.sm,
  selectors: {
    "&[data-hovered]": { color: vars.color.text, background: vars.color.surfaceSunken },
    "&[data-focus-visible]": focusRing,
    "&[data-disabled]": { cursor: "not-allowed" },
  },
});

/** The trigger of a Select: a full-width button that looks like a control. */
export const selectTrigger = style([
  control,
  {
    justifyContent: "space-between",
    gap: vars.space.sm,
    padding: `0 ${vars.space.xs} 0 ${vars.space.sm}`,
    cursor: "pointer",
    textAlign: "left",
    font: "inherit",
    selectors: {
      "&[data-pressed]": { background: vars.color.surfaceSunken },
      "&[data-focus-visible]": focusRing,
    },
  },
]);

export const selectValue = style({
  flex: 1,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  selectors: { "&[data-placeholder]": { color: vars.color.textMuted } },
});

/** Floating panel of a Select, ComboBox or DatePicker. */
export const popover = style({
  ...floatingSurface,
  minWidth: "var(--trigger-width)",
  maxHeight: "320px",
  overflow: "auto",
});

export const listBox = style({
  outline: "none",
  padding: vars.space.xs,
  display: "flex",
  flexDirection: "column",
});

export const listBoxItem = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  outline: "none",
  fontSize: vars.fontSize.md,
  selectors: {
    "&[data-focused], &[data-hovered]": { background: vars.color.accentSoft },
    "&[data-selected]": { fontWeight: vars.fontWeight.semibold },
    "&[data-disabled]": { opacity: 0.5, cursor: "not-allowed" },
  },
});

globalStyle(`${listBoxItem}[data-selected]::after`, {
  content: '"✓"',
  float: "right",
  color: vars.color.accent,
});
