import { ADDITIONAL_THINGS } from "@trezo/domain";
import { z } from "zod";
import {
  billingInvoices,
  companyMember,
  signedIn,
  superAdmin,
  updateBilling,
  updatePaymentMethod,
} from "../access";
import { defineCall } from "../call";
import { centsSchema, companyInput, idSchema, isoDateSchema, successOutput } from "../schemas";
import { downloadedFileSchema } from "./transactions";

/**
 * Billing and subscriptions (spec 001 §7.9, spec 000 §3 "Base plan" and "Subscription", §6 "Plan
 * limits"; issue 20). Amounts are euro cents before VAT unless named `_ttc`. The subscription itself
 * changes only from the payment provider's verified events: the calls that change it answer `pending`
 * (or a checkout address to pay at) and the webhook applies what the provider confirms.
 */

const thingSchema = z.enum(ADDITIONAL_THINGS);
const unitPlanSchema = z.object({ unit_price: centsSchema.nullable() });
const additionalSchema = z.object({
  user: z.number().int().min(0),
  bank: z.number().int().min(0),
  integration: z.number().int().min(0),
});
const additionalInputSchema = z
  .object({
    user: z.number().int().min(0).max(1000),
    bank: z.number().int().min(0).max(1000),
    integration: z.number().int().min(0).max(1000),
  })
  .partial();

export const planFeaturesSchema = z.object({
  excel: z.boolean(),
  actual_vs_expected: z.boolean(),
  permission_groups: z.boolean(),
  analytics: z.boolean(),
  category_depth: z.number().int(),
});

/** A plan as the listing shows it (the Base plan fields of spec 000 §3 without the usage). */
export const planSchema = z.object({
  code: z.string(),
  type: z.enum(["company", "cpa"]),
  name: z.string(),
  monthly_price: centsSchema,
  included_users: z.number().int(),
  included_banks: z.number().int(),
  included_standard_integrations: z.number().int(),
  max_scenarios: z.number().int().nullable(),
  max_users: z.number().int().nullable(),
  max_banks: z.number().int().nullable(),
  max_standard_integrations: z.number().int().nullable(),
  custom_permissions: z.boolean(),
  additional_user_plan: unitPlanSchema,
  additional_bank_plan: unitPlanSchema,
  additional_standard_integration_plan: unitPlanSchema,
  features: planFeaturesSchema,
});

/** The domain's answer to "may this company add one more X, and at what price" (decideAdd). */
export const addDecisionSchema = z.discriminatedUnion("outcome", [
  z.object({ outcome: z.literal("allowed"), paid: z.boolean() }),
  z.object({
    outcome: z.literal("maximum"),
    popup: z.enum(["upgradePlan", "unlockFeature"]),
    max: z.number().int(),
  }),
  z.object({
    outcome: z.literal("quota"),
    unitPriceCents: centsSchema,
    included: z.number().int(),
    bought: z.number().int(),
  }),
  z.object({ outcome: z.literal("bookMeeting"), maxConnections: z.number().int() }),
]);

export const exemptionSchema = z.enum(["bypass", "fullTrial", "cpa", "cpaClient"]).nullable();

export const basePlanSchema = planSchema.extend({
  /** current_base_plan: the plan whose quotas apply (`fallback` when the plan is invalid or missing). */
  current_base_plan: z.string(),
  current_users: z.number().int(),
  current_banks: z.number().int(),
  current_standard_integrations: z.number().int(),
  current_scenarios: z.number().int(),
  /** Items bought above the included quotas (the provider's quantities). */
  additional_bought: additionalSchema,
  limits_apply: z.boolean(),
  exemption: exemptionSchema,
  max_connections: z.number().int(),
  valid_connections: z.number().int(),
  /** decideAdd for one more of each thing, in the check order of spec 000 §6. */
  next_add: z.object({
    user: addDecisionSchema,
    bank: addDecisionSchema,
    integration: addDecisionSchema,
    scenario: addDecisionSchema,
  }),
});

export const subscriptionStatusSchema = z.enum(["none", "incomplete", "active", "past_due", "canceled"]);

