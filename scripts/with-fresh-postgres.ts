/**
 * Runs a command against a fresh PostgreSQL database, then drops it.
 *
 *   tsx scripts/with-fresh-postgres.ts <command...>
 *
 * Connects to POSTGRES_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/test), creates
 * `trezo_test_<random>`, runs the command with DATABASE_URL pointing at it, and drops the database
 * whatever happens. Exits 0 without running anything when PostgreSQL does not answer, saying so: CI
 * runs the server tests on PostgreSQL only where one is running.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";

const adminUrl = process.env.POSTGRES_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const command = process.argv.slice(2);
if (command.length === 0) {
  console.error("usage: tsx scripts/with-fresh-postgres.ts <command...>");
  process.exit(2);
}

const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
try {
  await admin.connect();
} catch (error) {
  console.info(
    `PostgreSQL does not answer at ${new URL(adminUrl).host} (${(error as Error).message}): skipped.`,
  );
  process.exit(0);
}

const database = `trezo_test_${randomBytes(6).toString("hex")}`;
await admin.query(`create database ${database}`);
const url = new URL(adminUrl);
url.pathname = `/${database}`;
console.info(`Created database ${database}; running: ${command.join(" ")}`);

const exitCode = await new Promise<number>((resolve) => {
  const child = spawn(command[0] as string, command.slice(1), {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: url.toString() },
  });
  child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
});

await admin.query(`drop database if exists ${database} with (force)`);
await admin.end();
console.info(`Dropped database ${database}.`);
process.exit(exitCode);
