import { translate } from "@trezo/i18n";
import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appMeta, auditLog, users } from "../../db/schema";
import {
  callApi,
  createTestCompany,
  createTestUser,
  outboxMails,
  TEST_PASSWORD,
  tokenFromMail,
  uniqueEmail,
} from "../../testing/apiTestClient";
import { removeDataDir, startTestServer, stopTestServer, type TestServer } from "../../testing/testServer";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => stopTestServer(server));

async function signingKey(): Promise<Uint8Array> {
  const [row] = await server.services.db.select().from(appMeta).where(eq(appMeta.key, "jwt_secret"));
  const secret = (row?.value as { secret?: string } | undefined)?.secret ?? "";
  return new TextEncoder().encode(secret);
}

describe("sign-up, confirmation and sign-up completion", () => {
  it("walks a new user from signUp to their first company", async () => {
    const email = uniqueEmail("signup");
    const signUp = await callApi(server, "signUp", { email, password: "a-long-passphrase", locale: "fr-FR" });
    expect(signUp).toMatchObject({ status: 200, body: { success: true, email } });

    const early = await callApi(server, "signIn", { username: email, password: "a-long-passphrase" });
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ error: "email_not_confirmed", status_code: 403 });

    const confirmationToken = tokenFromMail(server.dataDir, email, "emailConfirmationToken");
    const confirmed = await callApi(server, "confirmEmail", { emailConfirmationToken: confirmationToken });
    expect(confirmed.status).toBe(200);
    const token = confirmed.body.token as string;
    expect(confirmed.body).toMatchObject({ is_active: true });

    const reused = await callApi(server, "confirmEmail", { emailConfirmationToken: confirmationToken });
    expect(reused.body).toMatchObject({ error: "invalid_token", status_code: 400 });

    const unfinished = await callApi(server, "verifyTokenExpiration", {}, { token });
    expect(unfinished.body).toMatchObject({ need_user_signin: false, signup_not_finished: true });

    const finished = await callApi(
      server,
      "finishSignup",
      { firstName: "Léa", lastName: "Dupont", telephone: "+33611223344", companyName: "Boulangerie Dupont" },
      { token },
    );
    expect(finished.status).toBe(200);
    const companyId = finished.body.companyId as number;

    const after = await callApi(server, "verifyTokenExpiration", {}, { token });
    expect(after.body).toMatchObject({ need_user_signin: false, signup_not_finished: false });

    const infos = await callApi(server, "getCompanyInfos", { companyId }, { token });
    expect(infos.body).toMatchObject({
      name: "Boulangerie Dupont",
      is_cpa: false,
      is_owner: true,
      defaultCurrency: "EUR",
      maxConnections: 3,
      maxCategoryDepth: 4,
      availableDepthPlans: 1,
    });
    const permissions = await callApi(server, "getPermissions", { companyId }, { token });
    expect(permissions.body).toMatchObject({
      is_owner: true,
      permissions: { basic_info: true, cpap_can_invite_user: true },
    });

    const info = await callApi(server, "getUserInfo", {}, { token });
    expect(info.body).toMatchObject({
      email,
      profile: { firstName: "Léa", lastName: "Dupont" },
      signup_finished: true,
    });
  });

  it("answers a taken address as a new one, and mails its owner instead", async () => {
    const user = await createTestUser(server);
    const fresh = await callApi(server, "signUp", {
      email: uniqueEmail("fresh"),
      password: "a-long-passphrase",
    });
    const taken = await callApi(server, "signUp", {
      email: user.email.toUpperCase(),
      password: "another-passphrase",
    });
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual({ success: true, email: user.email });
    const mail = outboxMails(server.dataDir)
      .filter((text) => text.includes(`To: ${user.email}`))
      .at(-1);
    expect(mail).toContain("Tentative d'inscription avec votre adresse");
    expect(mail).not.toContain("emailConfirmationToken");
    // The account is untouched: its password is still the old one.
    expect((await callApi(server, "signIn", { username: user.email, password: TEST_PASSWORD })).status).toBe(
      200,
    );
    expect(
      (await callApi(server, "signIn", { username: user.email, password: "another-passphrase" })).status,
    ).toBe(401);
  });

  it("requires a 14-digit SIRET for an accounting firm at sign-up completion", async () => {
    const user = await createTestUser(server);
    await server.services.db
      .update((await import("../../db/schema")).users)
      .set({ signupFinished: false })
      .where(eq((await import("../../db/schema")).users.id, user.id));
    const bad = await callApi(
      server,
      "finishSignup",
      {
        firstName: "Jean",
        lastName: "Morel",
        telephone: "0601020304",
        companyName: "Cabinet Morel",
        isCpa: true,
        siret: "1234",
      },
      { token: user.token },
    );
    expect(bad.body).toEqual({ error: "siret_invalid", message: "SIRET invalide.", status_code: 400 });
  });
});

