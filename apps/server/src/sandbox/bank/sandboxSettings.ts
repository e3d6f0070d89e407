/**
 * The sandbox aggregator's credentials: known to both sides on a laptop (it is a sandbox: no bank, no
 * real data). SANDBOX_BANK_CLIENT_ID, SANDBOX_BANK_CLIENT_SECRET and SANDBOX_BANK_WEBHOOK_SECRET change
 * them, for both the sandbox process and the server that talks to it.
 */
export function sandboxCredentials(env: NodeJS.ProcessEnv = process.env) {
  return {
    clientId: env.SANDBOX_BANK_CLIENT_ID || "trezo-sandbox-client",
    clientSecret: env.SANDBOX_BANK_CLIENT_SECRET || "trezo-sandbox-secret",
    webhookSecret: env.SANDBOX_BANK_WEBHOOK_SECRET || "trezo-sandbox-webhook-secret",
  };
}

/** The port `npm run sandbox-bank` listens on by default. */
export const SANDBOX_BANK_DEFAULT_PORT = 3100;
