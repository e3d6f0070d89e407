/**
 * The fixtures of the end-to-end tests: a real server (real database in a temporary folder) serving the
 * built app, and helpers that seed users and companies straight in its database, as the server's own
 * integration tests do.
 */
import { fileURLToPath } from "node:url";
import { test as base, expect, type Page } from "@playwright/test";
import type { PermissionMap } from "@trezo/domain";
import {
  addTestMember,
  createTestCompany,
  createTestUser,
  currentCode,
  removeDataDir,
  setInvoicesAllowed,
  startTestServer,
  type TestUser,
  tokenFromMail,
} from "@trezo/server/testing";
import { SignJWT } from "jose";

// WEB_DIST_DIR, as for the server, names another build to serve (the default is this app's dist).
const WEB_DIST_DIR = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL("../../dist", import.meta.url));

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export interface E2EServer {
  url: string;
  dataDir: string;
  /** A confirmed, active user with a finished sign-up. */
  user(options?: { role?: "User" | "SuperAdmin"; isActive?: boolean }): Promise<TestUser>;
  company(ownerId: number, options?: { isCpa?: boolean; parentId?: number; name?: string }): Promise<number>;
  member(companyId: number, userId: number, permissions: PermissionMap): Promise<void>;
  /** The path and query of the link mailed to `to` that carries `parameter`. */
  mailedToken(to: string, parameter: string): string;
  /** A token of `user` signed with the server's key that expired a minute ago. */
  expiredToken(userId: number, role?: string): Promise<string>;
  raw: TestServer;
}

export const test = base.extend<object, { server: E2EServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies first.
    async ({}, use) => {
      const raw = await startTestServer({ webDistDir: WEB_DIST_DIR });
      await use({
        url: raw.url,
        dataDir: raw.dataDir,
        raw,
        user: (options = {}) => createTestUser(raw, options),
        company: (ownerId, options = {}) => createTestCompany(raw, ownerId, options),
        member: (companyId, userId, permissions) => addTestMember(raw, companyId, userId, permissions),
        mailedToken: (to, parameter) => tokenFromMail(raw.dataDir, to, parameter),
        expiredToken: async (userId, role = "User") => {
          // The server's own signing key (a test reads it: there is no way to issue an expired token).
          const key = (raw.services.tokens as unknown as { key: Uint8Array }).key;
          const now = Math.floor(Date.now() / 1000);
          return new SignJWT({ role, typ: "access" })
            .setProtectedHeader({ alg: "HS256" })
            .setSubject(String(userId))
            .setIssuer("trezo")
            .setAudience("trezo-api")
            .setIssuedAt(now - 3600)
            .setExpirationTime(now - 60)
            .sign(key);
        },
      });
      await raw.stop();
      removeDataDir(raw.dataDir);
    },
    { scope: "worker" },
  ],
});

export { expect };

/** Signs in through the sign-in screen. */
export async function signIn(page: Page, server: Pick<E2EServer, "url">, email: string, password: string) {
  await page.goto(`${server.url}/signin`);
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByRole("textbox", { name: "Mot de passe", exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await enrolWhenRequired(page);
}

/**
 * A SuperAdmin (and a requiring firm's staff) must enrol a second factor at their first sign-in (issue
 * 23): when the sign-in asks for it, the authenticator is set up from the secret shown, as a user would
 * with an app, and the recovery codes are acknowledged. Anyone else goes on at once.
 */
async function enrolWhenRequired(page: Page) {
  const secretText = page.getByTestId("totp-secret");
  // Whichever comes first: the enrolment, or the app leaving /signin (or 3 s: a refused sign-in).
  const enrolment = await Promise.race([
    secretText.waitFor({ state: "visible", timeout: 3_000 }).then(
      () => true,
      () => false,
    ),
    page
      .waitForURL((url) => !url.pathname.startsWith("/signin"), { timeout: 3_000 })
      .then(
        () => false,
        () => false,
      ),
  ]);
  if (!enrolment) return;
  const secret = ((await secretText.textContent()) ?? "").trim();
  await page.getByRole("textbox", { name: "Code de vérification" }).fill(currentCode(secret));
  await page.getByRole("button", { name: "Confirmer" }).click();
  await page.getByRole("button", { name: "J'ai conservé mes codes" }).click();
}

/**
 * A new user owning a new company, signed in through the sign-in screen and landed on the dashboard;
 * `prepare` runs on the company before the sign-in (a module to allow, data the first page shows).
 */
export async function signInNewOwner(
  page: Page,
  server: E2EServer,
  company: { isCpa?: boolean; parentId?: number; name?: string } = {},
  prepare?: (companyId: number) => Promise<unknown>,
) {
  const owner = await server.user();
  const companyId = await server.company(owner.id, company);
  await prepare?.(companyId);
  await signIn(page, server, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { owner, companyId };
}

/** signInNewOwner for a company ("Atelier Trezo") allowed the invoices module (issue 15's journeys). */
export function signInInvoicesOwner(page: Page, server: E2EServer) {
  return signInNewOwner(page, server, { name: "Atelier Trezo" }, (companyId) =>
    setInvoicesAllowed(server.raw, companyId, true),
  );
}

/** The token the app keeps in browser storage, or null. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem("trezo.token"));
}

/** The computed background colour of the app header. */
export function headerBackground(page: Page): Promise<string> {
  return page
    .locator("header")
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
}