describe("signIn", () => {
  it("answers a token and records the sign-in in the audit log", async () => {
    const user = await createTestUser(server);
    const result = await callApi(server, "signIn", { username: user.email, password: TEST_PASSWORD });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ is_active: true, user_id: user.id });
    const info = await callApi(server, "getUserInfo", {}, { token: result.body.token as string });
    expect(info.body).toMatchObject({ id: user.id });
    const audit = await server.services.db.select().from(auditLog).where(eq(auditLog.subjectUserId, user.id));
    expect(audit.map((line) => line.action)).toContain("sign_in");
  });

  it("gives an inactive user is_active false and no token", async () => {
    const user = await createTestUser(server, { isActive: false });
    const result = await callApi(server, "signIn", { username: user.email, password: TEST_PASSWORD });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ is_active: false });
  });

  it("answers the same generic error for an unknown address and a wrong password", async () => {
    const user = await createTestUser(server);
    const wrong = await callApi(server, "signIn", { username: user.email, password: "not-the-password" });
    const unknown = await callApi(server, "signIn", {
      username: uniqueEmail("ghost"),
      password: "whatever-it-is",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({
      error: "invalid_credentials",
      message: "Identifiants invalides.",
      status_code: 401,
    });
  });

  it("locks an address after 5 failures, even against the right password, with the same answer", async () => {
    const user = await createTestUser(server);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await callApi(server, "signIn", { username: user.email, password: "wrong-password" });
    }
    const locked = await callApi(server, "signIn", { username: user.email, password: TEST_PASSWORD });
    expect(locked.status).toBe(401);
    expect(locked.body).toMatchObject({ error: "invalid_credentials" });
  });

  it("rate limits sign-in per client address with the uniform error", async () => {
    const limited = await startTestServer({ authRateLimitPerMinute: 3 });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const result = await callApi(limited, "signIn", {
          username: uniqueEmail("rl"),
          password: "whatever-it-is",
        });
        statuses.push(result.status);
        if (result.status === 429)
          expect(result.body).toMatchObject({ error: "too_many_requests", status_code: 429 });
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.stop();
      removeDataDir(limited.dataDir);
    }
  });
});

