import type { AuditEntryView } from "@trezo/api";
import { type Locale, translate } from "@trezo/i18n";
import ExcelJS from "exceljs";
import { neutraliseFormula } from "../../spreadsheet/formulaGuard";

const COLUMNS = ["at", "action", "actor", "subject", "company", "ip", "details"] as const;

/**
 * The audit trail as an XLSX, newest first: the instant in UTC, the action in the reader's language,
 * who acted, on whom, the company, the address and the details as JSON. Every text cell is neutralised
 * against formula injection (an e-mail or a company name may start with "=").
 */
export async function auditWorkbook(entries: readonly AuditEntryView[], locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate("auditTrail.title", locale));
  sheet.addRow(COLUMNS.map((column) => translate(`auditTrail.${column}`, locale))).font = { bold: true };
  for (const entry of entries) {
    sheet.addRow([
      entry.at,
      translate(`auditTrail.actions.${entry.action}`, locale),
      neutraliseFormula(entry.actor_email ?? (entry.actor_user_id === null ? "" : `#${entry.actor_user_id}`)),
      neutraliseFormula(
        entry.subject_email ?? (entry.subject_user_id === null ? "" : `#${entry.subject_user_id}`),
      ),
      neutraliseFormula(entry.company_name ?? (entry.company_id === null ? "" : `#${entry.company_id}`)),
      neutraliseFormula(entry.ip ?? ""),
      neutraliseFormula(Object.keys(entry.details).length > 0 ? JSON.stringify(entry.details) : ""),
    ]);
  }
  sheet.columns.forEach((column, index) => {
    column.width = [24, 30, 30, 30, 28, 16, 60][index] ?? 20;
  });
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
