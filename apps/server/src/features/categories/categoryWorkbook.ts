import type { CallOutput, ParsedCallInput } from "@trezo/api";
import { LOCALES, type Locale, translate } from "@trezo/i18n";
import ExcelJS from "exceljs";

type CategoryNode = CallOutput<"getCategoryTree">["categories"][number];
type CategoryImportNode = ParsedCallInput<"importCategoryTree">["categories"][number];

import { HttpError } from "../../http/httpError";
import { neutraliseFormula } from "../../spreadsheet/formulaGuard";

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The tree as a workbook to fill in: direction, then one column per level, one row per category. */
export async function categoryTreeWorkbook(tree: readonly CategoryNode[], maxDepth: number, locale: Locale) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate("banking.export.sheetCategories", locale));
  sheet.addRow([
    translate("banking.export.direction", locale),
    ...Array.from({ length: maxDepth }, (_, index) =>
      translate("banking.export.level", locale, { level: index + 1 }),
    ),
  ]);
  const walk = (node: CategoryNode, path: string[]) => {
    const here = [...path, node.name];
    sheet.addRow([
      translate(node.direction === "income" ? "banking.export.income" : "banking.export.expense", locale),
      ...here.map(neutraliseFormula),
    ]);
    for (const child of node.children) walk(child, here);
  };
  for (const root of tree) walk(root, []);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 28;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The direction a cell names, in any of the 8 locales (or income/expense). */
function directionOf(text: string): "income" | "expense" | undefined {
  const value = text.trim().toLocaleLowerCase();
  if (value === "income") return "income";
  if (value === "expense") return "expense";
  for (const locale of LOCALES) {
    if (value === translate("banking.export.income", locale).toLocaleLowerCase()) return "income";
    if (value === translate("banking.export.expense", locale).toLocaleLowerCase()) return "expense";
  }
  return undefined;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object" && "richText" in value)
    return value.richText.map((part) => part.text).join("");
  if (typeof value === "object" && "text" in value) return String(value.text);
  if (typeof value === "object" && "result" in value) return String(value.result ?? "");
  return String(value).replace(/^'/, "");
}

/**
 * Reads a filled-in template into import nodes. Each row is a path: a direction, then names level by
 * level (a row may repeat the path of its parent). A row with a gap, or without a known direction, is
 * refused with its line number.
 */
export async function readCategoryWorkbook(bytes: Buffer, locale: Locale): Promise<CategoryImportNode[]> {
  const invalidAt = (line: number) =>
    new HttpError(400, "invalid_category_tree", {
      text: translate("banking.errors.importFailedAtLine", locale, {
        line,
        reason: translate("banking.importReasons.invalidCategoryTree", locale),
      }),
    });
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new HttpError(400, "invalid_category_tree", {
      text: translate("banking.errors.importFailed", locale, {
        reason: translate("banking.importReasons.invalidFile", locale),
      }),
    });
  }
  const sheet = workbook.worksheets[0];
  const roots: CategoryImportNode[] = [];
  if (!sheet) return roots;
  let failure: HttpError | undefined;
  sheet.eachRow((row, line) => {
    if (line === 1 || failure) return;
    const values = (row.values as ExcelJS.CellValue[]).slice(1).map(cellText);
    const names = values.slice(1).map((name) => name.trim());
    while (names.length > 0 && names[names.length - 1] === "") names.pop();
    if (names.length === 0 && (values[0] ?? "").trim() === "") return;
    const direction = directionOf(values[0] ?? "");
    if (!direction || names.length === 0 || names.some((name) => name === "" || name.length > 200)) {
      failure = invalidAt(line);
      return;
    }
    let level = roots;
    let node: CategoryImportNode | undefined;
    for (const [index, name] of names.entries()) {
      node = level.find((candidate) => candidate.name.toLocaleLowerCase() === name.toLocaleLowerCase());
      if (!node) {
        node = { name, children: [], ...(index === 0 ? { direction } : {}) };
        level.push(node);
      }
      node.children ??= [];
      level = node.children;
    }
  });
  if (failure) throw failure;
  return roots;
}
