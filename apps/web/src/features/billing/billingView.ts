/**
 * What the billing section shows, in the web's words: the server's answers (getCurrentBasePlan,
 * getSubscriptionForCompany, billing info, payment method, invoices) are read into these shapes once, so
 * each part of the section draws plain values.
 */

/** The things a plan counts (spec 000 §3 Base plan). */
export type LimitedThing = "users" | "banks" | "integrations" | "scenarios";

/** One line of usage against the plan's quota. `max` null: no maximum; `unitPriceCents` null: not sold. */
export interface UsageLine {
  thing: LimitedThing;
  used: number;
  included: number;
  max: number | null;
  unitPriceCents: number | null;
}

/** Where the company stands: on trial, subscribed, without subscription, lifted by support, or a firm's. */
export type PlanStatus = "trial" | "active" | "none" | "bypass" | "firm";

export interface PlanView {
  name: string | null;
  status: PlanStatus;
  /** The trial's last day, `YYYY-MM-DD`, when on trial. */
  trialEndsOn: string | null;
  currency: string;
  usage: UsageLine[];
  nextInvoice: { amountCents: number; date: string; discountCents: number; couponCode: string | null } | null;
}

export type PaymentMethodView =
  | { kind: "card"; brand: string; last4: string; expiry: string }
  | { kind: "sepa_debit"; last4: string }
  | null;

export type InvoiceStatus = "paid" | "open" | "void" | "uncollectible" | "draft";

export interface InvoiceView {
  id: string;
  number: string;
  date: string;
  dueDate: string | null;
  totalCents: number;
  currency: string;
  status: InvoiceStatus;
}

/** Whole days from `today` to the trial's last day (0 on the last day, negative once over). */
export function trialDaysLeft(trialEndsOn: string, today: string): number {
  const day = 24 * 60 * 60 * 1000;
  return Math.round((Date.parse(`${trialEndsOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / day);
}
