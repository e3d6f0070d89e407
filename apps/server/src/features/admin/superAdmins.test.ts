import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "../../db/schema";
import { callApi, createTestUser, tokenFromMail, uniqueEmail } from "../../testing/apiTestClient";
import { startTestServer, stopTestServer, type TestServer } from "../../testing/testServer";

let server: TestServer;
const namedAtStart = uniqueEmail("env-admin");
const namedAtSignUp = uniqueEmail("env-signup");

async function roleOf(email: string) {
  const [user] = await server.services.db.select().from(users).where(eq(users.email, email));
  return user?.role;
}

beforeAll(async () => {
  // A first server creates the account, a second one starts with SUPERADMIN_EMAILS naming it.
  const first = await startTestServer();
  await createTestUser(first, { emailPrefix: "unused" });
  const [created] = await first.services.db
    .insert(users)
    .values({ email: namedAtStart, emailConfirmedAt: new Date() })
    .returning();
  expect(created?.role).toBe("User");
  await first.stop();
  server = await startTestServer({
    dataDir: first.dataDir,
    superAdminEmails: [namedAtStart, namedAtSignUp],
  });
});
afterAll(() => stopTestServer(server));

describe("SUPERADMIN_EMAILS", () => {
  it("promotes the named accounts at start, audited with its source", async () => {
    expect(await roleOf(namedAtStart)).toBe("SuperAdmin");
    const [user] = await server.services.db.select().from(users).where(eq(users.email, namedAtStart));
    const audit = await server.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectUserId, user?.id ?? 0));
    expect(audit).toMatchObject([{ action: "superadmin_promoted", details: { source: "environment" } }]);
  });

  it("promotes a named address once it is confirmed, never before", async () => {
    const signUp = await callApi(server, "signUp", { email: namedAtSignUp, password: "a-long-passphrase" });
    expect(signUp.status).toBe(200);
    expect(await roleOf(namedAtSignUp)).toBe("User");
    const token = tokenFromMail(server.dataDir, namedAtSignUp, "emailConfirmationToken");
    expect((await callApi(server, "confirmEmail", { emailConfirmationToken: token })).status).toBe(200);
    expect(await roleOf(namedAtSignUp)).toBe("SuperAdmin");
  });
});

describe("the public API", () => {
  it("never makes a SuperAdmin, whatever a sign-up or a profile update sends", async () => {
    const email = uniqueEmail("wannabe");
    await callApi(server, "signUp", {
      email,
      password: "a-long-passphrase",
      role: "SuperAdmin",
      is_superadmin: true,
    });
    const token = tokenFromMail(server.dataDir, email, "emailConfirmationToken");
    const confirmed = await callApi(server, "confirmEmail", { emailConfirmationToken: token });
    expect(confirmed.status).toBe(200);
    expect(await roleOf(email)).toBe("User");
    const updated = await callApi(
      server,
      "updateUserProfile",
      { profile: { firstName: "Eve", role: "SuperAdmin" }, role: "SuperAdmin" },
      { token: String(confirmed.body.token) },
    );
    expect(updated).toMatchObject({ status: 200, body: { role: "User" } });
    expect(await roleOf(email)).toBe("User");
    // An administrator's own calls do not make one either: only the command line and the setting do.
    const user = await createTestUser(server);
    const admin = await createTestUser(server, { role: "SuperAdmin" });
    await callApi(
      server,
      "setUserActiveState",
      { userId: user.id, isActive: true, role: "SuperAdmin" },
      {
        token: admin.token,
      },
    );
    const [row] = await server.services.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe("User");
  });
});
