import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, createTestCompany, createTestUser, type TestUser } from "../../testing/apiTestClient";
import {
  type AuthHostResponse,
  authHostRequest,
  pathOf,
  pkcePair,
  registerTestOAuthClient,
  type TestOAuthClient,
} from "../../testing/oauthTestClient";
import { startTestServer, stopTestServer, type TestServer } from "../../testing/testServer";

let server: TestServer;
let owner: TestUser;
let companyId: number;
let otherCompanyId: number;
let client: TestOAuthClient;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createTestUser(server);
  companyId = await createTestCompany(server, owner.id, { name: "Boulangerie Martin" });
  otherCompanyId = await createTestCompany(server, owner.id, { name: "Autre SARL" });
  client = await registerTestOAuthClient(server, { scopes: ["company:read", "company:write"] });
});
afterAll(() => stopTestServer(server));

function basicAuth(of: TestOAuthClient): Record<string, string> {
  return { authorization: `Basic ${Buffer.from(`${of.clientId}:${of.secret}`).toString("base64")}` };
}

function authorizePath(params: Record<string, string>): string {
  return `/oauth2/auth?${new URLSearchParams(params).toString()}`;
}

/** The usual authorization request: S256 challenge, the registered redirect URI. */
function authorizeParams(challenge: string, scope = "company:read offline_access"): Record<string, string> {
  return {
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    response_type: "code",
    scope,
    state: "etat-123",
    code_challenge: challenge,
    code_challenge_method: "S256",
  };
}

/** Follows the provider's redirects on the auth host, keeping its cookies, until it leaves the host. */
async function followOnAuthHost(start: AuthHostResponse, cookies: string[]): Promise<string> {
  let response = start;
  for (let hops = 0; hops < 5; hops++) {
    cookies.push(...response.setCookies);
    const location = response.location;
    if (!location) throw new Error(`no redirect: ${response.status} ${response.body.slice(0, 200)}`);
    if (!location.startsWith("/") && !new URL(location).hostname.startsWith("auth.")) return location;
    response = await authHostRequest(server, pathOf(location), { cookies });
  }
  throw new Error("too many redirects");
}

/** Runs the browser's part: authorize, consent on the given company, back to the client with a code. */
async function authorizationCode(verifierChallenge: string, scope?: string): Promise<URL> {
  const cookies: string[] = [];
  const started = await authHostRequest(server, authorizePath(authorizeParams(verifierChallenge, scope)));
  expect(started.status).toBe(303);
  cookies.push(...started.setCookies);
  const consentPage = new URL(started.location ?? "", "http://auth.localhost");
  expect(consentPage.pathname).toBe("/oauth2/authorize");
  const uid = consentPage.searchParams.get("uid") ?? "";

  const details = await callApi(server, "initOauthRequest", { uid }, { token: owner.token });
  expect(details.status).toBe(200);
  expect(details.body.client).toEqual({ id: client.clientId, name: "Partenaire Test" });
  expect(details.body.redirect_uri).toBe(client.redirectUri);
  expect(details.body.scopes).toEqual([
    ...(scope ?? "company:read").split(" ").filter((value) => value.startsWith("company:")),
    "offline_access",
  ]);
  const companies = details.body.companies as Array<{ id: number; name: string }>;
  expect(companies.map((company) => company.name)).toEqual(["Autre SARL", "Boulangerie Martin"]);

  const accepted = await callApi(server, "acceptConsent", { uid, companyId }, { token: owner.token });
  expect(accepted.status).toBe(200);
  const back = await authHostRequest(server, pathOf(String(accepted.body.redirectTo)), { cookies });
  return new URL(await followOnAuthHost(back, cookies));
}

async function tokenRequest(form: Record<string, string>, of = client) {
  const response = await authHostRequest(server, "/oauth2/token", {
    method: "POST",
    form,
    headers: basicAuth(of),
  });
  return { status: response.status, body: JSON.parse(response.body) as Record<string, unknown> };
}

async function introspect(token: string) {
  const response = await authHostRequest(server, "/oauth2/introspect", {
    method: "POST",
    form: { token },
    headers: basicAuth(client),
  });
  return JSON.parse(response.body) as Record<string, unknown>;
}

