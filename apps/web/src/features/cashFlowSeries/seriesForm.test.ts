import { describe, expect, it } from "vitest";
import {
  newSeriesValues,
  type SeriesFormMessages,
  type SeriesOutput,
  seriesFormSchema,
  seriesPatch,
  seriesValuesOf,
  termsTextOf,
} from "./seriesForm";

const messages: SeriesFormMessages = {
  required: "required",
  categoryRequired: "categoryRequired",
  amountRequired: "amountRequired",
  amountZero: "amountZero",
  formulaRequired: "formulaRequired",
  endBeforeStart: "endBeforeStart",
  countInvalid: "countInvalid",
  growthInvalid: "growthInvalid",
  vatInvalid: "vatInvalid",
  delayInvalid: "delayInvalid",
  groupInvalid: "groupInvalid",
};
const schema = seriesFormSchema(messages);

const rent: SeriesOutput = {
  id: 5,
  scenario_id: 1,
  category_id: 20,
  label: "Loyer",
  description: "Bail commercial",
  displayed: true,
  origin: "user",
  amount_cents: -150_000,
  formula: null,
  frequency: "monthly",
  start: "2026-12-01",
  end: null,
  count: 24,
  growth_rate_bp: 250,
  vat_rate_bp: 2000,
  payment_delay_days: 30,
  payment_end_of_month: false,
  payment_day_of_month: null,
};

function errorsOf(values: Parameters<typeof schema.safeParse>[0]) {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe("the series form", () => {
  it("turns a monthly series typed in the editor into create_cfs' fields", () => {
    const values = {
      ...newSeriesValues("2026-12-01", 20),
      label: " Abonnement ",
      amount_cents: -25_000,
      end_kind: "count" as const,
      count: 12,
      growth_percent: 2.5,
      vat_percent: 20,
      payment_terms: "45 jours fin de mois",
    };
    expect(schema.parse(values)).toEqual({
      cfs: {
        category_id: 20,
        label: "Abonnement",
        amount_cents: -25_000,
        formula: null,
        frequency: "monthly",
        start: "2026-12-01",
        end: null,
        count: 12,
        growth_rate_bp: 250,
        vat_rate_bp: 2000,
        payment_delay_days: 45,
        payment_end_of_month: true,
        payment_day_of_month: null,
      },
      group_id: null,
      description: "",
      displayed: true,
    });
  });

  it("keeps a formula instead of the amount, without growth", () => {
    const parsed = schema.parse({
      ...newSeriesValues("2026-12-01", 20),
      amount_kind: "formula",
      amount_cents: 500,
      formula: " [Ventes] * 0.2 ",
      growth_percent: 3,
    });
    expect(parsed.cfs).toMatchObject({ amount_cents: null, formula: "[Ventes] * 0.2", growth_rate_bp: null });
  });

  it("drops end and count of a one-off", () => {
    const parsed = schema.parse({
      ...newSeriesValues("2026-12-01", 20),
      amount_cents: 100,
      frequency: "once",
      end_kind: "end",
      end: "2027-01-01",
      growth_percent: 5,
    });
    expect(parsed.cfs).toMatchObject({ end: null, count: null, growth_rate_bp: null });
  });

  it("names every field that needs correcting", () => {
    expect(errorsOf({ ...newSeriesValues("2026-12-01"), start: null })).toEqual({
      category_id: "categoryRequired",
      amount_cents: "amountRequired",
      start: "required",
    });
    expect(
      errorsOf({
        ...newSeriesValues("2026-12-01", 20),
        amount_cents: 0,
        end_kind: "end",
        end: "2026-11-30",
        growth_percent: -101,
        vat_percent: 20.555,
        payment_terms: "trente jours",
      }),
    ).toEqual({
      amount_cents: "amountZero",
      end: "endBeforeStart",
      growth_percent: "growthInvalid",
      vat_percent: "vatInvalid",
      payment_terms: "delayInvalid",
    });
    expect(
      errorsOf({ ...newSeriesValues("2026-12-01", 20), amount_kind: "formula", end_kind: "count", count: 0 }),
    ).toEqual({ formula: "formulaRequired", count: "countInvalid" });
  });

  it.each([
    ["", 0, false, null],
    ["30 jours", 30, false, null],
    ["60 jours date de facture", 60, false, null],
    ["fin de mois le 10", 0, true, 10],
  ])("reads the payment terms %j", (typed, days, endOfMonth, dayOfMonth) => {
    const parsed = schema.parse({
      ...newSeriesValues("2026-12-01", 20),
      amount_cents: 100,
      payment_terms: typed,
    });
    expect(parsed.cfs).toMatchObject({
      payment_delay_days: days,
      payment_end_of_month: endOfMonth,
      payment_day_of_month: dayOfMonth,
    });
  });

  it("shows stored terms in their French wording", () => {
    expect(
      termsTextOf({ payment_delay_days: 0, payment_end_of_month: false, payment_day_of_month: null }),
    ).toBe("");
    expect(
      termsTextOf({ payment_delay_days: 45, payment_end_of_month: true, payment_day_of_month: null }),
    ).toBe("45 jours fin de mois");
    expect(termsTextOf({ payment_delay_days: 0, payment_end_of_month: true, payment_day_of_month: 10 })).toBe(
      "fin de mois le 10",
    );
  });

  it("reads a stored series back into the same fields, and saving it unchanged changes nothing", () => {
    const values = seriesValuesOf(rent, "bureaux");
    expect(values).toMatchObject({
      amount_kind: "fixed",
      end_kind: "count",
      growth_percent: 2.5,
      vat_percent: 20,
      group_id: "bureaux",
    });
    const parsed = schema.parse(values);
    expect(parsed.group_id).toBe("bureaux");
    expect(seriesPatch(rent, parsed.cfs)).toEqual({});
  });

  it("sends only what changed, an end replacing a count", () => {
    const parsed = schema.parse({
      ...seriesValuesOf(rent),
      amount_cents: -160_000,
      end_kind: "end",
      end: "2027-12-31",
    });
    expect(seriesPatch(rent, parsed.cfs)).toEqual({ amount_cents: -160_000, end: "2027-12-31", count: null });
  });
});
