import { INVOICE_FIELDS, type InvoiceField, type InvoiceMapping } from "@trezo/api";
import { counterpartyKey } from "@trezo/domain";
import { LOCALES, type Locale, type MessageKey, translate } from "@trezo/i18n";
import ExcelJS from "exceljs";
import { neutraliseFormula } from "../../spreadsheet/formulaGuard";
import { detectDelimiter, readCsvRows } from "../imports/csv/readCsvRows";
import { decodeText } from "../imports/decodeText";
import { parseAmountToCents } from "../imports/parseAmount";
import { parseDateAs } from "../imports/parseDate";
import { foldHeader } from "../imports/tabular/suggestMapping";
import { cellText, isBlankRow, type TabularCell, type TabularRow } from "../imports/tabular/tabularRow";
import { plainCell } from "../imports/xlsx/plainCell";

/**
 * The invoice spreadsheet (issue 15): the template (getInvoicesTemplate), reading an uploaded file
 * (CSV or XLSX), suggesting a column mapping from headers in any of the 8 languages (getInvoicesHeaders),
 * and turning lines into invoice drafts with line-level errors (addManualInvoices).
 */

/** Most lines in one import. */
export const MAX_INVOICE_IMPORT_LINES = 20_000;
/** The columns of the template, in order. */
export const TEMPLATE_FIELDS: readonly InvoiceField[] = INVOICE_FIELDS;
/** Fields an import cannot do without. */
export const REQUIRED_FIELDS: readonly InvoiceField[] = [
  "number",
  "counterparty_name",
  "issue_date",
  "due_date",
  "amount_incl_tax",
];

export function templateHeaders(locale: Locale): string[] {
  return TEMPLATE_FIELDS.map((field) => translate(headerKey(field), locale));
}

function headerKey(field: InvoiceField): MessageKey {
  return `invoices.columns.${field}` as MessageKey;
}

/** One example line of the template, in the caller's language. */
function exampleLine(locale: Locale): Array<string | number> {
  return [
    translate("invoices.kinds.customer", locale),
    "FA-2026-001",
    "Dupont SARL",
    "123456789",
    "12345678900012",
    "FR7630006000011234567890189",
    "2026-11-01",
    "2026-12-01",
    1000,
    200,
    1200,
    "EUR",
    "",
    "",
  ];
}

export async function templateWorkbook(locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate("invoices.sheetName", locale));
  sheet.addRow(templateHeaders(locale)).font = { bold: true };
  sheet.addRow(exampleLine(locale));
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function templateCsv(locale: Locale): Buffer {
  const line = exampleLine(locale).map((cell) =>
    typeof cell === "number" ? String(cell) : neutraliseFormula(cell),
  );
  return Buffer.from(`\uFEFF${templateHeaders(locale).join(";")}\r\n${line.join(";")}\r\n`, "utf8");
}

/** The rows of an uploaded CSV or XLSX file (XLSX recognised by its zip signature); null when unreadable. */
export async function readSheetRows(bytes: Buffer): Promise<TabularRow[] | null> {
  if (bytes.length === 0) return [];
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(bytes as never);
    } catch {
      return null;
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) return [];
    const rows: TabularRow[] = [];
    sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      const values = row.values as ExcelJS.CellValue[];
      const cells: TabularCell[] = [];
      for (let column = 1; column < values.length; column++) cells.push(plainCell(values[column] ?? null));
      rows.push({ lineNumber: rowNumber, cells });
    });
    return rows;
  }
  const { text } = decodeText(bytes);
  const read = readCsvRows(text, detectDelimiter(text));
  return read.ok ? read.rows : null;
}

/** Every header each field is known by: its name and its column title in the 8 languages, folded. */
const KNOWN_HEADERS: ReadonlyMap<string, InvoiceField> = new Map(
  INVOICE_FIELDS.flatMap((field) => [
    [foldHeader(field.replaceAll("_", " ")), field] as const,
    ...LOCALES.map((locale) => [foldHeader(translate(headerKey(field), locale)), field] as const),
  ]),
);

/** The header row (the first row naming a required field) and a mapping suggested from it. */
export function suggestInvoiceMapping(rows: readonly TabularRow[]): {
  headerRow: number;
  mapping: InvoiceMapping;
  missing: InvoiceField[];
} {
  let headerRow = 0;
  let columns: Partial<Record<InvoiceField, number>> = {};
  for (const [index, row] of rows.slice(0, 20).entries()) {
    const found: Partial<Record<InvoiceField, number>> = {};
    row.cells.forEach((cell, column) => {
      const field = KNOWN_HEADERS.get(foldHeader(cellText(cell)));
      if (field && found[field] === undefined) found[field] = column;
    });
    if (Object.keys(found).length > Object.keys(columns).length) {
      headerRow = index;
      columns = found;
    }
  }
  const missing = REQUIRED_FIELDS.filter((field) => columns[field] === undefined);
  return { headerRow, mapping: { headerRow, columns, dateOrder: "DMY", decimalSeparator: "," }, missing };
}

/** A line of the file as an invoice draft, or its errors. */
export interface SheetDraft {
  line: number;
  kind: "customer" | "supplier";
  engaged: boolean;
  number: string;
  label: string;
  counterparty_name: string;
  counterparty_siren: string | null;
  counterparty_siret: string | null;
  counterparty_iban: string | null;
  issue_date: string;
  due_date: string;
  amount_excl_tax_cents: number;
  vat_cents: number;
  amount_incl_tax_cents: number;
  currency: string;
  status: "open";
}

