import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

/** Where a file can be dropped (or chosen with the file field inside): statements, e-invoices, sheets. */
export const dropZone = style({
  display: "grid",
  gap: vars.space.sm,
  justifyItems: "start",
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  selectors: {
    "&[data-drop-target]": { borderColor: vars.color.accent, background: vars.color.accentSoft },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
