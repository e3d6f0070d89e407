import { style } from "@vanilla-extract/css";
import { bodyColumn } from "../../theme/surfaces";
import { vars } from "../../theme/theme.css";

export const tabs = style(bodyColumn(vars.space.md));

export const tabList = style({
  display: "flex",
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: "auto",
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  cursor: "pointer",
  outline: "none",
  borderBottom: "2px solid transparent",
  marginBottom: "-1px",
  whiteSpace: "nowrap",
  selectors: {
    "&[data-hovered]": { color: vars.color.text },
    "&[data-selected]": { color: vars.color.accent, borderBottomColor: vars.color.accent },
    "&[data-focus-visible]": {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: "-2px",
      borderRadius: vars.radius.sm,
    },
    "&[data-disabled]": { opacity: 0.5, cursor: "not-allowed" },
  },
});

export const tabPanel = style({
  outline: "none",
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}` } },
});
