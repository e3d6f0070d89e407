import { style } from "@vanilla-extract/css";

/** Below this width the lists are cards and the filters fold away behind their button. */
const PHONE = "screen and (max-width: 899px)";

/** The button that opens the filters: phones only. */
export const toggle = style({
  display: "none",
  "@media": { [PHONE]: { display: "block" } },
});

/** The filters: always shown on a desktop, shown on a phone once opened. */
export const body = style({
  "@media": {
    [PHONE]: {
      selectors: { "&:not([data-open])": { display: "none" } },
    },
  },
});
