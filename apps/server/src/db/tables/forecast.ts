import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  categories,
  companies,
  companyIdColumn,
  companyPrimaryKey,
  companyReference,
  companyScopedRow,
  createdAt,
  timestamps,
  updatedAt,
  userReference,
} from "../schema";

/**
 * Forecast tables (issue 8, DESIGN §6): scenarios and their events, cash-flow series, backups, the
 * company's forecast settings (threshold, onboarding), manual adjustments and their comments, and the
 * actual totals that a trigger on `transactions` keeps current (migration `forecast_actual_totals`).
 */

/**
 * A scenario. Each company has exactly one base scenario (`is_base`), created on first use; the others
 * are overlays of events on it. `disabled_group_ids` are the event groups switched off in this scenario.
 */
export const scenarios = pgTable(
  "scenarios",
  {
    ...companyScopedRow(),
    name: text("name").notNull(),
    isBase: boolean("is_base").notNull().default(false),
    color: text("color"),
    disabledGroupIds: jsonb("disabled_group_ids").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    index("scenarios_company_idx").on(table.companyId),
    uniqueIndex("scenarios_one_base_per_company").on(table.companyId).where(sql`${table.isBase}`),
  ],
);

/**
 * A cash-flow series (DESIGN §6). A series of the base scenario belongs to everyone; a series whose
 * `scenario_id` is another scenario was added by an `add` event of that scenario and exists only there.
 * The amount is fixed cents or a formula (stored with `#id` category references), never both.
 */
export const cashFlowSeries = pgTable(
  "cash_flow_series",
  {
    ...companyScopedRow(),
    scenarioId: integer("scenario_id").notNull(),
    categoryId: integer("category_id").notNull(),
    label: text("label").notNull().default(""),
    description: text("description").notNull().default(""),
    /** update_cfs_displayed: hidden series still count; the screen lists them apart. */
    displayed: boolean("displayed").notNull().default(true),
    /**
     * Who made the series (SERIES_ORIGINS of @trezo/domain): "user" (the series editor, the API),
     * "dashboard_cell" (the one-off series that holds what was typed in a dashboard cell: editForecastCell
     * finds it by this, whatever the label or the locale of whoever typed) or "template_import" (a one-off
     * series of an imported forecast template, which the next import of the same cell replaces).
     */
    origin: text("origin", { enum: ["user", "dashboard_cell", "template_import"] })
      .notNull()
      .default("user"),
    amountCents: bigint("amount_cents", { mode: "bigint" }),
    formula: text("formula"),
    frequency: text("frequency").notNull(),
    startOn: date("start_on", { mode: "string" }).notNull(),
    endOn: date("end_on", { mode: "string" }),
    occurrenceCount: integer("occurrence_count"),
    growthRateBp: integer("growth_rate_bp"),
    vatRateBp: integer("vat_rate_bp"),
    paymentDelayDays: integer("payment_delay_days").notNull().default(0),
    /** Payment terms "fin de mois" (PaymentTerms of @trezo/domain): the end of the month after the delay. */
    paymentEndOfMonth: boolean("payment_end_of_month").notNull().default(false),
    /** With payment_end_of_month, then this day of the next month ("fin de mois le 10"). */
    paymentDayOfMonth: integer("payment_day_of_month"),
    ...timestamps(),
  },
  (table) => [
    companyPrimaryKey(table),
    index("cash_flow_series_company_idx").on(table.companyId, table.scenarioId),
    index("cash_flow_series_category_idx").on(table.categoryId),
    companyReference("cash_flow_series_scenario_fk", table, table.scenarioId, scenarios, "cascade"),
    companyReference("cash_flow_series_category_fk", table, table.categoryId, categories, "cascade"),
  ],
);

/**
 * An event of a non-base scenario (spec 000 §3: id, scenario_id, group_id, cash_flow_series): `add`
 * points at the series it added (a series of this scenario), `change` at a base series with the fields
 * it overrides in `patch`, `remove` at a base series. Events sharing `group_id` toggle together.
 */
export const scenarioEvents = pgTable(
  "scenario_events",
  {
    ...companyScopedRow(),
    scenarioId: integer("scenario_id").notNull(),
    groupId: text("group_id"),
    name: text("name").notNull().default(""),
    kind: text("kind").notNull(),
    seriesId: integer("series_id").notNull(),
    patch: jsonb("patch").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    index("scenario_events_scenario_idx").on(table.companyId, table.scenarioId),
    index("scenario_events_series_idx").on(table.seriesId),
    companyReference("scenario_events_scenario_fk", table, table.scenarioId, scenarios, "cascade"),
    companyReference("scenario_events_series_fk", table, table.seriesId, cashFlowSeries, "cascade"),
  ],
);

