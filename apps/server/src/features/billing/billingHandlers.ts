import {
  ADDITIONAL_THINGS,
  type AdditionalThing,
  BILLING_COUNTRIES,
  checkSepaIban,
  couponOf,
  decideAdd,
  effectivePlanOf,
  FREE_TRIAL_PLAN_CODE,
  FRENCH_VAT_RATE_BP,
  invoiceAmounts,
  isPlanCode,
  type LIMITED_THINGS,
  limitExemptionOf,
  maxAdditionalOf,
  orderLines,
  PLANS,
  type PlanDefinition,
  planLimitsApply,
  planOf,
  serviceSuspended,
  vatTreatmentOf,
} from "@trezo/domain";
import { translate } from "@trezo/i18n";
import { and, count, eq, isNull, not } from "drizzle-orm";
import { auditActor, recordAudit } from "../../audit/auditLog";
import type { CompanyRow } from "../../auth/companyAccess";
import { bankAccounts, companies, transactions } from "../../db/schema";
import { DomainError, domainErrors } from "../../errors/domainError";
import { type CallContext, type CallHandlers, mustAuth, mustCompany } from "../../http/registerContract";
import {
  type BillingProfileRow,
  billingProfileOf,
  invoiceOf,
  invoicesOf,
  saveBillingDetails,
  setSubscriptionSettings,
  storePaymentMethod,
} from "./billingQueries";
import { invoicePdf } from "./invoicePdf";
import { type OrderSpec, PaymentProviderError } from "./paymentProvider";
import { paymentProviderOf } from "./providers";
import {
  hasSubscriptionStatus,
  planUsageOf,
  subscriptionFactsOf,
  subscriptionRowOf,
} from "./subscriptionState";

type BillingHandlers = Pick<
  CallHandlers,
  | "getCountriesList"
  | "getBillingInfo"
  | "setBillingInfo"
  | "getPaymentMethod"
  | "setPaymentMethod"
  | "deletePaymentMethod"
  | "getAllInvoices"
  | "downloadBillingInvoice"
  | "getCoupons"
  | "applyCoupon"
  | "previewNextInvoice"
  | "getPlanListing"
  | "getCurrentBasePlan"
  | "get_stripe_checkout_session"
  | "create_subscription"
  | "update_subscription"
  | "getCompanyStats"
  | "getSubscriptionForCompany"
  | "getTrialCpaChildren"
  | "setBypass"
>;

/** Spec 000 §9: an accounting firm manages at most 2 trial client companies. */
const MAX_CPA_TRIAL_CHILDREN = 2;

const billingInfoRequired = () =>
  new DomainError("invalid", "billing_info_required", { key: "billing.errors.billingInfoRequired" });
const planFailed = () => new DomainError("conflict", "plan_failed", { key: "billing.errors.planFailed" });
const unknownPlan = () =>
  new DomainError("invalid", "unknown_plan", { key: "billing.errors.planFailed" }, [
    { path: "plan_code", message: "unknown plan" },
  ]);

/** A provider's refusal as the spec's messages (001 §8): no customer → fill in billing details first. */
function providerFailure(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  if (error instanceof PaymentProviderError) {
    if (error.reason === "customer") return billingInfoRequired();
    if (error.reason === "iban")
      return new DomainError("invalid", "invalid_iban", { key: "billing.errors.ibanCountry" }, [
        { path: "iban", message: "invalid_iban" },
      ]);
  }
  return planFailed();
}

function planOutput(plan: PlanDefinition) {
  return {
    code: plan.code,
    type: plan.type,
    name: plan.name,
    monthly_price: plan.monthlyPriceCents,
    included_users: plan.included.user,
    included_banks: plan.included.bank,
    included_standard_integrations: plan.included.integration,
    max_scenarios: plan.max.scenario,
    max_users: plan.max.user,
    max_banks: plan.max.bank,
    max_standard_integrations: plan.max.integration,
    custom_permissions: plan.customPermissions,
    additional_user_plan: { unit_price: plan.unitPriceCents.user },
    additional_bank_plan: { unit_price: plan.unitPriceCents.bank },
    additional_standard_integration_plan: { unit_price: plan.unitPriceCents.integration },
    features: {
      excel: plan.features.excel,
      actual_vs_expected: plan.features.actualVsExpected,
      permission_groups: plan.features.permissionGroups,
      analytics: plan.features.analytics,
      category_depth: plan.features.categoryDepth,
    },
  };
}

