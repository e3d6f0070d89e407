import { randomBytes } from "node:crypto";
import { normaliseEmail } from "@trezo/domain";
import { and, eq, inArray, isNotNull, ne } from "drizzle-orm";
import { recordAudit } from "../../audit/auditLog";
import { hashPassword } from "../../auth/passwords";
import type { Database } from "../../db/database";
import { users } from "../../db/schema";

/**
 * The support administrators (role SuperAdmin, spec 000 §1). Nobody becomes one through the public API:
 * only the operators' command line (src/cli/admin.ts) and the SUPERADMIN_EMAILS setting promote.
 */

/** Where a promotion or demotion came from, as the audit log says it. */
export type RoleChangeSource = "cli" | "environment";

export interface SuperAdminRow {
  id: number;
  email: string;
  isActive: boolean;
  createdAt: Date;
}

/** Sets a user's role and records it; false when there is no such user. */
async function setRole(
  db: Database,
  email: string,
  role: "SuperAdmin" | "User",
  source: RoleChangeSource,
): Promise<"changed" | "unchanged" | "notFound"> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(eq(users.email, normaliseEmail(email)));
    if (!user) return "notFound";
    if (user.role === role) return "unchanged";
    await tx.update(users).set({ role }).where(eq(users.id, user.id));
    await recordAudit(tx, {
      action: role === "SuperAdmin" ? "superadmin_promoted" : "superadmin_demoted",
      subjectUserId: user.id,
      details: { source },
    });
    return "changed";
  });
}

/** Makes an existing user a SuperAdmin (audited). */
export function promoteToSuperAdmin(db: Database, email: string, source: RoleChangeSource) {
  return setRole(db, email, "SuperAdmin", source);
}

/** Makes a SuperAdmin an ordinary user again (audited). */
export function demoteSuperAdmin(db: Database, email: string, source: RoleChangeSource) {
  return setRole(db, email, "User", source);
}

/**
 * Creates a SuperAdmin account for `email` with a generated password (returned once, for the operator to
 * hand over and the administrator to change), or promotes the account that already has that address.
 */
export async function createSuperAdmin(
  db: Database,
  email: string,
): Promise<{ kind: "created"; password: string } | { kind: "promoted" | "unchanged" }> {
  const address = normaliseEmail(email);
  const password = randomBytes(18).toString("base64url");
  const passwordHash = await hashPassword(password);
  const created = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: address, passwordHash, role: "SuperAdmin", emailConfirmedAt: new Date() })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (user) {
      await recordAudit(tx, {
        action: "superadmin_promoted",
        subjectUserId: user.id,
        details: { source: "cli", created: true },
      });
    }
    return user !== undefined;
  });
  if (created) return { kind: "created", password };
  const outcome = await promoteToSuperAdmin(db, address, "cli");
  return { kind: outcome === "changed" ? "promoted" : "unchanged" };
}

/** Every SuperAdmin, oldest first. */
export function listSuperAdmins(db: Database): Promise<SuperAdminRow[]> {
  return db
    .select({ id: users.id, email: users.email, isActive: users.isActive, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.role, "SuperAdmin"))
    .orderBy(users.id);
}

/**
 * SUPERADMIN_EMAILS: the accounts of these addresses whose address is proven (confirmed, or joined by
 * an invitation) become SuperAdmins, each promotion audited. Run at start for existing users, and when
 * an account's address becomes proven. An unconfirmed account never does: anyone can sign up with an
 * address they do not own.
 */
export async function applySuperAdminEmails(
  db: Database,
  emails: readonly string[],
  onlyUserId?: number,
): Promise<number> {
  if (emails.length === 0) return 0;
  const candidates = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        inArray(users.email, emails.map(normaliseEmail)),
        ne(users.role, "SuperAdmin"),
        isNotNull(users.emailConfirmedAt),
        onlyUserId === undefined ? undefined : eq(users.id, onlyUserId),
      ),
    );
  let promoted = 0;
  for (const candidate of candidates) {
    if ((await promoteToSuperAdmin(db, candidate.email, "environment")) === "changed") promoted += 1;
  }
  return promoted;
}
