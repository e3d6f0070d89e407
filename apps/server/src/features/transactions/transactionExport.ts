import { formatDate, type Locale, type MessageKey, translate } from "@trezo/i18n";
import ExcelJS from "exceljs";
import { neutraliseFormula } from "../../spreadsheet/formulaGuard";
import type { TransactionRow } from "./transactionQuery";

/** Most lines in one export: beyond it, the user narrows the filters. */
export const MAX_EXPORT_LINES = 200_000;

/** A line of the export: the transaction with its account's and category's names. */
export interface ExportLine {
  row: TransactionRow;
  accountName: string;
  categoryName: string | null;
}

const COLUMNS = [
  "date",
  "valueDate",
  "account",
  "label",
  "counterparty",
  "reference",
  "amount",
  "currency",
  "category",
  "status",
  "comment",
  "validated",
] as const;

function headersOf(locale: Locale): string[] {
  return COLUMNS.map((column) => translate(`banking.export.${column}`, locale));
}

/** A transaction's status in the user's words ("À vérifier"), empty without one. */
function statusText(status: string | null, locale: Locale): string {
  return status ? translate(`transactionsScreen.status.${status}` as MessageKey, locale) : "";
}

/**
 * The text cells of a line, neutralised against formula injection; the amount stays a number. Dates are
 * written by `date` (ISO in the workbook, whose readers sort them; the user's own order in the CSV).
 */
function cellsOf(
  line: ExportLine,
  locale: Locale,
  date: (iso: string) => string = (iso) => iso,
): Array<string | number> {
  const { row } = line;
  const text = (value: string | null) => neutraliseFormula(value ?? "");
  return [
    date(row.bookedOn),
    row.valueOn ? date(row.valueOn) : "",
    text(line.accountName),
    text(row.label),
    text(row.counterparty),
    text(row.reference),
    Number(row.amountCents) / 100,
    row.currency,
    text(line.categoryName),
    text(statusText(row.status, locale)),
    text(row.comment),
    translate(row.validated ? "banking.export.yes" : "banking.export.no", locale),
  ];
}

/** The export as an XLSX workbook (amounts as numbers with two decimals). */
export async function transactionsWorkbook(lines: readonly ExportLine[], locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate("banking.export.sheetTransactions", locale));
  sheet.addRow(headersOf(locale)).font = { bold: true };
  for (const line of lines) sheet.addRow(cellsOf(line, locale));
  sheet.getColumn(7).numFmt = "#,##0.00";
  sheet.columns.forEach((column, index) => {
    column.width = index === 3 ? 48 : 16;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function csvField(value: string): string {
  return /[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The export as CSV: UTF-8 with a byte-order mark and semicolons (what French spreadsheets open
 * directly), the locale's decimal separator, dates and statuses in the user's language like the headers.
 */
export function transactionsCsv(lines: readonly ExportLine[], locale: Locale): Buffer {
  const decimal = locale === "en-GB" ? "." : ",";
  const rows = [headersOf(locale).map(csvField).join(";")];
  for (const line of lines) {
    rows.push(
      cellsOf(line, locale, (iso) => formatDate(iso, locale))
        .map((cell) => (typeof cell === "number" ? cell.toFixed(2).replace(".", decimal) : csvField(cell)))
        .join(";"),
    );
  }
  return Buffer.from(`\uFEFF${rows.join("\r\n")}\r\n`, "utf8");
}