function billingInfoOutput(row: BillingProfileRow) {
  return {
    company_name: row.companyName,
    email: row.email,
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    postal_code: row.postalCode,
    city: row.city,
    country: row.country,
    vat_number: row.vatNumber,
  };
}

function paymentMethodOutput(row: BillingProfileRow | null) {
  if (!row?.paymentMethodType || !row.paymentMethodLast4) return null;
  if (row.paymentMethodType === "sepa_debit")
    return {
      type: "sepa_debit" as const,
      country: row.paymentMethodLabel ?? "",
      last4: row.paymentMethodLast4,
      mandate_reference: row.sepaMandateReference,
    };
  return {
    type: "card" as const,
    brand: row.paymentMethodLabel ?? "card",
    last4: row.paymentMethodLast4,
    exp_month: row.cardExpMonth,
    exp_year: row.cardExpYear,
  };
}

function couponOutput(code: string | null) {
  const coupon = couponOf(code);
  return coupon
    ? {
        code: coupon.code,
        percent_off: coupon.percentOff,
        amount_off: coupon.amountOffCents,
        months: coupon.months,
      }
    : null;
}

/** The provider's customer of the company, created from its billing details (none: the spec's message). */
async function customerOf(
  context: CallContext<
    "get_stripe_checkout_session" | "create_subscription" | "update_subscription" | "setPaymentMethod"
  >,
  company: CompanyRow,
) {
  const { db } = context.services;
  const provider = paymentProviderOf(context.services);
  const profile = await billingProfileOf(db, company.id);
  if (!profile) throw billingInfoRequired();
  const row = await subscriptionRowOf(db, company.id);
  const known = row.provider === provider.name ? row.providerCustomerId : null;
  const customerId = await provider
    .upsertCustomer(known, {
      companyId: company.id,
      name: profile.companyName,
      email: profile.email,
      addressLine1: profile.addressLine1,
      addressLine2: profile.addressLine2,
      postalCode: profile.postalCode,
      city: profile.city,
      country: profile.country,
      vatNumber: profile.vatNumber,
    })
    .catch((error: unknown) => {
      throw providerFailure(error);
    });
  if (customerId !== known)
    await setSubscriptionSettings(db, company.id, {
      provider: provider.name,
      providerCustomerId: customerId,
    });
  return { customerId, profile, row };
}

/** An order checked against the plan: known plan, quantities within its maxima. */
function orderOf(
  companyId: number,
  planCode: string,
  additional: { [T in AdditionalThing]?: number | undefined },
  couponCode: string | null,
): OrderSpec {
  if (!isPlanCode(planCode)) throw unknownPlan();
  const plan = planOf(planCode);
  const quantities = { user: 0, bank: 0, integration: 0 };
  for (const thing of ADDITIONAL_THINGS) {
    const wanted = additional[thing] ?? 0;
    const max = maxAdditionalOf(plan, thing);
    if (max !== null && wanted > max)
      throw new DomainError("conflict", "plan_max_reached", { key: "billing.errors.planMaxReached" }, [
        { path: `additional.${thing}`, message: `at most ${max}` },
      ]);
    quantities[thing] = wanted;
  }
  return { companyId, planCode, additional: quantities, couponCode };
}

const billingPageUrl = (publicUrl: string, outcome: string) => `${publicUrl}/company?billing=${outcome}`;

