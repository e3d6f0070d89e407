import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "../../db/schema";
import { callApi, createTestUser, uniqueEmail } from "../../testing/apiTestClient";
import { authorizeAs, type OidcTestProvider, startOidcTestProvider } from "../../testing/oidcTestProvider";
import { startTestServer, stopTestServer, type TestServer } from "../../testing/testServer";
import { currentCode } from "../mfa/totp";

const PUBLIC_URL = "http://127.0.0.1:4999";
const REDIRECT_URI = `${PUBLIC_URL}/signin/callback`;

let provider: OidcTestProvider;
let server: TestServer;

beforeAll(async () => {
  provider = await startOidcTestProvider([REDIRECT_URI]);
  server = await startTestServer({
    publicUrl: PUBLIC_URL,
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
});
afterAll(async () => {
  await stopTestServer(server);
  await provider.stop();
});

/** Starts a sign-in (or sign-up) at the provider as `accountId`: the callback's code, state and iss. */
async function providerAnswer(accountId: string, mode: "signin" | "signup") {
  const started = await callApi(server, "getGoogleAuthURL", { provider: "oidc", mode });
  expect(started.status).toBe(200);
  const back = await authorizeAs(started.body.url as string, accountId, REDIRECT_URI);
  return {
    code: back.searchParams.get("code") ?? "",
    state: back.searchParams.get("state") ?? "",
    iss: back.searchParams.get("iss") ?? undefined,
  };
}

describe("sign-in with an OpenID Connect provider", () => {
  it("says which providers are configured", async () => {
    const listed = await callApi(server, "getSignInProviders", {});
    expect(listed.body).toEqual({ providers: [{ id: "oidc", name: "Cabinet IdP" }] });
    const google = await callApi(server, "getGoogleAuthURL", { provider: "google", mode: "signin" });
    expect(google.body).toMatchObject({ error: "oidc_not_configured", status_code: 404 });
  });

  it("asks for the code with PKCE (S256), state and nonce", async () => {
    const started = await callApi(server, "getGoogleAuthURL", { provider: "oidc", mode: "signin" });
    const url = new URL(started.body.url as string);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("state")).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get("nonce")).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get("redirect_uri")).toBe(REDIRECT_URI);
    expect(url.searchParams.get("scope")).toBe("openid email profile");
  });

  it("signs in the account of a verified address, once per answer", async () => {
    const user = await createTestUser(server);
    provider.accounts.set("alice", { email: user.email.toUpperCase(), emailVerified: true });
    const answer = await providerAnswer("alice", "signin");
    const signedIn = await callApi(server, "googleSignin", answer);
    expect(signedIn.status).toBe(200);
    const info = await callApi(server, "getUserInfo", {}, { token: signedIn.body.token as string });
    expect(info.body).toMatchObject({ id: user.id });

    const replayed = await callApi(server, "googleSignin", answer);
    expect(replayed.body).toMatchObject({ error: "oidc_failed", status_code: 400 });
  });

  it("refuses an address the provider has not verified", async () => {
    const user = await createTestUser(server);
    provider.accounts.set("bob", { email: user.email, emailVerified: false });
    const refused = await callApi(server, "googleSignin", await providerAnswer("bob", "signin"));
    expect(refused.body).toMatchObject({ error: "oidc_email_unverified", status_code: 403 });
    const noSignUp = await callApi(server, "googleSignup", await providerAnswer("bob", "signup"));
    expect(noSignUp.body).toMatchObject({ error: "oidc_email_unverified" });
  });

  it("refuses a forged state, and an answer of another mode", async () => {
    provider.accounts.set("carol", { email: uniqueEmail("carol"), emailVerified: true });
    const answer = await providerAnswer("carol", "signin");
    const forged = await callApi(server, "googleSignin", { ...answer, state: `${answer.state}x` });
    expect(forged.body).toMatchObject({ error: "oidc_failed" });
    const otherMode = await callApi(server, "googleSignup", await providerAnswer("carol", "signin"));
    expect(otherMode.body).toMatchObject({ error: "oidc_failed" });
  });

  it("signs up a new address as a confirmed account with sign-up to finish", async () => {
    const email = uniqueEmail("oidc-new");
    provider.accounts.set("dora", { email, emailVerified: true, givenName: "Dora", familyName: "Lemaire" });
    const none = await callApi(server, "googleSignin", await providerAnswer("dora", "signin"));
    expect(none.body).toMatchObject({ error: "oidc_no_account", status_code: 404 });

    const created = await callApi(server, "googleSignup", await providerAnswer("dora", "signup"));
    expect(created.status).toBe(200);
    const token = created.body.token as string;
    const state = await callApi(server, "verifyTokenExpiration", {}, { token });
    expect(state.body).toMatchObject({ need_user_signin: false, signup_not_finished: true });
    const [row] = await server.services.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ firstName: "Dora", lastName: "Lemaire", passwordHash: null });
    expect(row?.emailConfirmedAt).not.toBeNull();
    const audit = await server.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectUserId, row?.id ?? 0));
    expect(audit.map((entry) => entry.action)).toContain("signed_up_with_oidc");

    // Signing up again with the same address signs in to the same account.
    const again = await callApi(server, "googleSignup", await providerAnswer("dora", "signup"));
    expect(again.body.user_id).toBe(row?.id);
  });

  it("still asks the second factor of a user who has one", async () => {
    const user = await createTestUser(server);
    const started = await callApi(server, "startTotpEnrolment", {}, { token: user.token });
    const secret = started.body.secret as string;
    await callApi(server, "confirmTotpEnrolment", { code: currentCode(secret) }, { token: user.token });
    provider.accounts.set("erin", { email: user.email, emailVerified: true });
    const first = await callApi(server, "googleSignin", await providerAnswer("erin", "signin"));
    expect(first.body).toMatchObject({ is_active: true, mfa: "code" });
    expect(first.body.token).toBeUndefined();
  });
});
