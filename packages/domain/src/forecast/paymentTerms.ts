import { type CivilDate, civilOfEpochDay, daysInMonth, epochDayOfCivil } from "./calendar";

/**
 * French payment terms ("conditions de paiement") of a series: when the cash of an occurrence moves.
 * - `30 jours` (also `30 jours date de facture`, `30 jours net`): 30 days after the occurrence;
 * - `45 jours fin de mois`: 45 days after the occurrence, then the end of that month;
 * - `fin de mois le 10` (`30 jours fin de mois le 10`): the end of the month (after the days), then the
 *   10th of the next month;
 * - `comptant`: on the occurrence's date. Days may be negative (paid ahead): `-15 jours`.
 */
export interface PaymentTerms {
  /** Days after the occurrence (negative: paid ahead). */
  days: number;
  /** Then the end of the month reached. */
  endOfMonth: boolean;
  /** With `endOfMonth`, then this day (1 to 31, clamped to the month) of the next month; otherwise null. */
  dayOfMonth: number | null;
}

/** Terms of a payment on the occurrence's date. */
export const CASH_TERMS: PaymentTerms = { days: 0, endOfMonth: false, dayOfMonth: null };

/** Payment terms are capped at ten years either way: beyond, it is a typing error, not a delay. */
export const MAX_PAYMENT_TERMS_DAYS = 3660;

/** Whether terms can be applied: whole days within ten years, a day of the month only after an end of month. */
export function arePaymentTermsValid(terms: PaymentTerms): boolean {
  if (!Number.isSafeInteger(terms.days) || Math.abs(terms.days) > MAX_PAYMENT_TERMS_DAYS) return false;
  if (terms.dayOfMonth === null) return true;
  return (
    terms.endOfMonth && Number.isInteger(terms.dayOfMonth) && terms.dayOfMonth >= 1 && terms.dayOfMonth <= 31
  );
}

/** Lower case, no accents, single spaces: what the parser reads. */
function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .trim();
}

const CASH_WORDS = new Set([
  "comptant",
  "a reception",
  "a reception de facture",
  "immediat",
  "cash",
  "on receipt",
]);
const DAYS = String.raw`(-?\d{1,4})\s*(?:j|jr|jrs|jour|jours|d|day|days)?`;
const NET = String.raw`(?:\s*(?:date de facture|date facture|net|nets|de la date de facture|after invoice date))?`;
const END_OF_MONTH = "(?:fin de mois|fdm|end of month|eom)";
const ON_DAY = String.raw`(?:\s*(?:le|the|on the)\s*(\d{1,2})(?:er|e|st|nd|rd|th)?)?`;
const NET_TERMS = new RegExp(`^${DAYS}${NET}$`);
const END_OF_MONTH_TERMS = new RegExp(`^(?:${DAYS}\\s*)?${END_OF_MONTH}${ON_DAY}$`);

/**
 * The terms a user typed ("30 jours", "45 jours fin de mois", "60 jours date de facture", "fin de mois le
 * 10", "comptant"; case, accents and spaces do not matter, English words are understood too), or null
 * when the text says no terms the forecast can apply.
 */
export function parsePaymentTerms(text: string): PaymentTerms | null {
  const input = normalise(text);
  if (input === "" || CASH_WORDS.has(input)) return { ...CASH_TERMS };
  let terms: PaymentTerms | null = null;
  const net = NET_TERMS.exec(input);
  if (net) terms = { days: Number(net[1]), endOfMonth: false, dayOfMonth: null };
  const endOfMonth = END_OF_MONTH_TERMS.exec(input);
  if (endOfMonth) {
    terms = {
      days: endOfMonth[1] === undefined ? 0 : Number(endOfMonth[1]),
      endOfMonth: true,
      dayOfMonth: endOfMonth[2] === undefined ? null : Number(endOfMonth[2]),
    };
  }
  if (terms === null || !arePaymentTermsValid(terms)) return null;
  if (Object.is(terms.days, -0)) terms.days = 0;
  return terms;
}

/** The terms in their usual French wording, which `parsePaymentTerms` reads back. */
export function formatPaymentTerms(terms: PaymentTerms): string {
  const days = `${terms.days} ${Math.abs(terms.days) === 1 ? "jour" : "jours"}`;
  if (!terms.endOfMonth) return terms.days === 0 ? "comptant" : days;
  const endOfMonth = terms.days === 0 ? "fin de mois" : `${days} fin de mois`;
  return terms.dayOfMonth === null ? endOfMonth : `${endOfMonth} le ${terms.dayOfMonth}`;
}

/** The day `day` of the month `months` after `date`'s, clamped to the month's length ("end": its last day). */
function dayOfMonthAfter(
  date: Pick<CivilDate, "year" | "month">,
  months: number,
  day: number | "end",
): CivilDate {
  const monthIndex = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  const length = daysInMonth(year, month);
  return { year, month, day: day === "end" ? length : Math.min(day, length) };
}

/** When the cash of an occurrence on `date` moves, the terms applied day by day on the calendar. */
export function applyPaymentTerms(terms: PaymentTerms, date: CivilDate): CivilDate {
  const shifted = civilOfEpochDay(epochDayOfCivil(date) + terms.days);
  if (!terms.endOfMonth) return shifted;
  if (terms.dayOfMonth === null) return dayOfMonthAfter(shifted, 0, "end");
  return dayOfMonthAfter(shifted, 1, terms.dayOfMonth);
}

/** Where the cash of each occurrence of a calendar-month series falls: months after its own, on a day. */
export interface MonthlyCashPlacement {
  months: number;
  /** The day of that month (clamped to its length), or its last day. */
  day: number | "end";
}

/**
 * The terms of a series repeating every month (or quarter, half-year, year) anchored on `anchorDay`,
 * counted in commercial months of 30 days (30 jours = one month later, on the same day): every
 * occurrence then pays on the same day of a month the same distance away, so a monthly series pays
 * exactly once a month. (Day by day, 1 February + 30 days is 3 March: nothing in February, two payments
 * in March.)
 */
export function monthlyCashPlacement(terms: PaymentTerms, anchorDay: number): MonthlyCashPlacement {
  const position = Math.min(anchorDay, 30) - 1 + terms.days;
  const months = Math.floor(position / 30);
  const dayInMonth = position - months * 30 + 1;
  if (terms.endOfMonth) {
    return terms.dayOfMonth === null ? { months, day: "end" } : { months: months + 1, day: terms.dayOfMonth };
  }
  // Whole commercial months keep the anchor's day (31 stays the last day of long months).
  return { months, day: terms.days % 30 === 0 ? anchorDay : dayInMonth };
}

/** The cash date of the occurrence on `accrual` of a calendar-month series, by `placement`. */
export function placeMonthlyCash(accrual: CivilDate, placement: MonthlyCashPlacement): CivilDate {
  return dayOfMonthAfter(accrual, placement.months, placement.day);
}