/** Billing and subscriptions (spec 001 §7.9). */
export const billingHandlers: BillingHandlers = {
  async getCountriesList(context) {
    const names = new Intl.DisplayNames(
      [context.locale.replace("ua-UA", "uk-UA").replace("no-NO", "nb-NO")],
      { type: "region" },
    );
    return { countries: BILLING_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })) };
  },

  async getBillingInfo(context) {
    const { company } = mustCompany(context);
    const profile = await billingProfileOf(context.services.db, company.id);
    return { billing_info: profile ? billingInfoOutput(profile) : null };
  },

  async setBillingInfo(context) {
    const { company } = mustCompany(context);
    const { input } = context;
    if (!BILLING_COUNTRIES.includes(input.country))
      throw new DomainError("invalid", "unknown_country", { key: "billing.errors.unknownCountry" }, [
        { path: "country", message: "unknown country" },
      ]);
    const row = await saveBillingDetails(context.services.db, company.id, {
      companyName: input.company_name,
      email: input.email,
      addressLine1: input.address_line1,
      addressLine2: input.address_line2 || null,
      postalCode: input.postal_code,
      city: input.city,
      country: input.country,
      vatNumber: input.vat_number ? input.vat_number.replace(/\s+/g, "").toUpperCase() : null,
    });
    await recordAudit(context.services.db, {
      action: "billing_changed",
      companyId: company.id,
      ...auditActor(mustAuth(context), context.request),
      details: { billing_info: true, country: input.country },
    });
    return { billing_info: billingInfoOutput(row) };
  },

  async getPaymentMethod(context) {
    const { company } = mustCompany(context);
    return { payment_method: paymentMethodOutput(await billingProfileOf(context.services.db, company.id)) };
  },

  async setPaymentMethod(context) {
    const { company } = mustCompany(context);
    const { input, services } = context;
    if (input.type === "sepa_debit") {
      const checked = checkSepaIban(input.iban);
      // Spec 001 §8: the IBAN's country cannot be determined and its first two characters are not letters.
      if (!checked.ok)
        throw new DomainError(
          "invalid",
          checked.reason === "country" ? "iban_country" : "invalid_iban",
          { key: checked.reason === "country" ? "billing.errors.ibanCountry" : "billing.errors.invalidIban" },
          [{ path: "iban", message: checked.reason }],
        );
    }
    const { customerId, profile } = await customerOf(context, company);
    const provider = paymentProviderOf(services);
    if (input.type === "card") {
      const session = await provider
        .createCheckoutSession({
          customerId,
          order: null,
          mode: "setup",
          successUrl: billingPageUrl(services.config.publicUrl, "payment_method"),
          cancelUrl: billingPageUrl(services.config.publicUrl, "cancel"),
        })
        .catch((error: unknown) => {
          throw providerFailure(error);
        });
      return { payment_method: paymentMethodOutput(profile), checkout_url: session.url };
    }
    const method = await provider
      .attachSepaDebit({
        customerId,
        iban: input.iban,
        holderName: input.account_holder_name,
        email: profile.email,
        ip: context.request.ip,
        userAgent: String(context.request.headers["user-agent"] ?? ""),
      })
      .catch((error: unknown) => {
        throw providerFailure(error);
      });
    await storePaymentMethod(services.db, company.id, method);
    await recordAudit(services.db, {
      action: "billing_changed",
      companyId: company.id,
      ...auditActor(mustAuth(context), context.request),
      details: { payment_method: "sepa_debit", mandate: method.mandateReference },
    });
    return {
      payment_method: paymentMethodOutput(await billingProfileOf(services.db, company.id)),
      checkout_url: null,
    };
  },

  async deletePaymentMethod(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const profile = await billingProfileOf(db, company.id);
    if (!profile?.paymentMethodId)
      throw new DomainError("not_found", "no_payment_method", { key: "billing.errors.noPaymentMethod" });
    await paymentProviderOf(context.services)
      .detachPaymentMethod(profile.paymentMethodId)
      .catch((error: unknown) => {
        throw providerFailure(error);
      });
    await storePaymentMethod(db, company.id, null);
    return { success: true as const };
  },

  async getAllInvoices(context) {
    const { company } = mustCompany(context);
    const rows = await invoicesOf(context.services.db, company.id);
    return {
      invoices: rows.map((row) => ({
        id: row.id,
        number: row.number,
        issued_on: row.issuedOn,
        due_on: row.dueOn,
        period_start: row.periodStart,
        period_end: row.periodEnd,
        subtotal: Number(row.subtotalCents),
        discount: Number(row.discountCents),
        total_ht: Number(row.subtotalCents) - Number(row.discountCents),
        vat_rate_bp: row.vatRateBp,
        vat: Number(row.vatCents),
        total_ttc: Number(row.totalCents),
        status:
          row.status === "paid"
            ? ("paid" as const)
            : row.status === "failed"
              ? ("failed" as const)
              : ("open" as const),
        currency: "EUR" as const,
      })),
    };
  },

  async downloadBillingInvoice(context) {
    const { company } = mustCompany(context);
    const invoice = await invoiceOf(context.services.db, company.id, context.input.invoiceId);
    if (!invoice) throw domainErrors.notFound();
    const bytes = await invoicePdf(invoice);
    return {
      file_name: `facture-${invoice.number}.pdf`,
      content_type: "application/pdf",
      content_base64: Buffer.from(bytes).toString("base64"),
    };
  },

  async getCoupons(context) {
    const { company } = mustCompany(context);
    const row = await subscriptionRowOf(context.services.db, company.id);
    return { coupon: couponOutput(row.couponCode) };
  },

  async applyCoupon(context) {
    const { company } = mustCompany(context);
    const coupon = couponOf(context.input.code);
    if (!coupon)
      throw new DomainError("invalid", "invalid_coupon", { key: "billing.errors.invalidCoupon" }, [
        { path: "code", message: "unknown coupon" },
      ]);
    await setSubscriptionSettings(context.services.db, company.id, { couponCode: coupon.code });
    const output = couponOutput(coupon.code);
    if (!output) throw planFailed();
    return { coupon: output };
  },

  async previewNextInvoice(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const { input } = context;
    const row = await subscriptionRowOf(db, company.id);
    const subscribed = hasSubscriptionStatus(row.status) && row.planCode !== null;
    // The plan asked, else the subscription's, else the cheapest plan (what a first checkout would bill).
    const planCode = input.plan_code ?? (subscribed ? row.planCode : null) ?? FREE_TRIAL_PLAN_CODE;
    const own = subscribed && planCode === row.planCode;
    const additional = {
      user: own ? row.additionalUsers : 0,
      bank: own ? row.additionalBanks : 0,
      integration: own ? row.additionalIntegrations : 0,
      ...input.additional,
    };
    let couponCode = row.couponCode;
    if (input.coupon !== undefined) {
      couponCode = couponOf(input.coupon)?.code ?? null;
      if (couponCode === null)
        throw new DomainError("invalid", "invalid_coupon", { key: "billing.errors.invalidCoupon" }, [
          { path: "coupon", message: "unknown coupon" },
        ]);
    }
    const order = orderOf(company.id, planCode, additional, couponCode);
    const profile = await billingProfileOf(db, company.id);
    const amounts = invoiceAmounts(
      orderLines({ plan: planOf(order.planCode), additional: order.additional }),
      couponOf(couponCode),
      { country: profile?.country ?? "FR", vatNumber: profile?.vatNumber ?? null },
    );
    return {
      plan_code: order.planCode,
      lines: amounts.lines.map((line) => ({
        item: line.item,
        quantity: line.quantity,
        unit_amount: line.unitAmountCents,
        amount: line.amountCents,
      })),
      subtotal: amounts.subtotalCents,
      discount: amounts.discountCents,
      total_ht: amounts.netCents,
      vat_rate_bp: amounts.vatRateBp,
      vat: amounts.vatCents,
      total_ttc: amounts.totalCents,
      vat_treatment: amounts.vatTreatment,
      coupon: couponOutput(couponCode),
      issued_on: own && row.currentPeriodEnd ? row.currentPeriodEnd.toISOString().slice(0, 10) : null,
      currency: "EUR" as const,
    };
  },

  async getPlanListing(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const facts = subscriptionFactsOf(company, await subscriptionRowOf(db, company.id));
    const profile = await billingProfileOf(db, company.id);
    const treatment = vatTreatmentOf(profile?.country ?? "FR", profile?.vatNumber ?? null);
    const type = company.isCpa ? "cpa" : "company";
    return {
      plans: PLANS.filter((plan) => plan.type === type).map(planOutput),
      current_base_plan: effectivePlanOf(facts).code,
      currency: "EUR" as const,
      vat_rate_bp: treatment === "french" ? FRENCH_VAT_RATE_BP : 0,
    };
  },

  async getCurrentBasePlan(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const facts = subscriptionFactsOf(company, await subscriptionRowOf(db, company.id));
    const usage = await planUsageOf(db, company.id);
    const plan = effectivePlanOf(facts);
    const ask = (thing: (typeof LIMITED_THINGS)[number]) =>
      decideAdd({
        thing,
        facts,
        usage,
        maxConnections: company.maxConnections,
        validConnections: usage.bank,
      });
    return {
      ...planOutput(plan),
      current_base_plan: plan.code,
      current_users: usage.user,
      current_banks: usage.bank,
      current_standard_integrations: usage.integration,
      current_scenarios: usage.scenario,
      additional_bought: facts.additional,
      limits_apply: planLimitsApply(facts),
      exemption: limitExemptionOf(facts),
      max_connections: company.maxConnections,
      valid_connections: usage.bank,
      next_add: {
        user: ask("user"),
        bank: ask("bank"),
        integration: ask("integration"),
        scenario: ask("scenario"),
      },
    };
  },

  async get_stripe_checkout_session(context) {
    const { company } = mustCompany(context);
    const { input, services } = context;
    const { customerId, row } = await customerOf(context, company);
    const order = orderOf(company.id, input.plan_code, input.additional ?? {}, row.couponCode);
    const session = await paymentProviderOf(services)
      .createCheckoutSession({
        customerId,
        order,
        mode: "subscription",
        successUrl: billingPageUrl(services.config.publicUrl, "success"),
        cancelUrl: billingPageUrl(services.config.publicUrl, "cancel"),
      })
      .catch((error: unknown) => {
        throw providerFailure(error);
      });
    return { session_id: session.id, url: session.url };
  },

  async create_subscription(context) {
    const { company } = mustCompany(context);
    const { input, locale } = context;
    const { customerId, row, profile } = await customerOf(context, company);
    const order = orderOf(company.id, input.plan_code, input.additional ?? {}, row.couponCode);
    return changeSubscription(context, customerId, row, profile, order, locale);
  },

  async update_subscription(context) {
    const { company } = mustCompany(context);
    const { input, locale } = context;
    const { customerId, row, profile } = await customerOf(context, company);
    const facts = subscriptionFactsOf(company, row);
    // From what is bought now (or the free-trial version's plan), apply the events in order.
    let planCode =
      hasSubscriptionStatus(row.status) && row.planCode ? row.planCode : effectivePlanOf(facts).code;
    if (!isPlanCode(planCode)) planCode = PLANS[0]?.code ?? "essentiel";
    const additional = { ...facts.additional };
    for (const event of input.events) {
      if (event.type === "set_plan") planCode = event.plan_code;
      else if (event.type === "add_item") additional[event.item] += event.quantity;
      else additional[event.item] = Math.max(0, additional[event.item] - event.quantity);
    }
    const order = orderOf(company.id, planCode, additional, row.couponCode);
    return changeSubscription(context, customerId, row, profile, order, locale);
  },

  async getCompanyStats(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const usage = await planUsageOf(db, company.id);
    const [accounts] = await db
      .select({ value: count() })
      .from(bankAccounts)
      .where(eq(bankAccounts.companyId, company.id));
    const [lines] = await db
      .select({ value: count() })
      .from(transactions)
      .where(eq(transactions.companyId, company.id));
    return {
      users: usage.user,
      banks: usage.bank,
      accounts: accounts?.value ?? 0,
      standard_integrations: usage.integration,
      scenarios: usage.scenario,
      transactions: lines?.value ?? 0,
    };
  },

  async getSubscriptionForCompany(context) {
    const access = mustCompany(context);
    const { company } = access;
    const row = await subscriptionRowOf(context.services.db, company.id);
    const facts = subscriptionFactsOf(company, row);
    return {
      bypass: facts.bypass,
      trial: facts.trial,
      trial_end: company.trialEnd,
      free_trial_version: facts.freeTrialVersion,
      has_subscription: facts.hasSubscription,
      default: !facts.hasSubscription,
      status: subscriptionStatusOf(row.status),
      plan_code: row.planCode,
      additional: facts.additional,
      coupon: row.couponCode,
      current_period_end: row.currentPeriodEnd ? row.currentPeriodEnd.toISOString() : null,
      provider: paymentProviderOf(context.services).name,
      limits_apply: planLimitsApply(facts),
      exemption: limitExemptionOf(facts),
      service_suspended: serviceSuspended({
        hasSubscription: facts.hasSubscription,
        bypass: facts.bypass,
        trial: facts.trial,
        isStandalone: company.isStandalone,
        isCpa: company.isCpa,
      }),
      owner_email: access.owner?.email ?? null,
    };
  },

  async getTrialCpaChildren(context) {
    const { company } = mustCompany(context);
    if (!company.isCpa) throw new DomainError("invalid", "not_cpa", { key: "billing.errors.notCpa" });
    const children = await context.services.db
      .select({ id: companies.id, name: companies.name, trialEnd: companies.trialEnd })
      .from(companies)
      .where(
        and(eq(companies.parentId, company.id), eq(companies.isTrial, true), not(isNull(companies.parentId))),
      )
      .orderBy(companies.id);
    return {
      children: children.map((child) => ({ id: child.id, name: child.name, trial_end: child.trialEnd })),
      limit: MAX_CPA_TRIAL_CHILDREN,
    };
  },

  async setBypass(context) {
    await setSubscriptionSettings(context.services.db, context.input.companyId, {
      bypass: context.input.bypass,
    });
    return { success: true as const };
  },
};

