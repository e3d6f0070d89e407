import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { companyPrimaryKey, companyReference, companyScopedRow, timestamps } from "../schema";

/**
 * Reports of /analytics (spec 000 §3 Report, spec 001 §7.8): a named, ordered list of indicators evaluated
 * over the dashboard's periods.
 */
export const reports = pgTable(
  "reports",
  {
    ...companyScopedRow(),
    name: text("name").notNull(),
    /** The report's place in the company's list, from 0. */
    position: integer("position").notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    companyPrimaryKey(table),
    index("reports_company_position_idx").on(table.companyId, table.position),
  ],
);

/**
 * An indicator of a report (spec 000 §3 Indicator): a formula of the language of packages/domain/formula,
 * stored with `#id` category and `@id` indicator references. A technical indicator is computed for the
 * others that use it and hidden from the report.
 */
export const indicators = pgTable(
  "indicators",
  {
    ...companyScopedRow(),
    reportId: integer("report_id").notNull(),
    name: text("name").notNull(),
    color: text("color").notNull().default("#30CE8F"),
    /** Active (shown and exported) or not. */
    status: boolean("status").notNull().default(true),
    isTechnical: boolean("is_technical").notNull().default(false),
    comment: text("comment").notNull().default(""),
    formula: text("formula").notNull(),
    position: integer("position").notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    companyPrimaryKey(table),
    index("indicators_report_idx").on(table.companyId, table.reportId, table.position),
    companyReference("indicators_report_fk", table, table.reportId, reports, "cascade"),
  ],
);
