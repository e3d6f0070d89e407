import { z } from "zod";
import { signedIn } from "../access";
import { defineCall } from "../call";
import { idSchema, imageRefSchema } from "../schemas";

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

export const oauthCalls = { initOauthRequest, acceptConsent, getAuthorizationCode };

/** The OAuth call family's names (spec 001 §4: its 401 opens the error page, not the sign-in popup). */
export const OAUTH_FAMILY_CALLS = [
  "initOauthRequest",
  "acceptConsent",
  "getAuthorizationCode",
] as const satisfies ReadonlyArray<keyof typeof oauthCalls>;