export const subscriptionSchema = z.object({
  bypass: z.boolean(),
  trial: z.boolean(),
  trial_end: isoDateSchema.nullable(),
  free_trial_version: z.boolean(),
  has_subscription: z.boolean(),
  /** On no plan of its own: the free-trial version's or the fallback. */
  default: z.boolean(),
  status: subscriptionStatusSchema,
  plan_code: z.string().nullable(),
  additional: additionalSchema,
  coupon: z.string().nullable(),
  current_period_end: z.string().nullable(),
  provider: z.enum(["sandbox", "stripe"]),
  limits_apply: z.boolean(),
  exemption: exemptionSchema,
  /** Spec 000 §4: no subscription, no trial, not standalone and not CPA: the suspended-service page. */
  service_suspended: z.boolean(),
  /** The owner's address, shown on the suspended-service page. */
  owner_email: z.string().nullable(),
});

export const billingInfoSchema = z.object({
  company_name: z.string().trim().min(1).max(200),
  email: z.email().max(254),
  address_line1: z.string().trim().min(1).max(200),
  address_line2: z.string().trim().max(200).nullable(),
  postal_code: z.string().trim().min(1).max(20),
  city: z.string().trim().min(1).max(100),
  /** ISO 3166-1 alpha-2, one of getCountriesList. */
  country: z.string().regex(/^[A-Z]{2}$/),
  vat_number: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}[0-9A-Z+*.]{2,12}$/)
    .nullable(),
});

export const paymentMethodSchema = z
  .discriminatedUnion("type", [
    z.object({
      type: z.literal("card"),
      brand: z.string(),
      last4: z.string(),
      exp_month: z.number().int().nullable(),
      exp_year: z.number().int().nullable(),
    }),
    z.object({
      type: z.literal("sepa_debit"),
      country: z.string(),
      last4: z.string(),
      mandate_reference: z.string().nullable(),
    }),
  ])
  .nullable();

export const couponSchema = z.object({
  code: z.string(),
  percent_off: z.number().nullable(),
  amount_off: centsSchema.nullable(),
  months: z.number().int().nullable(),
});

export const billingInvoiceSchema = z.object({
  id: idSchema,
  number: z.string(),
  issued_on: isoDateSchema,
  due_on: isoDateSchema,
  period_start: isoDateSchema,
  period_end: isoDateSchema,
  subtotal: centsSchema,
  discount: centsSchema,
  total_ht: centsSchema,
  vat_rate_bp: z.number().int(),
  vat: centsSchema,
  total_ttc: centsSchema,
  status: z.enum(["paid", "open", "failed"]),
  currency: z.literal("EUR"),
});

/** What a subscription change answers: wait for the provider's event, or pay at a checkout first. */
export const subscriptionChangeOutput = z.object({
  status: z.enum(["pending", "checkout"]),
  checkout_url: z.string().nullable(),
  /** Spec 001 §8 'Votre abonnement a bien été modifié' (in the caller's locale). */
  message: z.string(),
});

/** One change asked by update_subscription (the unlock and additional-item events of spec 000 §6). */
export const subscriptionEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("set_plan"), plan_code: z.string().min(1).max(40) }),
  z.object({ type: z.literal("add_item"), item: thingSchema, quantity: z.number().int().min(1).max(100) }),
  z.object({ type: z.literal("remove_item"), item: thingSchema, quantity: z.number().int().min(1).max(100) }),
]);

/** The paywall or popup a change comes from (`from_event`): a paywall name or `billingPage`. */
const fromEventSchema = z.string().regex(/^[A-Za-z_]{1,64}$/);

export const getCountriesList = defineCall({
  method: "POST",
  path: "getCountriesList",
  summary: "The countries billing details may name (ISO code and name in the caller's language).",
  input: z.object({}),
  output: z.object({ countries: z.array(z.object({ code: z.string(), name: z.string() })) }),
  access: signedIn,
});

export const getBillingInfo = defineCall({
  method: "POST",
  path: "getBillingInfo",
  summary: "The company's billing details (null until set).",
  input: companyInput,
  output: z.object({ billing_info: billingInfoSchema.nullable() }),
  access: updateBilling,
});

export const setBillingInfo = defineCall({
  method: "POST",
  path: "setBillingInfo",
  summary:
    "Sets the billing details (company, address, country, VAT number); also sent to the payment provider.",
  input: companyInput.extend(billingInfoSchema.shape),
  output: z.object({ billing_info: billingInfoSchema }),
  access: updateBilling,
});

