import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { userTotp } from "../../db/tables/mfa";
import {
  addTestMember,
  callApi,
  createTestCompany,
  createTestUser,
  type TestUser,
} from "../../testing/apiTestClient";
import { startTestServer, stopTestServer, type TestServer } from "../../testing/testServer";
import { openSecret, sealSecret } from "./secretBox";
import { currentCode } from "./totp";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => stopTestServer(server));

/** A code of the step `steps` away from now (the server accepts the steps before and after). */
const codeAt = (secret: string, steps: number) => currentCode(secret, Date.now() + steps * 30_000);

async function auditActions(userId: number): Promise<string[]> {
  const rows = await server.services.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.subjectUserId, userId));
  return rows.map((row) => row.action);
}

/** Enrols the user from /profile; answers the secret and the recovery codes. */
async function enrol(user: TestUser): Promise<{ secret: string; codes: string[] }> {
  const started = await callApi(server, "startTotpEnrolment", {}, { token: user.token });
  expect(started.status).toBe(200);
  const secret = started.body.secret as string;
  const confirmed = await callApi(
    server,
    "confirmTotpEnrolment",
    { code: codeAt(secret, -1) },
    { token: user.token },
  );
  expect(confirmed.status).toBe(200);
  return { secret, codes: confirmed.body.recovery_codes as string[] };
}

async function challengeOf(user: TestUser): Promise<string> {
  const first = await callApi(server, "signIn", { username: user.email, password: user.password });
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({ is_active: true, mfa: "code" });
  expect(first.body.token).toBeUndefined();
  return first.body.challenge as string;
}

describe("enrolment in /profile", () => {
  it("shows the secret once, keeps it encrypted, and turns on with a first code", async () => {
    const user = await createTestUser(server);
    const before = await callApi(server, "getMfaStatus", {}, { token: user.token });
    expect(before.body).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });

    const started = await callApi(server, "startTotpEnrolment", {}, { token: user.token });
    expect(started.status).toBe(200);
    const secret = started.body.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.otpauth_uri).toContain(`secret=${secret}`);
    expect(started.body.qr_svg).toMatch(/^<svg/);

    const [stored] = await server.services.db.select().from(userTotp).where(eq(userTotp.userId, user.id));
    expect(stored?.secretEncrypted).not.toContain(secret);
    expect(openSecret(server.services, stored?.secretEncrypted ?? "")).toBe(secret);

    // Not on until confirmed: the password alone still signs in.
    const plain = await callApi(server, "signIn", { username: user.email, password: user.password });
    expect(plain.body.token).toEqual(expect.any(String));

    const wrong = await callApi(server, "confirmTotpEnrolment", { code: "000000" }, { token: user.token });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: "invalid_code" });

    const confirmed = await callApi(
      server,
      "confirmTotpEnrolment",
      { code: codeAt(secret, 0) },
      { token: user.token },
    );
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(confirmed.body.session).toBeNull();

    const after = await callApi(server, "getMfaStatus", {}, { token: user.token });
    expect(after.body).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });
    const again = await callApi(server, "startTotpEnrolment", {}, { token: user.token });
    expect(again.body).toMatchObject({ error: "second_factor_on", status_code: 409 });
    expect(await auditActions(user.id)).toContain("second_factor_enabled");
  });
});

