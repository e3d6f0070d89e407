import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.css";

export const divider = recipe({
  base: { border: 0, margin: 0, flexShrink: 0, background: vars.color.border },
  variants: {
    orientation: {
      horizontal: { height: "1px", width: "100%" },
      vertical: { width: "1px", alignSelf: "stretch" },
    },
  },
  defaultVariants: { orientation: "horizontal" },
});