export const getPaymentMethod = defineCall({
  method: "POST",
  path: "getPaymentMethod",
  summary:
    "The payment method on file: a card (brand, last four) or a SEPA mandate (IBAN country, last four).",
  input: companyInput,
  output: z.object({ payment_method: paymentMethodSchema }),
  access: updatePaymentMethod,
});

export const setPaymentMethod = defineCall({
  method: "POST",
  path: "setPaymentMethod",
  summary:
    "SEPA Direct Debit: checks the IBAN and signs the mandate at the provider; card: answers the provider's checkout address where the card is typed.",
  input: z.discriminatedUnion("type", [
    companyInput.extend({
      type: z.literal("sepa_debit"),
      iban: z.string().min(2).max(50),
      account_holder_name: z.string().trim().min(1).max(200),
    }),
    companyInput.extend({ type: z.literal("card") }),
  ]),
  output: z.object({ payment_method: paymentMethodSchema, checkout_url: z.string().nullable() }),
  access: updatePaymentMethod,
});

export const deletePaymentMethod = defineCall({
  method: "POST",
  path: "deletePaymentMethod",
  summary: "Detaches the payment method on file at the provider and forgets it.",
  input: companyInput,
  output: successOutput,
  access: updatePaymentMethod,
  audit: "deletion",
});

export const getAllInvoices = defineCall({
  method: "POST",
  path: "getAllInvoices",
  summary: "Trezo's invoices to the company, newest first.",
  input: companyInput,
  output: z.object({ invoices: z.array(billingInvoiceSchema) }),
  access: billingInvoices,
});

export const downloadBillingInvoice = defineCall({
  method: "POST",
  path: "downloadBillingInvoice",
  summary: "One of Trezo's invoices as a PDF with the French legal mentions.",
  input: companyInput.extend({ invoiceId: idSchema }),
  output: downloadedFileSchema,
  access: billingInvoices,
  audit: "export",
});

export const getCoupons = defineCall({
  method: "POST",
  path: "getCoupons",
  summary: "The coupon the company's next invoices get (null: none).",
  input: companyInput,
  output: z.object({ coupon: couponSchema.nullable() }),
  access: updateBilling,
});

export const applyCoupon = defineCall({
  method: "POST",
  path: "applyCoupon",
  summary: "Applies a coupon code to the next invoices (unknown code: invalid_coupon).",
  input: companyInput.extend({ code: z.string().trim().min(1).max(40) }),
  output: z.object({ coupon: couponSchema }),
  access: updateBilling,
});

export const invoicePreviewSchema = z.object({
  plan_code: z.string(),
  /** The plan, then each additional item bought (monthly, before VAT). */
  lines: z.array(
    z.object({
      item: z.string(),
      quantity: z.number().int(),
      unit_amount: centsSchema,
      amount: centsSchema,
    }),
  ),
  subtotal: centsSchema,
  discount: centsSchema,
  total_ht: centsSchema,
  vat_rate_bp: z.number().int(),
  vat: centsSchema,
  total_ttc: centsSchema,
  vat_treatment: z.enum(["french", "reverseCharge", "outsideEu"]),
  /** The coupon counted (the one typed, else the one on file). */
  coupon: couponSchema.nullable(),
  /** When it will be issued: the end of the current period (null before any subscription). */
  issued_on: isoDateSchema.nullable(),
  currency: z.literal("EUR"),
});

export const previewNextInvoice = defineCall({
  method: "POST",
  path: "previewNextInvoice",
  summary:
    "The company's next invoice before it is issued: its plan (or the plan and items asked), the coupon on file or the one typed, VAT; nothing is changed.",
  input: companyInput.extend({
    plan_code: z.string().min(1).max(40).optional(),
    additional: additionalInputSchema.optional(),
    coupon: z.string().trim().min(1).max(40).optional(),
  }),
  output: invoicePreviewSchema,
  access: updateBilling,
});

export const getPlanListing = defineCall({
  method: "POST",
  path: "getPlanListing",
  summary: "The plans on sale with their quotas, maxima and unit prices of additional items.",
  input: companyInput,
  output: z.object({
    plans: z.array(planSchema),
    current_base_plan: z.string(),
    currency: z.literal("EUR"),
    /** The VAT rate the company's invoices carry (0: reverse charge or outside the EU). */
    vat_rate_bp: z.number().int(),
  }),
  access: companyMember,
});

