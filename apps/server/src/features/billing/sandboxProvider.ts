import { randomBytes } from "node:crypto";
import {
  ADDITIONAL_THINGS,
  checkSepaIban,
  couponDiscount,
  couponOf,
  type InvoiceLine,
  orderLines,
  planOf,
  priceLookupKey,
} from "@trezo/domain";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/database";
import { sandboxPaymentObjects } from "../../db/tables/billing";
import {
  type CustomerDetails,
  type OrderSpec,
  type PaymentMethodSummary,
  type PaymentProvider,
  PaymentProviderError,
} from "./paymentProvider";
import { signWebhookPayload, verifyWebhookPayload } from "./webhookSigning";

/**
 * The built-in sandbox payment provider (the default without STRIPE_SECRET_KEY): its customers, checkout
 * sessions, subscriptions and payment methods are rows of sandbox_payment_objects; its checkout page is
 * served by Trezo (/sandbox-payments/checkout/:id, billingRoutes.ts), where test card 4242 4242 4242 4242
 * succeeds and 4000 0000 0000 0002 is declined, or an IBAN signs a SEPA mandate. What it does is told to
 * Trezo the way Stripe tells it: events of Stripe's shapes, signed with Stripe's scheme, posted to the
 * webhook endpoint.
 */

export const SANDBOX_SUCCESS_CARD = "4242424242424242";
export const SANDBOX_DECLINED_CARD = "4000000000000002";

const orderSchema = z.object({
  companyId: z.number(),
  planCode: z.string(),
  additional: z.object({ user: z.number(), bank: z.number(), integration: z.number() }),
  couponCode: z.string().nullable(),
});
const methodSchema = z.object({
  id: z.string(),
  type: z.enum(["card", "sepa_debit"]),
  label: z.string(),
  last4: z.string(),
  expMonth: z.number().nullable(),
  expYear: z.number().nullable(),
  mandateReference: z.string().nullable(),
});
const customerSchema = z.object({
  companyId: z.number(),
  name: z.string(),
  email: z.string(),
  country: z.string(),
  defaultPaymentMethod: methodSchema.nullable(),
});
export const sandboxSessionSchema = z.object({
  customerId: z.string(),
  mode: z.enum(["subscription", "setup"]),
  order: orderSchema.nullable(),
  successUrl: z.string(),
  cancelUrl: z.string(),
  status: z.enum(["open", "complete"]),
  totalCents: z.number(),
});
const subscriptionSchema = z.object({ customerId: z.string(), order: orderSchema, status: z.string() });

export type SandboxSession = z.infer<typeof sandboxSessionSchema>;

/** Posts one signed event to Trezo's webhook endpoint (set by billingRoutes when the app starts). */
export type WebhookDelivery = (payload: string, signature: string) => Promise<void>;

