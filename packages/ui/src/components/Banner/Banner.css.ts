import { globalStyle, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.css";
import { softTones } from "../../theme/tones";

export const banner = recipe({
  base: {
    display: "flex",
    alignItems: "flex-start",
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: "1px solid",
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    color: vars.color.text,
  },
  variants: {
    tone: softTones,
  },
  defaultVariants: { tone: "info" },
});

export const content = style({ flex: 1, paddingTop: "6px", minWidth: 0, overflowWrap: "anywhere" });

globalStyle(`${content} p`, { margin: `0 0 ${vars.space.xs}` });
globalStyle(`${content} p:last-child`, { marginBottom: 0 });
globalStyle(`${content} a`, {
  color: "inherit",
  fontWeight: vars.fontWeight.semibold,
  textDecoration: "underline",
});
globalStyle(`${content} ul, ${content} ol`, { margin: 0, paddingLeft: vars.space.lg });
