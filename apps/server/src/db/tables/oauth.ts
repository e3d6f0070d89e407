import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "../schema";

/**
 * The OAuth 2.1 provider of the authentication host (features/oauth): its registered client applications,
 * and the state of the protocol (interactions, sessions, grants, codes, tokens) that oidc-provider keeps
 * through its adapter, so that every server instance on one PostgreSQL shares it (nothing in memory).
 */

/**
 * The applications an administrator registered (`npm run admin -- oauth-client add`). Their secret is
 * not stored: it is derived from the client id and the installation's client-secret key (oauthKeys.ts),
 * and `secret_version` changes it.
 */
export const oauthClients = pgTable("oauth_clients", {
  clientId: text("client_id").primaryKey(),
  name: text("name").notNull(),
  /** Exact redirect URIs: the provider compares them as strings. */
  redirectUris: jsonb("redirect_uris").$type<string[]>().notNull(),
  /** The scopes the client may ask for (space-separated in the protocol). */
  scopes: jsonb("scopes").$type<string[]>().notNull(),
  /** A public client (an app on a device) has no secret and authenticates with PKCE alone. */
  isPublic: boolean("is_public").notNull().default(false),
  secretVersion: text("secret_version").notNull(),
  createdBy: text("created_by").notNull(),
  createdAt: createdAt(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});

/**
 * oidc-provider's models (Interaction, Session, Grant, AuthorizationCode, AccessToken, RefreshToken...),
 * one row each keyed by model and id, with the columns its adapter looks them up by.
 */
export const oauthModels = pgTable(
  "oauth_models",
  {
    model: text("model").notNull(),
    id: text("id").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    grantId: text("grant_id"),
    uid: text("uid"),
    userCode: text("user_code"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index("oauth_models_grant_idx").on(table.grantId),
    index("oauth_models_uid_idx").on(table.uid),
    index("oauth_models_expires_idx").on(table.expiresAt),
  ],
);
