import type ExcelJS from "exceljs";
import type { TabularCell } from "../tabular/tabularRow";

/**
 * A cell of exceljs as a plain value: rich text, formulas (their cached result) and links unwrapped, an
 * error cell as empty. Read by the statement import and the invoice sheet import.
 */
export function plainCell(value: ExcelJS.CellValue): TabularCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === "number" || typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("result" in value) return plainCell((value.result ?? null) as ExcelJS.CellValue);
    if ("text" in value) return String(value.text);
  }
  return null;
}
