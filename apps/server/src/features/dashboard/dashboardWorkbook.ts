import type { Dashboard } from "@trezo/domain";
import { type Locale, translate } from "@trezo/i18n";
import ExcelJS from "exceljs";
import type { ForecastModel } from "../../forecast/forecastModel";
import { neutraliseFormula } from "../../spreadsheet/formulaGuard";
import { rowNameOf } from "./chartData";

/** Euros with two decimals and thousands separators; negative in red. */
const MONEY_FORMAT = '#,##0.00 "€";[Red]-#,##0.00 "€"';
/** Header rows above the table: title, period keys, actual/forecast. */
export const WORKBOOK_HEADER_ROWS = 3;

/** Cents as the number of euros a cell holds (exact to the cent when read back and multiplied by 100). */
function euros(cents: number): number {
  return cents / 100;
}

/**
 * The dashboard of one scenario as a formatted workbook: the category tree with outline levels (collapsible
 * in Excel), two columns per period (actual, forecast), totals of income and expense, variation and the
 * opening and closing balances. User text is neutralised against formula injection.
 */
export async function dashboardWorkbook(
  model: ForecastModel,
  dashboard: Dashboard,
  options: {
    companyName: string;
    locale: Locale;
    /** Told the share of the work done (0 to 1) now and then: rows written, then the file packed. */
    onProgress?: ((done: number) => Promise<void>) | undefined;
  },
): Promise<Buffer> {
  const { locale } = options;
  const t = (key: Parameters<typeof translate>[0]) => translate(key, locale);
  const scenario = dashboard.scenarios[0];
  if (!scenario) throw new Error("a dashboard export needs one scenario");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Trezo";
  const sheet = workbook.addWorksheet(t("dashboard.xlsx.sheet"), {
    views: [{ state: "frozen", xSplit: 1, ySplit: WORKBOOK_HEADER_ROWS }],
    properties: {
      outlineProperties: { summaryBelow: false, summaryRight: false },
    } as ExcelJS.WorksheetProperties,
  });
  const periods = dashboard.periods;
  sheet.getColumn(1).width = 40;
  for (let index = 0; index < periods.length * 2; index += 1) sheet.getColumn(2 + index).width = 14;

  sheet.getCell(1, 1).value = neutraliseFormula(options.companyName);
  sheet.getCell(1, 1).font = { bold: true, size: 14 };
  sheet.getCell(2, 1).value = t("dashboard.xlsx.category");
  periods.forEach((period, index) => {
    const column = 2 + index * 2;
    sheet.mergeCells(2, column, 2, column + 1);
    sheet.getCell(2, column).value = period.key;
    sheet.getCell(2, column).alignment = { horizontal: "center" };
    sheet.getCell(3, column).value = t("dashboard.xlsx.actual");
    sheet.getCell(3, column + 1).value = t("dashboard.xlsx.forecast");
  });
  for (const row of [2, 3]) sheet.getRow(row).font = { bold: true };

  let rowNumber = WORKBOOK_HEADER_ROWS;
  // About ten progress reports over the rows; packing the file is the last fifth of the work.
  const reportEvery = Math.max(1, Math.ceil(scenario.rows.length / 10));
  for (const [rowIndex, row] of scenario.rows.entries()) {
    if (options.onProgress && rowIndex > 0 && rowIndex % reportEvery === 0) {
      await options.onProgress((0.8 * rowIndex) / scenario.rows.length);
    }
    rowNumber += 1;
    const excelRow = sheet.getRow(rowNumber);
    excelRow.getCell(1).value = neutraliseFormula(rowNameOf(model, row.id, locale));
    excelRow.getCell(1).alignment = { indent: row.depth };
    if (row.depth > 0) excelRow.outlineLevel = Math.min(row.depth, 7);
    if (row.depth === 0) excelRow.font = { bold: true };
    periods.forEach((_, index) => {
      const actual = excelRow.getCell(2 + index * 2);
      const forecast = excelRow.getCell(3 + index * 2);
      actual.value = euros(row.actual[index] as number);
      forecast.value = euros(row.forecast[index] as number);
      actual.numFmt = MONEY_FORMAT;
      forecast.numFmt = MONEY_FORMAT;
    });
  }

  // Income and expense totals per column, from the top-level rows that count in them.
  const topLevel = scenario.rows.filter((row) => row.parentId === null && row.inIncomeOrExpense);
  const sumOf = (kind: "income" | "expense", values: "actual" | "forecast", index: number) =>
    topLevel.filter((row) => row.kind === kind).reduce((sum, row) => sum + (row[values][index] as number), 0);
  rowNumber += 1;
  const totals: Array<[string, (index: number) => [number, number] | number]> = [
    [
      t("dashboard.xlsx.income"),
      (index) => [sumOf("income", "actual", index), sumOf("income", "forecast", index)],
    ],
    [
      t("dashboard.xlsx.expense"),
      (index) => [sumOf("expense", "actual", index), sumOf("expense", "forecast", index)],
    ],
    // Balances and variation exist only for the shown values (actual in the past, forecast ahead).
    [t("dashboard.xlsx.variation"), (index) => scenario.totals.variation[index] as number],
    [t("dashboard.xlsx.begin"), (index) => scenario.totals.begin[index] as number],
    [t("dashboard.xlsx.end"), (index) => scenario.totals.end[index] as number],
  ];
  for (const [label, valueAt] of totals) {
    rowNumber += 1;
    const excelRow = sheet.getRow(rowNumber);
    excelRow.getCell(1).value = label;
    excelRow.font = { bold: true };
    periods.forEach((_, index) => {
      const column = 2 + index * 2;
      const value = valueAt(index);
      if (Array.isArray(value)) {
        excelRow.getCell(column).value = euros(value[0]);
        excelRow.getCell(column + 1).value = euros(value[1]);
      } else {
        sheet.mergeCells(rowNumber, column, rowNumber, column + 1);
        excelRow.getCell(column).value = euros(value);
      }
      excelRow.getCell(column).numFmt = MONEY_FORMAT;
      excelRow.getCell(column + 1).numFmt = MONEY_FORMAT;
    });
  }
  await options.onProgress?.(0.8);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
