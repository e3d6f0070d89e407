/// <reference path="../types/oidc-provider.d.ts" />
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/**
 * A real OpenID Connect provider for the tests (oidc-provider 8, certified), on 127.0.0.1 and a random
 * port, with its development login and consent pages: any account id signs in. Its accounts are the
 * ones the test gives (an address, verified or not).
 */
export interface TestAccount {
  email: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, TestAccount>;
  stop(): Promise<void>;
}

export async function startOidcTestProvider(redirectUris: string[]): Promise<OidcTestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map<string, TestAccount>();
  const clientId = "trezo-test";
  const clientSecret = "trezo-test-secret-of-at-least-32-characters";
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    async findAccount(_context, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified,
          given_name: account.givenName ?? "",
          family_name: account.familyName ?? "",
        }),
      };
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name"] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ["trezo-test-provider-cookie-key"] },
  });
  server.on("request", provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * What a browser does at the provider, without one: follows the authorization address, signs in as
 * `accountId` and consents on the development pages, and stops at the redirect back to `redirectUri`
 * (its address, with code, state and iss).
 */
export async function authorizeAs(
  authorizationUrl: string,
  accountId: string,
  redirectUri: string,
): Promise<URL> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  let url = authorizationUrl;
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(redirectUri)) return new URL(url);
    const response = await send(url);
    const location = response.headers.get("location");
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const page = await response.text();
    const action = /action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`The provider answered ${response.status} without a form`);
    const prompt = /name="login"/.test(page) ? "login" : "consent";
    const body = new URLSearchParams(
      prompt === "login" ? { prompt, login: accountId, password: "x" } : { prompt },
    );
    const submitted = await send(new URL(action, url).href, {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const next = submitted.headers.get("location");
    if (!next) throw new Error(`The provider's ${prompt} page answered ${submitted.status}`);
    url = new URL(next, url).href;
  }
  throw new Error("Too many redirects at the provider");
}
