export { PagedRecords, type PagedRecordsProps } from "./PagedRecords";
export {
  LabelledDate,
  type LabelledDateProps,
  RecordHeader,
  type RecordHeaderProps,
  RowAction,
  type RowActionProps,
} from "./RecordParts";
export { ScreenHeading, type ScreenHeadingProps } from "./ScreenHeading";
export { TotalsList, type TotalsListProps } from "./TotalsList";
export { useSearchParam } from "./useSearchParam";
