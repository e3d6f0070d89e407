import { style } from "@vanilla-extract/css";

export const textArea = style({ minHeight: "88px", resize: "vertical" });
