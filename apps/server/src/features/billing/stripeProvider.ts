import { ADDITIONAL_THINGS, type AdditionalThing, couponOf, planOf, priceLookupKey } from "@trezo/domain";
import Stripe from "stripe";
import {
  type CustomerDetails,
  type OrderSpec,
  type PaymentMethodSummary,
  type PaymentProvider,
  PaymentProviderError,
} from "./paymentProvider";

/**
 * Stripe through its official SDK (STRIPE_SECRET_KEY): customers with their billing address and VAT
 * number, prices found by lookup key (created once when missing: one monthly price per plan and per
 * additional item of a plan), hosted Checkout (card and SEPA Direct Debit), subscriptions with quantities
 * for the additional items, coupons of the same id as Trezo's, SEPA mandates through a confirmed
 * SetupIntent, and webhooks verified with stripe.webhooks.constructEvent.
 */

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Tests only: a local server answering Stripe's payloads. */
  host?: string | undefined;
  port?: number | undefined;
  protocol?: "http" | "https" | undefined;
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = "stripe";
  private readonly stripe: Stripe;
  private readonly prices = new Map<string, string>();

  constructor(private readonly settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey, {
      ...(settings.host ? { host: settings.host } : {}),
      ...(settings.port ? { port: settings.port } : {}),
      ...(settings.protocol ? { protocol: settings.protocol } : {}),
      maxNetworkRetries: 2,
      timeout: 80_000,
      appInfo: { name: "Trezo" },
    });
  }

  private customerParams(details: CustomerDetails) {
    return {
      name: details.name,
      email: details.email,
      address: {
        line1: details.addressLine1,
        line2: details.addressLine2 ?? "",
        postal_code: details.postalCode,
        city: details.city,
        country: details.country,
      },
      metadata: { company_id: String(details.companyId) },
      preferred_locales: ["fr"],
    };
  }

  async upsertCustomer(customerId: string | null, details: CustomerDetails): Promise<string> {
    try {
      if (customerId) {
        await this.stripe.customers.update(customerId, this.customerParams(details));
        return customerId;
      }
      const customer = await this.stripe.customers.create({
        ...this.customerParams(details),
        ...(details.vatNumber ? { tax_id_data: [{ type: "eu_vat", value: details.vatNumber }] } : {}),
      });
      return customer.id;
    } catch (error) {
      throw new PaymentProviderError(
        "customer",
        `Could not create a new customer on Stripe. ${messageOf(error)}`,
      );
    }
  }

  /** The id of the price of a lookup key, created (monthly, EUR, before tax) when Stripe has none. */
  private async priceId(planCode: string, thing?: AdditionalThing): Promise<string> {
    const key = priceLookupKey(planCode, thing);
    const known = this.prices.get(key);
    if (known) return known;
    const listed = await this.stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
    let id = listed.data[0]?.id;
    if (!id) {
      const plan = planOf(planCode);
      const unit = thing ? plan.unitPriceCents[thing] : plan.monthlyPriceCents;
      if (unit === null) throw new PaymentProviderError("other", `No unit price for ${key}`);
      const created = await this.stripe.prices.create({
        currency: "eur",
        unit_amount: unit,
        recurring: { interval: "month" },
        lookup_key: key,
        tax_behavior: "exclusive",
        product_data: { name: thing ? `${plan.name} — ${thing}` : `Trezo ${plan.name}` },
      });
      id = created.id;
    }
    this.prices.set(key, id);
    return id;
  }

  private async items(order: OrderSpec): Promise<Array<{ price: string; quantity: number }>> {
    const items = [{ price: await this.priceId(order.planCode), quantity: 1 }];
    for (const thing of ADDITIONAL_THINGS)
      if (order.additional[thing] > 0)
        items.push({ price: await this.priceId(order.planCode, thing), quantity: order.additional[thing] });
    return items;
  }

  /** The coupon of an order as Stripe discounts (a Stripe coupon of the same id as Trezo's). */
  private discounts(order: OrderSpec): Array<{ coupon: string }> {
    const coupon = couponOf(order.couponCode);
    return coupon ? [{ coupon: coupon.code }] : [];
  }

  async createCheckoutSession(input: {
    customerId: string;
    order: OrderSpec | null;
    mode: "subscription" | "setup";
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }> {
    const { order } = input;
    const session = await this.stripe.checkout.sessions.create({
      mode: input.mode,
      customer: input.customerId,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      locale: "fr",
      ...(order
        ? {
            client_reference_id: String(order.companyId),
            metadata: { company_id: String(order.companyId) },
            line_items: await this.items(order),
            ...(this.discounts(order).length > 0 ? { discounts: this.discounts(order) } : {}),
            subscription_data: { metadata: { company_id: String(order.companyId) } },
          }
        : { currency: "eur" }),
    });
    if (!session.url)
      throw new PaymentProviderError("other", "Stripe answered a checkout session without url");
    return { id: session.id, url: session.url };
  }

  async createSubscription(customerId: string, order: OrderSpec): Promise<{ id: string }> {
    const subscription = await this.stripe.subscriptions.create({
      customer: customerId,
      items: await this.items(order),
      discounts: this.discounts(order),
      metadata: { company_id: String(order.companyId) },
      payment_behavior: "allow_incomplete",
    });
    return { id: subscription.id };
  }

  async updateSubscription(subscriptionId: string, order: OrderSpec): Promise<void> {
    const current = await this.stripe.subscriptions.retrieve(subscriptionId);
    const wanted = await this.items(order);
    const wantedPrices = new Set(wanted.map((item) => item.price));
    const byPrice = new Map(current.items.data.map((item) => [item.price.id, item.id]));
    await this.stripe.subscriptions.update(subscriptionId, {
      items: [
        ...wanted.map((item) => {
          const existing = byPrice.get(item.price);
          return existing ? { id: existing, quantity: item.quantity } : item;
        }),
        ...current.items.data
          .filter((item) => !wantedPrices.has(item.price.id))
          .map((item) => ({ id: item.id, deleted: true })),
      ],
      discounts: this.discounts(order),
      proration_behavior: "always_invoice",
      metadata: { company_id: String(order.companyId) },
    });
  }

  async attachSepaDebit(input: {
    customerId: string;
    iban: string;
    holderName: string;
    email: string;
    ip: string;
    userAgent: string;
  }): Promise<PaymentMethodSummary> {
    try {
      const intent = await this.stripe.setupIntents.create({
        customer: input.customerId,
        payment_method_data: {
          type: "sepa_debit",
          sepa_debit: { iban: input.iban },
          billing_details: { name: input.holderName, email: input.email },
        },
        mandate_data: {
          customer_acceptance: {
            type: "online",
            online: { ip_address: input.ip, user_agent: input.userAgent },
          },
        },
        confirm: true,
        usage: "off_session",
      });
      const methodId =
        typeof intent.payment_method === "string" ? intent.payment_method : intent.payment_method?.id;
      if (!methodId) throw new PaymentProviderError("iban", "Stripe kept no payment method");
      await this.stripe.customers.update(input.customerId, {
        invoice_settings: { default_payment_method: methodId },
      });
      const method = await this.stripe.paymentMethods.retrieve(methodId);
      const mandate = typeof intent.mandate === "string" ? intent.mandate : (intent.mandate?.id ?? null);
      return { ...summaryOf(method), mandateReference: mandate };
    } catch (error) {
      if (error instanceof PaymentProviderError) throw error;
      throw new PaymentProviderError("iban", messageOf(error));
    }
  }

  async defaultPaymentMethod(customerId: string): Promise<PaymentMethodSummary | null> {
    const customer = await this.stripe.customers.retrieve(customerId, {
      expand: ["invoice_settings.default_payment_method"],
    });
    if (customer.deleted) return null;
    const method = customer.invoice_settings.default_payment_method;
    if (!method || typeof method === "string") return null;
    return summaryOf(method);
  }

  async detachPaymentMethod(paymentMethodId: string): Promise<void> {
    await this.stripe.paymentMethods.detach(paymentMethodId);
  }

  verifyWebhook(rawBody: string, signatureHeader: string): unknown {
    return this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.settings.webhookSecret);
  }
}

function summaryOf(method: Stripe.PaymentMethod): PaymentMethodSummary {
  if (method.type === "sepa_debit" && method.sepa_debit) {
    return {
      id: method.id,
      type: "sepa_debit",
      label: method.sepa_debit.country ?? "",
      last4: method.sepa_debit.last4 ?? "",
      expMonth: null,
      expYear: null,
      mandateReference: null,
    };
  }
  return {
    id: method.id,
    type: "card",
    label: method.card?.brand ?? "card",
    last4: method.card?.last4 ?? "",
    expMonth: method.card?.exp_month ?? null,
    expYear: method.card?.exp_year ?? null,
    mandateReference: null,
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
