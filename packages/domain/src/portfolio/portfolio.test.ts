import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CashFlowSeries } from "../forecast/cashFlowSeries";
import {
  alertSettingsOf,
  clientAlerts,
  DEFAULT_ALERT_SETTINGS,
  invalidAlertSettings,
  isStaleBank,
  portfolioVisibility,
  projectClient,
  runwayMonths,
} from "./portfolio";

const monthly = (id: string, cents: number, start = "2026-01-05"): CashFlowSeries => ({
  id,
  categoryId: "1",
  amount: { kind: "fixed", cents },
  frequency: "monthly",
  start,
});

describe("projectClient", () => {
  it("adds each month's occurrences to today's cash and finds the first month under the threshold", () => {
    const projection = projectClient({
      today: "2026-03-10",
      cashTodayCents: 100_000,
      series: [monthly("rent", -40_000)],
      thresholdCents: 50_000,
      monthsAhead: 3,
    });
    // March's rent (the 5th) is past; April, May and June each take 400 €.
    expect(projection.monthEnds.map((month) => month.balanceCents)).toEqual([100_000, 60_000, 20_000]);
    expect(projection.monthEnds.map((month) => month.month)).toEqual([
      "2026-03-01",
      "2026-04-01",
      "2026-05-01",
    ]);
    expect(projection.firstMonthBelowThreshold).toBe("2026-05-01");
    expect(projection.endOfHorizonCents).toBe(20_000);
  });

  it("leaves formula series out and has no month under a missing threshold", () => {
    const projection = projectClient({
      today: "2026-03-10",
      cashTodayCents: -5,
      series: [{ ...monthly("f", 0), amount: { kind: "formula", formula: "#1" } }],
      thresholdCents: null,
    });
    expect(projection.endOfHorizonCents).toBe(-5);
    expect(projection.firstMonthBelowThreshold).toBeNull();
    expect(projection.monthEnds).toHaveLength(12);
  });

  it("ends the horizon at today's cash plus every occurrence in it (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }), { maxLength: 5 }),
        fc.integer({ min: 1, max: 24 }),
        (cash, amounts, monthsAhead) => {
          const series = amounts.map((cents, index) => monthly(String(index), cents, "2026-04-15"));
          const projection = projectClient({
            today: "2026-03-31",
            cashTodayCents: cash,
            series,
            thresholdCents: 0,
            monthsAhead,
          });
          const perMonth = amounts.reduce((sum, cents) => sum + cents, 0);
          // From April on, each series pays once a month: monthsAhead − 1 payments.
          expect(projection.endOfHorizonCents).toBe(cash + perMonth * (monthsAhead - 1));
          const first = projection.monthEnds.find((month) => month.balanceCents < 0);
          expect(projection.firstMonthBelowThreshold).toBe(first?.month ?? null);
        },
      ),
    );
  });
});

describe("runwayMonths", () => {
  it("is how many months the cash lasts at the average burn", () => {
    expect(runwayMonths(100_000, -30_000)).toBe(3);
    expect(runwayMonths(100_000, 10)).toBeNull();
    expect(runwayMonths(-1, -10)).toBe(0);
  });

  it("never grows when the burn grows (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 1, max: 1e7 }),
        fc.integer({ min: 0, max: 1e7 }),
        (cash, burn, more) => {
          const slower = runwayMonths(cash, -burn);
          const faster = runwayMonths(cash, -(burn + more));
          expect(slower).not.toBeNull();
          expect(faster ?? 0).toBeLessThanOrEqual(slower ?? 0);
        },
      ),
    );
  });
});

describe("clientAlerts", () => {
  const facts = {
    today: "2026-03-10",
    firstMonthBelowThreshold: null,
    bankLastUpdates: ["2026-03-09"],
    uncategorisedCount: 0,
  };

  it("raises nothing for a healthy client", () => {
    expect(clientAlerts(facts)).toEqual([]);
  });

  it("flags a threshold crossing within the weeks, stale or never synchronised banks, a backlog", () => {
    expect(clientAlerts({ ...facts, firstMonthBelowThreshold: "2026-04-01" })).toEqual(["belowThreshold"]);
    expect(clientAlerts({ ...facts, firstMonthBelowThreshold: "2026-12-01" })).toEqual([]);
    expect(clientAlerts({ ...facts, bankLastUpdates: [null] })).toEqual(["staleBanks"]);
    expect(clientAlerts({ ...facts, uncategorisedCount: 50 })).toEqual(["toCategorise"]);
  });

  it("calls a bank stale exactly after the allowed days (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 60 }), (ago, days) => {
        const last = new Date(Date.UTC(2026, 2, 10) - ago * 86_400_000).toISOString().slice(0, 10);
        expect(isStaleBank(last, "2026-03-10", days)).toBe(ago > days);
      }),
    );
  });
});

describe("portfolioVisibility", () => {
  it("shows figures only with cpap_can_see_aggregated_data and every client only with access to all", () => {
    expect(portfolioVisibility({ cpap_view_admin_console: true }, false)).toEqual({
      allClients: false,
      figures: false,
    });
    expect(portfolioVisibility({ cpap_can_see_aggregated_data: true }, false)).toEqual({
      allClients: false,
      figures: true,
    });
    expect(portfolioVisibility({ cpap_access_all_managed_companies: true }, false)).toEqual({
      allClients: true,
      figures: false,
    });
    expect(portfolioVisibility({}, true)).toEqual({ allClients: true, figures: true });
  });
});

describe("alert settings", () => {
  it("names the thresholds that are not whole numbers within their limits", () => {
    expect(invalidAlertSettings(DEFAULT_ALERT_SETTINGS)).toEqual([]);
    expect(
      invalidAlertSettings({ thresholdWithinWeeks: 0, staleBankDays: 1.5, toCategoriseAtLeast: 10_000 }),
    ).toEqual(["thresholdWithinWeeks", "staleBankDays"]);
    expect(
      invalidAlertSettings({ thresholdWithinWeeks: 52, staleBankDays: 91, toCategoriseAtLeast: 10_001 }),
    ).toEqual(["staleBankDays", "toCategoriseAtLeast"]);
  });

  it("reads stored thresholds, each invalid or missing one falling back to its default", () => {
    expect(alertSettingsOf(null)).toEqual(DEFAULT_ALERT_SETTINGS);
    expect(
      alertSettingsOf({ thresholdWithinWeeks: 12, staleBankDays: "3", toCategoriseAtLeast: -1 }),
    ).toEqual({
      ...DEFAULT_ALERT_SETTINGS,
      thresholdWithinWeeks: 12,
    });
  });
});
