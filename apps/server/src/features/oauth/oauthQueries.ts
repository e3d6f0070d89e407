import { randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Authenticated } from "../../auth/authenticate";
import { resolveMembershipAccesses } from "../../auth/requestAccess";
import type { Database } from "../../db/database";
import { brandings } from "../../db/schema";
import { oauthClients, oauthModels } from "../../db/tables/oauth";

/** A company the user may grant, with its consent icon (its own branding's, else its parent firm's). */
export interface ConsentCompany {
  id: number;
  name: string;
  consentIcon: string | null;
}

/** The active companies the user reaches through a membership (owner or active member), by name. */
export async function companiesForConsent(db: Database, auth: Authenticated): Promise<ConsentCompany[]> {
  const accesses = (await resolveMembershipAccesses(db, auth)).filter((access) => access.company.isActive);
  if (accesses.length === 0) return [];
  const ids = new Set<number>();
  for (const { company } of accesses) {
    ids.add(company.id);
    if (company.parentId !== null) ids.add(company.parentId);
  }
  const icons = new Map(
    (
      await db
        .select({ companyId: brandings.companyId, consentIcon: brandings.consentIcon })
        .from(brandings)
        .where(inArray(brandings.companyId, [...ids]))
    ).map((row) => [row.companyId, row.consentIcon]),
  );
  return accesses
    .map(({ company }) => ({
      id: company.id,
      name: company.name,
      consentIcon:
        icons.get(company.id) ?? (company.parentId === null ? null : (icons.get(company.parentId) ?? null)),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, "fr"));
}

/** The ids of the live grants of a client to accounts (user on a company), newest first. */
export async function liveGrantIds(db: Database, clientId: string, accountIds: string[]) {
  if (accountIds.length === 0) return [];
  return db
    .select({ id: oauthModels.id, accountId: sql<string>`${oauthModels.payload}->>'accountId'` })
    .from(oauthModels)
    .where(
      and(
        eq(oauthModels.model, "Grant"),
        sql`${oauthModels.payload}->>'clientId' = ${clientId}`,
        inArray(sql`${oauthModels.payload}->>'accountId'`, accountIds),
        or(isNull(oauthModels.expiresAt), gt(oauthModels.expiresAt, sql`now()`)),
      ),
    )
    .orderBy(sql`${oauthModels.expiresAt} desc nulls first`);
}

/** A registered client, as the administrators' command lists it. */
export type OAuthClientRow = typeof oauthClients.$inferSelect;

/** What registering a client needs. */
export interface NewOAuthClient {
  name: string;
  redirectUris: string[];
  scopes: string[];
  isPublic: boolean;
  createdBy: string;
}

/** Registers a client under a new random id; its secret (when not public) derives from the id and version. */
export async function insertOAuthClient(db: Database, client: NewOAuthClient): Promise<OAuthClientRow> {
  const [row] = await db
    .insert(oauthClients)
    .values({
      clientId: `trezo-${randomBytes(12).toString("base64url")}`,
      secretVersion: randomBytes(8).toString("base64url"),
      ...client,
    })
    .returning();
  if (!row) throw new Error("The client was not stored");
  return row;
}

/** Every registered client, revoked ones included, oldest first. */
export function listOAuthClients(db: Database): Promise<OAuthClientRow[]> {
  return db.select().from(oauthClients).orderBy(oauthClients.createdAt);
}

/**
 * Revokes a client: it can no longer authenticate or authorize, and every grant, code and token it holds
 * is deleted. False when no live client has this id.
 */
export async function revokeOAuthClient(db: Database, clientId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(oauthClients)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(oauthClients.clientId, clientId), isNull(oauthClients.revokedAt)))
      .returning({ clientId: oauthClients.clientId });
    if (revoked.length === 0) return false;
    await tx.delete(oauthModels).where(sql`${oauthModels.payload}->>'clientId' = ${clientId}`);
    return true;
  });
}

/** A new secret for a client (a new version): the old one stops working at once. */
export async function rotateOAuthClientSecret(
  db: Database,
  clientId: string,
): Promise<OAuthClientRow | null> {
  const [row] = await db
    .update(oauthClients)
    .set({ secretVersion: randomBytes(8).toString("base64url") })
    .where(and(eq(oauthClients.clientId, clientId), isNull(oauthClients.revokedAt)))
    .returning();
  return row ?? null;
}

/** Deletes the provider's expired rows (interactions, codes, tokens, sessions, grants): the nightly clean-up. */
export async function deleteExpiredOAuthModels(db: Database): Promise<void> {
  await db.delete(oauthModels).where(lt(oauthModels.expiresAt, sql`now()`));
}
