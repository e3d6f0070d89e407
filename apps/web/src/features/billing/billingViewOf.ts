/**
 * Reads the server's billing answers into the section's view (billingView.ts): the usage lines of the
 * base plan, where the company stands, and the next invoice priced by the domain (plan, additional items,
 * coupon, VAT of the billing country) so that a coupon shows what it lowers.
 */
import type { BasePlan, BillingInvoice, CallOutput, SubscriptionView } from "@trezo/api";
import { couponOf, invoiceAmounts, orderLines, planOf } from "@trezo/domain";
import type { InvoiceView, PaymentMethodView, PlanView, UsageLine } from "./billingView";

export function usageOf(plan: BasePlan): UsageLine[] {
  const bought = plan.additional_bought;
  return [
    {
      thing: "banks",
      used: plan.current_banks,
      included: plan.included_banks + bought.bank,
      max: plan.max_banks,
      unitPriceCents: plan.additional_bank_plan.unit_price,
    },
    {
      thing: "users",
      used: plan.current_users,
      included: plan.included_users + bought.user,
      max: plan.max_users,
      unitPriceCents: plan.additional_user_plan.unit_price,
    },
    {
      thing: "integrations",
      used: plan.current_standard_integrations,
      included: plan.included_standard_integrations + bought.integration,
      max: plan.max_standard_integrations,
      unitPriceCents: plan.additional_standard_integration_plan.unit_price,
    },
    {
      thing: "scenarios",
      used: plan.current_scenarios,
      included: plan.max_scenarios ?? plan.current_scenarios,
      max: plan.max_scenarios,
      unitPriceCents: null,
    },
  ];
}

export function planViewOf(
  plan: BasePlan,
  subscription: SubscriptionView,
  billingCountry: { country: string; vatNumber: string | null } | null,
): PlanView {
  const status: PlanView["status"] = subscription.bypass
    ? "bypass"
    : subscription.exemption === "cpa" || subscription.exemption === "cpaClient"
      ? "firm"
      : subscription.has_subscription
        ? "active"
        : subscription.trial
          ? "trial"
          : "none";
  let nextInvoice: PlanView["nextInvoice"] = null;
  if (subscription.has_subscription && subscription.current_period_end) {
    const amounts = invoiceAmounts(
      orderLines({ plan: planOf(subscription.plan_code), additional: subscription.additional }),
      couponOf(subscription.coupon),
      billingCountry ?? { country: "FR", vatNumber: null },
    );
    nextInvoice = {
      amountCents: amounts.totalCents,
      date: subscription.current_period_end.slice(0, 10),
      discountCents: amounts.discountCents,
      couponCode: subscription.coupon,
    };
  }
  return {
    name: plan.current_base_plan === "fallback" ? null : plan.name,
    status,
    trialEndsOn: subscription.trial ? subscription.trial_end : null,
    currency: "EUR",
    usage: usageOf(plan),
    nextInvoice,
  };
}

export function paymentMethodViewOf(
  method: CallOutput<"getPaymentMethod">["payment_method"],
): PaymentMethodView {
  if (!method) return null;
  if (method.type === "sepa_debit") return { kind: "sepa_debit", last4: method.last4 };
  const expiry =
    method.exp_month !== null && method.exp_year !== null
      ? `${String(method.exp_month).padStart(2, "0")}/${String(method.exp_year % 100).padStart(2, "0")}`
      : "—";
  return { kind: "card", brand: method.brand, last4: method.last4, expiry };
}

export function invoiceViewOf(invoice: BillingInvoice): InvoiceView {
  return {
    id: String(invoice.id),
    number: invoice.number,
    date: invoice.issued_on,
    dueDate: invoice.due_on,
    totalCents: invoice.total_ttc,
    currency: invoice.currency,
    status: invoice.status === "failed" ? "uncollectible" : invoice.status,
  };
}
