import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.css";
import { solidTones } from "../../theme/tones";

const slideIn = keyframes({
  from: { opacity: 0, transform: "translateY(8px)" },
  to: { opacity: 1, transform: "none" },
});

export const stack = style({
  position: "fixed",
  right: vars.space.md,
  bottom: vars.space.md,
  left: vars.space.md,
  zIndex: vars.zIndex.notification,
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-end",
  gap: vars.space.sm,
  pointerEvents: "none",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const notification = recipe({
  base: {
    pointerEvents: "auto",
    display: "flex",
    alignItems: "flex-start",
    gap: vars.space.sm,
    width: "min(420px, 100%)",
    padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
  },
  variants: {
    tone: {
      success: solidTones.success,
      error: solidTones.danger,
      warning: solidTones.warning,
      info: solidTones.info,
    },
  },
});

export const message = style({ flex: 1, paddingTop: "6px", lineHeight: vars.lineHeight.normal });
