import type { ReactNode } from "react";
import { visuallyHidden } from "./visuallyHidden";

/** One row of a chart's data table: the first cell names the row (a period, a category...). */
export interface DataTableRow {
  key: string;
  header: string;
  cells: ReactNode[];
}

export interface ChartDataTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly DataTableRow[];
}

/**
 * The chart's figures as a table that only screen readers see: the drawing is hidden from them, and
 * this table says everything the drawing says (every period, every series, in full money format).
 */
export function ChartDataTable({ caption, columns, rows }: ChartDataTableProps) {
  return (
    // The hiding box is a div: a table ignores a 1 px width and `overflow` (it is as wide as its figures),
    // and a hidden table as wide as a year of months pushed phone pages sideways.
    <div style={visuallyHidden}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
