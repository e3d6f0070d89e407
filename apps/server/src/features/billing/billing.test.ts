import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, companies } from "../../db/schema";
import { callApi, createTestCompany, createTestUser, type TestUser } from "../../testing/apiTestClient";
import { startTestServer, stopTestServer, type TestServer } from "../../testing/testServer";
import { okBody } from "../banking/bankingTestScene";
import { WEBHOOK_PATH } from "./billingRoutes";
import { paymentProviderOf } from "./providers";
import { SandboxPaymentProvider } from "./sandboxProvider";
import { signWebhookPayload } from "./webhookSigning";

/** Billing (spec 001 §7.9) over HTTP on the sandbox provider: limits, checkout, webhooks, invoices. */

let server: TestServer;
let owner: TestUser;
let admin: TestUser;
let companyId: number;

const call = (
  name: Parameters<typeof callApi>[1],
  input: Record<string, unknown> = {},
  who = owner,
  id = companyId,
) => callApi(server, name, { companyId: id, ...input }, { token: who.token });

const billingInfo = {
  company_name: "Boulangerie Dupont SARL",
  email: "compta@dupont.example",
  address_line1: "3 place du Marché",
  address_line2: null,
  postal_code: "69001",
  city: "Lyon",
  country: "FR",
  vat_number: "FR40303265045",
};

beforeAll(async () => {
  server = await startTestServer();
  owner = await createTestUser(server);
  admin = await createTestUser(server, { role: "SuperAdmin" });
  companyId = await createTestCompany(server, owner.id);
});
afterAll(() => stopTestServer(server));

const sandbox = () => {
  const provider = paymentProviderOf(server.services);
  if (!(provider instanceof SandboxPaymentProvider)) throw new Error("the tests run on the sandbox");
  return provider;
};

const fetchPage = (path: string, init?: RequestInit) =>
  fetch(`${server.url}${path}`, { redirect: "manual", ...init });

describe("plans and limits", () => {
  it("lists the plans and the countries in the caller's language", async () => {
    const listing = okBody<{ plans: Array<{ code: string; additional_bank_plan: { unit_price: number } }> }>(
      await call("getPlanListing"),
    );
    expect(listing.plans.map((plan) => plan.code)).toEqual(["essentiel", "pro", "premium"]);
    expect(listing.plans[0]?.additional_bank_plan.unit_price).toBe(1000);
    const countries = okBody<{ countries: Array<{ code: string; name: string }> }>(
      await callApi(
        server,
        "getCountriesList",
        {},
        { token: owner.token, headers: { "accept-language": "fr-FR" } },
      ),
    );
    expect(countries.countries.find((country) => country.code === "DE")?.name).toBe("Allemagne");
  });

  it("exempts a full trial, and applies the free-trial version's quotas once an administrator sets it", async () => {
    const before = okBody<{ limits_apply: boolean; exemption: string | null }>(
      await call("getCurrentBasePlan"),
    );
    expect(before).toMatchObject({ limits_apply: false, exemption: "fullTrial" });
    okBody(
      await call(
        "setEndOfTrialPeriodForCompany",
        { trialEnd: "2099-12-31", free_trial_version: true },
        admin,
      ),
    );
    const after = okBody<Record<string, unknown>>(await call("getCurrentBasePlan"));
    expect(after).toMatchObject({
      current_base_plan: "essentiel",
      limits_apply: true,
      included_banks: 1,
      current_banks: 0,
      next_add: { bank: { outcome: "allowed", paid: false } },
    });
  });

  it("refuses a bank above the included quota with the unit price, changing nothing", async () => {
    okBody(await call("addManualConnection", { name: "Banque 1" }));
    const refused = await call("addManualConnection", { name: "Banque 2" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: "plan_quota_reached" });
    expect(String(refused.body.message)).toContain("10,00");
    const plan = okBody<Record<string, unknown>>(await call("getCurrentBasePlan"));
    expect(plan).toMatchObject({
      current_banks: 1,
      next_add: { bank: { outcome: "quota", unitPriceCents: 1000 } },
    });
  });

  it("refuses a scenario above the plan's maximum with scenario_limit", async () => {
    const other = await createTestUser(server);
    const id = await createTestCompany(server, other.id);
    await server.services.db.update(companies).set({ isTrial: false }).where(eq(companies.id, id));
    okBody(await call("createScenario", { scenario: { name: "Optimiste" } }, other, id));
    const refused = await call("createScenario", { scenario: { name: "Pessimiste" } }, other, id);
    expect(refused.body).toMatchObject({ error: "scenario_limit" });
  });
});