describe("OAuth 2.1 provider on the auth host", () => {
  it("runs authorize with PKCE → consent → code → token → read allowed, write refused → refresh rotates → revoke", async () => {
    const { verifier, challenge } = pkcePair();
    const callback = await authorizationCode(challenge);
    expect(`${callback.origin}${callback.pathname}`).toBe(client.redirectUri);
    expect(callback.searchParams.get("state")).toBe("etat-123");
    const code = callback.searchParams.get("code") ?? "";
    expect(code).not.toBe("");

    // A wrong verifier is refused, and the code cannot be used twice.
    const tokens = await tokenRequest({
      grant_type: "authorization_code",
      code,
      redirect_uri: client.redirectUri,
      code_verifier: verifier,
    });
    expect(tokens.status).toBe(200);
    // The access token carries the API's scopes (offline_access gave the refresh token).
    expect(tokens.body.scope).toBe("company:read");
    const accessToken = String(tokens.body.access_token);
    const refreshToken = String(tokens.body.refresh_token);

    // The contract's entries answer the token: a reading entry of its company…
    const read = await callApi(server, "getCategoryTree", { companyId }, { token: accessToken });
    expect(read.status).toBe(200);
    // …not a write (company:read only), not another company of the same user, not a user entry.
    const write = await callApi(
      server,
      "addNewCategory",
      { companyId, name: "Ventes" },
      { token: accessToken },
    );
    expect(write.status).toBe(403);
    expect(write.body.error).toBe("insufficient_scope");
    // RFC 6750 §3: the refusal names the scope the call needs.
    expect(write.headers.get("www-authenticate")).toBe(
      'Bearer realm="trezo", error="insufficient_scope", scope="company:write"',
    );
    const elsewhere = await callApi(
      server,
      "getCategoryTree",
      { companyId: otherCompanyId },
      { token: accessToken },
    );
    expect(elsewhere.status).toBe(403);
    const userCall = await callApi(server, "getUserInfo", {}, { token: accessToken });
    expect(userCall.status).toBe(403);

    const active = await introspect(accessToken);
    expect(active).toMatchObject({ active: true, client_id: client.clientId, scope: "company:read" });

    // Refresh rotates: a new pair, and the used refresh token is refused.
    const refreshed = await tokenRequest({ grant_type: "refresh_token", refresh_token: refreshToken });
    expect(refreshed.status).toBe(200);
    const newAccess = String(refreshed.body.access_token);
    const newRefresh = String(refreshed.body.refresh_token);
    expect(newRefresh).not.toBe(refreshToken);
    expect((await callApi(server, "getCategoryTree", { companyId }, { token: newAccess })).status).toBe(200);
    const reused = await tokenRequest({ grant_type: "refresh_token", refresh_token: refreshToken });
    expect(reused.body.error).toBe("invalid_grant");
    // Reusing a rotated refresh token revokes the whole grant (a stolen token is detected): a new flow is needed.
    expect((await callApi(server, "getCategoryTree", { companyId }, { token: newAccess })).status).toBe(401);

    // Revocation: the token stops working, and introspection says so.
    const second = await authorizationCode(pkcePair().challenge);
    expect(second.searchParams.get("code")).not.toBeNull();
    const { verifier: secondVerifier, challenge: secondChallenge } = pkcePair();
    const third = await authorizationCode(secondChallenge);
    const thirdTokens = await tokenRequest({
      grant_type: "authorization_code",
      code: third.searchParams.get("code") ?? "",
      redirect_uri: client.redirectUri,
      code_verifier: secondVerifier,
    });
    const liveAccess = String(thirdTokens.body.access_token);
    expect(await introspect(liveAccess)).toMatchObject({ active: true });
    const revoked = await authHostRequest(server, "/oauth2/revoke", {
      method: "POST",
      form: { token: liveAccess },
      headers: basicAuth(client),
    });
    expect(revoked.status).toBe(200);
    expect(await introspect(liveAccess)).toEqual({ active: false });
    const afterRevoke = await callApi(server, "getCategoryTree", { companyId }, { token: liveAccess });
    expect(afterRevoke.status).toBe(401);
    expect(afterRevoke.body.error).toBe("invalid_token");
    expect(afterRevoke.headers.get("www-authenticate")).toBe(
      'Bearer realm="trezo", error="invalid_token", error_description="The access token is invalid, expired or revoked."',
    );

    // A code works once: replayed, it is refused and what it gave is revoked (RFC 6749 §4.1.2).
    const replayed = await tokenRequest({
      grant_type: "authorization_code",
      code: third.searchParams.get("code") ?? "",
      redirect_uri: client.redirectUri,
      code_verifier: secondVerifier,
    });
    expect(replayed.body.error).toBe("invalid_grant");
    expect(await introspect(String(thirdTokens.body.refresh_token))).toEqual({ active: false });
  });

  it("lets a company:write token write, on its company only", async () => {
    const { verifier, challenge } = pkcePair();
    const callback = await authorizationCode(challenge, "company:read company:write");
    const tokens = await tokenRequest({
      grant_type: "authorization_code",
      code: callback.searchParams.get("code") ?? "",
      redirect_uri: client.redirectUri,
      code_verifier: verifier,
    });
    const token = String(tokens.body.access_token);
    const write = await callApi(
      server,
      "addNewCategory",
      { companyId, name: "Ventes", direction: "income" },
      { token },
    );
    expect(write.status).toBe(200);
    const deletion = await callApi(server, "deleteCompany", { companyId }, { token });
    expect(deletion.status).toBe(403);
  });

  it("refuses a wrong redirect URI on the error page, and plain or missing PKCE back to the client", async () => {
    const { challenge } = pkcePair();
    const wrongRedirect = await authHostRequest(
      server,
      authorizePath({
        ...authorizeParams(challenge),
        redirect_uri: "https://partner.example/callback/other",
      }),
    );
    expect(wrongRedirect.location).toBe("/error?error=invalid_redirect_uri");

    const plain = await authHostRequest(
      server,
      authorizePath({ ...authorizeParams(challenge), code_challenge_method: "plain" }),
    );
    const plainError = new URL(plain.location ?? "");
    expect(`${plainError.origin}${plainError.pathname}`).toBe(client.redirectUri);
    expect(plainError.searchParams.get("error")).toBe("invalid_request");

    const {
      code_challenge: _challenge,
      code_challenge_method: _method,
      ...withoutPkce
    } = authorizeParams(challenge);
    const missing = await authHostRequest(server, authorizePath(withoutPkce));
    const missingError = new URL(missing.location ?? "");
    expect(missingError.searchParams.get("error")).toBe("invalid_request");
    expect(missingError.searchParams.get("error_description")).toMatch(/PKCE/);
  });

  it("refuses an unknown consent request, and a user without access to the company", async () => {
    const unknown = await callApi(
      server,
      "initOauthRequest",
      { uid: "x".repeat(21) },
      { token: owner.token },
    );
    expect(unknown.status).toBe(404);
    const { challenge } = pkcePair();
    const started = await authHostRequest(server, authorizePath(authorizeParams(challenge)));
    const uid = new URL(started.location ?? "", "http://auth.localhost").searchParams.get("uid") ?? "";
    const stranger = await createTestUser(server);
    const refused = await callApi(server, "acceptConsent", { uid, companyId }, { token: stranger.token });
    expect(refused.status).toBe(403);
    // The owner granted this client company:read on companyId in an earlier flow: they may go on with it;
    // on the other company there is no grant to go on with.
    const noGrant = await callApi(
      server,
      "getAuthorizationCode",
      { uid, companyId: otherCompanyId },
      { token: owner.token },
    );
    expect(noGrant.status).toBe(409);
    expect(noGrant.body.error).toBe("consent_required");
    const details = await callApi(server, "initOauthRequest", { uid }, { token: owner.token });
    expect(details.body.companies).toEqual([
      expect.objectContaining({ id: otherCompanyId, consented: false }),
      expect.objectContaining({ id: companyId, consented: true }),
    ]);
    const goOn = await callApi(server, "getAuthorizationCode", { uid, companyId }, { token: owner.token });
    expect(goOn.status).toBe(200);
    const back = await authHostRequest(server, pathOf(String(goOn.body.redirectTo)), {
      cookies: started.setCookies,
    });
    const callback = new URL(await followOnAuthHost(back, [...started.setCookies]));
    expect(callback.searchParams.get("code")).not.toBeNull();
  });

  it("sends a refusal back to the client as access_denied", async () => {
    const { challenge } = pkcePair();
    const cookies: string[] = [];
    const started = await authHostRequest(server, authorizePath(authorizeParams(challenge)));
    cookies.push(...started.setCookies);
    const uid = new URL(started.location ?? "", "http://auth.localhost").searchParams.get("uid") ?? "";
    const refused = await callApi(server, "acceptConsent", { uid, refuse: true }, { token: owner.token });
    const back = await authHostRequest(server, pathOf(String(refused.body.redirectTo)), { cookies });
    const callback = new URL(await followOnAuthHost(back, cookies));
    expect(callback.searchParams.get("error")).toBe("access_denied");
  });
});

