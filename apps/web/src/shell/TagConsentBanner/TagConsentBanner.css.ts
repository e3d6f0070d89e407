import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

/** The consent bar: the brand's consent icon, the question and the two answers, wrapping on a phone. */
export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const icon = style({ width: "32px", height: "32px", objectFit: "contain", flexShrink: 0 });

export const question = style({ flex: "1 1 16rem", margin: 0 });
