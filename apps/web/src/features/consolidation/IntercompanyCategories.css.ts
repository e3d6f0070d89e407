import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

export const section = style({ minWidth: 0 });

export const heading = style({ fontSize: vars.fontSize.md, fontWeight: 600, margin: 0 });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });
