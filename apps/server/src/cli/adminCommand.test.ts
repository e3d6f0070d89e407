import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../auth/passwords";
import { openDatabase } from "../db/database";
import { auditLog, users } from "../db/schema";
import { uniqueEmail } from "../testing/apiTestClient";
import { migratedDatabaseForTests } from "../testing/migratedDatabase";
import { removeDataDir } from "../testing/testServer";
import { runAdminCommand } from "./adminCommand";

const database = migratedDatabaseForTests("trezo-admin-cli-");

async function userOf(email: string) {
  const [user] = await database().db.select().from(users).where(eq(users.email, email));
  return user;
}

async function auditOf(userId: number) {
  return database()
    .db.select({ action: auditLog.action, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.subjectUserId, userId))
    .orderBy(auditLog.id);
}

describe("npm run admin commands", () => {
  it("creates a SuperAdmin with a working password, then lists, demotes and promotes it, each audited", async () => {
    const email = uniqueEmail("first-admin");
    const created = await runAdminCommand(database().db, ["create-superadmin", email.toUpperCase()]);
    expect(created.code).toBe(0);
    const password = created.lines[1]?.trim() ?? "";
    expect(password.length).toBeGreaterThanOrEqual(20);
    const user = await userOf(email);
    expect(user).toMatchObject({ role: "SuperAdmin", isActive: true });
    expect(user?.emailConfirmedAt).not.toBeNull();
    expect(await verifyPassword(user?.passwordHash ?? "", password)).toBe(true);

    const listed = await runAdminCommand(database().db, ["list"]);
    expect(listed.lines.some((line) => line.includes(email))).toBe(true);

    expect(await runAdminCommand(database().db, ["demote", email])).toMatchObject({
      code: 0,
      lines: [`${email} is now an ordinary user.`],
    });
    expect((await userOf(email))?.role).toBe("User");
    expect((await runAdminCommand(database().db, ["list"])).lines.some((line) => line.includes(email))).toBe(
      false,
    );
    expect(await runAdminCommand(database().db, ["demote", email])).toMatchObject({
      lines: [`${email} is already an ordinary user.`],
    });
    expect(await runAdminCommand(database().db, ["promote", email])).toMatchObject({
      code: 0,
      lines: [`${email} is now a SuperAdmin.`],
    });
    // create-superadmin on an existing account promotes it, without touching its password.
    await runAdminCommand(database().db, ["demote", email]);
    expect(await runAdminCommand(database().db, ["create-superadmin", email])).toMatchObject({
      code: 0,
      lines: [`${email} already had an account: it is now a SuperAdmin.`],
    });
    expect((await userOf(email))?.passwordHash).toBe(user?.passwordHash);

    const audit = await auditOf(user?.id ?? 0);
    expect(audit).toEqual([
      { action: "superadmin_promoted", details: { source: "cli", created: true } },
      { action: "superadmin_demoted", details: { source: "cli" } },
      { action: "superadmin_promoted", details: { source: "cli" } },
      { action: "superadmin_demoted", details: { source: "cli" } },
      { action: "superadmin_promoted", details: { source: "cli" } },
    ]);
  });

  it("refuses unknown accounts, bad addresses and unknown commands without changing anything", async () => {
    const ghost = uniqueEmail("ghost");
    expect(await runAdminCommand(database().db, ["promote", ghost])).toMatchObject({ code: 1 });
    expect(await userOf(ghost)).toBeUndefined();
    expect(await runAdminCommand(database().db, ["promote", "not-an-address"])).toMatchObject({ code: 2 });
    expect((await runAdminCommand(database().db, ["delete-everything", ghost])).lines[0]).toContain("Usage");
    expect((await runAdminCommand(database().db, [])).code).toBe(2);
    expect((await runAdminCommand(database().db, ["promote"])).code).toBe(2);
  });
});

/** The environment without DATABASE_URL: the process then opens the embedded database of DATA_DIR. */
function withoutDatabaseUrl(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  return rest;
}

describe("the admin command line as a process", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "trezo-admin-process-"));
  afterAll(() => removeDataDir(dataDir));

  it("migrates a fresh data folder and creates the first SuperAdmin in it", async () => {
    const email = uniqueEmail("fresh-install");
    const run = promisify(execFile);
    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", new URL("./admin.ts", import.meta.url).pathname, "create-superadmin", email],
      // Always the embedded database of this fresh folder, even when the suite runs on PostgreSQL.
      { env: { ...withoutDatabaseUrl(), DATA_DIR: dataDir }, timeout: 60_000 },
    );
    expect(stdout).toContain(`SuperAdmin ${email} created`);
    const opened = await openDatabase({ dataDir });
    try {
      const rows = await opened.db
        .select({ role: users.role })
        .from(users)
        .where(and(eq(users.email, email), eq(users.role, "SuperAdmin")));
      expect(rows).toHaveLength(1);
    } finally {
      await opened.close();
    }
  }, 90_000);
});
