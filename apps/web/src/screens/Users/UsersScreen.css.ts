import { style } from "@vanilla-extract/css";

/** The screen's column: tables read best at a bounded width, on a phone they take the whole width. */
export const column = style({ maxWidth: "64rem", width: "100%", minWidth: 0 });
