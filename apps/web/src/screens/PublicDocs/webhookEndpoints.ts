/**
 * Where providers' webhooks land on the Trezo server (spec 000 §2 "webhooks"), as the server registers
 * them: apps/server/src/features/billing/billingRoutes.ts (payments) and
 * apps/server/src/features/bankLinking/bankWebhooks.ts (bank aggregators). Keep in step with them.
 */
export interface WebhookEndpoint {
  /** The key of its texts under publicPages.webhooks. */
  key: "payments" | "bridge" | "sandbox";
  method: "POST";
  /** The path on the main host. */
  path: string;
  /** The header carrying the signature. */
  header: string;
  /** The environment variable holding the shared secret. */
  secret: string;
}

export const WEBHOOK_ENDPOINTS: readonly WebhookEndpoint[] = [
  {
    key: "payments",
    method: "POST",
    path: "/webhooks/payments",
    header: "Stripe-Signature",
    secret: "STRIPE_WEBHOOK_SECRET",
  },
  {
    key: "bridge",
    method: "POST",
    path: "/api/v2/webhooks/bank/bridge",
    header: "BridgeApi-Signature",
    secret: "BRIDGE_WEBHOOK_SECRET",
  },
  {
    key: "sandbox",
    method: "POST",
    path: "/api/v2/webhooks/bank/sandbox",
    header: "BridgeApi-Signature",
    secret: "SANDBOX_BANK_WEBHOOK_SECRET",
  },
];