describe("npm run admin -- oauth-client", () => {
  it("registers a client whose secret works once printed, lists it, rotates the secret and revokes it", async () => {
    const { runAdminCommand } = await import("../../cli/adminCommand");
    const db = server.services.db;
    const refused = await runAdminCommand(db, [
      "oauth-client",
      "add",
      "--name",
      "Compta Plus",
      "--redirect-uri",
      "http://partner.example/callback",
    ]);
    expect(refused.code).toBe(2);

    const added = await runAdminCommand(db, [
      "oauth-client",
      "add",
      "--name",
      "Compta Plus",
      "--redirect-uri",
      "https://compta.example/oauth/callback",
      "--scope",
      "company:read",
    ]);
    expect(added.code).toBe(0);
    const clientId = /client_id:\s+(\S+)/.exec(added.lines.join("\n"))?.[1] ?? "";
    const secret = /client_secret:\s+(\S+)/.exec(added.lines.join("\n"))?.[1] ?? "";
    const registered: TestOAuthClient = {
      clientId,
      secret,
      redirectUri: "https://compta.example/oauth/callback",
    };
    // The client authenticates with that secret at the token endpoint (an unknown code, but a known client).
    const withSecret = await tokenRequest(
      {
        grant_type: "authorization_code",
        code: "x".repeat(43),
        redirect_uri: registered.redirectUri,
        code_verifier: "y".repeat(43),
      },
      registered,
    );
    expect(withSecret.body.error).toBe("invalid_grant");

    const listed = await runAdminCommand(db, ["oauth-client", "list"]);
    expect(listed.lines.join("\n")).toContain(`${clientId}  Compta Plus  [company:read]`);

    const rotated = await runAdminCommand(db, ["oauth-client", "rotate-secret", clientId]);
    expect(rotated.code).toBe(0);
    const oldSecret = await tokenRequest(
      {
        grant_type: "authorization_code",
        code: "x".repeat(43),
        redirect_uri: registered.redirectUri,
        code_verifier: "y".repeat(43),
      },
      registered,
    );
    expect(oldSecret.body.error).toBe("invalid_client");

    expect((await runAdminCommand(db, ["oauth-client", "revoke", clientId])).code).toBe(0);
    expect((await runAdminCommand(db, ["oauth-client", "revoke", clientId])).code).toBe(1);
    const { challenge } = pkcePair();
    const afterRevoke = await authHostRequest(
      server,
      authorizePath({
        ...authorizeParams(challenge),
        client_id: clientId,
        redirect_uri: registered.redirectUri,
      }),
    );
    expect(afterRevoke.location).toBe("/error?error=invalid_client");
  });
});

