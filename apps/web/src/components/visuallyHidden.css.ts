import { style } from "@vanilla-extract/css";

/** Read by screen readers, not shown: a switch's name when its row already says it, a live verdict. */
export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
