import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.css";
import { textTones } from "../../theme/tones";

export const text = recipe({
  base: { fontFamily: vars.font.body, margin: 0 },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal },
      sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
      md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal },
      lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal },
    },
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      ...textTones,
      inherit: { color: "inherit" },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    truncate: {
      true: { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
      false: {},
    },
    numeric: { true: { fontVariantNumeric: "tabular-nums" }, false: {} },
  },
  defaultVariants: { size: "md", tone: "default", weight: "regular", truncate: false, numeric: false },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
