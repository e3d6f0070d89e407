import { authHostRequest, callApi, pkcePair, registerTestOAuthClient } from "@trezo/server/testing";
import { expect, test } from "./support/fixtures";

/** A 1×1 PNG: the company's consent_icon, shown on the consent page. */
const CONSENT_ICON =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

/**
 * A partner's application asks a Trezo user for access to one company, on the authentication host
 * (auth.localhost: Chromium resolves every *.localhost name to the loopback address, where the server
 * listens; the server tells the auth host by the first label of the Host header). The browser runs the
 * authorization request with PKCE, signs in and consents there; the application (this test, in Node)
 * exchanges the code, calls the API, refreshes, revokes.
 */
test("a registered client gets a code and a token through the consent page, reads, is refused a write, refreshes and revokes", async ({
  page,
  server,
}) => {
  const owner = await server.user();
  const companyId = await server.company(owner.id, { name: "Boulangerie Martin" });
  await server.company(owner.id, { name: "Atelier Martin" });
  const branded = await callApi(
    server.raw,
    "saveBranding",
    { companyId, consent_icon: CONSENT_ICON },
    { token: owner.token },
  );
  expect(branded.status).toBe(200);
  const client = await registerTestOAuthClient(server.raw, { name: "Compta Plus" });
  // The application's redirect URI answers in place of the partner's site.
  await page.route("https://partner.example/**", (route) =>
    route.fulfill({ status: 200, body: "partenaire" }),
  );

  const port = new URL(server.url).port;
  const { verifier, challenge } = pkcePair();
  const authorize = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    response_type: "code",
    scope: "company:read offline_access",
    state: "etat-e2e",
    code_challenge: challenge,
    code_challenge_method: "S256",
  });
  await page.goto(`http://auth.localhost:${port}/oauth2/auth?${authorize}`);

  // The provider hands the request to the consent page, which asks to sign in on this host first.
  await expect(page).toHaveURL(/\/oauth2\/authorize\?uid=/);
  await expect(page.getByRole("heading", { name: "Autoriser l'accès" })).toBeVisible();
  await page.getByLabel("Adresse e-mail").fill(owner.email);
  await page.getByRole("textbox", { name: "Mot de passe", exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Se connecter" }).click();

  // The consent: the application, ONE company to choose (its consent icon), the scopes in plain words.
  await expect(
    page.getByText("Compta Plus demande l'accès aux données d'une de vos entreprises."),
  ).toBeVisible();
  const companies = page.getByRole("radiogroup", { name: "Entreprise" });
  await companies.getByRole("radio", { name: "Boulangerie Martin" }).check({ force: true });
  await expect(page.locator(`img[src="${CONSENT_ICON}"]`)).toBeVisible();
  await expect(
    page.getByText("consulter les comptes, les transactions, les factures et les prévisions"),
  ).toBeVisible();
  await expect(page.getByText("garder cet accès sans que vous soyez connecté")).toBeVisible();
  // The browser is sent to the partner's callback (a name this machine does not resolve: the request
  // itself is what the partner would receive).
  const toPartner = page.waitForRequest(/^https:\/\/partner\.example\/callback\?/);
  await page.getByRole("button", { name: "Autoriser" }).click();
  const callback = new URL((await toPartner).url());
  expect(callback.searchParams.get("state")).toBe("etat-e2e");
  const code = callback.searchParams.get("code") ?? "";
  expect(code).not.toBe("");

  const basic = {
    authorization: `Basic ${Buffer.from(`${client.clientId}:${client.secret}`).toString("base64")}`,
  };
  const token = async (form: Record<string, string>) =>
    JSON.parse(
      (await authHostRequest(server.raw, "/oauth2/token", { method: "POST", form, headers: basic })).body,
    ) as Record<string, string>;
  const issued = await token({
    grant_type: "authorization_code",
    code,
    redirect_uri: client.redirectUri,
    code_verifier: verifier,
  });
  expect(issued.scope).toBe("company:read");

  // One read-only entry answers; a write is refused.
  expect(
    (await callApi(server.raw, "getCategoryTree", { companyId }, { token: issued.access_token })).status,
  ).toBe(200);
  const write = await callApi(
    server.raw,
    "addNewCategory",
    { companyId, name: "Ventes", direction: "income" },
    { token: issued.access_token },
  );
  expect(write.body.error).toBe("insufficient_scope");

  // Refresh rotates; the old refresh token is refused.
  const refreshed = await token({ grant_type: "refresh_token", refresh_token: issued.refresh_token ?? "" });
  expect(refreshed.refresh_token).not.toBe(issued.refresh_token);
  expect(
    (await callApi(server.raw, "getCategoryTree", { companyId }, { token: refreshed.access_token })).status,
  ).toBe(200);

  // Revoked, the token is refused; and the used refresh token is refused too.
  const revoked = await authHostRequest(server.raw, "/oauth2/revoke", {
    method: "POST",
    form: { token: refreshed.access_token ?? "" },
    headers: basic,
  });
  expect(revoked.status).toBe(200);
  const afterRevoke = await callApi(
    server.raw,
    "getCategoryTree",
    { companyId },
    { token: refreshed.access_token },
  );
  expect(afterRevoke.status).toBe(401);
  expect(
    (await token({ grant_type: "refresh_token", refresh_token: issued.refresh_token ?? "" })).error,
  ).toBe("invalid_grant");
});

test("an unknown authorization request shows the auth host's error page", async ({ page, server }) => {
  const port = new URL(server.url).port;
  await page.goto(`http://auth.localhost:${port}/oauth2/auth?client_id=inconnu&response_type=code`);
  await expect(page).toHaveURL(/\/error\?error=invalid_client/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
