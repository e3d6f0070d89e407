import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.css";

export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.xs,
    fontFamily: vars.font.body,
    fontWeight: 600,
    borderRadius: vars.radius.md,
    border: "1px solid transparent",
    cursor: "pointer",
    transition: "background-color 120ms ease",
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
        selectors: { "&:hover:not([disabled])": { background: vars.color.accentHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
    },
    size: {
      small: { fontSize: "13px", padding: `${vars.space.xs} ${vars.space.sm}` },
      medium: { fontSize: "15px", padding: `${vars.space.sm} ${vars.space.md}` },
    },
  },
  defaultVariants: { variant: "primary", size: "medium" },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
