import { globalStyle, style } from "@vanilla-extract/css";

export const iconButton = style({ flexShrink: 0 });

globalStyle(`${iconButton} svg`, { width: "18px", height: "18px" });
