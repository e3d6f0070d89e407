import {
  type ExcelRowReference,
  formulaToExcel,
  type IndicatorOutcome,
  isFormulaError,
  parseFormula,
  referencesOf,
  SYSTEM_VALUES,
} from "@trezo/domain";
import { type Locale, translate } from "@trezo/i18n";
import ExcelJS from "exceljs";
import { neutraliseFormula } from "../../spreadsheet/formulaGuard";
import type { CompanyDashboard } from "../dashboard/chartData";
import type { IndicatorRow } from "./reportQueries";

const NUMBER_FORMAT = "#,##0.00";
const FIRST_PERIOD_COLUMN = 2;
const HEADER_ROWS = 3;

/** The letters of a 1-based column. */
function columnLetters(column: number): string {
  let text = "";
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    text = String.fromCharCode(65 + ((rest - 1) % 26)) + text;
  }
  return text;
}

function referenceKey(reference: ExcelRowReference): string {
  return reference.kind === "system" ? `system:${reference.name}` : `${reference.kind}:${reference.id}`;
}

/**
 * A report as a workbook (issue 18): the categories its indicators read and the five system values as
 * numbers per period, then one row per indicator whose cells are Excel formulas over those rows
 * (formulaToExcel), with the engine's values cached, so the workbook recomputes in Excel or LibreOffice
 * when a number is changed. An indicator with no Excel equivalent (or in error) holds values with a cell
 * comment saying why. Technical and inactive indicators are hidden rows (still computed). Every text
 * cell a user typed is neutralised against formula injection.
 */
export async function reportWorkbook(options: {
  reportName: string;
  computed: CompanyDashboard;
  indicators: readonly IndicatorRow[];
  outcomes: Map<string, IndicatorOutcome>;
  locale: Locale;
}): Promise<Buffer> {
  const { computed, locale } = options;
  const t = (key: Parameters<typeof translate>[0], params?: Record<string, string | number>) =>
    translate(key, locale, params);
  const { dashboard, model, today } = computed;
  const scenario = dashboard.scenarios[0];
  if (!scenario) throw new Error("a report export needs one scenario");
  const periods = dashboard.periods;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Trezo";
  const sheet = workbook.addWorksheet(t("analytics.xlsx.sheet"), {
    views: [{ state: "frozen", xSplit: 1, ySplit: HEADER_ROWS }],
  });
  sheet.getColumn(1).width = 40;
  for (let index = 0; index < periods.length; index += 1)
    sheet.getColumn(FIRST_PERIOD_COLUMN + index).width = 14;
  sheet.getCell(1, 1).value = neutraliseFormula(options.reportName);
  sheet.getCell(1, 1).font = { bold: true, size: 14 };
  sheet.getCell(2, 1).value = t("analytics.xlsx.row");
  periods.forEach((period, index) => {
    sheet.getCell(2, FIRST_PERIOD_COLUMN + index).value = period.key;
    sheet.getCell(3, FIRST_PERIOD_COLUMN + index).value =
      period.end < today ? t("analytics.actual") : t("analytics.forecast");
  });
  for (const row of [2, 3]) sheet.getRow(row).font = { bold: true };

  // The rows formulas read: the categories used, then the system values.
  const parsed = new Map(options.indicators.map((row) => [String(row.id), parseFormula(row.formula)]));
  const categoryIds = new Set<string>();
  for (const result of parsed.values()) {
    if (result.ok) for (const id of referencesOf(result.ast).categories) categoryIds.add(id);
  }
  const rowOf = new Map<string, number>();
  let next = HEADER_ROWS + 1;
  const rowsById = new Map(scenario.rows.map((row) => [row.id, row]));
  const writeNumbers = (label: string, cents: readonly number[]) => {
    const row = sheet.getRow(next);
    row.getCell(1).value = neutraliseFormula(label);
    cents.forEach((value, index) => {
      const cell = row.getCell(FIRST_PERIOD_COLUMN + index);
      cell.value = value / 100;
      cell.numFmt = NUMBER_FORMAT;
    });
    next += 1;
    return next - 1;
  };
  sheet.getCell(next, 1).value = t("analytics.xlsx.categories");
  sheet.getCell(next, 1).font = { bold: true };
  next += 1;
  for (const id of [...categoryIds].sort((left, right) => Number(left) - Number(right))) {
    const row = rowsById.get(id);
    if (!row) continue;
    rowOf.set(referenceKey({ kind: "category", id }), writeNumbers(model.categoryName(id) ?? id, row.shown));
  }
  for (const name of SYSTEM_VALUES) {
    rowOf.set(
      referenceKey({ kind: "system", name }),
      writeNumbers(t(`analytics.system.${name}`), scenario.totals[name]),
    );
  }
  next += 1;
  sheet.getCell(next, 1).value = t("analytics.xlsx.indicators");
  sheet.getCell(next, 1).font = { bold: true };
  next += 1;
  // Indicators get their rows first, so that one may read another written below it.
  const indicatorRow = new Map<string, number>();
  for (const indicator of options.indicators) {
    const outcome = options.outcomes.get(String(indicator.id));
    if (outcome?.status === "computed") indicatorRow.set(String(indicator.id), next);
    rowOf.set(referenceKey({ kind: "indicator", id: String(indicator.id) }), next);
    next += 1;
  }
  const layout = {
    periodCount: periods.length,
    cell: (reference: ExcelRowReference, period: number) => {
      if (reference.kind === "indicator" && !indicatorRow.has(reference.id)) return undefined;
      const row = rowOf.get(referenceKey(reference));
      return row === undefined ? undefined : `${columnLetters(FIRST_PERIOD_COLUMN + period)}${row}`;
    },
  };
  for (const indicator of options.indicators) {
    const id = String(indicator.id);
    const rowNumber = rowOf.get(referenceKey({ kind: "indicator", id })) as number;
    const row = sheet.getRow(rowNumber);
    const label = indicator.isTechnical
      ? t("analytics.xlsx.technical", { name: indicator.name })
      : indicator.name;
    row.getCell(1).value = neutraliseFormula(label);
    row.getCell(1).font = { color: { argb: `FF${indicator.color.slice(1).toUpperCase()}` }, bold: true };
    if (indicator.isTechnical || !indicator.status) row.hidden = true;
    const outcome = options.outcomes.get(id);
    const result = parsed.get(id);
    if (outcome?.status !== "computed" || !result?.ok) {
      row.getCell(2).value = t(
        outcome?.status === "cycle" ? "analytics.xlsx.cycle" : "analytics.xlsx.syntaxError",
      );
      continue;
    }
    const translation = formulaToExcel(result.ast, layout);
    outcome.values.forEach((value, index) => {
      const cell = row.getCell(FIRST_PERIOD_COLUMN + index);
      cell.numFmt = NUMBER_FORMAT;
      const cached = isFormulaError(value) ? { error: "#VALUE!" as const } : value;
      if (translation.ok) {
        cell.value = { formula: translation.formulas[index] as string, result: cached };
      } else {
        cell.value = isFormulaError(value) ? null : value;
        if (index === 0) cell.note = t(`analytics.xlsx.unsupported.${translation.reason}`);
      }
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return Buffer.from(buffer);
}