const STATUSES = ["none", "incomplete", "active", "past_due", "canceled"] as const;
function subscriptionStatusOf(status: string): (typeof STATUSES)[number] {
  return STATUSES.find((candidate) => candidate === status) ?? "none";
}

/**
 * Asks the provider for the subscription of `order`: an update of the running one, a new one with the
 * payment method on file, or (no method) a checkout to pay at. The state changes when its event comes.
 */
async function changeSubscription(
  context: CallContext<"create_subscription" | "update_subscription">,
  customerId: string,
  row: Awaited<ReturnType<typeof subscriptionRowOf>>,
  profile: BillingProfileRow,
  order: OrderSpec,
  locale: CallContext<"create_subscription">["locale"],
) {
  const { services } = context;
  const provider = paymentProviderOf(services);
  const message = translate("billing.subscriptionChanged", locale);
  try {
    if (row.providerSubscriptionId && row.provider === provider.name && hasSubscriptionStatus(row.status)) {
      await provider.updateSubscription(row.providerSubscriptionId, order);
      return { status: "pending" as const, checkout_url: null, message };
    }
    if (profile.paymentMethodId) {
      await provider.createSubscription(customerId, order);
      return { status: "pending" as const, checkout_url: null, message };
    }
    const session = await provider.createCheckoutSession({
      customerId,
      order,
      mode: "subscription",
      successUrl: billingPageUrl(services.config.publicUrl, "success"),
      cancelUrl: billingPageUrl(services.config.publicUrl, "cancel"),
    });
    return { status: "checkout" as const, checkout_url: session.url, message };
  } catch (error) {
    context.request.log.warn(
      { reason: error instanceof Error ? error.name : "unknown" },
      "subscription change failed",
    );
    throw providerFailure(error);
  }
}
