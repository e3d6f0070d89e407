import * as client from "openid-client";
import type { OidcProviderSettings } from "../../config";

/**
 * The relying party of "sign in with Google" and of any OpenID Connect provider (issue 23), through
 * openid-client (certified): discovery of the issuer's metadata, the authorization code flow with
 * PKCE (S256), state and nonce, and the ID token's checks (signature, issuer, audience, expiry, nonce).
 * An `http:` issuer is allowed only for a local provider (the tests' oidc-provider).
 */

const configurations = new Map<string, Promise<client.Configuration>>();

function isLocal(issuer: URL): boolean {
  return issuer.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(issuer.hostname);
}

/** The provider's configuration, discovered once per process (again after a failure). */
export function configurationOf(provider: OidcProviderSettings): Promise<client.Configuration> {
  const key = `${provider.issuer}\n${provider.clientId}`;
  let found = configurations.get(key);
  if (!found) {
    const issuer = new URL(provider.issuer);
    found = client.discovery(
      issuer,
      provider.clientId,
      provider.clientSecret,
      undefined,
      isLocal(issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    found.catch(() => configurations.delete(key));
    configurations.set(key, found);
  }
  return found;
}

/** What a sign-in needs kept until the browser comes back: the state, the nonce and the PKCE verifier. */
export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export async function authorizationRequest(
  provider: OidcProviderSettings,
  redirectUri: string,
): Promise<AuthorizationRequest> {
  const configuration = await configurationOf(provider);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: "openid email profile",
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
    ...(provider.id === "google" ? { prompt: "select_account" } : {}),
  });
  return { url: url.href, state, nonce, codeVerifier };
}

/** Who the provider says signed in. */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * Exchanges the code the browser brought back (with the expected state, nonce and PKCE verifier) and
 * reads the ID token's claims; the userinfo endpoint is asked when the ID token carries no address.
 */
export async function redeemCode(
  provider: OidcProviderSettings,
  callbackUrl: URL,
  expected: { state: string; nonce: string; codeVerifier: string },
): Promise<ProviderIdentity> {
  const configuration = await configurationOf(provider);
  const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: expected.codeVerifier,
    expectedState: expected.state,
    expectedNonce: expected.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error("No ID token");
  let source: Record<string, unknown> = claims;
  if (typeof claims.email !== "string") {
    source = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
  }
  return {
    subject: claims.sub,
    email: typeof source.email === "string" ? source.email : null,
    emailVerified: source.email_verified === true,
    givenName: text(source.given_name),
    familyName: text(source.family_name),
  };
}