describe("billing details, payment method and coupon", () => {
  it("asks for billing details before any checkout, with the spec's message", async () => {
    const refused = await call("get_stripe_checkout_session", { plan_code: "pro" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Veuillez commencer par remplir les informations de facturation.");
  });

  it("saves billing details and refuses an unknown country", async () => {
    expect(okBody(await call("setBillingInfo", billingInfo))).toMatchObject({
      billing_info: { city: "Lyon" },
    });
    const refused = await call("setBillingInfo", { ...billingInfo, country: "ZZ" });
    expect(refused.body).toMatchObject({ error: "unknown_country" });
  });

  it("refuses an IBAN whose country cannot be read with the spec's message", async () => {
    const refused = await call("setPaymentMethod", {
      type: "sepa_debit",
      iban: "1234 5678",
      account_holder_name: "M. Dupont",
    });
    expect(refused.body.message).toBe(
      "Erreur lors de la confirmation de votre IBAN. Vérifiez vos détails de facturation",
    );
  });

  it("applies a known coupon and refuses an unknown one", async () => {
    expect(okBody(await call("applyCoupon", { code: "bienvenue20" }))).toMatchObject({
      coupon: { code: "BIENVENUE20", percent_off: 20 },
    });
    expect((await call("applyCoupon", { code: "NOPE" })).body).toMatchObject({ error: "invalid_coupon" });
    expect(okBody(await call("getCoupons"))).toMatchObject({ coupon: { code: "BIENVENUE20" } });
  });

  it("previews the next invoice with the coupon on file, or a typed one, changing nothing", async () => {
    const preview = okBody<Record<string, unknown>>(
      await call("previewNextInvoice", { additional: { bank: 1 } }),
    );
    // Essentiel 29 € + one bank 10 €, less 20 %, French VAT.
    expect(preview).toMatchObject({
      plan_code: "essentiel",
      subtotal: 3900,
      discount: 780,
      total_ht: 3120,
      vat_rate_bp: 2000,
      vat: 624,
      total_ttc: 3744,
      coupon: { code: "BIENVENUE20" },
      issued_on: null,
    });
    expect(preview.lines).toEqual([
      { item: "essentiel", quantity: 1, unit_amount: 2900, amount: 2900 },
      { item: "additional_bank", quantity: 1, unit_amount: 1000, amount: 1000 },
    ]);
    const typed = okBody(await call("previewNextInvoice", { plan_code: "pro", coupon: "moins10euros" }));
    expect(typed).toMatchObject({
      subtotal: 5900,
      discount: 1000,
      total_ht: 4900,
      coupon: { code: "MOINS10EUROS" },
    });
    const refused = await call("previewNextInvoice", { coupon: "NOPE" });
    expect(refused.body).toMatchObject({ error: "invalid_coupon" });
    expect(okBody(await call("getCoupons"))).toMatchObject({ coupon: { code: "BIENVENUE20" } });
  });
});

describe("an additional bank paid in the sandbox checkout", () => {
  let checkoutPath = "";

  it("answers a checkout for one more bank from the paywall", async () => {
    const change = okBody<{ status: string; checkout_url: string; message: string }>(
      await call("update_subscription", {
        events: [{ type: "add_item", item: "bank", quantity: 1 }],
        from_event: "additionalBank",
      }),
    );
    expect(change.status).toBe("checkout");
    expect(change.message).toBe("Votre abonnement a bien été modifié");
    checkoutPath = new URL(change.checkout_url).pathname;
    const page = await fetchPage(checkoutPath);
    expect(page.status).toBe(200);
    // Essentiel 29 € + one bank 10 €, less 20 %.
    expect(await page.text()).toContain("31.20 €");
  });

  it("changes nothing when the card is declined", async () => {
    const declined = await fetchPage(checkoutPath, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "card=4000+0000+0000+0002",
    });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain("Votre carte a été refusée.");
    expect(okBody(await call("getSubscriptionForCompany"))).toMatchObject({ has_subscription: false });
  });

  it("activates the subscription from the signed webhooks when the test card pays, and the bank can be added", async () => {
    const paid = await fetchPage(checkoutPath, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "card=4242424242424242",
    });
    expect(paid.status).toBe(303);
    expect(okBody(await call("getSubscriptionForCompany"))).toMatchObject({
      has_subscription: true,
      status: "active",
      plan_code: "essentiel",
      additional: { bank: 1, user: 0, integration: 0 },
    });
    expect(okBody(await call("getPaymentMethod"))).toMatchObject({
      payment_method: { type: "card", last4: "4242" },
    });
    okBody(await call("addManualConnection", { name: "Banque 2" }));
    const audit = await server.services.db.select().from(auditLog).where(eq(auditLog.companyId, companyId));
    expect(audit.map((row) => row.action)).toContain("subscription_changed");
    // A paid session cannot be paid again.
    expect((await fetchPage(checkoutPath)).status).toBe(404);
  });

  it("issues a numbered invoice with the coupon's discount and French VAT, as a PDF", async () => {
    const { invoices } = okBody<{ invoices: Array<Record<string, unknown>> }>(await call("getAllInvoices"));
    expect(invoices).toHaveLength(1);
    const year = new Date().getUTCFullYear();
    expect(invoices[0]).toMatchObject({
      number: `FA-${year}-000001`,
      subtotal: 3900,
      discount: 780,
      total_ht: 3120,
      vat_rate_bp: 2000,
      vat: 624,
      total_ttc: 3744,
      status: "paid",
    });
    const file = okBody<{ content_base64: string; content_type: string }>(
      await call("downloadBillingInvoice", { invoiceId: invoices[0]?.id }),
    );
    expect(file.content_type).toBe("application/pdf");
    expect(Buffer.from(file.content_base64, "base64").subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("keeps a SEPA mandate for a valid IBAN", async () => {
    const answer = okBody(
      await call("setPaymentMethod", {
        type: "sepa_debit",
        iban: "FR76 3000 6000 0112 3456 7890 189",
        account_holder_name: "M. Dupont",
      }),
    );
    expect(answer).toMatchObject({ payment_method: { type: "sepa_debit", country: "FR", last4: "0189" } });
  });
});

describe("the webhook endpoint", () => {
  const post = (payload: string, signature: string) =>
    fetchPage(WEBHOOK_PATH, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });

  const subscriptionEvent = (id: string, created: number, bankQuantity: number) =>
    JSON.stringify({
      id,
      object: "event",
      created,
      type: "customer.subscription.updated",
      data: {
        object: {
          id: "sub_test",
          customer: "cus_test",
          status: "active",
          metadata: { company_id: String(companyId) },
          items: {
            data: [
              { quantity: 1, price: { lookup_key: "trezo_plan_essentiel" } },
              { quantity: bankQuantity, price: { lookup_key: "trezo_additional_bank_essentiel" } },
            ],
          },
        },
      },
    });

  it("refuses a forged signature and changes nothing", async () => {
    const payload = subscriptionEvent("evt_forged", Math.floor(Date.now() / 1000) + 10, 2);
    const refused = await post(payload, signWebhookPayload(payload, "whsec_not_the_secret"));
    expect(refused.status).toBe(400);
    expect((await post(payload, "t=1,v1=abc")).status).toBe(400);
    expect(okBody(await call("getSubscriptionForCompany"))).toMatchObject({ additional: { bank: 1 } });
  });

  it("applies an event once: a repeat is a duplicate, an older event is stale", async () => {
    const now = Math.floor(Date.now() / 1000) + 60;
    const payload = subscriptionEvent("evt_repeat", now, 2);
    const first = await post(payload, signWebhookPayload(payload, sandbox().webhookSecret));
    expect(await first.json()).toMatchObject({ outcome: "applied" });
    const again = await post(payload, signWebhookPayload(payload, sandbox().webhookSecret));
    expect(await again.json()).toMatchObject({ outcome: "duplicate" });
    const older = subscriptionEvent("evt_older", now - 3600, 0);
    expect(
      await (await post(older, signWebhookPayload(older, sandbox().webhookSecret))).json(),
    ).toMatchObject({
      outcome: "stale",
    });
    expect(okBody(await call("getSubscriptionForCompany"))).toMatchObject({ additional: { bank: 2 } });
  });
});

describe("administrator and firm calls", () => {
  it("lifts every limit with setBypass", async () => {
    okBody(await call("setBypass", { bypass: true }, admin));
    expect(okBody(await call("getCurrentBasePlan"))).toMatchObject({
      limits_apply: false,
      exemption: "bypass",
    });
    okBody(await call("setBypass", { bypass: false }, admin));
  });

  it("says the service is suspended for a client company without subscription nor trial, with the owner's e-mail", async () => {
    const firmOwner = await createTestUser(server);
    const firmId = await createTestCompany(server, firmOwner.id, { isCpa: true });
    const clientOwner = await createTestUser(server);
    const clientId = await createTestCompany(server, clientOwner.id, { parentId: firmId });
    await server.services.db.update(companies).set({ isTrial: false }).where(eq(companies.id, clientId));
    expect(okBody(await call("getSubscriptionForCompany", {}, clientOwner, clientId))).toMatchObject({
      service_suspended: true,
      owner_email: clientOwner.email,
    });
    const trialClient = await createTestCompany(server, firmOwner.id, { parentId: firmId });
    const children = okBody<{ children: Array<{ id: number }>; limit: number }>(
      await call("getTrialCpaChildren", {}, firmOwner, firmId),
    );
    expect(children.limit).toBe(2);
    expect(children.children.map((child) => child.id)).toEqual([trialClient]);
  });

  it("counts what the company holds", async () => {
    expect(okBody(await call("getCompanyStats"))).toMatchObject({ users: 1, banks: 2, scenarios: 0 });
  });
});
