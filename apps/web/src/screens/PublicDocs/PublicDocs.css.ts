import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

/** A documentation page: one readable column on a phone (390 px), at most 56rem on a desktop. */
export const page = style({
  maxWidth: "56rem",
  width: "100%",
  marginInline: "auto",
  padding: vars.space.lg,
  boxSizing: "border-box",
});

/** An address or a header, kept on its own lines when it is longer than the phone's width. */
export const code = style({
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace",
  fontSize: "0.875em",
  overflowWrap: "anywhere",
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.xs,
});

/** The facts of one endpoint: label and value side by side on a desktop, stacked on a phone. */
export const facts = style({
  display: "grid",
  gridTemplateColumns: "minmax(8rem, 14rem) 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  "@media": { "screen and (max-width: 600px)": { gridTemplateColumns: "1fr" } },
});

export const term = style({ fontWeight: 600, margin: 0 });
export const definition = style({ margin: 0 });

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: "grid",
  gap: vars.space.xs,
});
