import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.css";

export const heading = recipe({
  base: {
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
    margin: 0,
  },
  variants: {
    level: {
      1: { fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold },
      2: { fontSize: vars.fontSize.xl },
      3: { fontSize: vars.fontSize.lg },
      4: { fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { level: 2 },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
