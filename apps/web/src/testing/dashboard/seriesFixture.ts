/**
 * A series of the dashboard's fixtures as the fake server lists it: a user's monthly series with no end,
 * growth, VAT or payment terms; `fields` gives its ids, label, amount and start.
 */
export function monthlySeriesFixture(fields: {
  id: number;
  scenario_id: number;
  category_id: number;
  label: string;
  amount_cents: number;
  start: string;
}) {
  return {
    ...fields,
    description: "",
    displayed: true,
    origin: "user" as const,
    formula: null,
    frequency: "monthly" as const,
    end: null,
    count: null,
    growth_rate_bp: null,
    vat_rate_bp: null,
    payment_delay_days: 0,
    payment_end_of_month: false,
    payment_day_of_month: null,
  };
}
