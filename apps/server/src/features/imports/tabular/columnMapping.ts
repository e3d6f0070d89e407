import type { MappedField } from "@trezo/api";
import type { DecimalSeparator } from "../parseAmount";
import type { DateOrder } from "../parseDate";

/** The fields a column can be mapped to, as the contract names them (each named in imports.fields.*). */
export { MAPPED_FIELDS, type MappedField } from "@trezo/api";

/**
 * How to read a spreadsheet-like statement (CSV, XLSX): which column (0-based) holds what, and how
 * dates and amounts are written. Either `amount` or `debit` and/or `credit` must be set. Remembered per
 * bank by the import handler, so a second import from the same bank needs no mapping.
 */
export interface ColumnMapping {
  /** 0-based index of the header row; -1 when the file has none (LCL exports). */
  headerRow: number;
  date: number;
  valueDate?: number | null | undefined;
  /** One or more columns, joined with a space (BNP's short and long labels...). */
  label: number[];
  amount?: number | null | undefined;
  debit?: number | null | undefined;
  credit?: number | null | undefined;
  counterparty?: number | null | undefined;
  reference?: number | null | undefined;
  currency?: number | null | undefined;
  dateOrder: DateOrder;
  decimalSeparator: DecimalSeparator;
}

/** What is missing for a mapping to be usable (empty when it is). */
export function missingMappedFields(mapping: Partial<ColumnMapping>): MappedField[] {
  const missing: MappedField[] = [];
  if (mapping.date === undefined || mapping.date < 0) missing.push("date");
  if (!mapping.label || mapping.label.length === 0) missing.push("label");
  const hasAmount = typeof mapping.amount === "number";
  const hasSplit = typeof mapping.debit === "number" || typeof mapping.credit === "number";
  if (!hasAmount && !hasSplit) missing.push("amount");
  return missing;
}

/** The columns a mapping reads (date, value date, labels, amount or debit/credit, and the optional ones). */
export function mappedColumnsOf(mapping: ColumnMapping): number[] {
  return [
    mapping.date,
    mapping.valueDate,
    ...mapping.label,
    mapping.amount,
    mapping.debit,
    mapping.credit,
    mapping.counterparty,
    mapping.reference,
    mapping.currency,
  ].filter((column): column is number => typeof column === "number");
}

/** How many columns a file has: the widest of its first 50 rows (at least 1). */
export function tableWidth(rows: readonly { cells: readonly unknown[] }[]): number {
  return Math.max(1, ...rows.slice(0, 50).map((row) => row.cells.length));
}
