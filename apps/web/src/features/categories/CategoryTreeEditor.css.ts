import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";
import { dragGrip, editorFrame } from "../../components/editorParts.css";

export const tree = style({ listStyle: "none", margin: 0, padding: 0 });

export const children = style({
  listStyle: "none",
  margin: 0,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `1px solid ${vars.color.border}`,
});

/** A row's action controls: beside the name on a wide screen, on their own full line on a phone. */
export const rowActions = style({
  "@media": { "screen and (max-width: 599px)": { flexBasis: "100%" } },
});

export const row = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** Names a switch for screen readers only: the row already shows the category. */
export { visuallyHidden } from "../../components/visuallyHidden.css";

/** Where a dragged category would land: a line above or below the row, or the row itself (inside). */
export const dropTarget = style({
  outline: "none",
  selectors: {
    '&[data-drop="before"]': { boxShadow: `inset 0 2px 0 ${vars.color.accent}` },
    '&[data-drop="after"]': { boxShadow: `inset 0 -2px 0 ${vars.color.accent}` },
    '&[data-drop="inside"]': { background: vars.color.accentSoft, outline: `2px solid ${vars.color.accent}` },
    "&[data-dragging]": { opacity: 0.5 },
  },
});

/** The grip a category is dragged by (pointer), or picked up with Enter (keyboard). */
export const dragHandle = style([
  dragGrip,
  {
    inlineSize: 24,
    blockSize: 24,
    selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}` } },
  },
]);

export const dragPreview = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
});

export const detailsPanel = style([editorFrame, { maxInlineSize: "48rem" }]);
