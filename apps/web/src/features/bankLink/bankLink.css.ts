import { vars } from "@trezo/ui";
import { globalStyle, style } from "@vanilla-extract/css";

/** The add-bank popup's two ways: big buttons, side by side when there is room, stacked on a phone. */
export const choices = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
});

/** One way to add a bank: a button whose text is a title and a sentence. */
export const choice = style({
  display: "grid",
  gap: vars.space.xxs,
  textAlign: "start",
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  cursor: "pointer",
  selectors: {
    "&:hover": { borderColor: vars.color.accent, background: vars.color.accentSoft },
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const choiceTitle = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });
export const choiceBody = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The banks found: a scrolling list of buttons, never wider than the popup. */
export const bankList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xxs,
  maxHeight: "18rem",
  overflowY: "auto",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const bankOption = style({
  display: "flex",
  width: "100%",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: "none",
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  textAlign: "start",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.accentSoft },
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
    '&[aria-pressed="true"]': { background: vars.color.accentSoft, fontWeight: vars.fontWeight.semibold },
  },
});

export const bankLogo = style({ width: 24, height: 24, objectFit: "contain", flexShrink: 0 });
export const bankOptionName = style({ flex: 1, minWidth: 0, overflowWrap: "anywhere" });
export const bankOptionVia = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

/** A connection's state explained, with its repair action. */
export const attention = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
});

export const attentionText = style({ flex: "1 1 16rem", minWidth: 0, margin: 0 });

/** /callback: one column of the app's width, centred. */
export const callback = style({ maxWidth: "40rem", width: "100%", marginInline: "auto" });

globalStyle(`${bankList} > li`, { margin: 0 });
