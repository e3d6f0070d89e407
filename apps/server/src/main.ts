import { loadConfig } from "./config";
import { startServer } from "./server";

const config = loadConfig();
const server = await startServer(config);
server.app.log.info(
  { database: server.database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir },
  `Trezo is running on http://localhost:${config.port}`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.app.log.info(`${signal} received, stopping`);
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
