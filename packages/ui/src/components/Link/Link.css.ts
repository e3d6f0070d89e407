import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css";

/** Link look; exported so router links (react-router's Link) can wear it too. */
export const link = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "underline",
  textUnderlineOffset: "2px",
  cursor: "pointer",
  borderRadius: vars.radius.sm,
  selectors: {
    "&:hover": { color: vars.color.accentHover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});
