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
