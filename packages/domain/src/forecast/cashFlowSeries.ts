import type { BasisPoints, Cents } from "../money";
import type { IsoDate } from "../periods";

/** How often a cash-flow series repeats (DESIGN §6). */
export const FREQUENCIES = ["once", "weekly", "monthly", "quarterly", "half-yearly", "yearly"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** The amount of each occurrence: fixed, or computed per period by a formula (a "formula series"). */
export type SeriesAmount =
  /** Signed cents: positive for income, negative for expense; excluding VAT when a VAT rate is set. */
  | { kind: "fixed"; cents: Cents }
  /**
   * A stored formula (`#id` references) evaluated in currency units for the period of each occurrence,
   * then rounded to the cent. Growth does not apply (the formula says how the amount moves); VAT does.
   * The formula reads the periods of the dashboard being computed (months, or weeks in the 13-week view),
   * so `#12 * 0.2` is a fifth of the month's value by month and of the week's value by week. It may read
   * categories, not begin, income, expense, variation or end (they depend on every series).
   */
  | { kind: "formula"; formula: string };

/** A recurring (or one-off) forecast flow of a category. */
export interface CashFlowSeries {
  id: string;
  categoryId: string;
  label?: string | undefined;
  amount: SeriesAmount;
  frequency: Frequency;
  /** Date of the first occurrence (the accrual date, before any payment delay). */
  start: IsoDate;
  /** Last accrual date that may hold an occurrence, included. With neither end nor count, it never ends. */
  end?: IsoDate | null | undefined;
  /** Number of occurrences; when both end and count are set, the series stops at whichever comes first. */
  count?: number | null | undefined;
  /**
   * Growth per year in basis points (250 = +2,5 % a year), applied at each anniversary of the start:
   * the occurrences of the k-th year are `amount × (1 + growth)^k`, rounded once.
   */
  growthRate?: BasisPoints | null | undefined;
  /** VAT in basis points (2000 = 20 %): the cash flow is the amount plus VAT, rounded half away from zero. */
  vatRate?: BasisPoints | null | undefined;
  /** Days between an occurrence and the cash movement (30 = paid 30 days later); may be negative (paid ahead). */
  paymentDelayDays?: number | null | undefined;
  /**
   * Payment terms "fin de mois" (see `PaymentTerms`): after the delay, the cash moves at the end of the
   * month reached ("45 jours fin de mois").
   */
  paymentEndOfMonth?: boolean | null | undefined;
  /** With `paymentEndOfMonth`, then on this day of the next month ("fin de mois le 10"); otherwise null. */
  paymentDayOfMonth?: number | null | undefined;
}

/** The fields an event may change on a series (everything but its id). */
export type CashFlowSeriesPatch = Partial<Omit<CashFlowSeries, "id">>;