describe("tokens", () => {
  it("refuses a missing header, an expired token, another algorithm and another audience", async () => {
    const user = await createTestUser(server);
    const missing = await callApi(server, "getUserInfo", {});
    expect(missing.body).toMatchObject({
      error: "missing_authorization",
      message: "Missing Authorization Header",
      status_code: 401,
    });
    // Every 401 carries a challenge; without credentials, no error code (RFC 6750 §3.1).
    expect(missing.headers.get("www-authenticate")).toBe('Bearer realm="trezo"');

    const key = await signingKey();
    const base = () =>
      new SignJWT({ role: "User", typ: "access" })
        .setSubject(String(user.id))
        .setIssuer("trezo")
        .setIssuedAt();
    const expired = await base()
      .setAudience("trezo-api")
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const expiredResult = await callApi(server, "getUserInfo", {}, { token: expired });
    expect(expiredResult.body).toMatchObject({
      error: "token_expired",
      message: "Token has expired",
      status_code: 401,
    });
    expect(expiredResult.headers.get("www-authenticate")).toBe(
      'Bearer realm="trezo", error="invalid_token", error_description="Token has expired"',
    );

    const otherAlgorithm = await base()
      .setAudience("trezo-api")
      .setProtectedHeader({ alg: "HS512" })
      .setExpirationTime("1h")
      .sign(key);
    expect((await callApi(server, "getUserInfo", {}, { token: otherAlgorithm })).body).toMatchObject({
      error: "unauthorized",
    });

    const otherAudience = await base()
      .setAudience("someone-else")
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime("1h")
      .sign(key);
    expect((await callApi(server, "getUserInfo", {}, { token: otherAudience })).body).toMatchObject({
      error: "unauthorized",
    });

    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${Buffer.from(
      JSON.stringify({
        sub: String(user.id),
        iss: "trezo",
        aud: "trezo-api",
        exp: 9_999_999_999,
        typ: "access",
      }),
    ).toString("base64url")}.`;
    expect((await callApi(server, "getUserInfo", {}, { token: unsigned })).status).toBe(401);

    const needSignIn = await callApi(server, "verifyTokenExpiration", {}, { token: expired });
    expect(needSignIn.body).toMatchObject({ need_user_signin: true });
  });

  it("stops a deactivated user's token at once", async () => {
    const user = await createTestUser(server);
    const { users } = await import("../../db/schema");
    await server.services.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await callApi(server, "getUserInfo", {}, { token: user.token })).status).toBe(401);
  });
});

describe("password recovery and change", () => {
  it("mails a single-use link that sets a new password", async () => {
    const user = await createTestUser(server);
    const unknown = await callApi(server, "recoverPasswordRequest", { email: uniqueEmail("nobody") });
    const known = await callApi(server, "recoverPasswordRequest", { email: user.email });
    expect(unknown.body).toEqual({ success: true });
    expect(known.body).toEqual({ success: true });

    const recoveryToken = tokenFromMail(server.dataDir, user.email, "recoveryToken");
    const done = await callApi(server, "recoverPasswordConfirm", {
      recoveryToken,
      password: "brand-new-password",
    });
    expect(done.body).toEqual({ success: true });
    const again = await callApi(server, "recoverPasswordConfirm", {
      recoveryToken,
      password: "yet-another-one",
    });
    expect(again.body).toMatchObject({ error: "invalid_token" });

    expect((await callApi(server, "signIn", { username: user.email, password: TEST_PASSWORD })).status).toBe(
      401,
    );
    expect(
      (await callApi(server, "signIn", { username: user.email, password: "brand-new-password" })).status,
    ).toBe(200);
  });

  it("changes the password only with the current one, ends the other sessions and renews the caller's", async () => {
    const user = await createTestUser(server);
    const otherDevice = await callApi(server, "signIn", { username: user.email, password: TEST_PASSWORD });
    const wrong = await callApi(
      server,
      "updateUserPassword",
      { password: "not-it", newPassword: "a-new-passphrase" },
      { token: user.token },
    );
    expect(wrong.body).toMatchObject({ error: "wrong_password", status_code: 400 });
    const right = await callApi(
      server,
      "updateUserPassword",
      { password: TEST_PASSWORD, newPassword: "a-new-passphrase" },
      { token: user.token },
    );
    expect(right.body).toMatchObject({ success: true, token: expect.any(String) });
    expect((await callApi(server, "getUserInfo", {}, { token: user.token })).status).toBe(401);
    expect(
      (await callApi(server, "getUserInfo", {}, { token: otherDevice.body.token as string })).status,
    ).toBe(401);
    expect(
      (await callApi(server, "getUserInfo", {}, { token: right.body.token as string })).body,
    ).toMatchObject({ id: user.id });
    expect(
      (await callApi(server, "signIn", { username: user.email, password: "a-new-passphrase" })).status,
    ).toBe(200);
  });

  it("ends every session when the password is recovered", async () => {
    const user = await createTestUser(server);
    await callApi(server, "recoverPasswordRequest", { email: user.email });
    const recoveryToken = tokenFromMail(server.dataDir, user.email, "recoveryToken");
    await callApi(server, "recoverPasswordConfirm", { recoveryToken, password: "brand-new-passphrase" });
    expect((await callApi(server, "getUserInfo", {}, { token: user.token })).status).toBe(401);
  });

  it("answers an unknown address as a known one, doing the same work", async () => {
    const user = await createTestUser(server);
    const ghost = uniqueEmail("ghost");
    const known = await callApi(server, "recoverPasswordRequest", { email: user.email });
    const unknown = await callApi(server, "recoverPasswordRequest", { email: ghost });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    // Both went down the same path: a request line in the audit log each, a mail only for the account.
    const lines = await server.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "password_recovery_requested"));
    expect(lines.filter((line) => line.subjectUserId === user.id).map((line) => line.details)).toEqual([
      { mailed: true },
    ]);
    expect(
      lines.some(
        (line) => line.subjectUserId === null && (line.details as { mailed?: boolean }).mailed === false,
      ),
    ).toBe(true);
    expect(outboxMails(server.dataDir).some((text) => text.includes(`To: ${ghost}`))).toBe(false);
  });
});

describe("the password rule on every call that sets a password", () => {
  const refusal = (message: string) => ({ error: "weak_password", message, status_code: 400 });
  const tooShort = refusal("Le mot de passe doit contenir au moins 12 caractères.");
  const common = refusal("Ce mot de passe est trop courant. Choisissez-en un autre.");

  it("sign-up refuses what the form refuses, in the caller's language", async () => {
    const email = uniqueEmail("weak");
    expect((await callApi(server, "signUp", { email, password: "password" })).body).toEqual(tooShort);
    expect((await callApi(server, "signUp", { email, password: "12345678" })).body).toEqual(tooShort);
    expect((await callApi(server, "signUp", { email, password: "azertyuiop123" })).body).toEqual(common);
    expect((await callApi(server, "signUp", { email, password: email })).body).toEqual(
      refusal("Le mot de passe ne peut pas être votre adresse e-mail."),
    );
    const english = await callApi(
      server,
      "signUp",
      { email, password: "password" },
      { headers: { "accept-language": "en-GB" } },
    );
    expect(english.body).toMatchObject({ message: "The password must have at least 12 characters." });
    // Nothing was created.
    expect(await server.services.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("password change refuses a weak one and the current one, and keeps the old password", async () => {
    const user = await createTestUser(server);
    const as = { token: user.token };
    expect(
      (await callApi(server, "updateUserPassword", { password: TEST_PASSWORD, newPassword: "12345678" }, as))
        .body,
    ).toEqual(tooShort);
    expect(
      (
        await callApi(
          server,
          "updateUserPassword",
          { password: TEST_PASSWORD, newPassword: TEST_PASSWORD },
          as,
        )
      ).body,
    ).toEqual(refusal("Le nouveau mot de passe doit être différent de l'actuel."));
    expect((await callApi(server, "getUserInfo", {}, as)).status).toBe(200);
    expect((await callApi(server, "signIn", { username: user.email, password: TEST_PASSWORD })).status).toBe(
      200,
    );
  });

  it("recovery refuses a weak one or the current one, and the link still works afterwards", async () => {
    const user = await createTestUser(server);
    await callApi(server, "recoverPasswordRequest", { email: user.email });
    const recoveryToken = tokenFromMail(server.dataDir, user.email, "recoveryToken");
    expect(
      (await callApi(server, "recoverPasswordConfirm", { recoveryToken, password: "password" })).body,
    ).toEqual(tooShort);
    expect(
      (await callApi(server, "recoverPasswordConfirm", { recoveryToken, password: TEST_PASSWORD })).body,
    ).toEqual(refusal("Le nouveau mot de passe doit être différent de l'actuel."));
    expect(
      (await callApi(server, "recoverPasswordConfirm", { recoveryToken, password: "une phrase bien à moi" }))
        .body,
    ).toEqual({ success: true });
  });

  it("sign-up by invitation refuses a common one", async () => {
    const owner = await createTestUser(server);
    const companyId = await createTestCompany(server, owner.id);
    const email = uniqueEmail("invited");
    await callApi(server, "addUser", { companyId, email }, { token: owner.token });
    const token = tokenFromMail(server.dataDir, email, "token");
    const input = { token, name: "Inès", surname: "Roux" };
    expect((await callApi(server, "signUpByInvite", { ...input, password: "Motdepasse2026!" })).body).toEqual(
      common,
    );
    expect(
      (await callApi(server, "signUpByInvite", { ...input, password: "invitee-passphrase" })).status,
    ).toBe(200);
  });
});

describe("logout and ended sessions", () => {
  it("ends the session of the token sent, and only that one", async () => {
    const user = await createTestUser(server);
    const otherDevice = await callApi(server, "signIn", { username: user.email, password: TEST_PASSWORD });
    const out = await callApi(server, "logout", {}, { token: user.token });
    expect(out.body).toEqual({ success: true });
    expect((await callApi(server, "getUserInfo", {}, { token: user.token })).body).toMatchObject({
      error: "unauthorized",
      status_code: 401,
    });
    expect((await callApi(server, "logout", {}, { token: user.token })).status).toBe(401);
    expect((await callApi(server, "verifyTokenExpiration", {}, { token: user.token })).body).toMatchObject({
      need_user_signin: true,
    });
    expect(
      (await callApi(server, "getUserInfo", {}, { token: otherDevice.body.token as string })).status,
    ).toBe(200);
    const audit = await server.services.db.select().from(auditLog).where(eq(auditLog.subjectUserId, user.id));
    expect(audit.map((line) => line.action)).toContain("logout");
  });

  it("ends a deactivated user's sessions for good: reactivation does not bring the token back", async () => {
    const admin = await createTestUser(server, { role: "SuperAdmin" });
    const user = await createTestUser(server);
    const as = { token: admin.token };
    await callApi(server, "setUserActiveState", { userId: user.id, isActive: false }, as);
    expect((await callApi(server, "getUserInfo", {}, { token: user.token })).status).toBe(401);
    await callApi(server, "setUserActiveState", { userId: user.id, isActive: true }, as);
    expect((await callApi(server, "getUserInfo", {}, { token: user.token })).status).toBe(401);
    expect((await callApi(server, "signIn", { username: user.email, password: TEST_PASSWORD })).status).toBe(
      200,
    );
  });

  it("refuses a well-signed token that names no session", async () => {
    const user = await createTestUser(server);
    const noSession = await new SignJWT({ role: "User", typ: "access" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(user.id))
      .setIssuer("trezo")
      .setAudience("trezo-api")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(await signingKey());
    expect((await callApi(server, "getUserInfo", {}, { token: noSession })).status).toBe(401);
  });
});

describe("behind a trusted proxy", () => {
  let proxied: Awaited<ReturnType<typeof startTestServer>>;
  const from = (address: string) => ({ headers: { "x-forwarded-for": address } });

  beforeAll(async () => {
    proxied = await startTestServer({ trustProxy: ["127.0.0.1"], signInFailuresPerClient: 8 });
  });
  afterAll(async () => {
    await proxied.stop();
    removeDataDir(proxied.dataDir);
  });

  it("records an invited sign-up's address from the request, never the ip the browser sends", async () => {
    const owner = await createTestUser(proxied);
    const companyId = await createTestCompany(proxied, owner.id);
    const email = uniqueEmail("invited-ip");
    await callApi(proxied, "addUser", { companyId, email }, { token: owner.token });
    const token = tokenFromMail(proxied.dataDir, email, "token");
    const joined = await callApi(
      proxied,
      "signUpByInvite",
      { token, password: "invitee-passphrase", name: "Inès", surname: "Roux", ip: "6.6.6.6" },
      from("203.0.113.25"),
    );
    expect(joined.body).toMatchObject({ is_active: true, companyId });
    const [user] = await proxied.services.db.select().from(users).where(eq(users.email, email));
    const lines = await proxied.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectUserId, user?.id ?? -1));
    expect(lines.map(({ action, ip, companyId: company }) => ({ action, ip, company }))).toEqual([
      { action: "signed_up_by_invite", ip: "203.0.113.25", company: companyId },
    ]);
  });

  it("an attacker's failures lock the attacker out, never the owner signing in from their address", async () => {
    const victim = await createTestUser(proxied);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const failed = await callApi(
        proxied,
        "signIn",
        { username: victim.email, password: "guessed-password" },
        from("203.0.113.66"),
      );
      expect(failed.status).toBe(401);
    }
    const right = { username: victim.email, password: TEST_PASSWORD };
    expect((await callApi(proxied, "signIn", right, from("203.0.113.66"))).body).toMatchObject({
      error: "invalid_credentials",
    });
    expect((await callApi(proxied, "signIn", right, from("198.51.100.7"))).status).toBe(200);
    expect((await callApi(proxied, "signIn", right, from("203.0.113.66"))).status).toBe(401);

    // The audit log records the client behind the proxy, not the proxy.
    const lines = await proxied.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectUserId, victim.id));
    expect(new Set(lines.map((line) => line.ip))).toEqual(new Set(["203.0.113.66", "198.51.100.7"]));
  });

  it("locks a client that fails over many addresses, on each of them", async () => {
    const target = await createTestUser(proxied);
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await callApi(
        proxied,
        "signIn",
        { username: uniqueEmail("spray"), password: "spray-password" },
        from("192.0.2.99"),
      );
    }
    const right = { username: target.email, password: TEST_PASSWORD };
    expect((await callApi(proxied, "signIn", right, from("192.0.2.99"))).status).toBe(401);
    expect((await callApi(proxied, "signIn", right, from("192.0.2.100"))).status).toBe(200);
  });

  it("rate limits each client behind the proxy on its own; without trust, the header changes nothing", async () => {
    const limited = await startTestServer({ authRateLimitPerMinute: 2, trustProxy: ["127.0.0.1"] });
    const untrusting = await startTestServer({ authRateLimitPerMinute: 2 });
    try {
      const attempt = (target: typeof limited, address: string) =>
        callApi(
          target,
          "signIn",
          { username: uniqueEmail("rl"), password: "whatever-it-is" },
          from(address),
        ).then((result) => result.status);
      expect([await attempt(limited, "203.0.113.1"), await attempt(limited, "203.0.113.1")]).toEqual([
        401, 401,
      ]);
      expect(await attempt(limited, "203.0.113.1")).toBe(429);
      expect(await attempt(limited, "203.0.113.2")).toBe(401);
      expect([await attempt(untrusting, "203.0.113.1"), await attempt(untrusting, "203.0.113.2")]).toEqual([
        401, 401,
      ]);
      expect(await attempt(untrusting, "203.0.113.3")).toBe(429);
    } finally {
      for (const started of [limited, untrusting]) {
        await started.stop();
        removeDataDir(started.dataDir);
      }
    }
  });
});

describe("profile and preferences", () => {
  it("updates the profile, locale, blurred balance and interface preferences of one's own account only", async () => {
    const user = await createTestUser(server);
    const other = await createTestUser(server);
    const as = { token: user.token };
    const profile = await callApi(
      server,
      "updateUserProfile",
      { profile: { firstName: "Zoé", telephone: "0700000000" } },
      as,
    );
    expect(profile.body).toMatchObject({
      profile: { firstName: "Zoé", lastName: "Martin" },
      telephone: "0700000000",
    });

    expect(
      (await callApi(server, "setUserLocale", { userId: user.id, locale: "de-DE" }, as)).body,
    ).toMatchObject({ locale: "de-DE" });
    expect((await callApi(server, "setUserLocale", { userId: other.id, locale: "de-DE" }, as)).status).toBe(
      403,
    );
    expect((await callApi(server, "setBlurredBalancePreferences", { blurred: true }, as)).body).toMatchObject(
      { blurred_balance: true },
    );

    await callApi(
      server,
      "setUserPreferences",
      { userId: user.id, preferences: { theme: "dark", rows: 50 } },
      as,
    );
    const merged = await callApi(
      server,
      "setUserPreferences",
      { userId: user.id, preferences: { rows: null } },
      as,
    );
    expect(merged.body).toMatchObject({ ui: { theme: "dark" } });
    const read = await callApi(server, "getUserPreferences", {}, as);
    expect(read.body).toEqual({ locale: "de-DE", blurred_balance: true, ui: { theme: "dark" } });
  });
});

describe("invitations", () => {
  it("lets an owner invite a newcomer, who signs up by the mailed link and lands in the company", async () => {
    const owner = await createTestUser(server);
    const companyId = await createTestCompany(server, owner.id);
    // A new company's full trial allows custom permissions (issue 20's plans: no limits while it lasts).
    const email = uniqueEmail("invitee");
    const invited = await callApi(
      server,
      "addUser",
      { companyId, email, permissions: { view_forecast: true } },
      { token: owner.token },
    );
    expect(invited.status).toBe(200);

    const resent = await callApi(
      server,
      "resendInvitation",
      { companyId, invitationId: invited.body.invitationId },
      { token: owner.token },
    );
    expect(resent.body).toEqual({ success: true });
    const token = tokenFromMail(server.dataDir, email, "token");
    const joined = await callApi(server, "signUpByInvite", {
      token,
      password: "invitee-password",
      name: "Inès",
      surname: "Roux",
    });
    expect(joined.body).toMatchObject({ is_active: true, companyId });

    const permissions = await callApi(
      server,
      "getPermissions",
      { companyId },
      { token: joined.body.token as string },
    );
    expect(permissions.body).toEqual({ permissions: { view_forecast: true }, is_owner: false });
    const employees = await callApi(server, "getEmployees", { companyId }, { token: owner.token });
    expect(
      (employees.body.employees as Array<{ email: string }>).map((employee) => employee.email),
    ).toContain(email);
  });

  it("answers a double submit of the invitation sign-up with one account and the localised conflict", async () => {
    const owner = await createTestUser(server);
    const companyId = await createTestCompany(server, owner.id);
    const email = uniqueEmail("double");
    await callApi(server, "addUser", { companyId, email }, { token: owner.token });
    const token = tokenFromMail(server.dataDir, email, "token");
    const input = { token, password: "invitee-password", name: "Inès", surname: "Roux" };
    const answers = await Promise.all([
      callApi(server, "signUpByInvite", input),
      callApi(server, "signUpByInvite", input),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    // The second finds the address taken (409) or the invitation used (its refusal): never a 500.
    expect([400, 404, 409, 410]).toContain(statuses[1]);
    const refused = answers.find((answer) => answer.status !== 200);
    expect(typeof refused?.body.message).toBe("string");
    expect(refused?.body.message).not.toBe(translate("errors.generic", "fr-FR"));
    const employees = await callApi(server, "getEmployees", { companyId }, { token: owner.token });
    expect(
      (employees.body.employees as Array<{ email: string }>).filter((employee) => employee.email === email),
    ).toHaveLength(1);
  });

  it("lets an existing user accept an invitation sent to their own address only", async () => {
    const owner = await createTestUser(server);
    const companyId = await createTestCompany(server, owner.id);
    const invitee = await createTestUser(server);
    const stranger = await createTestUser(server);
    await callApi(server, "addUser", { companyId, email: invitee.email }, { token: owner.token });
    const token = tokenFromMail(server.dataDir, invitee.email, "token");
    expect(
      (await callApi(server, "acceptInvitation", { token }, { token: stranger.token })).body,
    ).toMatchObject({ error: "invalid_token" });
    expect((await callApi(server, "acceptInvitation", { token }, { token: invitee.token })).body).toEqual({
      companyId,
    });
    expect(
      (await callApi(server, "isCompanyEmployee", { companyId }, { token: invitee.token })).body,
    ).toEqual({ is_employee: true, is_owner: false });
  });
});
