/// <reference path="../../types/oidc-provider.d.ts" />
import { OAUTH_SCOPES } from "@trezo/api";
import Provider, { type KoaContextLike, type Provider as OidcProvider } from "oidc-provider";
import type { DatabaseHandle } from "../../db/database";
import { databaseAdapter, OFFLINE_ACCESS } from "./oauthAdapter";
import type { OAuthKeys } from "./oauthKeys";

/** The resource server of every access token: the contract's API (/api/v2). */
export const API_RESOURCE = "urn:trezo:api";

/** The provider's endpoints on the authentication host. /oauth2/authorize is the web app's consent page. */
export const OAUTH_ROUTES = {
  authorization: "/oauth2/auth",
  token: "/oauth2/token",
  revocation: "/oauth2/revoke",
  introspection: "/oauth2/introspect",
  jwks: "/oauth2/jwks",
  end_session: "/oauth2/logout",
  userinfo: "/oauth2/me",
} as const;

/** The consent page of the web app (spec 000 §2, auth host) where an interaction continues. */
export const CONSENT_PAGE = "/oauth2/authorize";
/** The auth host's error page: protocol errors the provider cannot send back to a client land there. */
export const ERROR_PAGE = "/error";

/** Lifetimes, in seconds: short access tokens, refresh tokens that rotate on each use. */
export const OAUTH_TTL = {
  AccessToken: 3600,
  AuthorizationCode: 60,
  RefreshToken: 30 * 24 * 3600,
  Grant: 365 * 24 * 3600,
  Interaction: 30 * 60,
  Session: 24 * 3600,
  IdToken: 3600,
} as const;

/**
 * An account of the provider is a user on ONE company: `<userId>.<companyId>`, so that every grant, code
 * and token issued under it is limited to that company.
 */
export function accountIdOf(userId: number, companyId: number): string {
  return `${userId}.${companyId}`;
}

/** The user and company of an account id, or null when it is not one of ours. */
export function parseAccountId(accountId: string): { userId: number; companyId: number } | null {
  const match = /^([1-9]\d{0,9})\.([1-9]\d{0,9})$/.exec(accountId);
  if (!match) return null;
  return { userId: Number(match[1]), companyId: Number(match[2]) };
}

/** The authorization server on the authentication host: oidc-provider configured for OAuth 2.1. */
export function createOAuthProvider(issuer: string, database: DatabaseHandle, keys: OAuthKeys): OidcProvider {
  const provider = new Provider(issuer, {
    adapter: databaseAdapter(database, keys),
    // Clients come from the adapter (oauth_clients): no static ones, no dynamic registration.
    clients: [],
    // The provider's one signing key is ES256 (oauthKeys.ts).
    clientDefaults: { id_token_signed_response_alg: "ES256" },
    cookies: { keys: keys.cookieKeys },
    jwks: { keys: [keys.signingJwk] },
    routes: { ...OAUTH_ROUTES },
    responseTypes: ["code"],
    // OAuth 2.1: PKCE on every authorization request, S256 only.
    pkce: { methods: ["S256"], required: () => true },
    // Exact redirect URIs, always sent.
    allowOmittingSingleRegisteredRedirectUri: false,
    // The company scopes are registered here too: a client's allowed scopes are checked against this list.
    scopes: ["openid", OFFLINE_ACCESS, ...OAUTH_SCOPES],
    claims: { openid: ["sub"] },
    findAccount: async (_ctx, sub) =>
      parseAccountId(sub) ? { accountId: sub, claims: async () => ({ sub }) } : undefined,
    interactions: {
      url: (_ctx, interaction) => `${CONSENT_PAGE}?uid=${encodeURIComponent(interaction.uid)}`,
    },
    features: {
      devInteractions: { enabled: false },
      introspection: { enabled: true },
      revocation: { enabled: true },
      userinfo: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => API_RESOURCE,
        useGrantedResource: async () => true,
        getResourceServerInfo: async () => ({
          scope: OAUTH_SCOPES.join(" "),
          audience: API_RESOURCE,
          accessTokenTTL: OAUTH_TTL.AccessToken,
          accessTokenFormat: "opaque",
        }),
      },
    },
    ttl: { ...OAUTH_TTL },
    // A refresh token to every client allowed the grant, rotated on every use (the used one is refused).
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    rotateRefreshToken: true,
    renderError: async (ctx: KoaContextLike, out) => {
      ctx.redirect(`${ERROR_PAGE}?error=${encodeURIComponent(out.error)}`);
    },
  });
  return provider;
}
