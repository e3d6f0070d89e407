import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StripePaymentProvider } from "./stripeProvider";

/**
 * The Stripe adapter against a local HTTP server answering Stripe API payloads of the documented shapes
 * (objects with `id` and `object`, lists as `{object: "list", data}`, form-encoded requests), and real
 * webhook signatures made with the SDK's generateTestHeaderString.
 */

interface Recorded {
  method: string;
  path: string;
  form: URLSearchParams;
}

const requests: Recorded[] = [];
let server: Server;
let provider: StripePaymentProvider;
const WEBHOOK_SECRET = "whsec_test_local_secret";

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = "";
    request.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    request.on("end", () => resolve(text));
  });

function answer(method: string, path: string, form: URLSearchParams): { status: number; body: unknown } {
  if (method === "POST" && path === "/v1/customers")
    return {
      status: 200,
      body: { id: "cus_local1", object: "customer", email: form.get("email"), metadata: {} },
    };
  if (method === "POST" && path.startsWith("/v1/customers/"))
    return { status: 200, body: { id: path.split("/")[3], object: "customer", metadata: {} } };
  if (method === "GET" && path.startsWith("/v1/customers/"))
    return {
      status: 200,
      body: {
        id: "cus_local1",
        object: "customer",
        invoice_settings: {
          default_payment_method: {
            id: "pm_card1",
            object: "payment_method",
            type: "card",
            card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 },
          },
        },
      },
    };
  if (method === "GET" && path === "/v1/prices")
    return { status: 200, body: { object: "list", data: [], has_more: false, url: "/v1/prices" } };
  if (method === "POST" && path === "/v1/prices")
    return {
      status: 200,
      body: {
        id: `price_${form.get("lookup_key")}`,
        object: "price",
        lookup_key: form.get("lookup_key"),
        unit_amount: Number(form.get("unit_amount")),
      },
    };
  if (method === "POST" && path === "/v1/checkout/sessions")
    return {
      status: 200,
      body: {
        id: "cs_test_1",
        object: "checkout.session",
        url: "https://checkout.stripe.com/c/pay/cs_test_1",
        mode: form.get("mode"),
      },
    };
  if (method === "POST" && path === "/v1/subscriptions")
    return {
      status: 200,
      body: { id: "sub_1", object: "subscription", status: "active", items: { object: "list", data: [] } },
    };
  if (method === "GET" && path === "/v1/subscriptions/sub_1")
    return {
      status: 200,
      body: {
        id: "sub_1",
        object: "subscription",
        items: {
          object: "list",
          data: [
            {
              id: "si_plan",
              object: "subscription_item",
              quantity: 1,
              price: { id: "price_trezo_plan_pro", object: "price" },
            },
            {
              id: "si_user",
              object: "subscription_item",
              quantity: 2,
              price: { id: "price_trezo_additional_user_pro", object: "price" },
            },
          ],
        },
      },
    };
  if (method === "POST" && path === "/v1/subscriptions/sub_1")
    return { status: 200, body: { id: "sub_1", object: "subscription" } };
  if (method === "POST" && path === "/v1/setup_intents")
    return {
      status: 200,
      body: {
        id: "seti_1",
        object: "setup_intent",
        status: "succeeded",
        payment_method: "pm_sepa1",
        mandate: "mandate_1",
      },
    };
  if (method === "GET" && path === "/v1/payment_methods/pm_sepa1")
    return {
      status: 200,
      body: {
        id: "pm_sepa1",
        object: "payment_method",
        type: "sepa_debit",
        sepa_debit: { country: "FR", last4: "0189" },
      },
    };
  if (method === "POST" && path === "/v1/payment_methods/pm_sepa1/detach")
    return {
      status: 200,
      body: { id: "pm_sepa1", object: "payment_method", type: "sepa_debit", customer: null },
    };
  return {
    status: 404,
    body: {
      error: {
        type: "invalid_request_error",
        message: `No such route ${method} ${path}`,
        code: "resource_missing",
      },
    },
  };
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://local");
    const form = new URLSearchParams(request.method === "GET" ? url.search : await bodyOf(request));
    requests.push({ method: request.method ?? "", path: url.pathname, form });
    const { status, body } = answer(request.method ?? "", url.pathname, form);
    response.writeHead(status, { "content-type": "application/json", "request-id": "req_local" });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  provider = new StripePaymentProvider({
    secretKey: "sk_test_local",
    webhookSecret: WEBHOOK_SECRET,
    host: "127.0.0.1",
    port,
    protocol: "http",
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const last = (path: string) => [...requests].reverse().find((request) => request.path === path);

describe("Stripe adapter", () => {
  it("creates the customer with its address and VAT number", async () => {
    const id = await provider.upsertCustomer(null, {
      companyId: 7,
      name: "Dupont SARL",
      email: "compta@dupont.example",
      addressLine1: "3 place du Marché",
      addressLine2: null,
      postalCode: "69001",
      city: "Lyon",
      country: "FR",
      vatNumber: "FR40303265045",
    });
    expect(id).toBe("cus_local1");
    const sent = last("/v1/customers")?.form;
    expect(sent?.get("address[country]")).toBe("FR");
    expect(sent?.get("tax_id_data[0][type]")).toBe("eu_vat");
    expect(sent?.get("metadata[company_id]")).toBe("7");
  });

  it("opens a subscription checkout with the plan, the additional items' quantities and the coupon", async () => {
    const session = await provider.createCheckoutSession({
      customerId: "cus_local1",
      order: {
        companyId: 7,
        planCode: "pro",
        additional: { user: 0, bank: 2, integration: 0 },
        couponCode: "BIENVENUE20",
      },
      mode: "subscription",
      successUrl: "http://localhost/ok",
      cancelUrl: "http://localhost/ko",
    });
    expect(session.url).toBe("https://checkout.stripe.com/c/pay/cs_test_1");
    const createdPrice = requests.find(
      (request) => request.path === "/v1/prices" && request.method === "POST",
    );
    expect(createdPrice?.form.get("lookup_key")).toBe("trezo_plan_pro");
    expect(createdPrice?.form.get("recurring[interval]")).toBe("month");
    const sent = last("/v1/checkout/sessions")?.form;
    expect(sent?.get("line_items[0][price]")).toBe("price_trezo_plan_pro");
    expect(sent?.get("line_items[1][price]")).toBe("price_trezo_additional_bank_pro");
    expect(sent?.get("line_items[1][quantity]")).toBe("2");
    expect(sent?.get("discounts[0][coupon]")).toBe("BIENVENUE20");
    expect(sent?.get("subscription_data[metadata][company_id]")).toBe("7");
  });

  it("updates a subscription's quantities, removing the items no longer bought", async () => {
    await provider.updateSubscription("sub_1", {
      companyId: 7,
      planCode: "pro",
      additional: { user: 0, bank: 1, integration: 0 },
      couponCode: null,
    });
    const sent = last("/v1/subscriptions/sub_1")?.form;
    expect(sent?.get("items[0][id]")).toBe("si_plan");
    expect(sent?.get("items[1][price]")).toBe("price_trezo_additional_bank_pro");
    expect(sent?.get("items[1][quantity]")).toBe("1");
    expect(sent?.get("items[2][id]")).toBe("si_user");
    expect(sent?.get("items[2][deleted]")).toBe("true");
  });

  it("signs a SEPA mandate through a confirmed SetupIntent and makes it the default method", async () => {
    const method = await provider.attachSepaDebit({
      customerId: "cus_local1",
      iban: "FR7630006000011234567890189",
      holderName: "M. Dupont",
      email: "compta@dupont.example",
      ip: "203.0.113.5",
      userAgent: "test",
    });
    expect(method).toMatchObject({
      type: "sepa_debit",
      label: "FR",
      last4: "0189",
      mandateReference: "mandate_1",
    });
    const sent = last("/v1/setup_intents")?.form;
    expect(sent?.get("payment_method_data[sepa_debit][iban]")).toBe("FR7630006000011234567890189");
    expect(sent?.get("mandate_data[customer_acceptance][online][ip_address]")).toBe("203.0.113.5");
    expect(sent?.get("confirm")).toBe("true");
    expect(last("/v1/customers/cus_local1")?.form.get("invoice_settings[default_payment_method]")).toBe(
      "pm_sepa1",
    );
  });

  it("reads the default card and detaches a method", async () => {
    expect(await provider.defaultPaymentMethod("cus_local1")).toMatchObject({
      type: "card",
      label: "visa",
      last4: "4242",
    });
    await provider.detachPaymentMethod("pm_sepa1");
    expect(last("/v1/payment_methods/pm_sepa1/detach")?.method).toBe("POST");
  });

  it("verifies real webhook signatures and refuses forged or stale ones", () => {
    const payload = JSON.stringify({
      id: "evt_1",
      object: "event",
      type: "invoice.paid",
      created: 1,
      data: { object: {} },
    });
    const sdk = new Stripe("sk_test_local");
    const good = sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(provider.verifyWebhook(payload, good)).toMatchObject({ id: "evt_1" });
    const forged = sdk.webhooks.generateTestHeaderString({ payload, secret: "whsec_other" });
    expect(() => provider.verifyWebhook(payload, forged)).toThrow();
    const stale = sdk.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(() => provider.verifyWebhook(payload, stale)).toThrow();
    expect(() => provider.verifyWebhook(`${payload} `, good)).toThrow();
  });
});
