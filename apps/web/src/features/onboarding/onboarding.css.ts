import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

/** The onboarding and meeting pages: one readable column, centred on desktop, full width on a phone. */
export const page = style({
  maxWidth: 760,
  width: "100%",
  marginInline: "auto",
});

/** The step indicator: the four steps in a row, wrapping on a phone. */
export const progress = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const progressItem = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: "0.875rem",
  selectors: {
    '&[aria-current="step"]': {
      borderColor: vars.color.accent,
      color: vars.color.text,
      fontWeight: 600,
    },
  },
});

/** The lists of reasons (why connecting is safe, what it gives) and of chapters. */
export const plainList = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.sm,
});

export const listItem = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
});

export const icon = style({ flexShrink: 0, marginTop: 2, color: vars.color.accent });

/** Two columns of reasons on desktop, one on a phone. */
export const columns = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(260px, 1fr))",
});
