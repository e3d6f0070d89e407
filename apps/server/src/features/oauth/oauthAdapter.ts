/// <reference path="../../types/oidc-provider.d.ts" />
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Adapter, AdapterPayload } from "oidc-provider";
import type { DatabaseHandle } from "../../db/database";
import { oauthClients, oauthModels } from "../../db/tables/oauth";
import { clientSecretOf, type OAuthKeys } from "./oauthKeys";

/** The scope every client may ask for besides its company scopes: refresh tokens. */
export const OFFLINE_ACCESS = "offline_access";

/**
 * Runs adapter work on the database: inside a handler's exclusive work (PGlite) as it is, else under the
 * lock, so that the provider's queries never run inside another request's transaction.
 */
function runner(database: DatabaseHandle) {
  return <T>(work: () => Promise<T>): Promise<T> =>
    database.holdsExclusive() ? work() : database.exclusive(work);
}

/** A registered client as oidc-provider reads it (its metadata), or undefined when unknown or revoked. */
async function findClient(database: DatabaseHandle, keys: OAuthKeys, clientId: string) {
  const [client] = await database.db
    .select()
    .from(oauthClients)
    .where(and(eq(oauthClients.clientId, clientId), isNull(oauthClients.revokedAt)));
  if (!client) return undefined;
  return {
    client_id: client.clientId,
    client_name: client.name,
    redirect_uris: client.redirectUris,
    scope: [...client.scopes, OFFLINE_ACCESS].join(" "),
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
    ...(client.isPublic
      ? { token_endpoint_auth_method: "none" }
      : {
          token_endpoint_auth_method: "client_secret_basic",
          client_secret: clientSecretOf(keys, client.clientId, client.secretVersion),
        }),
  };
}

/**
 * oidc-provider's adapter on the database (table oauth_models; clients from oauth_clients): every
 * instance on one PostgreSQL sees the same interactions, grants and tokens, and nothing lives in memory.
 * Expired rows are never returned, and the nightly clean-up may delete them.
 */
export function databaseAdapter(database: DatabaseHandle, keys: OAuthKeys) {
  const run = runner(database);
  const { db } = database;
  const alive = or(isNull(oauthModels.expiresAt), gt(oauthModels.expiresAt, sql`now()`));

  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        payload,
        grantId: typeof payload.grantId === "string" ? payload.grantId : null,
        uid: typeof payload.uid === "string" ? payload.uid : null,
        userCode: typeof payload.userCode === "string" ? payload.userCode : null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await run(() =>
        db
          .insert(oauthModels)
          .values({ model: this.model, id, ...row })
          .onConflictDoUpdate({ target: [oauthModels.model, oauthModels.id], set: row }),
      );
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (this.model === "Client") return run(() => findClient(database, keys, id));
      return this.findWhere(eq(oauthModels.id, id));
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oauthModels.uid, uid));
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oauthModels.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await run(() =>
        db
          .update(oauthModels)
          .set({
            consumedAt: sql`now()`,
            payload: sql`${oauthModels.payload} || jsonb_build_object('consumed', extract(epoch from now())::bigint)`,
          })
          .where(and(eq(oauthModels.model, this.model), eq(oauthModels.id, id))),
      );
    }

    async destroy(id: string): Promise<void> {
      await run(() =>
        db.delete(oauthModels).where(and(eq(oauthModels.model, this.model), eq(oauthModels.id, id))),
      );
    }

    /** Revoking a grant ends every code and token issued under it, whatever their model. */
    async revokeByGrantId(grantId: string): Promise<void> {
      await run(() => db.delete(oauthModels).where(eq(oauthModels.grantId, grantId)));
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await run(() =>
        db
          .select({ payload: oauthModels.payload })
          .from(oauthModels)
          .where(and(eq(oauthModels.model, this.model), condition, alive)),
      );
      return row?.payload;
    }
  };
}
