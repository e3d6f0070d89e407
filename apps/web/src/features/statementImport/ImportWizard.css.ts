import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

/** The wizard's panel: a scroll target that leaves room under the sticky app header. */
export const panel = style({ scrollMarginTop: vars.space.xxl, outline: "none" });

/** The preview's lines scroll inside the panel: the import button stays in view below them. */
export const previewLines = style({ maxHeight: "45vh", overflowY: "auto" });

/** The wizard's buttons, kept at the bottom of the viewport while the panel is taller than it. */
export const actions = style({
  position: "sticky",
  bottom: 0,
  zIndex: 1,
  paddingBlock: vars.space.sm,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});
