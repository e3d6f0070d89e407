import { type Locale, translate } from "@trezo/i18n";
import ExcelJS from "exceljs";
import { neutraliseFormula } from "../../spreadsheet/formulaGuard";
import type { ComputedConsolidation } from "./consolidationData";

const MONEY_FORMAT = "#,##0.00;[Red]-#,##0.00";
/** Rows above the figures: title, then the period keys. */
export const CONSOLIDATION_HEADER_ROWS = 2;

/** A sheet name Excel accepts (31 characters, none of []:*?/\), unique in the workbook. */
function sheetName(wanted: string, taken: Set<string>): string {
  const base =
    wanted
      .replace(/[[\]:*?/\\]/g, " ")
      .trim()
      .slice(0, 28) || "Sheet";
  let name = base;
  for (let suffix = 2; taken.has(name.toLowerCase()); suffix += 1) name = `${base} ${suffix}`;
  taken.add(name.toLowerCase());
  return name;
}

type Line = { label: string; depth: number; values: readonly number[]; bold?: boolean };

function writeSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  title: string,
  periods: ComputedConsolidation["periods"],
  lines: readonly Line[],
  categoryHeader: string,
): void {
  const sheet = workbook.addWorksheet(name, {
    views: [{ state: "frozen", xSplit: 1, ySplit: CONSOLIDATION_HEADER_ROWS }],
  });
  sheet.getColumn(1).width = 40;
  sheet.getCell(1, 1).value = neutraliseFormula(title);
  sheet.getCell(1, 1).font = { bold: true, size: 14 };
  sheet.getCell(2, 1).value = categoryHeader;
  periods.forEach((period, index) => {
    sheet.getColumn(2 + index).width = 14;
    sheet.getCell(2, 2 + index).value = period.key;
  });
  sheet.getRow(2).font = { bold: true };
  lines.forEach((line, index) => {
    const row = sheet.getRow(CONSOLIDATION_HEADER_ROWS + 1 + index);
    row.getCell(1).value = neutraliseFormula(line.label);
    row.getCell(1).alignment = { indent: line.depth };
    if (line.depth > 0) row.outlineLevel = Math.min(line.depth, 7);
    if (line.bold || line.depth === 0) row.font = { bold: true };
    periods.forEach((_, period) => {
      const cell = row.getCell(2 + period);
      // Cents as a number of currency units, exact to the cent when read back and multiplied by 100.
      cell.value = (line.values[period] ?? 0) / 100;
      cell.numFmt = MONEY_FORMAT;
    });
  });
}

/**
 * The consolidation as a workbook: the consolidated sheet first (categories by path, the total, and the
 * eliminated intercompany flows), then one sheet per company with its own rows and total. Every text a
 * user typed (company and category names) is neutralised against formula injection.
 */
export async function consolidationWorkbook(
  computed: ComputedConsolidation,
  locale: Locale,
): Promise<Buffer> {
  const t = (key: Parameters<typeof translate>[0]) => translate(key, locale);
  const { consolidation, periods } = computed;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Trezo";
  const taken = new Set<string>();
  const category = t("dashboard.xlsx.category");
  const total = t("firm.consolidation.total");
  writeSheet(
    workbook,
    sheetName(t("firm.consolidation.sheet"), taken),
    `${t("firm.consolidation.title")} (${consolidation.currency})`,
    periods,
    [
      ...consolidation.rows.map((row) => ({
        label: row.path[row.path.length - 1] ?? "",
        depth: row.depth,
        values: row.values,
      })),
      { label: total, depth: 0, values: consolidation.totals, bold: true },
      { label: t("firm.consolidation.eliminated"), depth: 0, values: consolidation.eliminated, bold: true },
    ],
    category,
  );
  for (const company of consolidation.companies) {
    writeSheet(
      workbook,
      sheetName(company.name, taken),
      company.name,
      periods,
      [
        ...company.rows.map((row) => ({
          label: row.path[row.path.length - 1] ?? "",
          depth: row.depth,
          values: row.values,
        })),
        { label: total, depth: 0, values: company.totals, bold: true },
      ],
      category,
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
