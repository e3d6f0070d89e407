import { type UnfingerprintedLine, withFingerprints, withNormalizedTexts } from "../fingerprint";
import { type DecimalSeparator, numberToCents, parseAmountToCents } from "../parseAmount";
import { parseDateAs } from "../parseDate";
import { importError, MAX_STATEMENT_LINES, type StatementParseResult } from "../statementLine";
import { type ColumnMapping, mappedColumnsOf, missingMappedFields, tableWidth } from "./columnMapping";
import { cellText, isBlankRow, type TabularCell, type TabularRow } from "./tabularRow";

/** Options for reading rows. */
export interface ReadTabularOptions {
  /** Currency of the account, used when the file has no currency column. */
  defaultCurrency: string;
  /** Column names for error messages (the header cells). */
  headers?: readonly string[] | undefined;
}

function cellAt(row: TabularRow, column: number | null | undefined): TabularCell {
  return typeof column === "number" ? (row.cells[column] ?? null) : null;
}

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

function dateOf(cell: TabularCell, order: ColumnMapping["dateOrder"]): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  if (typeof cell === "number") {
    // An Excel serial date that no format made a date (1982 to 2119).
    if (!Number.isInteger(cell) || cell < 30_000 || cell > 80_000) return null;
    return new Date(EXCEL_EPOCH_MS + cell * 86_400_000).toISOString().slice(0, 10);
  }
  return parseDateAs(cellText(cell), order);
}

function centsOf(cell: TabularCell, separator: DecimalSeparator): number | null {
  // A number cell: what the user typed (1.005), not its binary float, rounded like every amount.
  if (typeof cell === "number") return numberToCents(cell);
  return parseAmountToCents(cellText(cell), separator);
}

/**
 * Turns the rows of a CSV or XLSX statement into statement lines with a mapping. Blank rows are
 * skipped; any other row without a readable date and amount refuses the whole file with the line and
 * column named (a half-imported statement is worse than none).
 */
export function readTabularLines(
  rows: readonly TabularRow[],
  mapping: ColumnMapping,
  format: "csv" | "xlsx",
  options: ReadTabularOptions,
): StatementParseResult {
  const missing = missingMappedFields(mapping);
  if (missing.length > 0) return importError("mappingIncomplete", { value: missing.join(", ") });
  const width = tableWidth(rows);
  const mappedColumns = mappedColumnsOf(mapping);
  const outside = mappedColumns.find((column) => column < 0 || column >= width);
  if (outside !== undefined) return importError("unknownColumn", { column: String(outside + 1) });

  const columnName = (column: number) => options.headers?.[column] || String(column + 1);
  const locate = (row: TabularRow, column: number, value: TabularCell) => ({
    line: row.lineNumber,
    column: columnName(column),
    value: cellText(value),
  });
  const lines: UnfingerprintedLine[] = [];
  for (const row of rows.slice(mapping.headerRow + 1)) {
    if (isBlankRow(row)) continue;
    if (lines.length >= MAX_STATEMENT_LINES) return importError("tooManyLines", { line: row.lineNumber });
    const cell = (column: number | null | undefined): TabularCell => cellAt(row, column);
    const at = (column: number, value: TabularCell) => locate(row, column, value);

    const dateCell = cell(mapping.date);
    if (cellText(dateCell) === "") return importError("missingDate", at(mapping.date, dateCell));
    const date = dateOf(dateCell, mapping.dateOrder);
    if (!date) return importError("invalidDate", at(mapping.date, dateCell));

    let valueDate: string | null = null;
    if (typeof mapping.valueDate === "number" && cellText(cell(mapping.valueDate)) !== "") {
      valueDate = dateOf(cell(mapping.valueDate), mapping.dateOrder);
      if (!valueDate) return importError("invalidDate", at(mapping.valueDate, cell(mapping.valueDate)));
    }

    let amountCents: number | null = null;
    if (typeof mapping.amount === "number") {
      const amountCell = cell(mapping.amount);
      if (cellText(amountCell) === "") return importError("missingAmount", at(mapping.amount, amountCell));
      amountCents = centsOf(amountCell, mapping.decimalSeparator);
      if (amountCents === null) return importError("invalidAmount", at(mapping.amount, amountCell));
    } else {
      // Debit and credit columns: a debit is money out whatever sign the bank wrote it with.
      let total = 0;
      let found = false;
      for (const [column, sign] of [
        [mapping.debit, -1],
        [mapping.credit, 1],
      ] as const) {
        if (typeof column !== "number" || cellText(cell(column)) === "") continue;
        const cents = centsOf(cell(column), mapping.decimalSeparator);
        if (cents === null) return importError("invalidAmount", at(column, cell(column)));
        total += sign * Math.abs(cents);
        found = true;
      }
      if (!found) {
        const column = (typeof mapping.debit === "number" ? mapping.debit : mapping.credit) as number;
        return importError("missingAmount", at(column, null));
      }
      amountCents = total;
    }

    let currency = options.defaultCurrency;
    if (typeof mapping.currency === "number" && cellText(cell(mapping.currency)) !== "") {
      currency = cellText(cell(mapping.currency)).toUpperCase();
      if (!/^[A-Z]{3}$/.test(currency))
        return importError("invalidCurrency", at(mapping.currency, cell(mapping.currency)));
    }

    const label = mapping.label
      .map((column) => cellText(cell(column)))
      .filter((text) => text !== "")
      .join(" ")
      .replace(/\s+/g, " ");
    const counterparty = cellText(cell(mapping.counterparty)).replace(/\s+/g, " ") || null;
    const reference = cellText(cell(mapping.reference)) || null;
    lines.push(
      withNormalizedTexts({
        lineNumber: row.lineNumber,
        date,
        valueDate,
        label,
        amountCents,
        currency,
        counterparty,
        reference,
      }),
    );
  }
  return { ok: true, format, lines: withFingerprints(lines) };
}
