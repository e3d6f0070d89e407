/**
 * `npm run db:generate --workspace=@trezo/server [-- --name <name>]`: writes the next SQL migration
 * into ./drizzle from src/db/schema.ts.
 *
 * Why a wrapper: npm keeps drizzle-orm inside apps/server/node_modules (its optional React Native peers
 * conflict with React 19 at the root) while it hoists drizzle-kit to the root, and drizzle-kit imports
 * drizzle-orm from where it stands. We link the server's copy beside it for the run.
 */
import { spawnSync } from "node:child_process";
import { existsSync, rmSync, symlinkSync } from "node:fs";
import { fileURLToPath } from "node:url";

const serverDir = fileURLToPath(new URL("..", import.meta.url));
const rootModules = fileURLToPath(new URL("../../../node_modules/", import.meta.url));
const linked = `${rootModules}drizzle-orm`;
const local = `${serverDir}node_modules/drizzle-orm`;
const needsLink = !existsSync(linked) && existsSync(local);
if (needsLink) symlinkSync(local, linked, "dir");
try {
  const result = spawnSync("npx", ["drizzle-kit", "generate", ...process.argv.slice(2)], {
    cwd: serverDir,
    stdio: "inherit",
  });
  process.exitCode = result.status ?? 1;
} finally {
  if (needsLink) rmSync(linked);
}
