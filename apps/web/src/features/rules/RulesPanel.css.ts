import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";
import { dragGrip, editorFrame } from "../../components/editorParts.css";

export const list = style({ display: "flex", flexDirection: "column", outline: "none" });

export const item = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  outline: "none",
  selectors: {
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
    "&[data-dragging]": { opacity: 0.5 },
  },
});

/** The grip a rule is dragged by (pointer), or picked up with Enter (keyboard). */
export const dragHandle = style([
  dragGrip,
  {
    inlineSize: 28,
    blockSize: 28,
    border: "none",
    background: "transparent",
    selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}` } },
  },
]);

/** Where a dragged rule would land. */
export const dropIndicator = style({
  outline: "none",
  selectors: {
    "&[data-drop-target]": { borderTop: `2px solid ${vars.color.accent}` },
  },
});

/** Fields of the rule editor that would otherwise stretch across the page. */
export const wideField = style({ maxInlineSize: "32rem" });

export const editor = style([editorFrame, { outline: "none" }]);
