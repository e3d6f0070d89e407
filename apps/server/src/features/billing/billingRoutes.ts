import { type Locale, type MessageKey, translate } from "@trezo/i18n";
import type { FastifyInstance } from "fastify";
import type { Services } from "../../services";
import { paymentProviderOf } from "./providers";
import { SandboxPaymentProvider } from "./sandboxProvider";
import { receiveWebhook, WebhookRefused } from "./webhookEvents";

/**
 * The routes outside the contract: the payment provider's webhook (raw body, signature checked) and the
 * sandbox provider's checkout page. The webhook path is the one to give Stripe:
 * `${PUBLIC_URL}/webhooks/payments`.
 */
export const WEBHOOK_PATH = "/webhooks/payments";

/** The sandbox page's texts (billing.sandbox.*) and refusals. */
const _TEXT = {
  title: "billing.sandbox.title",
  intro: "billing.sandbox.intro",
  total: "billing.sandbox.total",
  card: "billing.sandbox.card",
  iban: "billing.sandbox.iban",
  holder: "billing.sandbox.holder",
  payCard: "billing.sandbox.payCard",
  paySepa: "billing.sandbox.paySepa",
  mandate: "billing.sandbox.mandate",
  expired: "billing.sandbox.expired",
  declined: "billing.sandbox.declined",
  unknownCard: "billing.sandbox.unknownCard",
  invalidIban: "billing.errors.invalidIban",
} as const satisfies Record<string, MessageKey>;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export async function registerBillingRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const provider = paymentProviderOf(services);
  if (provider instanceof SandboxPaymentProvider) {
    // The sandbox posts its signed events to the same endpoint Stripe would, through this server.
    provider.setDelivery(async (payload, signature) => {
      const response = await app.inject({
        method: "POST",
        url: WEBHOOK_PATH,
        headers: { "content-type": "application/json", "stripe-signature": signature },
        payload,
      });
      if (response.statusCode !== 200) throw new Error(`sandbox webhook refused: ${response.statusCode}`);
    });
  }

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string", bodyLimit: 1_048_576 }, (_request, body, done) =>
      done(null, body),
    );

    scope.post(WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers["stripe-signature"];
      const body = typeof request.body === "string" ? request.body : "";
      if (typeof signature !== "string")
        return reply.code(400).send({ error: "missing_signature", status_code: 400 });
      try {
        const outcome = await receiveWebhook(services, provider, body, signature);
        return reply.code(200).send({ received: true, outcome });
      } catch (error) {
        if (error instanceof WebhookRefused) {
          request.log.warn({ reason: error.reason }, "payment webhook refused");
          return reply.code(400).send({ error: "invalid_signature", status_code: 400 });
        }
        throw error;
      }
    });

    if (!(provider instanceof SandboxPaymentProvider)) return;
    const sandbox = provider;
    const localeOf = (header: string | undefined): Locale => (header?.startsWith("en") ? "en-GB" : "fr-FR");

    const page = async (id: string, locale: Locale, notice: string | null) => {
      const t = (key: string) =>
        translate(`billing.sandbox.${key}` as Parameters<typeof translate>[0], locale);
      const session = await sandbox.session(id);
      if (session?.status !== "open") return { status: 404, html: `<p>${escapeHtml(t("expired"))}</p>` };
      const total = (session.totalCents / 100).toFixed(2);
      const action = `/sandbox-payments/checkout/${encodeURIComponent(id)}`;
      const html = `<!doctype html><html lang="${locale.slice(0, 2)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t("title"))}</title></head><body>
<main><h1>${escapeHtml(t("title"))}</h1><p>${escapeHtml(t("intro"))}</p>
${session.order ? `<p>${escapeHtml(t("total"))} (HT) : <strong data-testid="sandbox-total">${total} €</strong></p>` : ""}
${notice ? `<p role="alert">${escapeHtml(notice)}</p>` : ""}
<form method="post" action="${action}"><label>${escapeHtml(t("card"))} <input name="card" inputmode="numeric" autocomplete="off"></label>
<button type="submit">${escapeHtml(t("payCard"))}</button></form>
<form method="post" action="${action}"><label>${escapeHtml(t("holder"))} <input name="holder"></label>
<label>${escapeHtml(t("iban"))} <input name="iban" autocomplete="off"></label><p>${escapeHtml(t("mandate"))}</p>
<button type="submit">${escapeHtml(t("paySepa"))}</button></form>
<p><a href="${escapeHtml(session.cancelUrl)}">←</a></p></main></body></html>`;
      return { status: 200, html };
    };

    scope.get<{ Params: { id: string } }>("/sandbox-payments/checkout/:id", async (request, reply) => {
      const result = await page(request.params.id, localeOf(request.headers["accept-language"]), null);
      return reply.code(result.status).type("text/html; charset=utf-8").send(result.html);
    });

    scope.post<{ Params: { id: string } }>("/sandbox-payments/checkout/:id", async (request, reply) => {
      const locale = localeOf(request.headers["accept-language"]);
      const form = new URLSearchParams(typeof request.body === "string" ? request.body : "");
      const result = await sandbox.payCheckout(request.params.id, {
        card: form.get("card") ?? undefined,
        iban: form.get("iban") ?? undefined,
        holder: form.get("holder") ?? undefined,
      });
      if (result.outcome === "paid") return reply.redirect(result.redirect, 303);
      const noticeKey =
        result.outcome === "invalidIban" ? "billing.errors.invalidIban" : `billing.sandbox.${result.outcome}`;
      const notice = translate(noticeKey as Parameters<typeof translate>[0], locale);
      const shown = await page(request.params.id, locale, notice);
      return reply
        .code(result.outcome === "expired" ? 404 : 402)
        .type("text/html; charset=utf-8")
        .send(shown.html);
    });
  });
}
