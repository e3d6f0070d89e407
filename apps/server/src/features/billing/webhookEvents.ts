import {
  type AdditionalThing,
  type InvoiceLine,
  invoiceAmounts,
  invoiceNumberOf,
  parsePriceLookupKey,
  planOf,
} from "@trezo/domain";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "../../audit/auditLog";
import type { Database } from "../../db/database";
import {
  billingInvoiceCounters,
  billingInvoices,
  billingProfiles,
  companySubscriptions,
  paymentProviderEvents,
} from "../../db/tables/billing";
import type { Services } from "../../services";
import { storePaymentMethod } from "./billingQueries";
import type { PaymentMethodSummary, PaymentProvider } from "./paymentProvider";

/**
 * The provider's events (Stripe's shapes, from Stripe or the sandbox), applied once each: the event id is
 * recorded in the transaction that applies it (a repeat changes nothing), an event older than the last
 * one applied to a subscription is ignored (a late or replayed event cannot undo a newer state), and a
 * subscription event carries the whole state (plan and quantities), so a lost event is made good by the
 * next. Every change is audited. This is the only place the subscription's state changes.
 */

const metadataSchema = z.record(z.string(), z.string()).nullish();
const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string(),
  created: z.number(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
const checkoutSchema = z.object({
  id: z.string(),
  mode: z.string(),
  customer: z.string().nullish(),
  subscription: z.string().nullish(),
  metadata: metadataSchema,
  client_reference_id: z.string().nullish(),
});
const subscriptionSchema = z.object({
  id: z.string(),
  customer: z.string(),
  status: z.string(),
  metadata: metadataSchema,
  current_period_end: z.number().nullish(),
  items: z.object({
    data: z.array(
      z.object({
        quantity: z.number().nullish(),
        current_period_end: z.number().nullish(),
        price: z.object({ lookup_key: z.string().nullish() }),
      }),
    ),
  }),
});
const invoiceSchema = z.object({
  id: z.string(),
  customer: z.string(),
  metadata: metadataSchema,
  parent: z.object({ subscription_details: z.object({ metadata: metadataSchema }).nullish() }).nullish(),
  subtotal: z.number(),
  total_discount_amounts: z.array(z.object({ amount: z.number() })).nullish(),
  period_start: z.number(),
  period_end: z.number(),
  lines: z.object({
    data: z.array(
      z.object({
        amount: z.number(),
        quantity: z.number().nullish(),
        description: z.string().nullish(),
        metadata: metadataSchema,
      }),
    ),
  }),
});

export type WebhookOutcome = "applied" | "duplicate" | "stale" | "ignored";

const STATUS_OF: Record<string, string> = {
  active: "active",
  trialing: "active",
  past_due: "past_due",
  unpaid: "past_due",
  incomplete: "incomplete",
  incomplete_expired: "canceled",
  canceled: "canceled",
  paused: "canceled",
};

const companyIdIn = (metadata: Record<string, string> | null | undefined): number | null => {
  const value = Number(metadata?.company_id);
  return Number.isInteger(value) && value > 0 ? value : null;
};

async function companyOfCustomer(db: Database, customerId: string): Promise<number | null> {
  const [row] = await db
    .select({ companyId: companySubscriptions.companyId })
    .from(companySubscriptions)
    .where(eq(companySubscriptions.providerCustomerId, customerId));
  return row?.companyId ?? null;
}

const isoDateOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** A webhook whose signature or shape is refused (the route answers 400 and nothing changes). */
export class WebhookRefused extends Error {
  constructor(readonly reason: string) {
    super(`payment webhook refused: ${reason}`);
    this.name = "WebhookRefused";
  }
}

/** The verified event, or WebhookRefused (forged, stale beyond the tolerance, or not an event). */
function verifiedEvent(provider: PaymentProvider, rawBody: string, signature: string) {
  let verified: unknown;
  try {
    verified = provider.verifyWebhook(rawBody, signature);
  } catch {
    throw new WebhookRefused("signature");
  }
  const parsed = eventSchema.safeParse(verified);
  if (!parsed.success) throw new WebhookRefused("shape");
  return parsed.data;
}

/** Verifies a webhook and applies its event once. Throws on a bad signature (the route answers 400). */
export async function receiveWebhook(
  services: Services,
  provider: PaymentProvider,
  rawBody: string,
  signature: string,
): Promise<WebhookOutcome> {
  const event = verifiedEvent(provider, rawBody, signature);
  const object = event.data.object;
  // What needs the provider is read before the transaction (no network call holds it open).
  let method: PaymentMethodSummary | null = null;
  if (event.type === "checkout.session.completed") {
    const session = checkoutSchema.parse(object);
    if (session.customer) method = await provider.defaultPaymentMethod(session.customer);
  }
  const { db } = services;
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentProviderEvents)
      .values({ eventId: event.id, provider: provider.name, type: event.type, outcome: "applied" })
      .onConflictDoNothing()
      .returning({ eventId: paymentProviderEvents.eventId });
    if (!fresh) return "duplicate";
    const outcome = await applyEvent(tx, services, provider, event, method);
    await tx
      .update(paymentProviderEvents)
      .set({ outcome: outcome.outcome, companyId: outcome.companyId })
      .where(eq(paymentProviderEvents.eventId, event.id));
    return outcome.outcome;
  });
}

