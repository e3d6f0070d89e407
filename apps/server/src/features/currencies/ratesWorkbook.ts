import { type Locale, translate } from "@trezo/i18n";
import ExcelJS from "exceljs";
import type { StoredRate } from "../../forecast/companyRates";
import { neutraliseFormula } from "../../spreadsheet/formulaGuard";

/**
 * The rates history as an XLSX (currenciesHistory): date, currency, rate for one euro (the published
 * decimal text kept exact, so a rate never loses digits to a float), source. Text cells are neutralised
 * against formula injection.
 */
export async function ratesWorkbook(rates: readonly StoredRate[], locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate("currencies.sheet", locale));
  sheet.addRow(
    (["date", "currency", "rate", "source"] as const).map((column) =>
      translate(`currencies.${column}`, locale),
    ),
  ).font = { bold: true };
  const sorted = [...rates].sort((a, b) => b.date.localeCompare(a.date) || a.to.localeCompare(b.to));
  for (const rate of sorted) {
    sheet.addRow([
      rate.date,
      neutraliseFormula(rate.to),
      neutraliseFormula(rate.rate),
      translate(rate.source === "ecb" ? "currencies.sourceEcb" : "currencies.sourceCompany", locale),
    ]);
  }
  sheet.columns.forEach((column, index) => {
    column.width = index === 3 ? 28 : 16;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