describe("the OAuth clients of /admin", () => {
  it("lets a SuperAdmin register a client whose secret works once shown, list it and revoke it", async () => {
    const admin = await createTestUser(server, { role: "SuperAdmin" });
    const refused = await callApi(
      server,
      "registerOAuthClient",
      { name: "Compta Web", redirect_uris: ["http://partner.example/cb"], scopes: ["company:read"] },
      { token: admin.token },
    );
    expect(refused.status).toBe(400);
    const registered = await callApi(
      server,
      "registerOAuthClient",
      { name: "Compta Web", redirect_uris: ["https://compta.example/cb"], scopes: ["company:read"] },
      { token: admin.token },
    );
    expect(registered.status).toBe(200);
    const created = registered.body.client as { client_id: string };
    const secret = String(registered.body.client_secret);
    const withSecret = await tokenRequest(
      {
        grant_type: "authorization_code",
        code: "x".repeat(43),
        redirect_uri: "https://compta.example/cb",
        code_verifier: "y".repeat(43),
      },
      { clientId: created.client_id, secret, redirectUri: "https://compta.example/cb" },
    );
    // A known client with a good secret (the code is unknown).
    expect(withSecret.body.error).toBe("invalid_grant");
    const listed = await callApi(server, "listOAuthClients", {}, { token: admin.token });
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    expect(listed.body.clients).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ client_id: created.client_id, name: "Compta Web", revoked_at: null }),
      ]),
    );
    expect(
      (await callApi(server, "revokeOAuthClient", { client_id: created.client_id }, { token: admin.token }))
        .status,
    ).toBe(200);
    expect(
      (await callApi(server, "revokeOAuthClient", { client_id: created.client_id }, { token: admin.token }))
        .status,
    ).toBe(404);
    const afterRevoke = await tokenRequest(
      {
        grant_type: "authorization_code",
        code: "x".repeat(43),
        redirect_uri: "https://compta.example/cb",
        code_verifier: "y".repeat(43),
      },
      { clientId: created.client_id, secret, redirectUri: "https://compta.example/cb" },
    );
    expect(afterRevoke.body.error).toBe("invalid_client");
    // An owner who is no SuperAdmin is refused.
    expect((await callApi(server, "listOAuthClients", {}, { token: owner.token })).status).toBe(403);
  });
});

describe("the nightly clean-up", () => {
  it("deletes the provider's expired rows and keeps the live ones", async () => {
    const { oauthModels } = await import("../../db/tables/oauth");
    const { deleteExpiredOAuthModels } = await import("./oauthQueries");
    const { eq } = await import("drizzle-orm");
    const db = server.services.db;
    await db.insert(oauthModels).values([
      { model: "Interaction", id: "expired-one", payload: {}, expiresAt: new Date(Date.now() - 1000) },
      { model: "Interaction", id: "live-one", payload: {}, expiresAt: new Date(Date.now() + 60_000) },
    ]);
    await deleteExpiredOAuthModels(db);
    const left = await db
      .select({ id: oauthModels.id })
      .from(oauthModels)
      .where(eq(oauthModels.model, "Interaction"));
    expect(left.map((row) => row.id)).toContain("live-one");
    expect(left.map((row) => row.id)).not.toContain("expired-one");
  });
});
