/**
 * `npm run admin -- <command>`: the operators' commands on the configured database (DATA_DIR's
 * embedded PGlite, or DATABASE_URL), migrated first so that it works on a fresh install. With PGlite,
 * stop the server first: one process at a time opens its data folder.
 */
import { loadConfig } from "../config";
import { openDatabase } from "../db/database";
import { runAdminCommand } from "./adminCommand";

const config = loadConfig();
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
let code = 1;
try {
  await database.migrate();
  const outcome = await runAdminCommand(database.db, process.argv.slice(2));
  for (const line of outcome.lines) (outcome.code === 0 ? console.info : console.error)(line);
  code = outcome.code;
} finally {
  await database.close();
}
process.exit(code);
