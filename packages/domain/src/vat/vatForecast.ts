import { type Cents, multiplyByRatio } from "../money";
import type { IsoDate } from "../periods";
import {
  addMonths,
  annualReturnDueDate,
  dayOfMonth,
  type MonthKey,
  type VatBasis,
  type VatRegime,
  yearMonthOf,
} from "./vatCalendar";
import { vatIncludedIn } from "./vatRates";

/** The company's VAT settings. */
export interface VatSettings {
  regime: VatRegime;
  basis: VatBasis;
  /** Day of the month CA3 payments and RSI instalments are due (15 to 24, by the company's SIREN and form). */
  dueDay: number;
  /** From this date on `regime` applies; before it, `previousRegime`. Null: `regime` always applied. */
  regimeChangedOn: IsoDate | null;
  previousRegime: VatRegime | null;
}

/** A sale (positive) or a purchase (negative), including VAT, and the dates that decide when VAT is due. */
export interface TaxableFlow {
  /** Invoice (accrual) date: when VAT is due on debits. */
  accrualDate: IsoDate;
  /** Cash date: when VAT is due on receipts. */
  cashDate: IsoDate;
  /** Signed, VAT included: money in for a sale, money out for a purchase. */
  cents: Cents;
  rateBp: number;
}

/** A VAT payment already on the bank statement (a line categorised in the VAT category). */
export interface ActualVatPayment {
  date: IsoDate;
  cents: Cents;
}

export type VatPaymentKind = "return" | "instalment" | "annualReturn";

/** One payment (negative) or refund (positive) the forecast expects. */
export interface VatPayment {
  kind: VatPaymentKind;
  regime: VatRegime;
  dueDate: IsoDate;
  /** Cash: negative when the company pays, positive when the Treasury refunds. */
  cents: Cents;
  /** First and last months of the VAT the payment settles (the year for an instalment). */
  fromMonth: MonthKey;
  toMonth: MonthKey;
}

export interface VatForecastInput {
  settings: VatSettings;
  flows: readonly TaxableFlow[];
  actualPayments: readonly ActualVatPayment[];
  /** First month whose VAT counts (earlier flows are ignored). */
  fromMonth: MonthKey;
  /** Last month whose VAT counts: returns of later months are not forecast. */
  toMonth: MonthKey;
  /** Payments due before this month's first day are past: the bank statement shows them. */
  currentMonth: MonthKey;
}

export interface VatForecast {
  /** Forecast payments, by due date, without the past ones and those an actual payment replaces. */
  payments: VatPayment[];
  /** Every payment the regime calendar gives, past and replaced ones included (for traceability). */
  schedule: VatPayment[];
  /** Net VAT (collected − deductible) per month of taxable event, positive when owed. */
  netVatByMonth: Map<MonthKey, Cents>;
  /** A CA3 credit still to carry forward after the last return. */
  carriedCreditCents: Cents;
}

/** The legal minimum under which the simplified regime's instalments are not due (CGI art. 287, 3). */
export const INSTALMENT_MINIMUM_CENTS = 100_000;

/** Regime in force on a date. */
export function regimeOn(settings: VatSettings, date: IsoDate): VatRegime {
  if (settings.regimeChangedOn !== null && date < settings.regimeChangedOn) {
    return settings.previousRegime ?? settings.regime;
  }
  return settings.regime;
}

/** Net VAT per month of taxable event: collected on sales minus deductible on purchases. */
export function netVatByMonth(flows: readonly TaxableFlow[], basis: VatBasis): Map<MonthKey, Cents> {
  const byMonth = new Map<MonthKey, Cents>();
  for (const flow of flows) {
    const vat = vatIncludedIn(flow.cents, flow.rateBp);
    if (vat === 0) continue;
    const month = (basis === "debits" ? flow.accrualDate : flow.cashDate).slice(0, 7);
    byMonth.set(month, (byMonth.get(month) ?? 0) + vat);
  }
  return byMonth;
}

/**
 * The VAT calendar of the company between two months: each return (CA3 monthly or quarterly, CA12 yearly)
 * with its instalments, and the payments it turns into. See README.md for the rules and their sources.
 */
export function vatForecast(input: VatForecastInput): VatForecast {
  const { settings, fromMonth, toMonth } = input;
  const net = netVatByMonth(input.flows, settings.basis);
  const vatOf = (month: MonthKey) => (month < fromMonth ? 0 : (net.get(month) ?? 0));
  const schedule: VatPayment[] = [];
  let credit = 0;
  let month = fromMonth;
  while (month <= toMonth) {
    const regime = regimeOn(settings, `${month}-01`);
    const { year, month: m } = yearMonthOf(month);
    // The return's months: the month, the rest of the calendar quarter or of the year, cut where the
    // regime changes.
    const lastOfPeriod =
      regime === "monthly"
        ? month
        : regime === "quarterly"
          ? addMonths(month, 2 - ((m - 1) % 3))
          : `${year}-12`;
    let to = month;
    while (to < lastOfPeriod && regimeOn(settings, `${addMonths(to, 1)}-01`) === regime)
      to = addMonths(to, 1);
    let due = 0;
    for (let each = month; each <= to; each = addMonths(each, 1)) due += vatOf(each);

    if (regime === "simplified") {
      const previousYear = sumMonths(vatOf, `${year - 1}-01`, `${year - 1}-12`);
      const instalments: VatPayment[] = [];
      if (previousYear >= INSTALMENT_MINIMUM_CENTS) {
        for (const [instalmentMonth, percent] of [
          [7, 55n],
          [12, 40n],
        ] as const) {
          const key = `${year}-${String(instalmentMonth).padStart(2, "0")}`;
          if (key < month || key > to) continue;
          instalments.push({
            kind: "instalment",
            regime,
            dueDate: dayOfMonth(key, settings.dueDay),
            cents: -multiplyByRatio(previousYear, percent, 100n),
            fromMonth: month,
            toMonth: to,
          });
        }
      }
      schedule.push(...instalments);
      const paid = instalments.reduce((total, instalment) => total - instalment.cents, 0);
      // The CA12 balance: the year's VAT minus the instalments, a refund when they exceed it.
      const balance = due - paid - credit;
      credit = 0;
      if (balance !== 0) {
        schedule.push({
          kind: "annualReturn",
          regime,
          dueDate: annualReturnDueDate(year),
          cents: -balance,
          fromMonth: month,
          toMonth: to,
        });
      }
    } else {
      // A CA3 credit is carried forward to the next return (the usual choice; a refund must be asked).
      const balance = due - credit;
      if (balance > 0) {
        credit = 0;
        schedule.push({
          kind: "return",
          regime,
          dueDate: dayOfMonth(addMonths(to, 1), settings.dueDay),
          cents: -balance,
          fromMonth: month,
          toMonth: to,
        });
      } else {
        credit = Math.max(0, -balance);
      }
    }
    month = addMonths(to, 1);
  }
  const paidMonths = new Set(input.actualPayments.map((payment) => payment.date.slice(0, 7)));
  const payments = schedule
    .filter((payment) => payment.dueDate.slice(0, 7) >= input.currentMonth)
    .filter((payment) => !paidMonths.has(payment.dueDate.slice(0, 7)))
    .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
  return { payments, schedule, netVatByMonth: net, carriedCreditCents: credit };
}

function sumMonths(vatOf: (month: MonthKey) => Cents, from: MonthKey, to: MonthKey): Cents {
  let total = 0;
  for (let month = from; month <= to; month = addMonths(month, 1)) total += vatOf(month);
  return total;
}
