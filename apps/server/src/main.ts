import { loadConfig } from "./config";
import { startServer } from "./server";

const config = loadConfig();
const server = await startServer(config);
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
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
