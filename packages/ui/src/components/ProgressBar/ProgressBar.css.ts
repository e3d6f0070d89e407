import { keyframes, style } from "@vanilla-extract/css";
import { bodyColumn } from "../../theme/surfaces";
import { vars } from "../../theme/theme.css";

const slide = keyframes({ from: { transform: "translateX(-100%)" }, to: { transform: "translateX(250%)" } });

export const root = style({ ...bodyColumn(vars.space.xs), width: "100%" });

export const labels = style({
  display: "flex",
  justifyContent: "space-between",
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const track = style({
  position: "relative",
  height: "8px",
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  overflow: "hidden",
});

export const fill = style({
  height: "100%",
  borderRadius: vars.radius.full,
  background: vars.color.indicator,
  transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    [`${root}[data-indeterminate] &`]: { width: "40%", animation: `${slide} 1.2s ease-in-out infinite` },
  },
});
