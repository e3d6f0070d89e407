import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.md,
});

export const search = style({ flex: "1 1 260px", minWidth: 0 });

export const summary = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "center",
});

export const total = style({
  display: "flex",
  flexDirection: "column",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  flex: "1 1 140px",
  maxWidth: 260,
});

export const totalValue = style({
  fontSize: vars.fontSize.lg,
  fontVariantNumeric: "tabular-nums",
  fontWeight: 600,
});

export const ellipsis = style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });

export const amount = style({
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
  selectors: { "&[data-negative='true']": { color: vars.color.danger } },
});

export const badges = style({
  display: "inline-flex",
  gap: 4,
  alignItems: "center",
  minWidth: 0,
  overflow: "hidden",
});

export const stale = style({ color: vars.color.danger });

export const nameCell = style({ display: "flex", alignItems: "center", gap: 4, minWidth: 0 });

export const cards = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const cardFacts = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `2px ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, minWidth: 0, overflowWrap: "anywhere" });

export const columnsList = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.sm,
});

/** The firm's staff to assign to a client, one per line. */
export const staffList = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
});
