import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.css";

export const card = recipe({
  base: {
    display: "flex",
    flexDirection: "column",
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    fontFamily: vars.font.body,
    minWidth: 0,
  },
  variants: {
    elevation: {
      flat: { border: `1px solid ${vars.color.border}` },
      raised: { boxShadow: vars.shadow.md },
    },
    padding: { none: {}, medium: { padding: vars.space.md }, large: { padding: vars.space.lg } },
  },
  defaultVariants: { elevation: "flat", padding: "medium" },
});

export const cardHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});
