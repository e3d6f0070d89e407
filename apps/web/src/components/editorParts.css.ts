import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

/** The grip a list entry (a category, a rule) is dragged by, or picked up with Enter; each list sizes it. */
export const dragGrip = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  cursor: "grab",
});

/** The framed panel an entry's editor or details open in, below the list. */
export const editorFrame = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
