import { style } from "@vanilla-extract/css";

/** The rules that hide an element from the eye but not from screen readers (also inside a media query). */
export const visuallyHiddenRules = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

/** Read by screen readers, not shown: a switch's name when its row already says it, a live verdict. */
export const visuallyHidden = style(visuallyHiddenRules);