async function applyEvent(
  tx: Database,
  services: Services,
  provider: PaymentProvider,
  event: z.infer<typeof eventSchema>,
  method: PaymentMethodSummary | null,
): Promise<{ outcome: WebhookOutcome; companyId: number | null }> {
  const object = event.data.object;
  switch (event.type) {
    case "checkout.session.completed": {
      const session = checkoutSchema.parse(object);
      const companyId = companyIdIn(session.metadata) ?? Number(session.client_reference_id ?? 0);
      if (!companyId || !session.customer) return { outcome: "ignored", companyId: null };
      await tx
        .insert(companySubscriptions)
        .values({ companyId, provider: provider.name, providerCustomerId: session.customer })
        .onConflictDoUpdate({
          target: companySubscriptions.companyId,
          set: { provider: provider.name, providerCustomerId: session.customer, updatedAt: new Date() },
        });
      if (method) await storePaymentMethod(tx, companyId, method);
      await recordAudit(tx, {
        action: "billing_changed",
        companyId,
        details: {
          event: event.id,
          type: event.type,
          mode: session.mode,
          payment_method: method?.type ?? null,
        },
      });
      return { outcome: "applied", companyId };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = subscriptionSchema.parse(object);
      const companyId =
        companyIdIn(subscription.metadata) ?? (await companyOfCustomer(tx, subscription.customer));
      if (!companyId) return { outcome: "ignored", companyId: null };
      const [current] = await tx
        .select({ lastEventAt: companySubscriptions.lastEventAt })
        .from(companySubscriptions)
        .where(eq(companySubscriptions.companyId, companyId));
      if (current && current.lastEventAt > event.created) return { outcome: "stale", companyId };
      let planCode: string | null = null;
      const additional: Record<AdditionalThing, number> = { user: 0, bank: 0, integration: 0 };
      let periodEnd = subscription.current_period_end ?? null;
      for (const item of subscription.items.data) {
        const key = parsePriceLookupKey(item.price.lookup_key);
        if (!key) continue;
        if (key.thing === null) planCode = key.planCode;
        else additional[key.thing] += item.quantity ?? 0;
        periodEnd = periodEnd ?? item.current_period_end ?? null;
      }
      const status =
        event.type === "customer.subscription.deleted"
          ? "canceled"
          : (STATUS_OF[subscription.status] ?? "incomplete");
      const values = {
        status,
        planCode,
        additionalUsers: additional.user,
        additionalBanks: additional.bank,
        additionalIntegrations: additional.integration,
        provider: provider.name,
        providerCustomerId: subscription.customer,
        providerSubscriptionId: subscription.id,
        currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
        lastEventAt: event.created,
        updatedAt: new Date(),
      };
      await tx
        .insert(companySubscriptions)
        .values({ companyId, ...values })
        .onConflictDoUpdate({ target: companySubscriptions.companyId, set: values });
      await recordAudit(tx, {
        action: "subscription_changed",
        companyId,
        details: { event: event.id, type: event.type, status, plan: planCode, additional },
      });
      return { outcome: "applied", companyId };
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = invoiceSchema.parse(object);
      const companyId =
        companyIdIn(invoice.metadata) ??
        companyIdIn(invoice.parent?.subscription_details?.metadata) ??
        (await companyOfCustomer(tx, invoice.customer));
      if (!companyId) return { outcome: "ignored", companyId: null };
      await issueInvoice(tx, services, companyId, invoice, event.type === "invoice.paid" ? "paid" : "failed");
      return { outcome: "applied", companyId };
    }
    default:
      return { outcome: "ignored", companyId: null };
  }
}