const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString("hex")}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const MONTH_SECONDS = 30 * 24 * 3600;

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = "sandbox";
  /** The secret the sandbox signs its events with (per process: it delivers to its own server). */
  readonly webhookSecret = `whsec_sandbox_${randomBytes(24).toString("hex")}`;
  private delivery: WebhookDelivery | null = null;

  constructor(
    private readonly db: Database,
    /** Where Trezo is reached (read at each checkout: a test server learns its port once listening). */
    private readonly site: { readonly publicUrl: string },
  ) {}

  setDelivery(delivery: WebhookDelivery): void {
    this.delivery = delivery;
  }

  private async put(id: string, type: string, data: unknown): Promise<void> {
    await this.db
      .insert(sandboxPaymentObjects)
      .values({ id, type, data })
      .onConflictDoUpdate({ target: sandboxPaymentObjects.id, set: { data } });
  }

  private async get<T>(id: string, type: string, schema: z.ZodType<T>): Promise<T | null> {
    const [row] = await this.db.select().from(sandboxPaymentObjects).where(eq(sandboxPaymentObjects.id, id));
    if (!row || row.type !== type) return null;
    const parsed = schema.safeParse(row.data);
    return parsed.success ? parsed.data : null;
  }

  private async customer(id: string) {
    const customer = await this.get(id, "customer", customerSchema);
    if (!customer) throw new PaymentProviderError("customer", "Could not create a new customer on Stripe.");
    return customer;
  }

  async upsertCustomer(customerId: string | null, details: CustomerDetails): Promise<string> {
    const existing = customerId ? await this.get(customerId, "customer", customerSchema) : null;
    const id = existing && customerId ? customerId : newId("cus");
    await this.put(id, "customer", {
      companyId: details.companyId,
      name: details.name,
      email: details.email,
      country: details.country,
      defaultPaymentMethod: existing?.defaultPaymentMethod ?? null,
    });
    return id;
  }

  async createCheckoutSession(input: {
    customerId: string;
    order: OrderSpec | null;
    mode: "subscription" | "setup";
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }> {
    await this.customer(input.customerId);
    const id = newId("cs");
    const totalCents = input.order ? this.firstInvoice(input.order).total : 0;
    const session: SandboxSession = {
      customerId: input.customerId,
      mode: input.mode,
      order: input.order,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      status: "open",
      totalCents,
    };
    await this.put(id, "checkout_session", session);
    return { id, url: `${this.site.publicUrl}/sandbox-payments/checkout/${id}` };
  }

  /** A checkout session as its page shows it, or null when unknown. */
  async session(id: string): Promise<SandboxSession | null> {
    return this.get(id, "checkout_session", sandboxSessionSchema);
  }

  /**
   * Pays a checkout session with a test card or an IBAN. Success: the session completes, the method is
   * kept, the subscription is created and the events are delivered. Declined: nothing happens.
   */
  async payCheckout(
    id: string,
    payment: { card?: string | undefined; iban?: string | undefined; holder?: string | undefined },
  ): Promise<
    | { outcome: "paid"; redirect: string }
    | { outcome: "declined" | "unknownCard" | "invalidIban" | "expired" }
  > {
    const session = await this.session(id);
    if (session?.status !== "open") return { outcome: "expired" };
    let method: PaymentMethodSummary;
    if (payment.iban !== undefined && payment.iban.trim() !== "") {
      const checked = checkSepaIban(payment.iban);
      if (!checked.ok) return { outcome: "invalidIban" };
      method = this.sepaMethod(checked.country, checked.last4);
    } else {
      const card = (payment.card ?? "").replace(/[\s-]+/g, "");
      if (card === SANDBOX_DECLINED_CARD) return { outcome: "declined" };
      if (card !== SANDBOX_SUCCESS_CARD) return { outcome: "unknownCard" };
      method = {
        id: newId("pm"),
        type: "card",
        label: "visa",
        last4: "4242",
        expMonth: 12,
        expYear: 2034,
        mandateReference: null,
      };
    }
    const customer = await this.customer(session.customerId);
    await this.put(session.customerId, "customer", { ...customer, defaultPaymentMethod: method });
    await this.put(id, "checkout_session", { ...session, status: "complete" });
    const subscriptionId = session.mode === "subscription" && session.order ? newId("sub") : null;
    await this.emit("checkout.session.completed", {
      id,
      object: "checkout.session",
      mode: session.mode,
      customer: session.customerId,
      subscription: subscriptionId,
      client_reference_id: String(customer.companyId),
      metadata: { company_id: String(customer.companyId) },
      payment_status: "paid",
      status: "complete",
    });
    if (subscriptionId && session.order)
      await this.startSubscription(subscriptionId, session.customerId, session.order);
    return { outcome: "paid", redirect: session.successUrl };
  }

  private sepaMethod(country: string, last4: string): PaymentMethodSummary {
    return {
      id: newId("pm"),
      type: "sepa_debit",
      label: country,
      last4,
      expMonth: null,
      expYear: null,
      mandateReference: `SBX-${randomBytes(6).toString("hex").toUpperCase()}`,
    };
  }

  async createSubscription(customerId: string, order: OrderSpec): Promise<{ id: string }> {
    const customer = await this.customer(customerId);
    if (!customer.defaultPaymentMethod)
      throw new PaymentProviderError("declined", "No payment method on file.");
    const id = newId("sub");
    await this.startSubscription(id, customerId, order);
    return { id };
  }

  private async startSubscription(id: string, customerId: string, order: OrderSpec): Promise<void> {
    await this.put(id, "subscription", { customerId, order, status: "active" });
    await this.emit(
      "customer.subscription.created",
      this.subscriptionObject(id, customerId, order, "active"),
    );
    await this.emitInvoice(
      customerId,
      id,
      order,
      orderLines({ plan: planOf(order.planCode), additional: order.additional }),
    );
  }

  async updateSubscription(subscriptionId: string, order: OrderSpec): Promise<void> {
    const current = await this.get(subscriptionId, "subscription", subscriptionSchema);
    if (!current) throw new PaymentProviderError("other", "No such subscription.");
    await this.put(subscriptionId, "subscription", { ...current, order });
    await this.emit(
      "customer.subscription.updated",
      this.subscriptionObject(subscriptionId, current.customerId, order, "active"),
    );
    // What the change adds is invoiced at once (a month of each new item; a new plan's price).
    const plan = planOf(order.planCode);
    const lines: InvoiceLine[] = [];
    if (current.order.planCode !== order.planCode)
      lines.push({
        item: plan.code,
        quantity: 1,
        unitAmountCents: plan.monthlyPriceCents,
        amountCents: plan.monthlyPriceCents,
      });
    for (const thing of ADDITIONAL_THINGS) {
      const added = order.additional[thing] - current.order.additional[thing];
      const unit = plan.unitPriceCents[thing];
      if (added > 0 && unit !== null)
        lines.push({
          item: `additional_${thing}`,
          quantity: added,
          unitAmountCents: unit,
          amountCents: unit * added,
        });
    }
    if (lines.length > 0) await this.emitInvoice(current.customerId, subscriptionId, order, lines);
  }

  async attachSepaDebit(input: {
    customerId: string;
    iban: string;
    holderName: string;
  }): Promise<PaymentMethodSummary> {
    const customer = await this.customer(input.customerId);
    const checked = checkSepaIban(input.iban);
    if (!checked.ok) throw new PaymentProviderError("iban", "Invalid IBAN.");
    const method = this.sepaMethod(checked.country, checked.last4);
    await this.put(input.customerId, "customer", { ...customer, defaultPaymentMethod: method });
    return method;
  }

  async defaultPaymentMethod(customerId: string): Promise<PaymentMethodSummary | null> {
    return (await this.get(customerId, "customer", customerSchema))?.defaultPaymentMethod ?? null;
  }

  async detachPaymentMethod(paymentMethodId: string): Promise<void> {
    const rows = await this.db
      .select()
      .from(sandboxPaymentObjects)
      .where(eq(sandboxPaymentObjects.type, "customer"));
    for (const row of rows) {
      const customer = customerSchema.safeParse(row.data);
      if (customer.success && customer.data.defaultPaymentMethod?.id === paymentMethodId)
        await this.put(row.id, "customer", { ...customer.data, defaultPaymentMethod: null });
    }
  }

  verifyWebhook(rawBody: string, signatureHeader: string): unknown {
    return verifyWebhookPayload(rawBody, signatureHeader, this.webhookSecret);
  }

  private firstInvoice(order: OrderSpec) {
    const lines = orderLines({ plan: planOf(order.planCode), additional: order.additional });
    const subtotal = lines.reduce((sum, line) => sum + line.amountCents, 0);
    const discount = couponDiscount(subtotal, couponOf(order.couponCode));
    return { lines, subtotal, discount, total: subtotal - discount };
  }

  private subscriptionObject(id: string, customerId: string, order: OrderSpec, status: string) {
    const plan = planOf(order.planCode);
    const periodEnd = nowSeconds() + MONTH_SECONDS;
    const items = [
      { price: { lookup_key: priceLookupKey(plan.code), unit_amount: plan.monthlyPriceCents }, quantity: 1 },
      ...ADDITIONAL_THINGS.filter((thing) => order.additional[thing] > 0).map((thing) => ({
        price: { lookup_key: priceLookupKey(plan.code, thing), unit_amount: plan.unitPriceCents[thing] },
        quantity: order.additional[thing],
      })),
    ].map((item, index) => ({
      id: `si_sbx_${index}`,
      object: "subscription_item",
      current_period_end: periodEnd,
      ...item,
    }));
    return {
      id,
      object: "subscription",
      customer: customerId,
      status,
      metadata: { company_id: String(order.companyId) },
      items: { object: "list", data: items },
    };
  }

  private async emitInvoice(
    customerId: string,
    subscriptionId: string,
    order: OrderSpec,
    lines: InvoiceLine[],
  ) {
    const subtotal = lines.reduce((sum, line) => sum + line.amountCents, 0);
    const discount = couponDiscount(subtotal, couponOf(order.couponCode));
    const start = nowSeconds();
    const plan = planOf(order.planCode);
    await this.emit("invoice.paid", {
      id: newId("in"),
      object: "invoice",
      customer: customerId,
      status: "paid",
      metadata: { company_id: String(order.companyId) },
      parent: {
        subscription_details: {
          subscription: subscriptionId,
          metadata: { company_id: String(order.companyId) },
        },
      },
      subtotal,
      total_discount_amounts:
        discount > 0 ? [{ amount: discount, discount: `di_sbx_${order.couponCode}` }] : [],
      total: subtotal - discount,
      period_start: start,
      period_end: start + MONTH_SECONDS,
      lines: {
        object: "list",
        data: lines.map((line) => {
          const thing = ADDITIONAL_THINGS.find((candidate) => line.item === `additional_${candidate}`);
          return {
            id: newId("il"),
            object: "line_item",
            amount: line.amountCents,
            quantity: line.quantity,
            pricing: {
              price_details: { price: priceLookupKey(plan.code, thing) },
              unit_amount_decimal: String(line.unitAmountCents),
            },
            metadata: { lookup_key: priceLookupKey(plan.code, thing) },
            period: { start, end: start + MONTH_SECONDS },
          };
        }),
      },
    });
  }

  private async emit(type: string, object: Record<string, unknown>): Promise<void> {
    const event = {
      id: newId("evt"),
      object: "event",
      api_version: "sandbox",
      created: nowSeconds(),
      livemode: false,
      type,
      data: { object },
    };
    const payload = JSON.stringify(event);
    if (!this.delivery) throw new Error("the sandbox has no webhook delivery (billingRoutes not registered)");
    await this.delivery(payload, signWebhookPayload(payload, this.webhookSecret));
  }
}
