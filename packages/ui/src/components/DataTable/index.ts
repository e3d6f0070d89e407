export type { SortingState } from "@tanstack/react-table";
export { DataTable, type DataTableColumn, type DataTableProps } from "./DataTable";
