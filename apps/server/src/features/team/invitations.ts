import type { PermissionMap } from "@trezo/domain";
import { type Locale, translate } from "@trezo/i18n";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../db/database";
import { companies, companyUsers, invitations } from "../../db/schema";
import { byKey, type CompanyRowKey } from "../../db/scoped";
import { DomainError } from "../../errors/domainError";
import type { Services } from "../../services";
import { hashToken, invalidTokenError, newSecretToken, TOKEN_LIFETIMES_MS } from "../session/oneTimeTokens";

export type InvitationRow = typeof invitations.$inferSelect;

/** Mails the invitation link for `token`. */
export async function mailInvitation(
  services: Services,
  invitation: { email: string; companyId: number },
  token: string,
  locale: Locale,
): Promise<void> {
  const [company] = await services.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, invitation.companyId));
  const link = `${services.config.publicUrl}/acceptInvite?token=${token}`;
  const params = { company: company?.name ?? "Trezo", link };
  await services.mailer.send({
    to: invitation.email,
    subject: translate("server.mail.invitationSubject", locale, params),
    text: translate("server.mail.invitationBody", locale, params),
  });
}

/** Creates an invitation and returns its id and the token to mail. */
export async function createInvitation(
  db: Database,
  values: {
    companyId: number;
    email: string;
    invitedBy: number;
    groupId: number | null;
    permissions: PermissionMap;
  },
): Promise<{ id: number; token: string }> {
  const { token, tokenHash } = newSecretToken();
  const [row] = await db
    .insert(invitations)
    .values({ ...values, tokenHash, expiresAt: new Date(Date.now() + TOKEN_LIFETIMES_MS.invitation) })
    .returning({ id: invitations.id });
  if (!row) throw new Error("invitation insert returned nothing");
  return { id: row.id, token };
}

/** The pending, unexpired invitation of a token, or 'invalid_token'. */
export async function pendingInvitation(db: Database, token: string): Promise<InvitationRow> {
  const [invitation] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.tokenHash, hashToken(token)),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    );
  if (!invitation) throw invalidTokenError();
  return invitation;
}

/** Adds the user to the invitation's company (keeping an existing membership) and marks it accepted. */
export async function acceptPendingInvitation(
  db: Database,
  invitation: InvitationRow,
  userId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(companyUsers)
      .values({
        companyId: invitation.companyId,
        userId,
        groupId: invitation.groupId,
        permissions: invitation.permissions,
      })
      .onConflictDoNothing();
    await tx.update(invitations).set({ acceptedAt: new Date() }).where(byKey(invitations, invitation));
  });
}

/** An invitation of this company not yet accepted, or 404. */
export async function unacceptedInvitation(db: Database, companyId: number, invitationId: number) {
  const [invitation] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.companyId, companyId)));
  if (!invitation || invitation.acceptedAt !== null)
    throw new DomainError("not_found", "not_found", { key: "server.notFound" });
  return invitation;
}

/** Gives an invitation a new token and a full lifetime again; returns the token to mail. */
export async function renewInvitationToken(db: Database, invitation: CompanyRowKey): Promise<string> {
  const { token, tokenHash } = newSecretToken();
  await db
    .update(invitations)
    .set({ tokenHash, expiresAt: new Date(Date.now() + TOKEN_LIFETIMES_MS.invitation) })
    .where(byKey(invitations, invitation));
  return token;
}
