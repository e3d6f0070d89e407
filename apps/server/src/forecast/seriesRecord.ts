import type { CallOutput } from "@trezo/api";
import {
  type CashFlowSeries,
  type CashFlowSeriesPatch,
  type Frequency,
  formulaForDisplay,
} from "@trezo/domain";
import type { cashFlowSeries } from "../db/tables/forecast";

export type SeriesRow = typeof cashFlowSeries.$inferSelect;
/** A series as the API answers it. */
export type SeriesOutput = CallOutput<"get_cfs_details">["cfs"];

/**
 * The fields of a series in their stored form (`#id` formula references), as an event's patch keeps
 * them and as create_cfs / update_cfs write them. Snake case, like the API.
 */
export interface StoredSeriesFields {
  category_id?: number;
  label?: string;
  amount_cents?: number | null;
  formula?: string | null;
  frequency?: Frequency;
  start?: string;
  end?: string | null;
  count?: number | null;
  growth_rate_bp?: number | null;
  vat_rate_bp?: number | null;
  payment_delay_days?: number;
  payment_end_of_month?: boolean;
  payment_day_of_month?: number | null;
}

/** The column values of stored fields, for insert and update (only the fields given). */
export function columnsOf(fields: StoredSeriesFields): Partial<SeriesRow> {
  const columns: Partial<SeriesRow> = {};
  if (fields.category_id !== undefined) columns.categoryId = fields.category_id;
  if (fields.label !== undefined) columns.label = fields.label;
  if (fields.amount_cents !== undefined) {
    columns.amountCents = fields.amount_cents === null ? null : BigInt(fields.amount_cents);
    if (fields.amount_cents !== null) columns.formula = null;
  }
  if (fields.formula !== undefined) {
    columns.formula = fields.formula;
    if (fields.formula !== null) columns.amountCents = null;
  }
  if (fields.frequency !== undefined) columns.frequency = fields.frequency;
  if (fields.start !== undefined) columns.startOn = fields.start;
  if (fields.end !== undefined) columns.endOn = fields.end;
  if (fields.count !== undefined) columns.occurrenceCount = fields.count;
  if (fields.growth_rate_bp !== undefined) columns.growthRateBp = fields.growth_rate_bp;
  if (fields.vat_rate_bp !== undefined) columns.vatRateBp = fields.vat_rate_bp;
  if (fields.payment_delay_days !== undefined) columns.paymentDelayDays = fields.payment_delay_days;
  if (fields.payment_end_of_month !== undefined) columns.paymentEndOfMonth = fields.payment_end_of_month;
  if (fields.payment_day_of_month !== undefined) columns.paymentDayOfMonth = fields.payment_day_of_month;
  return columns;
}

/** A stored series as the forecast engine reads it. */
export function domainSeriesOf(row: SeriesRow): CashFlowSeries {
  return {
    id: String(row.id),
    categoryId: String(row.categoryId),
    label: row.label,
    amount:
      row.formula !== null
        ? { kind: "formula", formula: row.formula }
        : { kind: "fixed", cents: Number(row.amountCents ?? 0n) },
    frequency: row.frequency as Frequency,
    start: row.startOn,
    end: row.endOn,
    count: row.occurrenceCount,
    growthRate: row.growthRateBp,
    vatRate: row.vatRateBp,
    paymentDelayDays: row.paymentDelayDays,
    paymentEndOfMonth: row.paymentEndOfMonth,
    paymentDayOfMonth: row.paymentDayOfMonth,
  };
}

/** An event's stored patch as the engine's patch. */
export function domainPatchOf(patch: StoredSeriesFields): CashFlowSeriesPatch {
  const result: CashFlowSeriesPatch = {};
  if (patch.category_id !== undefined) result.categoryId = String(patch.category_id);
  if (patch.label !== undefined) result.label = patch.label;
  if (patch.formula != null) result.amount = { kind: "formula", formula: patch.formula };
  else if (patch.amount_cents != null) result.amount = { kind: "fixed", cents: patch.amount_cents };
  if (patch.frequency !== undefined) result.frequency = patch.frequency;
  if (patch.start !== undefined) result.start = patch.start;
  if (patch.end !== undefined) result.end = patch.end;
  if (patch.count !== undefined) result.count = patch.count;
  if (patch.growth_rate_bp !== undefined) result.growthRate = patch.growth_rate_bp;
  if (patch.vat_rate_bp !== undefined) result.vatRate = patch.vat_rate_bp;
  if (patch.payment_delay_days !== undefined) result.paymentDelayDays = patch.payment_delay_days;
  if (patch.payment_end_of_month !== undefined) result.paymentEndOfMonth = patch.payment_end_of_month;
  if (patch.payment_day_of_month !== undefined) result.paymentDayOfMonth = patch.payment_day_of_month;
  return result;
}

/** A stored series as the API answers it, the formula shown with category names. */
export function seriesOutputOf(
  row: SeriesRow,
  categoryName: (id: string) => string | undefined,
): SeriesOutput {
  return {
    id: row.id,
    scenario_id: row.scenarioId,
    category_id: row.categoryId,
    label: row.label,
    description: row.description,
    displayed: row.displayed,
    origin: row.origin,
    amount_cents: row.amountCents === null ? null : Number(row.amountCents),
    formula: row.formula === null ? null : formulaForDisplay(row.formula, { categoryName }),
    frequency: row.frequency as Frequency,
    start: row.startOn,
    end: row.endOn,
    count: row.occurrenceCount,
    growth_rate_bp: row.growthRateBp,
    vat_rate_bp: row.vatRateBp,
    payment_delay_days: row.paymentDelayDays,
    payment_end_of_month: row.paymentEndOfMonth,
    payment_day_of_month: row.paymentDayOfMonth,
  };
}

/** A base series with an event's patch applied: what a scenario sees. */
export function patchedRow(row: SeriesRow, patch: StoredSeriesFields): SeriesRow {
  return { ...row, ...columnsOf(patch) };
}
