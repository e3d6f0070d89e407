/**
 * The part of oidc-provider 8 (which ships no types, and whose @types package is not installed) that
 * features/oauth uses, typed from its documentation and source (lib/helpers/defaults.js, lib/models).
 */
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export type AdapterPayload = Record<string, unknown> & {
    grantId?: string;
    uid?: string;
    userCode?: string;
    consumed?: number;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface KoaContextLike {
    oidc: { client?: ClientInstance; params?: Record<string, unknown> };
    status: number;
    body: unknown;
    type: string;
    redirect(url: string): void;
  }

  export interface ClientInstance {
    clientId: string;
    clientName?: string;
    redirectUris: string[];
    scope?: string;
    grantTypeAllowed(type: string): boolean;
  }

  export interface ResourceServer {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: "opaque" | "jwt";
  }

  export interface Configuration {
    adapter?: new (model: string) => Adapter;
    clients?: Array<Record<string, unknown>>;
    clientDefaults?: Record<string, unknown>;
    cookies?: { keys?: string[]; long?: Record<string, unknown>; short?: Record<string, unknown> };
    jwks?: { keys: Array<Record<string, unknown>> };
    findAccount?: (
      ctx: KoaContextLike,
      sub: string,
    ) => Promise<
      | {
          accountId: string;
          claims: (
            use?: string,
            scope?: string,
          ) =>
            | Promise<{ sub: string } & Record<string, unknown>>
            | ({ sub: string } & Record<string, unknown>);
        }
      | undefined
    >;
    interactions?: {
      url?: (ctx: KoaContextLike, interaction: InteractionInstance) => string | Promise<string>;
    };
    features?: Record<string, Record<string, unknown>>;
    pkce?: { methods?: string[]; required?: (ctx: KoaContextLike, client: ClientInstance) => boolean };
    responseTypes?: string[];
    routes?: Record<string, string>;
    scopes?: string[];
    claims?: Record<string, string[] | null>;
    ttl?: Record<string, number | ((...args: never[]) => number)>;
    rotateRefreshToken?: boolean | ((ctx: KoaContextLike) => boolean);
    issueRefreshToken?: (ctx: KoaContextLike, client: ClientInstance, code: unknown) => Promise<boolean>;
    allowOmittingSingleRegisteredRedirectUri?: boolean;
    renderError?: (
      ctx: KoaContextLike,
      out: { error: string; error_description?: string },
      error: Error,
    ) => Promise<void>;
    extraClientMetadata?: { properties?: string[] };
    enabledJWA?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    loadExistingGrant?: (ctx: KoaContextLike) => Promise<GrantInstance | undefined>;
  }

  export interface InteractionInstance {
    uid: string;
    jti: string;
    exp: number;
    returnTo: string;
    params: Record<string, unknown>;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    session?: { accountId?: string };
    grantId?: string;
    result?: Record<string, unknown>;
    save(ttl: number): Promise<string>;
  }

  export interface GrantInstance {
    jti: string;
    accountId: string;
    clientId: string;
    exp?: number;
    addResourceScope(resource: string, scope: string): void;
    addOIDCScope(scope: string): void;
    getResourceScope(resource: string): string;
    save(ttl?: number): Promise<string>;
    destroy(): Promise<void>;
  }

  export interface TokenInstance {
    jti: string;
    accountId: string;
    clientId: string;
    grantId: string;
    scope?: string;
    aud?: string | string[];
    exp: number;
    isExpired: boolean;
    save(): Promise<string>;
  }

  export interface Provider {
    issuer: string;
    proxy: boolean;
    Interaction: { find(uid: string): Promise<InteractionInstance | undefined> };
    Grant: {
      new (properties: { accountId: string; clientId: string }): GrantInstance;
      find(id: string): Promise<GrantInstance | undefined>;
    };
    AccessToken: {
      new (properties: Record<string, unknown>): TokenInstance;
      find(value: string): Promise<TokenInstance | undefined>;
    };
    Client: { find(id: string): Promise<ClientInstance | undefined> };
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): void;
  }

  const Provider: { new (issuer: string, configuration: Configuration): Provider };
  export default Provider;
}
