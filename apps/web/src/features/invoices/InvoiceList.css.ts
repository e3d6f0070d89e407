import { vars } from "@trezo/ui";
import { globalStyle, style } from "@vanilla-extract/css";
import { recordRows } from "../../components/RecordList/recordRows.css";

export { actions, amount, list } from "../../components/RecordList/RecordList.css";

/** One invoice per row on a desktop, one card per invoice on a phone (390 px). */
export const { row, header } = recordRows(
  "1.5rem 8rem minmax(0, 2fr) 6rem 6rem 8rem 8rem 8rem minmax(13rem, auto)",
);

/** The ageing table scrolls sideways on a phone. */
export const ageingScroll = style({ overflowX: "auto" });

export const ageingTable = style({
  width: "100%",
  minWidth: "48rem",
  borderCollapse: "collapse",
  fontVariantNumeric: "tabular-nums",
});

globalStyle(`${ageingTable} th, ${ageingTable} td`, {
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "end",
});
globalStyle(`${ageingTable} th:first-child, ${ageingTable} td:first-child`, { textAlign: "start" });
globalStyle(`${ageingTable} tfoot td, ${ageingTable} tfoot th`, { fontWeight: 700 });
