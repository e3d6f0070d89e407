/**
 * The public pages of issue 25 on the built app: /webhooks on the main host (each provider's endpoint and
 * signature, no sign-in needed), and on the auth host the oauth-api page and the sign-up inside an OAuth
 * request (from the consent page's sign-in, and back to it).
 */
import { pkcePair, registerTestOAuthClient } from "@trezo/server/testing";
import { expect, test } from "./support/fixtures";

test("the webhooks page lists where providers' webhooks land, without signing in", async ({
  page,
  server,
}) => {
  await page.goto(`${server.url}/webhooks`);
  await expect(page).toHaveURL(/\/webhooks$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Webhooks : où les prestataires nous écrivent",
  );
  const payments = page.getByRole("region", { name: "Paiements (Stripe ou le bac à sable de paiement)" });
  await expect(payments).toContainText(`POST ${server.url}/webhooks/payments`);
  await expect(payments).toContainText("Stripe-Signature");
  await expect(page.getByRole("region", { name: "Agrégateur bancaire Bridge" })).toContainText(
    `${server.url}/api/v2/webhooks/bank/bridge`,
  );
  // The endpoint named there refuses an unsigned event.
  const unsigned = await page.request.post(`${server.url}/webhooks/payments`, { data: "{}" });
  expect(unsigned.status()).toBe(400);
});

test("on the auth host, a new person goes from the consent page to the sign-up and back; the API page is there", async ({
  page,
  server,
}) => {
  const client = await registerTestOAuthClient(server.raw, { name: "Compta Plus" });
  const port = new URL(server.url).port;
  const { challenge } = pkcePair();
  const authorize = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    response_type: "code",
    scope: "company:read",
    state: "etat-e2e",
    code_challenge: challenge,
    code_challenge_method: "S256",
  });
  await page.goto(`http://auth.localhost:${port}/oauth2/auth?${authorize}`);
  await expect(page).toHaveURL(/\/oauth2\/authorize\?uid=/);
  const consentUrl = page.url();
  await page.getByRole("link", { name: "Pas encore de compte ? Créer un compte" }).click();
  await expect(page).toHaveURL(/\/oauth-signup\?uid=/);
  await expect(page.getByRole("heading", { name: "Créer votre compte Trezo" })).toBeVisible();
  const email = `oauth-signup-${Date.now()}@example.fr`;
  await page.getByRole("textbox", { name: "Adresse e-mail" }).fill(email);
  await page.getByLabel(/^Mot de passe/).fill("farine de meule et levain");
  await page.getByText("J'accepte les conditions d'utilisation").click();
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(
    page.getByText(`Un e-mail de confirmation est parti à ${email}.`, { exact: false }),
  ).toBeVisible();
  await page.getByRole("link", { name: "J'ai déjà un compte : revenir à l'autorisation" }).click();
  await expect(page).toHaveURL(consentUrl);
  await expect(page.getByRole("heading", { name: "Autoriser l'accès" })).toBeVisible();

  await page.goto(`http://auth.localhost:${port}/oauth-api`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "L'API Trezo pour les applications partenaires",
  );
  await expect(page.getByTestId("oauth-api-endpoints")).toContainText(
    `POST http://auth.localhost:${port}/oauth2/token`,
  );
  // The discovery document the page names answers.
  // (from the browser: only Chromium resolves *.localhost names)
  const discovery = await page.evaluate(
    async () => (await fetch("/.well-known/openid-configuration")).status,
  );
  expect(discovery).toBe(200);
});
