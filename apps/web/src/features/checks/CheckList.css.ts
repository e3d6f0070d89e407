import { recordRows } from "../../components/RecordList/recordRows.css";

export { actions, amount, list } from "../../components/RecordList/RecordList.css";

/** One check per row on a desktop, one card per check on a phone (390 px). */
export const { row, header } = recordRows("7rem minmax(0, 2fr) 6rem 7rem 8rem 8rem 7rem minmax(12rem, auto)");
