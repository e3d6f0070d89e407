/**
 * The SQL of reports and indicators (spec 001 §7.8): every query filtered on the verified company.
 */
import { asc, count, inArray, max } from "drizzle-orm";
import type { Database } from "../../db/database";
import { byKey, inCompany } from "../../db/scoped";
import { indicators, reports } from "../../db/tables/reports";
import { httpErrors } from "../../http/httpError";

export type ReportRow = typeof reports.$inferSelect;
export type IndicatorRow = typeof indicators.$inferSelect;

/** The company's reports in order, with their indicators in order. */
export async function reportsOf(db: Database, companyId: number) {
  const [reportRows, indicatorRows] = await Promise.all([
    db
      .select()
      .from(reports)
      .where(inCompany(reports, companyId))
      .orderBy(asc(reports.position), asc(reports.id)),
    db
      .select()
      .from(indicators)
      .where(inCompany(indicators, companyId))
      .orderBy(asc(indicators.position), asc(indicators.id)),
  ]);
  return reportRows.map((report) => ({
    report,
    indicators: indicatorRows.filter((indicator) => indicator.reportId === report.id),
  }));
}

/** The company's report (404 otherwise). */
export async function reportOf(db: Database, companyId: number, id: number): Promise<ReportRow> {
  const [row] = await db.select().from(reports).where(byKey(reports, { companyId, id }));
  if (!row) throw httpErrors.notFound();
  return row;
}

/** A report's indicators in order. */
export async function indicatorsOfReport(db: Database, report: ReportRow): Promise<IndicatorRow[]> {
  return db
    .select()
    .from(indicators)
    .where(inCompany(indicators, report.companyId, inArray(indicators.reportId, [report.id])))
    .orderBy(asc(indicators.position), asc(indicators.id));
}

/** The company's indicator (404 otherwise). */
export async function indicatorOf(db: Database, companyId: number, id: number): Promise<IndicatorRow> {
  const [row] = await db.select().from(indicators).where(byKey(indicators, { companyId, id }));
  if (!row) throw httpErrors.notFound();
  return row;
}

/** Adds a report at the end of the list. */
export async function insertReport(db: Database, companyId: number, name: string): Promise<ReportRow> {
  const [last] = await db
    .select({ position: max(reports.position), total: count() })
    .from(reports)
    .where(inCompany(reports, companyId));
  const position = last && last.total > 0 ? (last.position ?? 0) + 1 : 0;
  const [row] = await db.insert(reports).values({ companyId, name, position }).returning();
  if (!row) throw new Error("report not inserted");
  return row;
}

/** Renames a report. */
export async function renameReport(db: Database, report: ReportRow, name: string): Promise<void> {
  await db.update(reports).set({ name, updatedAt: new Date() }).where(byKey(reports, report));
}

/** Moves a report to `position` in the company's list (0 first), renumbering the others. */
export async function moveReport(db: Database, report: ReportRow, position: number): Promise<void> {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(inCompany(reports, report.companyId))
    .orderBy(asc(reports.position), asc(reports.id));
  const order = rows.map((row) => row.id).filter((id) => id !== report.id);
  order.splice(Math.min(position, order.length), 0, report.id);
  for (const [index, id] of order.entries()) {
    await db
      .update(reports)
      .set({ position: index })
      .where(byKey(reports, { companyId: report.companyId, id }));
  }
}

/** Orders a report's indicators as `order` (every indicator id of the report, 400 otherwise). */
export async function orderIndicators(db: Database, report: ReportRow, order: readonly number[]) {
  const current = await indicatorsOfReport(db, report);
  const ids = new Set(current.map((row) => row.id));
  if (order.length !== ids.size || new Set(order).size !== order.length || order.some((id) => !ids.has(id))) {
    throw httpErrors.invalidInput([
      { path: "indicatorOrder", message: "every indicator of the report, once" },
    ]);
  }
  for (const [index, id] of order.entries()) {
    await db
      .update(indicators)
      .set({ position: index })
      .where(byKey(indicators, { companyId: report.companyId, id }));
  }
}

/** Deletes a report; its indicators go with it (foreign key cascade). */
export async function deleteReport(db: Database, report: ReportRow): Promise<void> {
  await db.delete(reports).where(byKey(reports, report));
}

export type IndicatorValues = Pick<
  typeof indicators.$inferInsert,
  "name" | "color" | "status" | "isTechnical" | "comment" | "formula"
>;

/** Adds an indicator at the end of its report. */
export async function insertIndicator(
  db: Database,
  report: ReportRow,
  values: IndicatorValues & { name: string; formula: string },
): Promise<IndicatorRow> {
  const [last] = await db
    .select({ position: max(indicators.position), total: count() })
    .from(indicators)
    .where(inCompany(indicators, report.companyId, inArray(indicators.reportId, [report.id])));
  const position = last && last.total > 0 ? (last.position ?? 0) + 1 : 0;
  const [row] = await db
    .insert(indicators)
    .values({ ...values, companyId: report.companyId, reportId: report.id, position })
    .returning();
  if (!row) throw new Error("indicator not inserted");
  return row;
}

/** Changes an indicator's fields. */
export async function updateIndicator(
  db: Database,
  indicator: IndicatorRow,
  values: Partial<IndicatorValues>,
): Promise<IndicatorRow> {
  const [row] = await db
    .update(indicators)
    .set({ ...values, updatedAt: new Date() })
    .where(byKey(indicators, indicator))
    .returning();
  if (!row) throw httpErrors.notFound();
  return row;
}

/** Sets an indicator's stored formula (the ready-made reports write `@key` references first). */
export async function setIndicatorFormula(db: Database, indicator: IndicatorRow, formula: string) {
  await db.update(indicators).set({ formula }).where(byKey(indicators, indicator));
}

/** Deletes an indicator. */
export async function deleteIndicator(db: Database, indicator: IndicatorRow): Promise<void> {
  await db.delete(indicators).where(byKey(indicators, indicator));
}
