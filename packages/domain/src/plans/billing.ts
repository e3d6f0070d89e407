import { extractIBAN, isValidIBAN } from "ibantools";
import {
  ADDITIONAL_THINGS,
  type AdditionalThing,
  type CouponDefinition,
  type PlanDefinition,
} from "./catalogue";

/**
 * What a subscription costs and how its invoice reads: lines, coupon discount and VAT (French VAT for a
 * French customer, reverse charge for an EU business with a VAT number, none outside the EU). Amounts are
 * euro cents; VAT rates basis points. Used by the sandbox provider and by Trezo's own invoices.
 */

/** The countries billing details may name (getCountriesList): the EU and the rest of the SEPA area, then others. */
export const EU_COUNTRIES = [
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
] as const;
export const BILLING_COUNTRIES: readonly string[] = [
  ...EU_COUNTRIES,
  "AD",
  "CH",
  "GB",
  "IS",
  "LI",
  "MC",
  "NO",
  "SM",
  "VA",
  "CA",
  "US",
  "MA",
  "TN",
  "DZ",
  "SN",
  "CI",
  "CM",
  "MU",
  "BR",
  "JP",
  "AU",
];

/** French standard VAT rate (20 %). */
export const FRENCH_VAT_RATE_BP = 2000;

export type VatTreatment = "french" | "reverseCharge" | "outsideEu";

/** How VAT applies to a customer of Trezo (a French seller of services to businesses). */
export function vatTreatmentOf(country: string, vatNumber: string | null): VatTreatment {
  if (country === "FR") return "french";
  if ((EU_COUNTRIES as readonly string[]).includes(country)) return vatNumber ? "reverseCharge" : "french";
  return "outsideEu";
}

/** A subscription as bought: the plan and the quantities above its included quota. */
export interface SubscriptionOrder {
  plan: PlanDefinition;
  additional: Record<AdditionalThing, number>;
}

export interface InvoiceLine {
  /** The plan code, or `additional_<thing>`. */
  item: string;
  quantity: number;
  unitAmountCents: number;
  amountCents: number;
}

export interface InvoiceAmounts {
  lines: InvoiceLine[];
  subtotalCents: number;
  discountCents: number;
  /** Subtotal less discount. */
  netCents: number;
  vatRateBp: number;
  vatCents: number;
  totalCents: number;
  vatTreatment: VatTreatment;
}

/** The monthly lines of an order: the plan, then each additional thing bought (price × quantity). */
export function orderLines(order: SubscriptionOrder): InvoiceLine[] {
  const lines: InvoiceLine[] = [
    {
      item: order.plan.code,
      quantity: 1,
      unitAmountCents: order.plan.monthlyPriceCents,
      amountCents: order.plan.monthlyPriceCents,
    },
  ];
  for (const thing of ADDITIONAL_THINGS) {
    const quantity = order.additional[thing];
    const unit = order.plan.unitPriceCents[thing];
    if (quantity > 0 && unit !== null)
      lines.push({
        item: `additional_${thing}`,
        quantity,
        unitAmountCents: unit,
        amountCents: unit * quantity,
      });
  }
  return lines;
}

/** The discount a coupon gives on a subtotal (never more than the subtotal); rounded to the cent. */
export function couponDiscount(subtotalCents: number, coupon: CouponDefinition | null): number {
  if (!coupon) return 0;
  const off =
    coupon.percentOff !== null
      ? Math.round((subtotalCents * coupon.percentOff) / 100)
      : (coupon.amountOffCents ?? 0);
  return Math.min(subtotalCents, Math.max(0, off));
}

/** The amounts of one invoice of `lines` with a coupon, for a customer of this country and VAT number. */
export function invoiceAmounts(
  lines: InvoiceLine[],
  coupon: CouponDefinition | null,
  customer: { country: string; vatNumber: string | null },
): InvoiceAmounts {
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const discountCents = couponDiscount(subtotalCents, coupon);
  const netCents = subtotalCents - discountCents;
  const vatTreatment = vatTreatmentOf(customer.country, customer.vatNumber);
  const vatRateBp = vatTreatment === "french" ? FRENCH_VAT_RATE_BP : 0;
  const vatCents = Math.round((netCents * vatRateBp) / 10_000);
  return {
    lines,
    subtotalCents,
    discountCents,
    netCents,
    vatRateBp,
    vatCents,
    totalCents: netCents + vatCents,
    vatTreatment,
  };
}

/** An invoice number: prefix, year and the gapless sequence on 6 digits (FA-2026-000042). */
export function invoiceNumberOf(year: number, sequence: number): string {
  return `FA-${year}-${String(sequence).padStart(6, "0")}`;
}

/** What an IBAN typed for SEPA Direct Debit is: its country and last four, or why it is refused. */
export type IbanCheck =
  | { ok: true; iban: string; country: string; last4: string }
  /** Spec 001 §8: the country cannot be determined and the first two characters are not letters. */
  | { ok: false; reason: "country" }
  | { ok: false; reason: "invalid" };

/** Checks an IBAN for SEPA Direct Debit (ISO 13616 checksum and country format). */
export function checkSepaIban(typed: string): IbanCheck {
  const iban = typed.replace(/[\s-]+/g, "").toUpperCase();
  const prefix = iban.slice(0, 2);
  if (!/^[A-Z]{2}$/.test(prefix)) return { ok: false, reason: "country" };
  if (!isValidIBAN(iban)) return { ok: false, reason: "invalid" };
  const extracted = extractIBAN(iban);
  return { ok: true, iban, country: extracted.countryCode ?? prefix, last4: iban.slice(-4) };
}