export interface SheetLineError {
  line: number;
  field: InvoiceField | null;
  code: string;
}

const CUSTOMER_WORDS = new Set([
  "customer",
  "c",
  "client",
  ...LOCALES.map((l) => foldHeader(translate("invoices.kinds.customer", l))),
]);
const SUPPLIER_WORDS = new Set([
  "supplier",
  "s",
  "f",
  ...LOCALES.map((l) => foldHeader(translate("invoices.kinds.supplier", l))),
]);
const YES_WORDS = new Set([
  "1",
  "true",
  "x",
  ...LOCALES.map((l) => foldHeader(translate("invoices.yes", l))),
]);

/** Reads the lines below the header row with a mapping; every wrong cell is an error of its line. */
export function readInvoiceLines(
  rows: readonly TabularRow[],
  mapping: {
    headerRow: number;
    columns: Partial<Record<InvoiceField, number>>;
    dateOrder: "DMY" | "YMD" | "MDY";
    decimalSeparator: "," | ".";
    defaultKind: "customer" | "supplier";
  },
  currency: string,
): { drafts: SheetDraft[]; errors: SheetLineError[]; lineCount: number } {
  const drafts: SheetDraft[] = [];
  const errors: SheetLineError[] = [];
  const seen = new Set<string>();
  let lineCount = 0;
  for (const row of rows.slice(mapping.headerRow + 1)) {
    if (isBlankRow(row)) continue;
    lineCount += 1;
    const line = row.lineNumber;
    const lineErrors: SheetLineError[] = [];
    const fail = (field: InvoiceField | null, code: string) => lineErrors.push({ line, field, code });
    const raw = (field: InvoiceField): TabularCell => {
      const column = mapping.columns[field];
      return column === undefined ? null : (row.cells[column] ?? null);
    };
    const text = (field: InvoiceField, max = 200): string => {
      const value = cellText(raw(field));
      if (value.length > max) fail(field, "tooLong");
      return value.slice(0, max);
    };
    const date = (field: InvoiceField): string => {
      const cell = raw(field);
      if (cell instanceof Date) return cellText(cell);
      const value = cellText(cell);
      if (value === "") {
        fail(field, "required");
        return "";
      }
      const parsed = parseDateAs(value, mapping.dateOrder);
      if (!parsed) fail(field, "invalidDate");
      return parsed ?? "";
    };
    const amount = (field: InvoiceField): number | null => {
      const cell = raw(field);
      if (typeof cell === "number") return Math.round(cell * 100);
      const value = cellText(cell);
      if (value === "") return null;
      const parsed = parseAmountToCents(value, mapping.decimalSeparator);
      if (parsed === null) fail(field, "invalidAmount");
      return parsed;
    };
    const kindText = foldHeader(text("kind"));
    let kind = mapping.defaultKind;
    if (kindText !== "") {
      if (CUSTOMER_WORDS.has(kindText)) kind = "customer";
      else if (SUPPLIER_WORDS.has(kindText)) kind = "supplier";
      else fail("kind", "invalidKind");
    }
    const number = text("number", 100);
    if (number === "") fail("number", "required");
    const counterparty = text("counterparty_name");
    if (counterparty === "") fail("counterparty_name", "required");
    const siren = text("counterparty_siren").replace(/\s+/g, "");
    if (siren !== "" && !/^\d{9}$/.test(siren)) fail("counterparty_siren", "invalidSiren");
    const siret = text("counterparty_siret").replace(/\s+/g, "");
    if (siret !== "" && !/^\d{14}$/.test(siret)) fail("counterparty_siret", "invalidSiret");
    const iban = text("counterparty_iban").replace(/\s+/g, "").toUpperCase();
    if (iban !== "" && !/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) fail("counterparty_iban", "invalidIban");
    const issueDate = date("issue_date");
    const dueDate = date("due_date");
    const incl = amount("amount_incl_tax");
    const excl = amount("amount_excl_tax");
    const vat = amount("vat");
    const lineCurrency = text("currency").toUpperCase() || currency;
    if (lineCurrency !== currency) fail("currency", "currencyMismatch");
    if (incl === null && !lineErrors.some((error) => error.field === "amount_incl_tax")) {
      fail("amount_incl_tax", "required");
    }
    const total = incl ?? 0;
    const vatCents = vat ?? (excl === null ? 0 : total - excl);
    const exclCents = excl ?? total - vatCents;
    if (incl !== null && exclCents + vatCents !== total) fail("amount_incl_tax", "amountsDontAddUp");
    if (issueDate && dueDate && dueDate < issueDate) fail("due_date", "dueBeforeIssue");
    const key = `${kind}\u0000${counterpartyKey({ name: counterparty, siren })}\u0000${number}`;
    if (number && counterparty && seen.has(key)) fail("number", "duplicateInFile");
    seen.add(key);
    if (lineErrors.length > 0) {
      errors.push(...lineErrors);
      continue;
    }
    drafts.push({
      line,
      kind,
      engaged: YES_WORDS.has(foldHeader(text("engaged"))),
      number,
      label: text("label", 500),
      counterparty_name: counterparty,
      counterparty_siren: siren || null,
      counterparty_siret: siret || null,
      counterparty_iban: iban || null,
      issue_date: issueDate,
      due_date: dueDate,
      amount_excl_tax_cents: exclCents,
      vat_cents: vatCents,
      amount_incl_tax_cents: total,
      currency: lineCurrency,
      status: "open",
    });
  }
  return { drafts, errors, lineCount };
}
