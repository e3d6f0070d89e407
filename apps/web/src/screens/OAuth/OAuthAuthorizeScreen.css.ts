import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

/** The consent card: one column, readable on a phone (390 px) and centred on a desktop. */
export const card = style({
  maxWidth: "32rem",
  width: "100%",
  marginInline: "auto",
  padding: vars.space.lg,
  boxSizing: "border-box",
});

/** The chosen company's consent_icon (its branding), beside the application's name. */
export const consentIcon = style({
  width: "48px",
  height: "48px",
  objectFit: "contain",
  borderRadius: vars.radius.md,
  flexShrink: 0,
});

export const scopeList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: "grid",
  gap: vars.space.xs,
});