describe("sign-in in two steps", () => {
  it("answers a challenge, not a session, and opens the session with a code used once", async () => {
    const user = await createTestUser(server);
    const { secret } = await enrol(user);
    const challenge = await challengeOf(user);

    const wrong = await callApi(server, "verifySignInCode", { challenge, code: "123456" });
    expect(wrong.body).toMatchObject({ error: "invalid_code", status_code: 400 });
    // The code of enrolment's step was used: it does not sign in.
    const replayed = await callApi(server, "verifySignInCode", { challenge, code: codeAt(secret, -1) });
    expect(replayed.body).toMatchObject({ error: "invalid_code" });

    const signedIn = await callApi(server, "verifySignInCode", { challenge, code: codeAt(secret, 0) });
    expect(signedIn.status).toBe(200);
    const info = await callApi(server, "getUserInfo", {}, { token: signedIn.body.token as string });
    expect(info.body).toMatchObject({ id: user.id });

    const reused = await callApi(server, "verifySignInCode", { challenge, code: codeAt(secret, 1) });
    expect(reused.body).toMatchObject({ error: "invalid_challenge", status_code: 401 });
    const actions = await auditActions(user.id);
    expect(actions).toContain("second_factor_failed");
    expect(actions).toContain("sign_in");
  });

  it("takes a recovery code once instead (checkPuk), and getPuk replaces the codes", async () => {
    const user = await createTestUser(server);
    const { secret, codes } = await enrol(user);
    const [first = "", second = ""] = codes;

    const signedIn = await callApi(server, "checkPuk", {
      challenge: await challengeOf(user),
      puk: first.toUpperCase(),
    });
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.token as string;
    expect((await callApi(server, "getMfaStatus", {}, { token })).body).toMatchObject({
      recovery_codes_left: 9,
    });

    const again = await callApi(server, "checkPuk", { challenge: await challengeOf(user), puk: first });
    expect(again.body).toMatchObject({ error: "invalid_code" });
    expect(await auditActions(user.id)).toContain("recovery_code_used");

    const renewed = await callApi(server, "getPuk", { code: codeAt(secret, 0) }, { token });
    expect(renewed.status).toBe(200);
    const fresh = renewed.body.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    const old = await callApi(server, "checkPuk", { challenge: await challengeOf(user), puk: second });
    expect(old.body).toMatchObject({ error: "invalid_code" });
    const newOne = await callApi(server, "checkPuk", {
      challenge: await challengeOf(user),
      puk: fresh[0] ?? "",
    });
    expect(newOne.status).toBe(200);
    expect(await auditActions(user.id)).toContain("recovery_codes_issued");
  });

  it("locks the second step after 5 wrong codes, like sign-in", async () => {
    const user = await createTestUser(server);
    const { secret } = await enrol(user);
    const challenge = await challengeOf(user);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await callApi(server, "verifySignInCode", { challenge, code: "000000" });
      expect(wrong.body).toMatchObject({ error: "invalid_code" });
    }
    const right = await callApi(server, "verifySignInCode", { challenge, code: codeAt(secret, 0) });
    expect(right.body).toMatchObject({ error: "invalid_code" });
    // Locked for the user: a recovery code waits too, and the audit log says why.
    const codes = await callApi(server, "checkPuk", { challenge, puk: "aaaaa-bbbbb" });
    expect(codes.body).toMatchObject({ error: "invalid_code" });
    const rows = await server.services.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, user.id), eq(auditLog.action, "second_factor_failed")));
    expect(rows.map((row) => row.details)).toContainEqual({ reason: "locked" });
  });

  it("turns off with a current code, then the password alone signs in again", async () => {
    const user = await createTestUser(server);
    const { secret } = await enrol(user);
    const wrong = await callApi(server, "disableTotp", { code: "999999" }, { token: user.token });
    expect(wrong.body).toMatchObject({ error: "invalid_code" });
    const off = await callApi(server, "disableTotp", { code: codeAt(secret, 0) }, { token: user.token });
    expect(off.status).toBe(200);
    const plain = await callApi(server, "signIn", { username: user.email, password: user.password });
    expect(plain.body.token).toEqual(expect.any(String));
    expect((await callApi(server, "getMfaStatus", {}, { token: user.token })).body).toEqual({
      enabled: false,
      required: false,
      recovery_codes_left: 0,
    });
    expect(await auditActions(user.id)).toContain("second_factor_disabled");
  });
});

