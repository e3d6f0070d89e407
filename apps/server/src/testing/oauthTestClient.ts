import { createHash, randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import { clientSecretOf } from "../features/oauth/oauthKeys";
import { API_RESOURCE, accountIdOf, OAUTH_TTL } from "../features/oauth/oauthProvider";
import { insertOAuthClient } from "../features/oauth/oauthQueries";
import type { RunningServer } from "../server";

/** A registered OAuth client for tests, with its secret (null for a public client). */
export interface TestOAuthClient {
  clientId: string;
  secret: string | null;
  redirectUri: string;
}

/** Registers a client straight in the database, as `npm run admin -- oauth-client add` does. */
export async function registerTestOAuthClient(
  server: RunningServer,
  options: { scopes?: string[]; redirectUri?: string; isPublic?: boolean; name?: string } = {},
): Promise<TestOAuthClient> {
  const redirectUri = options.redirectUri ?? "https://partner.example/callback";
  const client = await insertOAuthClient(server.services.db, {
    name: options.name ?? "Partenaire Test",
    redirectUris: [redirectUri],
    scopes: options.scopes ?? ["company:read", "company:write"],
    isPublic: options.isPublic ?? false,
    createdBy: "test",
  });
  return {
    clientId: client.clientId,
    secret: client.isPublic
      ? null
      : clientSecretOf(server.services.oauth.keys, client.clientId, client.secretVersion),
    redirectUri,
  };
}

/**
 * An access token of `userId` on `companyId` with these scopes, minted through the provider's own models
 * (a grant and a token, as the token endpoint stores them), for tests that need many tokens: the
 * authorization matrix. The full protocol is tested in features/oauth/oauth.test.ts.
 */
export async function issueTestOAuthToken(
  server: RunningServer,
  client: TestOAuthClient,
  options: { userId: number; companyId: number; scopes: string[] },
): Promise<string> {
  const { provider } = server.services.oauth;
  const accountId = accountIdOf(options.userId, options.companyId);
  const grant = new provider.Grant({ accountId, clientId: client.clientId });
  grant.addResourceScope(API_RESOURCE, options.scopes.join(" "));
  grant.addOIDCScope(options.scopes.join(" "));
  const grantId = await grant.save();
  const token = new provider.AccessToken({
    accountId,
    clientId: client.clientId,
    grantId,
    scope: options.scopes.join(" "),
    aud: API_RESOURCE,
    expiresIn: OAUTH_TTL.AccessToken,
    gty: "authorization_code",
  });
  return token.save();
}

/** A PKCE pair (RFC 7636, S256). */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

/** What the auth host answered. */
export interface AuthHostResponse {
  status: number;
  location: string | undefined;
  setCookies: string[];
  body: string;
}

/**
 * One HTTP request to the server as the authentication host (`auth.localhost:<port>`: the Host header
 * names it, the socket goes to 127.0.0.1), redirects not followed.
 */
export function authHostRequest(
  server: { url: string },
  path: string,
  options: {
    method?: "GET" | "POST";
    form?: Record<string, string>;
    headers?: Record<string, string>;
    cookies?: string[];
  } = {},
): Promise<AuthHostResponse> {
  const base = new URL(server.url);
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        path,
        method: options.method ?? "GET",
        headers: {
          host: `auth.localhost:${base.port}`,
          ...(body === undefined
            ? {}
            : {
                "content-type": "application/x-www-form-urlencoded",
                "content-length": Buffer.byteLength(body),
              }),
          ...(options.cookies && options.cookies.length > 0 ? { cookie: options.cookies.join("; ") } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            setCookies: (response.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0] ?? ""),
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    request.on("error", reject);
    if (body !== undefined) request.write(body);
    request.end();
  });
}

/** The path and query of a URL on the auth host. */
export function pathOf(url: string): string {
  const parsed = new URL(url, "http://auth.localhost");
  return `${parsed.pathname}${parsed.search}`;
}
