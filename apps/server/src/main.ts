import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "./config";
import { startSandboxBankProcess } from "./sandbox/bank/sandboxProcess";
import { SANDBOX_BANK_DEFAULT_PORT } from "./sandbox/bank/sandboxSettings";
import { startServer } from "./server";

const config = loadConfig();
// No bank aggregator configured (BRIDGE_*): the sandbox aggregator runs beside the server, as its own
// process, so that "connect my bank" works on a laptop (features/bankLinking/README.md).
async function startSandboxBank() {
  mkdirSync(config.dataDir, { recursive: true });
  const options = {
    webhookUrl: `http://127.0.0.1:${config.port}/api/v2/webhooks/bank/sandbox`,
    stateFile: join(config.dataDir, "sandbox-bank.json"),
  };
  const port = Number(process.env.SANDBOX_BANK_PORT ?? SANDBOX_BANK_DEFAULT_PORT);
  // Its usual port taken (another checkout running): any free one.
  return startSandboxBankProcess({ ...options, port }).catch(() =>
    startSandboxBankProcess({ ...options, port: 0 }),
  );
}
const sandboxBank = config.bank?.startSandbox ? await startSandboxBank() : null;
if (sandboxBank && config.bank) config.bank.sandboxUrl = sandboxBank.url;
const server = await startServer(config);
if (sandboxBank) server.app.log.info({ sandboxBank: sandboxBank.url }, "sandbox bank aggregator started");
server.app.log.info(
  { database: server.database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir },
  `Trezo is running on http://localhost:${config.port}`,
);

if (server.demoCredentials) {
  // Printed once, at the start that created them: demo data only, never on a database with users.
  const lines = server.demoCredentials.map(
    (credential) => `  ${credential.email.padEnd(26)} ${credential.password}   ${credential.description}`,
  );
  console.info(
    `\nDemo data created. Sign in at http://localhost:${config.port}/signin with:\n${lines.join("\n")}\n`,
  );
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.app.log.info(`${signal} received, stopping`);
    Promise.all([server.stop(), sandboxBank?.stop()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
