import { z } from "zod";
import { signedIn, superAdmin } from "../access";
import { defineCall } from "../call";
import { idSchema, imageRefSchema, successOutput } from "../schemas";

/**
 * OAuth (spec 001 §7.10: initOauthRequest, getAuthorizationCode, acceptConsent; issue 23): the consent
 * page of the authentication host. A partner's application sends the user to the provider's
 * authorization endpoint; the provider hands the request over to /oauth2/authorize?uid=…, where the
 * signed-in user chooses ONE company and grants the scopes asked. Our reading of the three calls:
 * initOauthRequest describes the request; acceptConsent grants it (or refuses); getAuthorizationCode goes
 * on with an earlier grant of the same application on the same company. Both answer where the browser
 * goes next: the provider, which sends the code (or the refusal) to the application's redirect URI.
 */

/** The provider's interaction id, from the consent page's address. */
const uidSchema = z.string().regex(/^[A-Za-z0-9_-]{10,64}$/);

export const oauthCompanySchema = z.object({
  id: idSchema,
  name: z.string(),
  /** The company's branding consent_icon (spec 000 §3), or its parent firm's; null: none. */
  consent_icon: imageRefSchema.nullable(),
  /** Whether this application already holds a grant on this company covering every scope asked. */
  consented: z.boolean(),
});

export const initOauthRequest = defineCall({
  method: "POST",
  path: "initOauthRequest",
  summary:
    "The authorization request waiting on the consent page: the application, the scopes asked, and the companies the user may grant.",
  input: z.object({ uid: uidSchema }),
  output: z.object({
    client: z.object({ id: z.string(), name: z.string() }),
    redirect_uri: z.string(),
    scopes: z.array(z.string()),
    companies: z.array(oauthCompanySchema),
  }),
  access: signedIn,
});

/** Where the browser goes next: the provider's resume address. */
const redirectOutput = z.object({ redirectTo: z.url() });

export const acceptConsent = defineCall({
  method: "POST",
  path: "acceptConsent",
  summary:
    "Grants the application the scopes asked on one company of the user (or refuses with refuse: true); answers where the browser goes next.",
  input: z.union([
    z.object({ uid: uidSchema, companyId: idSchema }).strict(),
    z.object({ uid: uidSchema, refuse: z.literal(true) }).strict(),
  ]),
  output: redirectOutput,
  access: signedIn,
  injectCompanyId: false,
});

export const getAuthorizationCode = defineCall({
  method: "POST",
  path: "getAuthorizationCode",
  summary:
    "Goes on with the application's earlier grant on this company (409 consent_required when it does not cover the scopes asked); answers where the browser goes next.",
  input: z.object({ uid: uidSchema, companyId: idSchema }),
  output: redirectOutput,
  access: signedIn,
  injectCompanyId: false,
});

/**
 * A redirect URI as OAuth 2.1 allows it: https, or http on the loopback address (native apps,
 * development); no fragment. The provider compares it exactly.
 */
export const oauthRedirectUriSchema = z.url().refine((value) => {
  const url = new URL(value);
  if (url.hash !== "") return false;
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
}, "An https address (http only on the loopback address), without #fragment");

/** A registered client application as the administrators see it (never its secret). */
export const oauthClientSchema = z.object({
  client_id: z.string(),
  name: z.string(),
  redirect_uris: z.array(z.string()),
  scopes: z.array(z.string()),
  is_public: z.boolean(),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
});
export type OAuthClient = z.infer<typeof oauthClientSchema>;

/** The client id the provider issued (`trezo-…`). */
const clientIdSchema = z.string().regex(/^trezo-[A-Za-z0-9_-]{8,40}$/);

export const listOAuthClients = defineCall({
  method: "GET",
  path: "admin/oauthClients",
  summary:
    "The OAuth client applications registered on the authentication host, revoked ones included (SuperAdmin).",
  input: z.object({}),
  output: z.object({ clients: z.array(oauthClientSchema) }),
  access: superAdmin,
});

export const registerOAuthClient = defineCall({
  method: "POST",
  path: "admin/oauthClients",
  summary:
    "Registers a partner's application (as `npm run admin -- oauth-client add`): its id, and for a confidential client its secret, in this answer only (SuperAdmin, audited).",
  input: z.object({
    name: z.string().trim().min(1).max(120),
    redirect_uris: z.array(oauthRedirectUriSchema).min(1).max(10),
    scopes: z
      .array(z.enum(["company:read", "company:write"]))
      .min(1)
      .max(2),
    is_public: z.boolean().default(false),
  }),
  output: z.object({ client: oauthClientSchema, client_secret: z.string().nullable() }),
  access: superAdmin,
});

export const revokeOAuthClient = defineCall({
  method: "POST",
  path: "admin/oauthClients/revoke",
  summary:
    "Revokes an application: it can no longer sign users in, and its grants and tokens are deleted (SuperAdmin, audited).",
  input: z.object({ client_id: clientIdSchema }),
  output: successOutput,
  access: superAdmin,
});

export const oauthCalls = {
  initOauthRequest,
  acceptConsent,
  getAuthorizationCode,
  listOAuthClients,
  registerOAuthClient,
  revokeOAuthClient,
};

/** The OAuth call family's names (spec 001 §4: its 401 opens the error page, not the sign-in popup). */
export const OAUTH_FAMILY_CALLS = [
  "initOauthRequest",
  "acceptConsent",
  "getAuthorizationCode",
] as const satisfies ReadonlyArray<keyof typeof oauthCalls>;
