import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";
import { panelList, panelListItem } from "../../forecast/SidePanel.css";

export const list = panelList;

export const item = style([
  panelListItem,
  { gridTemplateColumns: "6.5rem 1fr auto", padding: `${vars.space.xxs} 0` },
]);

export const amount = style({ textAlign: "right", whiteSpace: "nowrap" });

/** A form under an item of the list, across its columns. */
export const fullRow = style({ gridColumn: "1 / -1", paddingBlock: vars.space.xs });

/** The comments under an adjustment's label. */
export const comments = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  marginTop: vars.space.xxs,
});

export const commentList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
});

/** The mark of a dashboard cell holding a manual adjustment. */
export const adjustedMark = style({
  display: "inline-block",
  width: "0.45rem",
  height: "0.45rem",
  borderRadius: "50%",
  background: vars.color.warning,
  marginInlineEnd: vars.space.xxs,
  verticalAlign: "middle",
});
