import type { AdditionalThing } from "@trezo/domain";

/**
 * The payment-provider adapter (issue 20): what Trezo asks of a provider. Two implementations: the
 * built-in sandbox (sandboxProvider.ts, the default) and Stripe through its SDK (stripeProvider.ts). Both
 * speak Stripe's event shapes to the webhook (webhookEvents.ts), signed the way Stripe signs.
 */

export interface CustomerDetails {
  companyId: number;
  name: string;
  email: string;
  addressLine1: string;
  addressLine2: string | null;
  postalCode: string;
  city: string;
  country: string;
  vatNumber: string | null;
}

/** What is bought: a plan and the quantities of additional items above its included quota. */
export interface OrderSpec {
  companyId: number;
  planCode: string;
  additional: Record<AdditionalThing, number>;
  couponCode: string | null;
}

export interface PaymentMethodSummary {
  id: string;
  type: "card" | "sepa_debit";
  /** Card brand, or the IBAN's country. */
  label: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  mandateReference: string | null;
}

export interface PaymentProvider {
  readonly name: "sandbox" | "stripe";
  /** Creates or updates the provider's customer of a company; answers its id. */
  upsertCustomer(customerId: string | null, details: CustomerDetails): Promise<string>;
  /** A hosted checkout for a subscription (or, `setup`, for a payment method only). */
  createCheckoutSession(input: {
    customerId: string;
    order: OrderSpec | null;
    mode: "subscription" | "setup";
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }>;
  /** Subscribes the customer with the payment method on file; the provider's events confirm it. */
  createSubscription(customerId: string, order: OrderSpec): Promise<{ id: string }>;
  /** Changes a subscription's plan and quantities (prorated); the provider's events confirm it. */
  updateSubscription(subscriptionId: string, order: OrderSpec): Promise<void>;
  /** Signs a SEPA Direct Debit mandate for an IBAN and makes it the customer's default payment method. */
  attachSepaDebit(input: {
    customerId: string;
    iban: string;
    holderName: string;
    email: string;
    ip: string;
    userAgent: string;
  }): Promise<PaymentMethodSummary>;
  /** The customer's default payment method, if any. */
  defaultPaymentMethod(customerId: string): Promise<PaymentMethodSummary | null>;
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  /** Verifies a webhook's signature (Stripe's scheme) and answers the event's JSON; throws when forged or stale. */
  verifyWebhook(rawBody: string, signatureHeader: string): unknown;
}

/** A provider's refusal that is the customer's to fix (declined, no customer, invalid IBAN). */
export class PaymentProviderError extends Error {
  constructor(
    readonly reason: "customer" | "declined" | "iban" | "other",
    message: string,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}