export const getCurrentBasePlan = defineCall({
  method: "POST",
  path: "getCurrentBasePlan",
  summary:
    "The company's base plan (spec 000 §3): quotas, maxima, unit prices, usage, and the answer for one more of each thing.",
  input: companyInput,
  output: basePlanSchema,
  access: companyMember,
});

export const get_stripe_checkout_session = defineCall({
  method: "POST",
  path: "get_stripe_checkout_session",
  summary:
    "Opens a checkout at the payment provider for a plan and additional items (the sandbox's own page when Stripe is not configured).",
  input: companyInput.extend({
    plan_code: z.string().min(1).max(40),
    additional: additionalInputSchema.optional(),
    from_event: fromEventSchema.optional(),
  }),
  output: z.object({ session_id: z.string(), url: z.string() }),
  access: updateBilling,
  timeoutMs: 90_000,
});

export const create_subscription = defineCall({
  method: "POST",
  path: "create_subscription",
  summary:
    "Subscribes to a plan with the payment method on file (without one: a checkout to pay at); the provider's event activates it.",
  input: companyInput.extend({
    plan_code: z.string().min(1).max(40),
    additional: additionalInputSchema.optional(),
  }),
  output: subscriptionChangeOutput,
  access: updateBilling,
});

export const update_subscription = defineCall({
  method: "POST",
  path: "update_subscription",
  summary:
    "Changes the plan or the additional items (events) from a paywall (from_event); the provider's event applies it.",
  input: companyInput.extend({
    events: z.array(subscriptionEventSchema).min(1).max(20),
    from_event: fromEventSchema,
  }),
  output: subscriptionChangeOutput,
  access: updateBilling,
});

export const getCompanyStats = defineCall({
  method: "POST",
  path: "getCompanyStats",
  summary: "What the company holds, counted: users, banks, accounts, integrations, scenarios, transactions.",
  input: companyInput,
  output: z.object({
    users: z.number().int(),
    banks: z.number().int(),
    accounts: z.number().int(),
    standard_integrations: z.number().int(),
    scenarios: z.number().int(),
    transactions: z.number().int(),
  }),
  access: companyMember,
});

export const getSubscriptionForCompany = defineCall({
  method: "POST",
  path: "getSubscriptionForCompany",
  summary:
    "The subscription (spec 000 §3): bypass, trial, free_trial_version, has_subscription, default, and the suspended-service condition.",
  input: companyInput,
  output: subscriptionSchema,
  access: companyMember,
});

export const getTrialCpaChildren = defineCall({
  method: "POST",
  path: "getTrialCpaChildren",
  summary: "An accounting firm's client companies still on trial, and how many it may have (2).",
  input: companyInput,
  output: z.object({
    children: z.array(z.object({ id: idSchema, name: z.string(), trial_end: isoDateSchema.nullable() })),
    limit: z.number().int(),
  }),
  access: companyMember,
});

export const setBypass = defineCall({
  method: "POST",
  path: "setBypass",
  summary: "Admin: lifts (or restores) every plan limit of a company.",
  input: companyInput.extend({ bypass: z.boolean() }),
  output: successOutput,
  access: superAdmin,
  audit: "adminSetting",
  companyIdField: "companyId",
});

export const billingCalls = {
  getCountriesList,
  getBillingInfo,
  setBillingInfo,
  getPaymentMethod,
  setPaymentMethod,
  deletePaymentMethod,
  getAllInvoices,
  downloadBillingInvoice,
  getCoupons,
  applyCoupon,
  previewNextInvoice,
  getPlanListing,
  getCurrentBasePlan,
  get_stripe_checkout_session,
  create_subscription,
  update_subscription,
  getCompanyStats,
  getSubscriptionForCompany,
  getTrialCpaChildren,
  setBypass,
};

export type BasePlan = z.output<typeof basePlanSchema>;
export type SubscriptionView = z.output<typeof subscriptionSchema>;
export type BillingPlan = z.output<typeof planSchema>;
export type BillingInvoice = z.output<typeof billingInvoiceSchema>;
export type InvoicePreview = z.output<typeof invoicePreviewSchema>;
