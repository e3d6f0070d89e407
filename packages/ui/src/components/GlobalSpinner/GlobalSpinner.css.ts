import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const backdrop = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.spinner,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  background: "transparent",
  cursor: "progress",
});

export const spinner = style({
  width: "44px",
  height: "44px",
  borderRadius: "50%",
  border: `4px solid ${vars.color.accentSoft}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 0.9s linear infinite`,
});

export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});
