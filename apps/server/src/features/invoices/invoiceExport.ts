import { INVOICE_FIELDS, type Invoice } from "@trezo/api";
import { type Locale, translate } from "@trezo/i18n";
import ExcelJS from "exceljs";
import { neutraliseFormula } from "../../spreadsheet/formulaGuard";

/** Most lines in one export: beyond it, the user narrows the filters. */
export const MAX_INVOICE_EXPORT_LINES = 200_000;

/**
 * The export's columns: the template's (what an import reads back, INVOICE_FIELDS of the contract), then
 * what only the server knows of an invoice.
 */
const COLUMNS = [...INVOICE_FIELDS, "status", "paid", "left", "days_late"] as const;
type Column = (typeof COLUMNS)[number];

/** Each column's cell of an invoice: texts neutralised against formula injection, amounts as numbers. */
const CELLS: Record<Column, (invoice: Invoice, locale: Locale) => string | number> = {
  kind: (invoice, locale) => translate(`invoices.kinds.${invoice.kind}`, locale),
  number: (invoice) => text(invoice.number),
  counterparty_name: (invoice) => text(invoice.counterparty_name),
  counterparty_siren: (invoice) => text(invoice.counterparty_siren),
  counterparty_siret: (invoice) => text(invoice.counterparty_siret),
  counterparty_iban: (invoice) => text(invoice.counterparty_iban),
  issue_date: (invoice) => invoice.issue_date,
  due_date: (invoice) => invoice.due_date,
  amount_excl_tax: (invoice) => money(invoice.amount_excl_tax_cents),
  vat: (invoice) => money(invoice.vat_cents),
  amount_incl_tax: (invoice) => money(invoice.amount_incl_tax_cents),
  currency: (invoice) => invoice.currency,
  label: (invoice) => text(invoice.label),
  engaged: (invoice, locale) => (invoice.engaged ? translate("invoices.yes", locale) : ""),
  status: (invoice, locale) => translate(`invoices.status.${invoice.status}`, locale),
  paid: (invoice) => money(invoice.paid_cents),
  left: (invoice) => money(invoice.left_cents),
  days_late: (invoice) => invoice.days_late,
};

/** An amount in euros: the money columns show two decimals in both formats. */
const money = (cents: number) => cents / 100;
const text = (value: string | null) => neutraliseFormula(value ?? "");

/** 0-based indexes of the money columns (numbers with two decimals). */
const MONEY: ReadonlySet<Column> = new Set(["amount_excl_tax", "vat", "amount_incl_tax", "paid", "left"]);
const MONEY_COLUMNS = new Set(COLUMNS.flatMap((column, index) => (MONEY.has(column) ? [index] : [])));

function headersOf(locale: Locale): string[] {
  return COLUMNS.map((column) => translate(`invoices.columns.${column}`, locale));
}

/** The cells of one invoice, in the columns' order. */
function cellsOf(invoice: Invoice, locale: Locale): Array<string | number> {
  return COLUMNS.map((column) => CELLS[column](invoice, locale));
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
