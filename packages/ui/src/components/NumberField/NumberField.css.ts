import { style } from "@vanilla-extract/css";

/** Numbers line up on their right edge, with figures of equal width. */
export const numberInput = style({ textAlign: "right", fontVariantNumeric: "tabular-nums" });
