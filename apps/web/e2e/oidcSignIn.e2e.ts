import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { test as base, expect } from "@playwright/test";
import {
  createTestCompany,
  createTestUser,
  type OidcTestProvider,
  removeDataDir,
  startOidcTestProvider,
  startTestServer,
  uniqueEmail,
} from "@trezo/server/testing";

const WEB_DIST_DIR = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL("../dist", import.meta.url));

/** A free port on 127.0.0.1: the provider must know the app's redirect address before the app starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

type RawServer = Awaited<ReturnType<typeof startTestServer>>;

/** The built app on a server configured with a real OpenID provider (oidc-provider) started here. */
const test = base.extend<object, { idp: { provider: OidcTestProvider; server: RawServer } }>({
  idp: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies first.
    async ({}, use) => {
      const port = await freePort();
      const publicUrl = `http://127.0.0.1:${port}`;
      const provider = await startOidcTestProvider([`${publicUrl}/signin/callback`]);
      const server = await startTestServer({
        webDistDir: WEB_DIST_DIR,
        port,
        publicUrl,
        oidcProviders: [
          {
            id: "oidc",
            name: "Cabinet IdP",
            issuer: provider.issuer,
            clientId: provider.clientId,
            clientSecret: provider.clientSecret,
          },
        ],
      });
      await use({ provider, server });
      await server.stop();
      removeDataDir(server.dataDir);
      await provider.stop();
    },
    { scope: "worker" },
  ],
});

test("signs in with the OpenID provider when its address is verified, and refuses it otherwise", async ({
  page,
  idp,
}) => {
  const { provider, server } = idp;
  const user = await createTestUser(server);
  await createTestCompany(server, user.id);
  provider.accounts.set("anne", { email: user.email, emailVerified: true });
  provider.accounts.set("paul", { email: uniqueEmail("paul"), emailVerified: false });

  await page.goto(`${server.url}/signin`);
  await page.getByRole("button", { name: "Continuer avec Cabinet IdP" }).click();
  await page.locator("input[name=login]").fill("anne");
  await page.locator("input[name=password]").fill("any");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => window.localStorage.getItem("trezo.token"))).not.toBeNull();

  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.context().clearCookies();
  await page.getByRole("button", { name: "Continuer avec Cabinet IdP" }).click();
  await page.locator("input[name=login]").fill("paul");
  await page.locator("input[name=password]").fill("any");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "Votre fournisseur n'a pas confirmé votre adresse e-mail",
  );
  expect(await page.evaluate(() => window.localStorage.getItem("trezo.token"))).toBeNull();
});
