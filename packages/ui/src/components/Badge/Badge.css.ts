import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.css";
import { solidTones } from "../../theme/tones";

export const badge = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xxs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.normal,
    whiteSpace: "nowrap",
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceSunken, color: vars.color.text },
      accent: { background: vars.color.accent, color: vars.color.accentText },
      ...solidTones,
    },
  },
  defaultVariants: { tone: "neutral" },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
