import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.css";

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
      success: { background: vars.color.success, color: vars.color.successText },
      danger: { background: vars.color.danger, color: vars.color.dangerText },
      warning: { background: vars.color.warning, color: vars.color.warningText },
      info: { background: vars.color.info, color: vars.color.infoText },
    },
  },
  defaultVariants: { tone: "neutral" },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