describe("policy", () => {
  it("makes a SuperAdmin enrol at sign-in, with the challenge, and keeps the factor on", async () => {
    const admin = await createTestUser(server, { role: "SuperAdmin" });
    const first = await callApi(server, "signIn", { username: admin.email, password: admin.password });
    expect(first.body).toMatchObject({ is_active: true, mfa: "enrolment" });
    const challenge = first.body.challenge as string;

    // The enrolment challenge is no code challenge.
    const notACodeStep = await callApi(server, "verifySignInCode", { challenge, code: "123456" });
    expect(notACodeStep.body).toMatchObject({ error: "invalid_challenge" });
    const anonymous = await callApi(server, "startTotpEnrolment", {});
    expect(anonymous.status).toBe(401);

    const started = await callApi(server, "startTotpEnrolment", { challenge });
    const secret = started.body.secret as string;
    const confirmed = await callApi(server, "confirmTotpEnrolment", { challenge, code: codeAt(secret, 0) });
    expect(confirmed.status).toBe(200);
    const session = confirmed.body.session as { token: string };
    expect((await callApi(server, "getMfaStatus", {}, { token: session.token })).body).toEqual({
      enabled: true,
      required: true,
      recovery_codes_left: 10,
    });
    const off = await callApi(server, "disableTotp", { code: codeAt(secret, 1) }, { token: session.token });
    expect(off.body).toMatchObject({ error: "second_factor_required", status_code: 403 });
    expect((await challengeOf(admin)).length).toBeGreaterThan(16);
  });

  it("lets an accounting firm's owner require it of the firm's staff, and only a firm", async () => {
    const owner = await createTestUser(server);
    const firmId = await createTestCompany(server, owner.id, { isCpa: true });
    const staff = await createTestUser(server);
    await addTestMember(server, firmId, staff.id, {});
    const clientOwner = await createTestUser(server);
    const clientId = await createTestCompany(server, clientOwner.id);

    const byStaff = await callApi(
      server,
      "setFirmMfaPolicy",
      { companyId: firmId, required: true },
      { token: staff.token },
    );
    expect(byStaff.status).toBe(403);
    const notFirm = await callApi(
      server,
      "setFirmMfaPolicy",
      { companyId: clientId, required: true },
      { token: clientOwner.token },
    );
    expect(notFirm.body).toMatchObject({ error: "not_a_firm" });

    const set = await callApi(
      server,
      "setFirmMfaPolicy",
      { companyId: firmId, required: true },
      { token: owner.token },
    );
    expect(set.body).toEqual({ is_cpa: true, required: true });
    expect(
      (await callApi(server, "getFirmMfaPolicy", { companyId: firmId }, { token: owner.token })).body,
    ).toEqual({
      is_cpa: true,
      required: true,
    });
    const staffSignIn = await callApi(server, "signIn", { username: staff.email, password: staff.password });
    expect(staffSignIn.body).toMatchObject({ mfa: "enrolment" });
    const ownerSignIn = await callApi(server, "signIn", { username: owner.email, password: owner.password });
    expect(ownerSignIn.body).toMatchObject({ mfa: "enrolment" });
    // The client company's owner is no staff of the firm.
    const clientSignIn = await callApi(server, "signIn", {
      username: clientOwner.email,
      password: clientOwner.password,
    });
    expect(clientSignIn.body.token).toEqual(expect.any(String));

    await callApi(server, "setFirmMfaPolicy", { companyId: firmId, required: false }, { token: owner.token });
    const relaxed = await callApi(server, "signIn", { username: staff.email, password: staff.password });
    expect(relaxed.body.token).toEqual(expect.any(String));
  });
});

describe("secrets at rest", () => {
  it("are opened only with the key they were sealed with", () => {
    const services = {
      config: { ...server.services.config, mfaEncryptionKey: "k".repeat(32) },
      log: server.services.log,
    };
    const other = {
      config: { ...server.services.config, mfaEncryptionKey: "o".repeat(32) },
      log: server.services.log,
    };
    const sealed = sealSecret(services, "JBSWY3DPEHPK3PXP");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(openSecret(services, sealed)).toBe("JBSWY3DPEHPK3PXP");
    expect(() => openSecret(other, sealed)).toThrow();
  });
});