/** Names of an invoice line: the plan's name or the additional item's, else the provider's description. */
function lineItemOf(line: {
  description?: string | null | undefined;
  metadata?: Record<string, string> | null | undefined;
}): string {
  const key = parsePriceLookupKey(line.metadata?.lookup_key);
  if (key) return key.thing ? `additional_${key.thing}` : planOf(key.planCode).code;
  return line.description ?? "subscription";
}

/** Trezo's invoice of a provider invoice, with the next number of its year (no gap: same transaction). */
async function issueInvoice(
  tx: Database,
  services: Services,
  companyId: number,
  invoice: z.infer<typeof invoiceSchema>,
  status: "paid" | "failed",
): Promise<void> {
  const [existing] = await tx
    .select({ id: billingInvoices.id })
    .from(billingInvoices)
    .where(and(eq(billingInvoices.companyId, companyId), eq(billingInvoices.providerInvoiceId, invoice.id)));
  if (existing) {
    await tx
      .update(billingInvoices)
      .set({ status })
      .where(and(eq(billingInvoices.companyId, companyId), eq(billingInvoices.id, existing.id)));
    return;
  }
  const [profile] = await tx.select().from(billingProfiles).where(eq(billingProfiles.companyId, companyId));
  const lines: InvoiceLine[] = invoice.lines.data.map((line) => {
    const quantity = line.quantity ?? 1;
    return {
      item: lineItemOf(line),
      quantity,
      unitAmountCents: quantity > 0 ? Math.round(line.amount / quantity) : line.amount,
      amountCents: line.amount,
    };
  });
  const discount = (invoice.total_discount_amounts ?? []).reduce((sum, entry) => sum + entry.amount, 0);
  const amounts = invoiceAmounts(
    lines,
    discount > 0 ? { code: "provider", percentOff: null, amountOffCents: discount, months: null } : null,
    { country: profile?.country ?? "FR", vatNumber: profile?.vatNumber ?? null },
  );
  const issuedOn = isoDateOf(invoice.period_start);
  const year = Number(issuedOn.slice(0, 4));
  const [counter] = await tx
    .insert(billingInvoiceCounters)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: billingInvoiceCounters.year,
      set: { lastSequence: sql`${billingInvoiceCounters.lastSequence} + 1` },
    })
    .returning({ sequence: billingInvoiceCounters.lastSequence });
  const sequence = counter?.sequence ?? 1;
  const number = invoiceNumberOf(year, sequence);
  await tx.insert(billingInvoices).values({
    companyId,
    number,
    year,
    sequence,
    issuedOn,
    // Paid by card or direct debit when issued: due on receipt.
    dueOn: issuedOn,
    periodStart: issuedOn,
    periodEnd: isoDateOf(invoice.period_end),
    lines: amounts.lines,
    subtotalCents: amounts.subtotalCents,
    discountCents: amounts.discountCents,
    vatRateBp: amounts.vatRateBp,
    vatCents: amounts.vatCents,
    totalCents: amounts.totalCents,
    vatTreatment: amounts.vatTreatment,
    status,
    buyer: profile
      ? {
          name: profile.companyName,
          address: [
            profile.addressLine1,
            profile.addressLine2,
            `${profile.postalCode} ${profile.city}`,
            profile.country,
          ]
            .filter(Boolean)
            .join(", "),
          vatNumber: profile.vatNumber,
        }
      : { name: `#${companyId}`, address: "", vatNumber: null },
    seller: services.config.billingSeller,
    providerInvoiceId: invoice.id,
  });
  await recordAudit(tx, {
    action: "billing_invoice_issued",
    companyId,
    details: { number, provider_invoice: invoice.id, total_cents: amounts.totalCents, status },
  });
}
