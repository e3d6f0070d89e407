import { auditActor, recordAudit } from "../../audit/auditLog";
import { DomainError } from "../../errors/domainError";
import { type CallHandlers, mustAuth } from "../../http/registerContract";
import { clientSecretOf, loadOAuthKeys } from "./oauthKeys";
import { insertOAuthClient, listOAuthClients, type OAuthClientRow, revokeOAuthClient } from "./oauthQueries";

type OAuthClientHandlers = Pick<
  CallHandlers,
  "listOAuthClients" | "registerOAuthClient" | "revokeOAuthClient"
>;

function clientView(row: OAuthClientRow) {
  return {
    client_id: row.clientId,
    name: row.name,
    redirect_uris: row.redirectUris,
    scopes: row.scopes,
    is_public: row.isPublic,
    created_at: row.createdAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/**
 * The administrators' registry of OAuth clients in /admin (issue 23): the same operations as `npm run
 * admin -- oauth-client` (list, add, revoke), each audited with the SuperAdmin who did it.
 */
export const oauthClientHandlers: OAuthClientHandlers = {
  async listOAuthClients(context) {
    return { clients: (await listOAuthClients(context.services.db)).map(clientView) };
  },

  async registerOAuthClient(context) {
    const auth = mustAuth(context);
    const { services, input } = context;
    const client = await services.db.transaction(async (tx) => {
      const row = await insertOAuthClient(tx, {
        name: input.name,
        redirectUris: [...new Set(input.redirect_uris)],
        scopes: [...new Set(input.scopes)],
        isPublic: input.is_public,
        createdBy: `user:${auth.user.id}`,
      });
      await recordAudit(tx, {
        action: "oauth_client_registered",
        ...auditActor(auth, context.request),
        details: { clientId: row.clientId, name: row.name, scopes: row.scopes, source: "admin" },
      });
      return row;
    });
    const secret = client.isPublic
      ? null
      : clientSecretOf(await loadOAuthKeys(services.db), client.clientId, client.secretVersion);
    return { client: clientView(client), client_secret: secret };
  },

  async revokeOAuthClient(context) {
    const auth = mustAuth(context);
    const { services, input } = context;
    if (!(await revokeOAuthClient(services.db, input.client_id)))
      throw new DomainError("not_found", "oauth_client_not_found", { key: "server.notFound" });
    await recordAudit(services.db, {
      action: "oauth_client_revoked",
      ...auditActor(auth, context.request),
      details: { clientId: input.client_id, source: "admin" },
    });
    return { success: true as const };
  },
};
