import type { PermissionMap } from "../access/permissionFlags";
import { addMonthsClamped, civilOf, epochDayOf } from "../forecast/calendar";
import type { CashFlowSeries } from "../forecast/cashFlowSeries";
import { visitOccurrences } from "../forecast/expandSeries";
import type { Cents } from "../money";
import type { IsoDate } from "../periods";

/**
 * The accounting firm's portfolio (issue 16, /console): per client, what its base forecast says over the
 * horizon (end balance, first month under the threshold), its runway, and the alerts the firm acts on.
 * Computed from aggregates read set-wise over every client; nothing here reads per-client dashboards.
 */

/** Months the console looks ahead, as the dashboard's default window. */
export const PORTFOLIO_MONTHS_AHEAD = 12;

/** What the console needs to project a client's cash. */
export interface ClientProjectionInput {
  today: IsoDate;
  /** Sum of the included accounts' balances today. */
  cashTodayCents: Cents;
  /** Fixed-amount series of the base scenario (formula series need the dashboard and are left out). */
  series: readonly CashFlowSeries[];
  /** The company's balance threshold, or null when it has none. */
  thresholdCents: Cents | null;
  monthsAhead?: number;
}

export interface ClientProjection {
  /** Projected balance at the end of each month, from the current month on. */
  monthEnds: { month: IsoDate; balanceCents: Cents }[];
  endOfHorizonCents: Cents;
  /** First day of the first month whose end balance is under the threshold, or null. */
  firstMonthBelowThreshold: IsoDate | null;
}

/** The first day of the month of `date`. */
export function monthStartOf(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

/** The end-of-month balances of the base forecast from today's cash and the series still to come. */
export function projectClient(input: ClientProjectionInput): ClientProjection {
  const months = input.monthsAhead ?? PORTFOLIO_MONTHS_AHEAD;
  const start = civilOf(monthStartOf(input.today));
  const monthStarts: IsoDate[] = [];
  for (let index = 0; index <= months; index++) {
    const civil = addMonthsClamped(start, index);
    monthStarts.push(`${String(civil.year).padStart(4, "0")}-${String(civil.month).padStart(2, "0")}-01`);
  }
  const deltas = new Array<number>(months).fill(0);
  const from = epochDayOf(input.today) + 1;
  const lastMonthStart = monthStarts[months];
  if (lastMonthStart === undefined) throw new RangeError("monthsAhead must be at least 0");
  const to = epochDayOf(lastMonthStart) - 1;
  const starts = monthStarts.map(epochDayOf);
  for (const series of input.series) {
    if (series.amount.kind !== "fixed") continue;
    visitOccurrences(series, from, to, (occurrence) => {
      let index = months - 1;
      while (index > 0 && (starts[index] ?? 0) > occurrence.cashDay) index--;
      deltas[index] = (deltas[index] ?? 0) + occurrence.cents;
    });
  }
  let balance = input.cashTodayCents;
  let firstMonthBelowThreshold: IsoDate | null = null;
  const monthEnds = deltas.map((delta, index) => {
    balance += delta;
    const month = monthStarts[index] ?? input.today;
    if (
      firstMonthBelowThreshold === null &&
      input.thresholdCents !== null &&
      balance < input.thresholdCents
    ) {
      firstMonthBelowThreshold = month;
    }
    return { month, balanceCents: balance };
  });
  return { monthEnds, endOfHorizonCents: balance, firstMonthBelowThreshold };
}

/**
 * Runway in whole months: how long today's cash lasts at the average net monthly outflow of the last
 * full months. Null when the client does not burn cash (average net flow ≥ 0); 0 when the cash is gone.
 */
export function runwayMonths(cashTodayCents: Cents, averageMonthlyNetCents: number): number | null {
  if (averageMonthlyNetCents >= 0) return null;
  if (cashTodayCents <= 0) return 0;
  return Math.floor(cashTodayCents / -averageMonthlyNetCents);
}

/** The thresholds of the console's alerts (N weeks, N days, N transactions). */
export interface AlertSettings {
  thresholdWithinWeeks: number;
  staleBankDays: number;
  toCategoriseAtLeast: number;
}

export const DEFAULT_ALERT_SETTINGS: AlertSettings = {
  thresholdWithinWeeks: 8,
  staleBankDays: 7,
  toCategoriseAtLeast: 50,
};

/** The range each alert threshold may take (whole numbers): what the firm may set. */
export const ALERT_SETTING_LIMITS: Record<keyof AlertSettings, { min: number; max: number }> = {
  thresholdWithinWeeks: { min: 1, max: 52 },
  staleBankDays: { min: 1, max: 90 },
  toCategoriseAtLeast: { min: 1, max: 10_000 },
};

/** The settings whose value is not a whole number within its limits. */
export function invalidAlertSettings(settings: Record<keyof AlertSettings, number>): (keyof AlertSettings)[] {
  return (Object.keys(ALERT_SETTING_LIMITS) as (keyof AlertSettings)[]).filter((key) => {
    const value = settings[key];
    const { min, max } = ALERT_SETTING_LIMITS[key];
    return !Number.isInteger(value) || value < min || value > max;
  });
}

/** A firm's stored thresholds (JSON, never trusted blindly): each valid value, else its default. */
export function alertSettingsOf(stored: unknown): AlertSettings {
  const record = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  const settings = { ...DEFAULT_ALERT_SETTINGS };
  for (const key of Object.keys(ALERT_SETTING_LIMITS) as (keyof AlertSettings)[]) {
    const value = record[key];
    if (typeof value === "number" && invalidAlertSettings({ ...settings, [key]: value }).length === 0)
      settings[key] = value;
  }
  return settings;
}

export type ClientAlertKind = "belowThreshold" | "staleBanks" | "toCategorise";

export interface ClientAlertFacts {
  today: IsoDate;
  firstMonthBelowThreshold: IsoDate | null;
  /** Last update of each active bank connection (null: never synchronised). */
  bankLastUpdates: readonly (IsoDate | null)[];
  uncategorisedCount: number;
}

/** Whether the bank connection's last update is older than the allowed days (never synchronised is stale). */
export function isStaleBank(lastUpdate: IsoDate | null, today: IsoDate, staleBankDays: number): boolean {
  if (lastUpdate === null) return true;
  return epochDayOf(today) - epochDayOf(lastUpdate) > staleBankDays;
}

/** The alerts a client raises: the month under the threshold starts within N weeks, stale banks, backlog. */
export function clientAlerts(facts: ClientAlertFacts, settings: AlertSettings = DEFAULT_ALERT_SETTINGS) {
  const alerts: ClientAlertKind[] = [];
  if (facts.firstMonthBelowThreshold !== null) {
    const limit = epochDayOf(facts.today) + settings.thresholdWithinWeeks * 7;
    if (epochDayOf(facts.firstMonthBelowThreshold) <= limit) alerts.push("belowThreshold");
  }
  if (facts.bankLastUpdates.some((update) => isStaleBank(update, facts.today, settings.staleBankDays))) {
    alerts.push("staleBanks");
  }
  if (facts.uncategorisedCount >= settings.toCategoriseAtLeast) alerts.push("toCategorise");
  return alerts;
}

/** Which parts of the portfolio a firm's user sees (spec 000 §6): figures need cpap_can_see_aggregated_data. */
export function portfolioVisibility(permissions: PermissionMap, ownerLevel: boolean) {
  const all = ownerLevel || permissions.cpap_access_all_managed_companies === true;
  return {
    /** Every client of the firm, or only those the user is assigned to. */
    allClients: all,
    figures: ownerLevel || permissions.cpap_can_see_aggregated_data === true,
  };
}
