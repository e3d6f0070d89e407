/**
 * `@trezo/server/testing`: what end-to-end tests and benchmarks outside the server (apps/web/e2e,
 * apps/web/bench) use to start a real server on a real database and prepare it. Nothing here is part of
 * the running product.
 */
import { fileURLToPath } from "node:url";

export { bankAccounts, bankConnections, clientLogs } from "../db/schema";
export { DEMO_PASSWORD, seedDemoData } from "../features/demo/seedDemoData";
export * from "./apiTestClient";
export { removeDataDir, startTestServer } from "./testServer";

/** A statement file of the server's import fixtures (real bank exports), as a path. */
export function statementFixturePath(name: string): string {
  return fileURLToPath(new URL(`../features/imports/fixtures/${name}`, import.meta.url));
}
