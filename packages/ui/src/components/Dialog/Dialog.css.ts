import { keyframes, style } from "@vanilla-extract/css";
import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { breakpoints } from "../../layout/sprinkles.css";
import { vars } from "../../theme/theme.css";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: "translate(-50%, -48%)" },
  to: { opacity: 1, transform: "translate(-50%, -50%)" },
});

export const overlay = style({
  position: "fixed",
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
});

const fullScreen = {
  top: 0,
  left: 0,
  transform: "none",
  width: "100vw",
  maxWidth: "100vw",
  height: "100dvh",
  maxHeight: "100dvh",
  borderRadius: 0,
  animation: "none",
} as const;

export const content = recipe({
  base: {
    position: "fixed",
    top: "50%",
    left: "50%",
    transform: "translate(-50%, -50%)",
    zIndex: vars.zIndex.modal,
    display: "flex",
    flexDirection: "column",
    maxHeight: "calc(100dvh - 32px)",
    width: "calc(100vw - 32px)",
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    outline: "none",
    animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}`,
  },
  variants: {
    size: {
      small: { maxWidth: "400px" },
      medium: { maxWidth: "560px" },
      large: { maxWidth: "880px" },
    },
    /** `always`: full screen everywhere; `mobile`: full screen on phones only; `never`: a centred box. */
    fullScreen: {
      never: {},
      mobile: { "@media": { [`screen and (max-width: ${breakpoints.tablet - 1}px)`]: fullScreen } },
      always: fullScreen,
    },
  },
  defaultVariants: { size: "medium", fullScreen: "never" },
});

export type DialogVariants = NonNullable<RecipeVariants<typeof content>>;

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const descriptionText = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const body = style({ padding: `${vars.space.sm} ${vars.space.lg}`, overflow: "auto", flex: 1 });

export const footer = style({
  display: "flex",
  justifyContent: "flex-end",
  flexWrap: "wrap",
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
});
