import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { billingInvoices, billingProfiles, companySubscriptions } from "../../db/tables/billing";
import type { PaymentMethodSummary } from "./paymentProvider";

/** The SQL of billing; every query filters on the verified company. */

export type BillingProfileRow = typeof billingProfiles.$inferSelect;
export type BillingInvoiceRow = typeof billingInvoices.$inferSelect;

export async function billingProfileOf(db: Database, companyId: number): Promise<BillingProfileRow | null> {
  const [row] = await db.select().from(billingProfiles).where(eq(billingProfiles.companyId, companyId));
  return row ?? null;
}

export async function saveBillingDetails(
  db: Database,
  companyId: number,
  details: Pick<
    BillingProfileRow,
    | "companyName"
    | "email"
    | "addressLine1"
    | "addressLine2"
    | "postalCode"
    | "city"
    | "country"
    | "vatNumber"
  >,
): Promise<BillingProfileRow> {
  const [row] = await db
    .insert(billingProfiles)
    .values({ companyId, ...details })
    .onConflictDoUpdate({ target: billingProfiles.companyId, set: { ...details, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error("billing profile not saved");
  return row;
}

/** Keeps the summary of the payment method on file (no-op without billing details). */
export async function storePaymentMethod(
  db: Database,
  companyId: number,
  method: PaymentMethodSummary | null,
) {
  await db
    .update(billingProfiles)
    .set({
      paymentMethodType: method?.type ?? null,
      paymentMethodId: method?.id ?? null,
      paymentMethodLabel: method?.label ?? null,
      paymentMethodLast4: method?.last4 ?? null,
      cardExpMonth: method?.expMonth ?? null,
      cardExpYear: method?.expYear ?? null,
      sepaMandateReference: method?.mandateReference ?? null,
      updatedAt: new Date(),
    })
    .where(eq(billingProfiles.companyId, companyId));
}

/** Sets the administrator's and the customer's own fields of the subscription row (never its state). */
export async function setSubscriptionSettings(
  db: Database,
  companyId: number,
  settings: Partial<{
    bypass: boolean;
    freeTrialVersion: boolean;
    couponCode: string | null;
    providerCustomerId: string;
    provider: string;
  }>,
): Promise<void> {
  await db
    .insert(companySubscriptions)
    .values({ companyId, ...settings })
    .onConflictDoUpdate({
      target: companySubscriptions.companyId,
      set: { ...settings, updatedAt: new Date() },
    });
}

export async function invoicesOf(db: Database, companyId: number): Promise<BillingInvoiceRow[]> {
  return db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.companyId, companyId))
    .orderBy(desc(billingInvoices.issuedOn), desc(billingInvoices.sequence));
}

export async function invoiceOf(
  db: Database,
  companyId: number,
  invoiceId: number,
): Promise<BillingInvoiceRow | null> {
  const [row] = await db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.companyId, companyId), eq(billingInvoices.id, invoiceId)));
  return row ?? null;
}
