/**
 * `@trezo/server/testing`: what end-to-end tests and benchmarks outside the server (apps/web/e2e,
 * apps/web/bench) use to start a real server on a real database and prepare it. Nothing here is part of
 * the running product.
 */
import { fileURLToPath } from "node:url";

export { bankAccounts, bankConnections, clientLogs } from "../db/schema";
export { DEMO_PASSWORD, seedDemoData } from "../features/demo/seedDemoData";
export { currentCode } from "../features/mfa/totp";
// The sandbox aggregator as its own process (issue 21): the bank-connection journeys run against it.
export { type SandboxBankProcess, startSandboxBankProcess } from "../sandbox/bank/sandboxProcess";
export * from "./apiTestClient";
export { authorizeAs, type OidcTestProvider, startOidcTestProvider } from "./oidcTestProvider";
export { removeDataDir, startTestServer } from "./testServer";

/** A statement file of the server's import fixtures (real bank exports), as a path. */
export function statementFixturePath(name: string): string {
  return fileURLToPath(new URL(`../features/imports/fixtures/${name}`, import.meta.url));
}

/** An e-invoice of the server's reader fixtures (features/invoices/einvoice/fixtures), as a path. */
export function eInvoiceFixturePath(name: string): string {
  return fileURLToPath(new URL(`../features/invoices/einvoice/fixtures/${name}`, import.meta.url));
}

type ServerWithDb = { services: { db: import("../db/database").Database } };
type ModuleFlag = "invoicesAllowed" | "checksAllowed" | "analyticsAllowed";

/** Turns one of a company's modules on or off, as an administrator would. */
async function setCompanyModule(server: ServerWithDb, companyId: number, flag: ModuleFlag, allowed: boolean) {
  const { eq } = await import("drizzle-orm");
  const { companies } = await import("../db/schema");
  await server.services.db
    .update(companies)
    .set({ [flag]: allowed })
    .where(eq(companies.id, companyId));
}

/** Turns a company's invoices module (invoices_allowed) on or off. */
export function setInvoicesAllowed(server: ServerWithDb, companyId: number, allowed: boolean): Promise<void> {
  return setCompanyModule(server, companyId, "invoicesAllowed", allowed);
}

/** Turns a company's analytics (analytics_allowed, /analytics and its reports) on or off. */
export function setAnalyticsAllowed(
  server: ServerWithDb,
  companyId: number,
  allowed: boolean,
): Promise<void> {
  return setCompanyModule(server, companyId, "analyticsAllowed", allowed);
}

/** Turns a company's checks module (checks_allowed) on or off. */
export function setChecksAllowed(server: ServerWithDb, companyId: number, allowed: boolean): Promise<void> {
  return setCompanyModule(server, companyId, "checksAllowed", allowed);
}
export {
  authHostRequest,
  issueTestOAuthToken,
  pkcePair,
  registerTestOAuthClient,
  type TestOAuthClient,
} from "./oauthTestClient";
