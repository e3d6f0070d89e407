/**
 * The billing section of /company and /cabinet (issue 20): the plan and its usage against quotas, the
 * trial's end, the plans with their checkout one click away, the coupon, the billing details, the payment
 * method and the invoices. Each part shows only to whom its calls are open (the owner level, or a firm's
 * staff with cpap_update_billing, cpap_update_payment_method or cpap_invoices_access).
 */
import { ApiError, type CallInput, useApiClient, useApiMutation, useApiQuery } from "@trezo/api";
import { type MemberAccess, passesAccessRule } from "@trezo/domain";
import { Button, Card, Inline, Stack, Text } from "@trezo/ui";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router-dom";
import { useFormat, useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import { BillingDetailsForm } from "./BillingDetailsForm";
import * as css from "./billing.css";
import { invoiceViewOf, paymentMethodViewOf, planViewOf } from "./billingViewOf";
import { CouponForm } from "./CouponForm";
import { InvoiceHistory } from "./InvoiceHistory";
import { NextInvoicePreview } from "./NextInvoicePreview";
import { PaymentMethodSection } from "./PaymentMethodSection";
import { PlanSummary } from "./PlanSummary";

/** Where the checkout pages live: the provider's (Stripe) or Trezo's own sandbox page. */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}

/** Today in the browser's calendar, `YYYY-MM-DD`. */
function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

export interface BillingAccess {
  billing: boolean;
  paymentMethod: boolean;
  invoices: boolean;
}

export function billingAccessOf(member: MemberAccess): BillingAccess {
  return {
    billing: passesAccessRule(member, { anyOf: ["cpap_update_billing"] }),
    paymentMethod: passesAccessRule(member, { anyOf: ["cpap_update_payment_method"] }),
    invoices: passesAccessRule(member, { anyOf: ["cpap_invoices_access"] }),
  };
}

/** The message of a refused billing call: the server's words (spec 001 §8), else the spec's generic one. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** The checkout's return (`?billing=success|cancel|payment_method|failed`): said once, then removed. */
function useCheckoutReturn() {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const [search, setSearch] = useSearchParams();
  const outcome = search.get("billing");
  const said = useRef(false);
  useEffect(() => {
    if (!outcome || said.current) return;
    said.current = true;
    if (outcome === "success") notify({ msg: t("billingScreen.checkout.succeeded"), color: "green" });
    else if (outcome === "payment_method") notify({ msg: t("billingScreen.payment.saved"), color: "green" });
    else if (outcome === "failed") notify({ msg: t("billingScreen.checkout.declined"), color: "red" });
    else notify({ msg: t("billingScreen.checkout.cancelled"), color: "red" });
    const next = new URLSearchParams(search);
    next.delete("billing");
    setSearch(next, { replace: true });
  }, [outcome, search, setSearch, notify, t]);
}

function PlanListing({ companyId, currentCode }: { companyId: number; currentCode: string }) {
  const t = useT();
  const format = useFormat();
  const notify = useAppStore((state) => state.notify);
  const listing = useApiQuery("getPlanListing", { companyId });
  const checkout = useApiMutation("get_stripe_checkout_session", {
    onSuccess: (session) => goToCheckout(session.url),
    onError: (error) =>
      notify({ msg: messageOf(error, t("billingScreen.subscription.failed")), color: "red" }),
  });
  if (!listing.data) return null;
  return (
    <ul className={css.usageList} aria-label={t("billingScreen.plan.listing")}>
      {listing.data.plans
        .filter((plan) => plan.type === "company")
        .map((plan) => (
          <li key={plan.code}>
            <Inline gap="sm" justify="space-between" align="center">
              <Stack gap="xxs">
                <Text weight="semibold">{plan.name}</Text>
                <Text tone="muted" size="sm">
                  {t("billingScreen.plan.perMonth", { price: format.money(plan.monthly_price, "EUR") })}
                </Text>
              </Stack>
              {plan.code === currentCode ? (
                <Text size="sm">{t("billingScreen.plan.current")}</Text>
              ) : (
                <Button
                  variant="secondary"
                  disabled={checkout.isPending}
                  onClick={() =>
                    checkout.mutate({ companyId, plan_code: plan.code, from_event: "billingPage" })
                  }
                >
                  {t("billingScreen.plan.choose", { name: plan.name })}
                </Button>
              )}
            </Inline>
          </li>
        ))}
    </ul>
  );
}

