import { isAuthHost } from "@trezo/domain";
import type { FastifyInstance } from "fastify";
import type { Provider } from "oidc-provider";
import type { ServerConfig } from "../../config";
import type { DatabaseHandle } from "../../db/database";
import { loadOAuthKeys, type OAuthKeys } from "./oauthKeys";
import { API_RESOURCE, CONSENT_PAGE, createOAuthProvider, parseAccountId } from "./oauthProvider";

/** What a live access token allows: one user, on one company, with the scopes granted. */
export interface OAuthTokenFacts {
  userId: number;
  companyId: number;
  clientId: string;
  scopes: string[];
  grantId: string;
  expiresAt: Date;
}

/** The OAuth provider of the authentication host, and what the contract layer asks of it. */
export interface OAuthService {
  provider: Provider;
  keys: OAuthKeys;
  /** The facts of a live access token for the API, else null (unknown, expired, revoked grant or client). */
  verifyAccessToken(token: string): Promise<OAuthTokenFacts | null>;
}

/**
 * The issuer: OAUTH_ISSUER, else the public address with `auth.` before its host (spec 000 §2: the auth
 * host's first label is `auth`), e.g. http://localhost:3000 → http://auth.localhost:3000.
 */
export function oauthIssuerOf(config: Pick<ServerConfig, "publicUrl" | "oauthIssuer">): string {
  if (config.oauthIssuer) return config.oauthIssuer;
  const url = new URL(config.publicUrl);
  if (!isAuthHost(url.hostname)) url.hostname = `auth.${url.hostname.replace(/^(www|app)\./, "")}`;
  return url.origin;
}

/** Opens the provider on the database (its keys generated once, shared by every instance). */
export async function createOAuthService(
  database: DatabaseHandle,
  config: Pick<ServerConfig, "publicUrl" | "oauthIssuer" | "trustProxy">,
): Promise<OAuthService> {
  const keys = await loadOAuthKeys(database.db);
  const provider = createOAuthProvider(oauthIssuerOf(config), database, keys);
  provider.proxy = config.trustProxy !== false;
  return {
    provider,
    keys,
    async verifyAccessToken(value) {
      if (!/^[A-Za-z0-9_-]{20,128}$/.test(value)) return null;
      const token = await provider.AccessToken.find(value);
      if (!token || token.isExpired) return null;
      const audience = Array.isArray(token.aud) ? token.aud : [token.aud];
      if (!audience.includes(API_RESOURCE)) return null;
      const account = parseAccountId(token.accountId);
      if (!account) return null;
      // A revoked grant (refresh token revoked, or reused after rotation) or client ends its tokens.
      const [grant, client] = await Promise.all([
        provider.Grant.find(token.grantId),
        provider.Client.find(token.clientId),
      ]);
      if (!grant || !client || grant.accountId !== token.accountId) return null;
      return {
        ...account,
        clientId: token.clientId,
        scopes: (token.scope ?? "").split(" ").filter(Boolean),
        grantId: token.grantId,
        expiresAt: new Date(token.exp * 1000),
      };
    },
  };
}

/** Whether a path is one of the provider's (the consent page itself is the web app's). */
function isProviderPath(url: string): boolean {
  const path = url.split("?")[0] ?? "";
  if (path.startsWith("/.well-known/")) return true;
  return path.startsWith("/oauth2/") && path !== CONSENT_PAGE && path !== `${CONSENT_PAGE}/`;
}

/**
 * Mounts the provider on the authentication host: its requests are handed to oidc-provider as they came
 * (before any body parsing); every other request goes on to the API and the web app.
 */
export function registerOAuthProvider(app: FastifyInstance, oauth: OAuthService): void {
  const callback = oauth.provider.callback();
  app.addHook("onRequest", async (request, reply) => {
    if (!isAuthHost(request.hostname) || !isProviderPath(request.url)) return;
    reply.hijack();
    await new Promise<void>((resolve) => {
      reply.raw.once("close", resolve);
      callback(request.raw, reply.raw);
    });
  });
}