/** A snapshot of one scenario's forecast (createBackup), to compare actuals with (actual vs expected). */
export const backups = pgTable(
  "backups",
  {
    ...companyScopedRow(),
    scenarioId: integer("scenario_id"),
    name: text("name").notNull(),
    /** 'active' (the backup the dashboard compares with; one per company) or 'inactive'. */
    status: text("status").notNull().default("inactive"),
    createdBy: userReference("created_by"),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    index("backups_company_idx").on(table.companyId),
    companyReference("backups_scenario_fk", table, table.scenarioId, scenarios, "no action"),
  ],
);

/** The cells of a backup: a dashboard row's forecast for one period of one granularity. */
export const backupCells = pgTable(
  "backup_cells",
  {
    /** The backup's company (Citus: on the backup's shard). */
    companyId: companyIdColumn(),
    backupId: integer("backup_id").notNull(),
    granularity: text("granularity").notNull(),
    rowId: text("row_id").notNull(),
    periodKey: text("period_key").notNull(),
    cents: bigint("cents", { mode: "bigint" }).notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.companyId, table.backupId, table.granularity, table.rowId, table.periodKey],
    }),
    companyReference("backup_cells_backup_fk", table, table.backupId, backups, "cascade"),
  ],
);

/** One row per company: the balance threshold and the small forecast settings of spec 001 §7.3, §7.4. */
export const forecastSettings = pgTable("forecast_settings", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  /** Periods whose end balance falls below it are flagged; null: no threshold. */
  thresholdCents: bigint("threshold_cents", { mode: "bigint" }),
  onboardingDismissed: boolean("onboarding_dismissed").notNull().default(false),
  /** When updateForecast last recomputed the forecast. */
  forecastUpdatedAt: timestamp("forecast_updated_at", { withTimezone: true }),
  updatedAt: updatedAt(),
});

/**
 * A manual adjustment: a signed amount added to a category's actual on a date, without a bank
 * transaction (a correction of history the bank data gets wrong). It counts like a transaction.
 */
export const manualAdjustments = pgTable(
  "manual_adjustments",
  {
    ...companyScopedRow(),
    categoryId: integer("category_id").notNull(),
    bookedOn: date("booked_on", { mode: "string" }).notNull(),
    amountCents: bigint("amount_cents", { mode: "bigint" }).notNull(),
    label: text("label").notNull().default(""),
    createdBy: userReference("created_by"),
    ...timestamps(),
  },
  (table) => [
    companyPrimaryKey(table),
    index("manual_adjustments_company_idx").on(table.companyId, table.bookedOn),
    companyReference("manual_adjustments_category_fk", table, table.categoryId, categories, "cascade"),
  ],
);

/** A comment on a manual adjustment (getMAComments, updateMAComment, deleteMAComment). */
export const manualAdjustmentComments = pgTable(
  "manual_adjustment_comments",
  {
    ...companyScopedRow(),
    adjustmentId: integer("adjustment_id").notNull(),
    authorId: userReference("author_id"),
    body: text("body").notNull(),
    ...timestamps(),
  },
  (table) => [
    companyPrimaryKey(table),
    index("manual_adjustment_comments_adjustment_idx").on(table.companyId, table.adjustmentId),
    companyReference(
      "manual_adjustment_comments_adjustment_fk",
      table,
      table.adjustmentId,
      manualAdjustments,
      "cascade",
    ),
  ],
);

/**
 * Actual totals per company, granularity ('M' month, 'W' ISO week), period start, category, account and
 * sign, kept current by statement-level triggers on `transactions` (custom migration
 * `forecast_actual_totals`), so that the dashboard reads a few thousand rows instead of rescanning every
 * transaction. `category_key` is the category id, or 0 for uncategorised; `sign` is 1 or -1 for
 * uncategorised money (the dashboard shows one uncategorised row per sign) and 0 for categorised money.
 * `trezo_rebuild_actual_totals(company_id)` recomputes a company's rows from scratch.
 */
export const actualTotals = pgTable(
  "actual_totals",
  {
    companyId: integer("company_id").notNull(),
    granularity: char("granularity", { length: 1 }).notNull(),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    categoryKey: integer("category_key").notNull(),
    accountId: integer("account_id").notNull(),
    sign: smallint("sign").notNull(),
    cents: bigint("cents", { mode: "bigint" }).notNull(),
    transactionCount: integer("transaction_count").notNull(),
  },
  (table) => [
    primaryKey({
      columns: [
        table.companyId,
        table.granularity,
        table.periodStart,
        table.categoryKey,
        table.accountId,
        table.sign,
      ],
    }),
  ],
);
