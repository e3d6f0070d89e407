import { style } from "@vanilla-extract/css";

/** Room for the progress bar's label and value beside the buttons. */
export const progress = style({ minInlineSize: 200 });
