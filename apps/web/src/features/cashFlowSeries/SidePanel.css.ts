import { vars } from "@trezo/ui";
import { globalStyle, style } from "@vanilla-extract/css";
import { panelList, panelListItem } from "../../forecast/SidePanel.css";

export const list = panelList;

export const item = style([
  panelListItem,
  { gridTemplateColumns: "minmax(0, 1fr)", padding: `${vars.space.xs} 0` },
]);

export const itemActions = style({
  display: "flex",
  gap: vars.space.xxs,
  alignItems: "center",
  flexWrap: "wrap",
});

export const previewTable = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: "tabular-nums",
});

globalStyle(`${previewTable} td, ${previewTable} th`, {
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  textAlign: "right",
});

export const previewLabel = style({ textAlign: "left" });
