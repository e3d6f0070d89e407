import { centsFromUnits, type IsoDate, type Period, periodsBetween } from "@trezo/domain";
import { type Locale, translate } from "@trezo/i18n";
import ExcelJS from "exceljs";
import type { ForecastModel } from "../../forecast/forecastModel";
import type { TypedForecast } from "../../forecast/seriesWrites";
import { HttpError } from "../../http/httpError";
import { neutraliseFormula } from "../../spreadsheet/formulaGuard";
import { declaredUncompressedSize } from "./zipSize";

/** Row of the template's header (id, category, months); data starts below it. */
const HEADER_ROW = 3;
const MONTH_KEY = /^\d{4}-(?:0[1-9]|1[0-2])$/;
/** Largest uncompressed workbook an import reads: a template of 400 categories × 60 months is about 1 MB. */
const MAX_UNCOMPRESSED_BYTES = 30_000_000;

/** Categories in tree order (parents before children), with their depth. */
function categoriesInTreeOrder(model: ForecastModel): Array<{ id: number; name: string; depth: number }> {
  const children = new Map<number | null, typeof model.categoryRows>();
  const known = new Set(model.categoryRows.map((row) => row.id));
  for (const row of model.categoryRows) {
    const parent = row.parentId !== null && known.has(row.parentId) ? row.parentId : null;
    const list = children.get(parent) ?? [];
    list.push(row);
    children.set(parent, list);
  }
  const result: Array<{ id: number; name: string; depth: number }> = [];
  const seen = new Set<number>();
  const visit = (parent: number | null, depth: number) => {
    for (const row of children.get(parent) ?? []) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      result.push({ id: row.id, name: row.name, depth });
      visit(row.id, depth + 1);
    }
  };
  visit(null, 0);
  return result;
}

/**
 * The forecast template (downloadDashboardTemplate): one row per category (id, indented name), one column
 * per month of the period, to type forecasts in euros.
 */
export async function forecastTemplate(
  model: ForecastModel,
  range: { from: IsoDate; to: IsoDate },
  locale: Locale,
): Promise<Buffer> {
  const months: Period[] = periodsBetween(range.from, range.to, "month");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Trezo";
  const sheet = workbook.addWorksheet(translate("dashboard.xlsx.templateSheet", locale), {
    views: [{ state: "frozen", xSplit: 2, ySplit: HEADER_ROW }],
  });
  sheet.getCell(1, 1).value = translate("dashboard.xlsx.templateHelp", locale);
  sheet.getCell(HEADER_ROW, 1).value = translate("dashboard.xlsx.categoryId", locale);
  sheet.getCell(HEADER_ROW, 2).value = translate("dashboard.xlsx.category", locale);
  months.forEach((month, index) => {
    sheet.getCell(HEADER_ROW, 3 + index).value = month.key;
  });
  sheet.getRow(HEADER_ROW).font = { bold: true };
  sheet.getColumn(2).width = 40;
  let rowNumber = HEADER_ROW;
  for (const category of categoriesInTreeOrder(model)) {
    rowNumber += 1;
    const row = sheet.getRow(rowNumber);
    row.getCell(1).value = category.id;
    row.getCell(2).value = neutraliseFormula(category.name);
    row.getCell(2).alignment = { indent: category.depth };
    if (category.depth > 0) row.outlineLevel = Math.min(category.depth, 7);
    for (let index = 0; index < months.length; index += 1) row.getCell(3 + index).numFmt = "#,##0.00";
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** One forecast typed in the template: a category, a month (its first day) and signed cents. */

function cellNumber(value: ExcelJS.CellValue): number | null | "invalid" {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : "invalid";
  if (typeof value === "object" && "result" in value) {
    const result = (value as { result?: unknown }).result;
    return typeof result === "number" && Number.isFinite(result) ? result : result == null ? null : "invalid";
  }
  if (typeof value === "string") {
    const text = value.trim().replace(/\s|€/g, "").replace(",", ".");
    if (text === "") return null;
    return /^-?\d+(?:\.\d+)?$/.test(text) ? Number(text) : "invalid";
  }
  return "invalid";
}

/**
 * Reads a filled template. Every failure is a 400 naming the problem (not a workbook, not the template, a
 * cell that is not an amount, an unknown category), so an import is all or nothing.
 */
export async function readForecastTemplate(
  model: ForecastModel,
  file: Buffer,
  locale: Locale,
): Promise<TypedForecast[]> {
  const declared = declaredUncompressedSize(file);
  if (declared === null || declared > MAX_UNCOMPRESSED_BYTES) {
    throw new HttpError(400, "invalid_workbook", { key: "dashboard.errors.invalidWorkbook" });
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new HttpError(400, "invalid_workbook", { key: "dashboard.errors.invalidWorkbook" });
  }
  const sheet = workbook.worksheets[0];
  const notTemplate = () =>
    new HttpError(400, "workbook_not_template", { key: "dashboard.errors.workbookNotTemplate" });
  if (!sheet) throw notTemplate();
  const header = sheet.getRow(HEADER_ROW);
  const months: Array<{ column: number; start: IsoDate }> = [];
  for (let column = 3; column <= header.cellCount; column += 1) {
    const key = String(header.getCell(column).value ?? "").trim();
    if (key === "") continue;
    if (!MONTH_KEY.test(key)) throw notTemplate();
    months.push({ column, start: `${key}-01` });
  }
  if (months.length === 0) throw notTemplate();
  const categoryIds = new Set(model.categoryRows.map((row) => row.id));
  const typed: TypedForecast[] = [];
  for (let rowNumber = HEADER_ROW + 1; rowNumber <= sheet.rowCount; rowNumber += 1) {
    const row = sheet.getRow(rowNumber);
    const idValue = row.getCell(1).value;
    if (idValue === null || idValue === undefined || idValue === "") continue;
    const categoryId = Number(idValue);
    if (!Number.isInteger(categoryId) || !categoryIds.has(categoryId)) {
      throw new HttpError(400, "unknown_category", {
        text: translate("dashboard.errors.invalidWorkbookValue", locale, { cell: row.getCell(1).address }),
      });
    }
    for (const month of months) {
      const cell = row.getCell(month.column);
      const value = cellNumber(cell.value);
      if (value === null) continue;
      let cents = Number.NaN;
      try {
        if (value !== "invalid") cents = centsFromUnits(value);
      } catch {
        // Too large to be an amount: reported below like any other bad value.
      }
      if (!Number.isSafeInteger(cents)) {
        throw new HttpError(400, "invalid_workbook_value", {
          text: translate("dashboard.errors.invalidWorkbookValue", locale, { cell: cell.address }),
        });
      }
      if (cents !== 0) typed.push({ categoryId, monthStart: month.start, cents });
    }
  }
  return typed;
}