export function BillingSection({ companyId, access }: { companyId: number; access: BillingAccess }) {
  const t = useT();
  const client = useApiClient();
  const notify = useAppStore((state) => state.notify);
  useCheckoutReturn();
  const basePlan = useApiQuery("getCurrentBasePlan", { companyId });
  const subscription = useApiQuery("getSubscriptionForCompany", { companyId });
  const countries = useApiQuery(
    "getCountriesList",
    {},
    { enabled: access.billing, staleTime: 60 * 60 * 1000 },
  );
  const billingInfo = useApiQuery("getBillingInfo", { companyId }, { enabled: access.billing });
  const coupon = useApiQuery("getCoupons", { companyId }, { enabled: access.billing });
  const preview = useApiQuery("previewNextInvoice", { companyId }, { enabled: access.billing });
  const method = useApiQuery("getPaymentMethod", { companyId }, { enabled: access.paymentMethod });
  const invoices = useApiQuery("getAllInvoices", { companyId }, { enabled: access.invoices });
  const saveInfo = useApiMutation("setBillingInfo", {
    invalidates: ["getBillingInfo", "previewNextInvoice"],
  });
  const applyCoupon = useApiMutation("applyCoupon", {
    invalidates: ["getCoupons", "getSubscriptionForCompany", "previewNextInvoice"],
  });
  const setMethod = useApiMutation("setPaymentMethod", { invalidates: ["getPaymentMethod"] });
  const removeMethod = useApiMutation("deletePaymentMethod", {
    invalidates: ["getPaymentMethod"],
    onSuccess: () => notify({ msg: t("billingScreen.payment.removed"), color: "green" }),
    onError: (error) => notify({ msg: messageOf(error, t("billingScreen.planFailed")), color: "red" }),
  });

  const info = billingInfo.data?.billing_info ?? null;
  const failed = basePlan.isError || subscription.isError;
  return (
    <section aria-labelledby="billing-title" data-section="billing" id="billing">
      <Stack gap="lg">
        <Stack gap="xs">
          <h2 id="billing-title" style={{ margin: 0 }}>
            {t("billingScreen.title")}
          </h2>
          <Text tone="muted">{t("billingScreen.intro")}</Text>
        </Stack>
        <div className={css.grid}>
          <Card title={t("billingScreen.plan.title")}>
            {failed ? (
              <Text tone="danger" role="alert">
                {t("billingScreen.planFailed")}
              </Text>
            ) : basePlan.data && subscription.data ? (
              <Stack gap="lg">
                <PlanSummary
                  plan={planViewOf(
                    basePlan.data,
                    subscription.data,
                    info ? { country: info.country, vatNumber: info.vat_number } : null,
                  )}
                  today={todayIso()}
                />
                {access.billing ? (
                  <PlanListing companyId={companyId} currentCode={basePlan.data.current_base_plan} />
                ) : null}
              </Stack>
            ) : (
              <Text tone="muted">{t("billingScreen.loading")}</Text>
            )}
          </Card>
          {access.billing ? (
            <Card title={t("billingScreen.coupon.label")}>
              <CouponForm
                active={
                  coupon.data?.coupon
                    ? {
                        code: coupon.data.coupon.code,
                        description:
                          coupon.data.coupon.percent_off !== null
                            ? `−${coupon.data.coupon.percent_off} %`
                            : `−${((coupon.data.coupon.amount_off ?? 0) / 100).toFixed(2)} €`,
                      }
                    : null
                }
                onApply={async (code) => {
                  try {
                    const applied = await applyCoupon.mutateAsync({ companyId, code });
                    notify({
                      msg: t("billingScreen.coupon.applied", { code: applied.coupon.code }),
                      color: "green",
                    });
                    return undefined;
                  } catch (error) {
                    return error instanceof ApiError && error.code === "invalid_coupon"
                      ? t("billingScreen.coupon.invalid")
                      : messageOf(error, t("billingScreen.coupon.invalid"));
                  }
                }}
              />
            </Card>
          ) : null}
          {access.billing ? (
            <Card title={t("billingScreen.preview.title")}>
              {preview.data ? (
                <NextInvoicePreview preview={preview.data} />
              ) : preview.isError ? (
                <Text tone="danger">{t("billingScreen.preview.failed")}</Text>
              ) : (
                <Text tone="muted">{t("billingScreen.loading")}</Text>
              )}
            </Card>
          ) : null}
          {access.billing && countries.data && billingInfo.data ? (
            <Card title={t("billingScreen.details.title")}>
              <BillingDetailsForm
                countries={countries.data.countries}
                canEdit
                defaultValues={{
                  companyName: info?.company_name ?? "",
                  email: info?.email ?? "",
                  line1: info?.address_line1 ?? "",
                  line2: info?.address_line2 ?? "",
                  postalCode: info?.postal_code ?? "",
                  city: info?.city ?? "",
                  country: info?.country ?? "FR",
                  vatNumber: info?.vat_number ?? "",
                }}
                onSubmit={async (values) => {
                  try {
                    await saveInfo.mutateAsync({
                      companyId,
                      company_name: values.companyName,
                      email: values.email,
                      address_line1: values.line1,
                      address_line2: values.line2 === "" ? null : values.line2,
                      postal_code: values.postalCode,
                      city: values.city,
                      country: values.country,
                      vat_number: values.vatNumber ?? null,
                    });
                  } catch (error) {
                    return { formError: messageOf(error, t("billingScreen.subscription.failed")) };
                  }
                  notify({ msg: t("billingScreen.details.saved"), color: "green" });
                  return undefined;
                }}
              />
            </Card>
          ) : null}
          {access.paymentMethod && method.data ? (
            <Card title={t("billingScreen.payment.title")}>
              <PaymentMethodSection
                method={paymentMethodViewOf(method.data.payment_method)}
                knownCountry={undefined}
                canEdit
                onAddCard={() => {
                  void setMethod
                    .mutateAsync({ companyId, type: "card" })
                    .then((answer) => {
                      if (answer.checkout_url) goToCheckout(answer.checkout_url);
                    })
                    .catch((error: unknown) =>
                      notify({
                        msg: messageOf(error, t("billingScreen.subscription.needBillingInfo")),
                        color: "red",
                      }),
                    );
                }}
                onSaveSepa={async (values) => {
                  try {
                    // Typed as the call's whole input: the client's input type loses the union's fields.
                    const sepa: CallInput<"setPaymentMethod"> = {
                      companyId,
                      type: "sepa_debit",
                      iban: values.iban,
                      account_holder_name: values.accountHolder,
                    };
                    await setMethod.mutateAsync(sepa);
                  } catch (error) {
                    return { formError: messageOf(error, t("billingScreen.subscription.needBillingInfo")) };
                  }
                  notify({ msg: t("billingScreen.payment.saved"), color: "green" });
                  return undefined;
                }}
                onRemove={() => removeMethod.mutate({ companyId })}
              />
            </Card>
          ) : null}
          {access.invoices && invoices.data ? (
            <Card title={t("billingScreen.invoices.title")}>
              <InvoiceHistory
                invoices={invoices.data.invoices.map(invoiceViewOf)}
                onDownload={(invoice) => {
                  void client
                    .call("downloadBillingInvoice", { companyId, invoiceId: Number(invoice.id) })
                    .then((file) => saveBase64(file.content_base64, file.content_type, file.file_name))
                    .catch((error: unknown) =>
                      notify({ msg: messageOf(error, t("billingScreen.planFailed")), color: "red" }),
                    );
                }}
              />
            </Card>
          ) : null}
        </div>
      </Stack>
    </section>
  );
}

/** Saves a file the server sent in base64 through the browser's own download. */
function saveBase64(base64: string, contentType: string, fileName: string): void {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: contentType }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName.replace(/[/\\]/g, "_");
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
