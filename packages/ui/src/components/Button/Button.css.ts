import { keyframes, style } from "@vanilla-extract/css";
import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.css";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.xs,
    fontFamily: vars.font.body,
    fontWeight: 600,
    lineHeight: vars.lineHeight.tight,
    borderRadius: vars.radius.md,
    border: "1px solid transparent",
    cursor: "pointer",
    whiteSpace: "nowrap",
    textDecoration: "none",
    transition: `background-color ${vars.motion.fast} ease`,
    selectors: {
      "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
      "&[disabled]": { cursor: "not-allowed", opacity: 0.6 },
      // A busy button keeps its colours (and its contrast): only the cursor says it is working.
      "&[data-loading]": { cursor: "progress" },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.accentText,
        selectors: {
          "&:hover:not([disabled])": { background: vars.color.accentHover },
          "&:active:not([disabled])": { background: vars.color.accentActive },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { "&:hover:not([disabled])": { background: vars.color.surfaceSunken } },
      },
      ghost: {
        background: "transparent",
        color: "inherit",
        selectors: {
          "&:hover:not([disabled])": { background: vars.color.surfaceSunken, color: vars.color.text },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.dangerText,
        selectors: { "&:hover:not([disabled])": { background: vars.color.dangerHover } },
      },
    },
    size: {
      small: { fontSize: vars.fontSize.sm, padding: `${vars.space.xs} ${vars.space.sm}`, minHeight: "28px" },
      medium: { fontSize: vars.fontSize.md, padding: `${vars.space.sm} ${vars.space.md}`, minHeight: "36px" },
      large: { fontSize: vars.fontSize.lg, padding: `${vars.space.sm} ${vars.space.lg}`, minHeight: "44px" },
    },
    /** Square button holding only an icon. */
    iconOnly: { true: { padding: 0, aspectRatio: "1 / 1" }, false: {} },
    fullWidth: { true: { width: "100%" }, false: {} },
  },
  compoundVariants: [
    { variants: { iconOnly: true, size: "small" }, style: { width: "28px", padding: 0 } },
    { variants: { iconOnly: true, size: "medium" }, style: { width: "36px", padding: 0 } },
    { variants: { iconOnly: true, size: "large" }, style: { width: "44px", padding: 0 } },
  ],
  defaultVariants: { variant: "primary", size: "medium", iconOnly: false, fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const spinner = style({
  width: "1em",
  height: "1em",
  borderRadius: "50%",
  border: "2px solid currentColor",
  borderRightColor: "transparent",
  animation: `${spin} 0.8s linear infinite`,
  flexShrink: 0,
});

export const icon = style({ display: "inline-flex", width: "1.1em", height: "1.1em", flexShrink: 0 });
