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

/** An e-invoice of the server's reader fixtures (features/invoices/einvoice/fixtures), as a path. */
export function eInvoiceFixturePath(name: string): string {
  return fileURLToPath(new URL(`../features/invoices/einvoice/fixtures/${name}`, import.meta.url));
}

/** Turns a company's invoices module (invoices_allowed) on or off, as an administrator would. */
export async function setInvoicesAllowed(
  server: { services: { db: import("../db/database").Database } },
  companyId: number,
  allowed: boolean,
): Promise<void> {
  const { eq } = await import("drizzle-orm");
  const { companies } = await import("../db/schema");
  await server.services.db
    .update(companies)
    .set({ invoicesAllowed: allowed })
    .where(eq(companies.id, companyId));
}
