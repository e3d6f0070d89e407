import Stripe from "stripe";

/**
 * Stripe's webhook signature scheme (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.payload")`),
 * through the SDK: the sandbox signs its events with it and both providers verify with
 * stripe.webhooks.constructEvent (which also refuses a signature older than 5 minutes: a replay).
 */
const sdk = new Stripe("sk_test_signature_only");

export function signWebhookPayload(payload: string, secret: string): string {
  return sdk.webhooks.generateTestHeaderString({ payload, secret });
}

export function verifyWebhookPayload(payload: string, header: string, secret: string): unknown {
  return sdk.webhooks.constructEvent(payload, header, secret);
}
