import { buildSandboxBank } from "./sandboxBank";
import { SANDBOX_BANK_DEFAULT_PORT, sandboxCredentials } from "./sandboxSettings";

/**
 * `npm run sandbox-bank`: the sandbox aggregator as its own process, on 127.0.0.1:SANDBOX_BANK_PORT
 * (3100; 0 picks a free port). SANDBOX_BANK_WEBHOOK_URL is where it sends its signed webhooks;
 * SANDBOX_BANK_STATE_FILE keeps its users and items across restarts. It prints one line
 * `sandbox-bank listening on <url>` once it listens (what startSandboxBankProcess waits for).
 */
const port = Number(process.env.SANDBOX_BANK_PORT ?? SANDBOX_BANK_DEFAULT_PORT);
const host = process.env.SANDBOX_BANK_HOST || "127.0.0.1";
const app = await buildSandboxBank({
  ...sandboxCredentials(),
  webhookUrl: process.env.SANDBOX_BANK_WEBHOOK_URL || null,
  stateFile: process.env.SANDBOX_BANK_STATE_FILE || null,
  publicUrl: process.env.SANDBOX_BANK_PUBLIC_URL || undefined,
});
const address = await app.listen({ port, host });
console.info(`sandbox-bank listening on ${address}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
