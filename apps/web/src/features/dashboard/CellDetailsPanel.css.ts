import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";
import { panelList, panelListItem } from "../../forecast/SidePanel.css";

export const list = panelList;

export const item = style([
  panelListItem,
  { gridTemplateColumns: "6.5rem 1fr auto", padding: `${vars.space.xxs} 0` },
]);

export const amount = style({ textAlign: "right", whiteSpace: "nowrap" });
