import {
  type ActualVatPayment,
  type DashboardInput,
  expandSeries,
  monthPeriod,
  type PendingItem,
  type TaxableFlow,
  vatForecast,
} from "@trezo/domain";
import type { Database } from "../db/database";
import { storedCompanyVat } from "./companyVat";
import { actualTotalsBetween } from "./dashboardInputOf";

/**
 * Adds the VAT forecast to a dashboard's input (issue 17; rules in packages/domain/src/vat): the VAT payments
 * (and refunds) the company's regime puts on their due dates become forecast items of the company's VAT
 * category, so that they show in its row, in the balances and in the XLSX export like any other forecast.
 *
 * The taxable flows are the actuals of the categories that have a rate (since 1 January of last year, for
 * the simplified regime's instalment base), the base scenario's fixed series from today on (a series' own
 * rate, else its category's), and open invoices and checks of rated categories. Bank lines of the VAT
 * category are the actual payments that replace the forecast of their month. When the forecast is on (a
 * VAT category and at least one rate), it replaces the base series of the VAT category, so that a VAT
 * payment typed by hand is not counted twice. Without VAT settings the input is returned unchanged.
 */
export async function withVatForecast(
  db: Database,
  companyId: number,
  input: DashboardInput,
): Promise<DashboardInput> {
  const vat = await storedCompanyVat(db, companyId);
  if (!vat || vat.vatCategoryId === null || vat.categoryRates.size === 0) return input;
  const vatCategory = String(vat.vatCategoryId);
  const rateOf = (categoryId: string | null) =>
    categoryId === null ? undefined : vat.categoryRates.get(Number(categoryId));
  const { today } = input;
  const fromMonth = `${Number(today.slice(0, 4)) - 1}-01`;
  const includedIds = input.accounts
    .filter((account) => account.included !== false)
    .map((account) => Number(account.id));
  const actuals = await actualTotalsBetween(db, companyId, includedIds, "month", `${fromMonth}-01`, today);

  const flows: TaxableFlow[] = [];
  const actualPayments: ActualVatPayment[] = [];
  for (const total of actuals) {
    const date = `${total.periodKey}-01`;
    if (total.categoryId === vatCategory) {
      if (total.cents !== 0) actualPayments.push({ date, cents: total.cents });
      continue;
    }
    const rateBp = rateOf(total.categoryId);
    if (rateBp) flows.push({ accrualDate: date, cashDate: date, cents: total.cents, rateBp });
  }
  const baseSeries = input.baseSeries.filter((series) => series.categoryId !== vatCategory);
  const horizon = monthPeriod(input.to).end;
  for (const series of baseSeries) {
    const rateBp = series.vatRate || rateOf(series.categoryId);
    if (!rateBp) continue;
    try {
      for (const occurrence of expandSeries(series, today, horizon)) {
        flows.push({
          accrualDate: occurrence.accrualDate,
          cashDate: occurrence.date,
          cents: occurrence.cents,
          rateBp,
        });
      }
    } catch {
      // An invalid series is reported by the dashboard itself; it holds no VAT here.
    }
  }
  for (const item of input.pendingItems ?? []) {
    const rateBp = item.matched ? undefined : rateOf(item.categoryId);
    if (rateBp)
      flows.push({ accrualDate: item.expectedDate, cashDate: item.expectedDate, cents: item.cents, rateBp });
  }

  const forecast = vatForecast({
    settings: vat.settings,
    flows,
    actualPayments,
    fromMonth,
    toMonth: input.to.slice(0, 7),
    currentMonth: today.slice(0, 7),
  });
  const payments = forecast.payments.map(
    (payment): PendingItem => ({
      kind: "vat",
      id: `vat:${payment.kind}:${payment.dueDate}`,
      categoryId: vatCategory,
      cents: payment.cents,
      expectedDate: payment.dueDate,
      matched: false,
    }),
  );
  return { ...input, baseSeries, pendingItems: [...(input.pendingItems ?? []), ...payments] };
}
