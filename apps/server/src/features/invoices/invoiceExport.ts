import type { Invoice } from "@trezo/api";
import { type Locale, translate } from "@trezo/i18n";
import ExcelJS from "exceljs";
import { neutraliseFormula } from "../../spreadsheet/formulaGuard";

/** Most lines in one export: beyond it, the user narrows the filters. */
export const MAX_INVOICE_EXPORT_LINES = 200_000;

const COLUMNS = [
  "kind",
  "number",
  "counterparty_name",
  "counterparty_siren",
  "counterparty_siret",
  "counterparty_iban",
  "issue_date",
  "due_date",
  "amount_excl_tax",
  "vat",
  "amount_incl_tax",
  "currency",
  "label",
  "engaged",
  "status",
  "paid",
  "left",
  "days_late",
] as const;
/** 0-based indexes of the money columns (numbers with two decimals). */
const MONEY_COLUMNS = new Set([8, 9, 10, 15, 16]);

function headersOf(locale: Locale): string[] {
  return COLUMNS.map((column) => translate(`invoices.columns.${column}`, locale));
}

/** The cells of one invoice: texts neutralised against formula injection, amounts as numbers. */
function cellsOf(invoice: Invoice, locale: Locale): Array<string | number> {
  const text = (value: string | null) => neutraliseFormula(value ?? "");
  return [
    translate(`invoices.kinds.${invoice.kind}`, locale),
    text(invoice.number),
    text(invoice.counterparty_name),
    text(invoice.counterparty_siren),
    text(invoice.counterparty_siret),
    text(invoice.counterparty_iban),
    invoice.issue_date,
    invoice.due_date,
    invoice.amount_excl_tax_cents / 100,
    invoice.vat_cents / 100,
    invoice.amount_incl_tax_cents / 100,
    invoice.currency,
    text(invoice.label),
    invoice.engaged ? translate("invoices.yes", locale) : "",
    translate(`invoices.status.${invoice.status}`, locale),
    invoice.paid_cents / 100,
    invoice.left_cents / 100,
    invoice.days_late,
  ];
}

export async function invoicesWorkbook(list: readonly Invoice[], locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate("invoices.sheetName", locale));
  sheet.addRow(headersOf(locale)).font = { bold: true };
  for (const invoice of list) sheet.addRow(cellsOf(invoice, locale));
  for (const index of MONEY_COLUMNS) sheet.getColumn(index + 1).numFmt = "#,##0.00";
  sheet.columns.forEach((column) => {
    column.width = 16;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function csvField(value: string): string {
  return /[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** CSV: UTF-8 with a byte-order mark and semicolons, the locale's decimal separator. */
export function invoicesCsv(list: readonly Invoice[], locale: Locale): Buffer {
  const decimal = locale === "en-GB" ? "." : ",";
  const rows = [headersOf(locale).map(csvField).join(";")];
  for (const invoice of list) {
    rows.push(
      cellsOf(invoice, locale)
        .map((cell, index) =>
          typeof cell === "number"
            ? MONEY_COLUMNS.has(index)
              ? cell.toFixed(2).replace(".", decimal)
              : String(cell)
            : csvField(cell),
        )
        .join(";"),
    );
  }
  return Buffer.from(`\uFEFF${rows.join("\r\n")}\r\n`, "utf8");
}
