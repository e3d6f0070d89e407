import { z } from "zod";
import { anyone, manageCompany, signedIn } from "../access";
import { defineCall } from "../call";
import { companyInput, emptyInput } from "../schemas";
import { firstFactorOutput, sessionOutput } from "./session";

/**
 * The second factor (issue 23): an authenticator app (TOTP) and recovery codes (spec 001 §7.7 getPuk /
 * checkPuk, our reading: getPuk issues the recovery codes, checkPuk signs in with one); and sign-in with
 * Google or any OpenID Connect provider (googleSignin, googleSignup, getGoogleAuthURL).
 */

const challengeSchema = z.string().min(16).max(512);
const codeSchema = z.string().trim().min(6).max(12);
const recoveryCodeSchema = z.string().trim().min(8).max(32);
const recoveryCodesOutput = z.object({ recovery_codes: z.array(z.string()) });

export const getMfaStatus = defineCall({
  method: "POST",
  path: "getMfaStatus",
  summary:
    "The signed-in user's second factor: whether it is on, whether the policy requires it, and how many recovery codes are left.",
  input: emptyInput,
  output: z.object({
    enabled: z.boolean(),
    required: z.boolean(),
    recovery_codes_left: z.number().int().min(0),
  }),
  access: signedIn,
});

export const startTotpEnrolment = defineCall({
  method: "POST",
  path: "startTotpEnrolment",
  summary:
    "A new authenticator secret, shown once (text, otpauth address and QR code), for the signed-in user or with the challenge of a sign-in whose policy requires a second factor.",
  input: z.object({ challenge: challengeSchema.optional() }),
  output: z.object({ secret: z.string(), otpauth_uri: z.string(), qr_svg: z.string() }),
  access: anyone,
  throttled: true,
});

export const confirmTotpEnrolment = defineCall({
  method: "POST",
  path: "confirmTotpEnrolment",
  summary:
    "Turns the authenticator on with a first code and answers the recovery codes, once. With a sign-in's challenge, also the session.",
  input: z.object({ code: codeSchema, challenge: challengeSchema.optional() }),
  output: recoveryCodesOutput.extend({ session: sessionOutput.nullable() }),
  access: anyone,
  throttled: true,
});

export const disableTotp = defineCall({
  method: "POST",
  path: "disableTotp",
  summary:
    "Turns the second factor off with a current code (or a recovery code); refused while the policy requires it.",
  input: z.object({ code: codeSchema.or(recoveryCodeSchema) }),
  output: z.object({ success: z.literal(true) }),
  access: signedIn,
});

export const getPuk = defineCall({
  method: "POST",
  path: "getPuk",
  summary:
    "New recovery codes, shown once, with a current authenticator code; the earlier ones stop working.",
  input: z.object({ code: codeSchema }),
  output: recoveryCodesOutput,
  access: signedIn,
});

export const checkPuk = defineCall({
  method: "POST",
  path: "checkPuk",
  summary:
    "The second step of a sign-in with a recovery code instead of an authenticator code; each code works once.",
  input: z.object({ challenge: challengeSchema, puk: recoveryCodeSchema }),
  output: sessionOutput,
  access: anyone,
  throttled: true,
});

export const verifySignInCode = defineCall({
  method: "POST",
  path: "verifySignInCode",
  summary: "The second step of a sign-in: the challenge and an authenticator code open the session.",
  input: z.object({ challenge: challengeSchema, code: codeSchema }),
  output: sessionOutput,
  access: anyone,
  throttled: true,
});

export const getFirmMfaPolicy = defineCall({
  method: "POST",
  path: "getFirmMfaPolicy",
  summary: "Whether an accounting firm requires a second factor of its staff.",
  input: companyInput,
  output: z.object({ is_cpa: z.boolean(), required: z.boolean() }),
  access: manageCompany,
});

export const setFirmMfaPolicy = defineCall({
  method: "POST",
  path: "setFirmMfaPolicy",
  summary:
    "An accounting firm's owner requires (or stops requiring) a second factor of its staff at sign-in.",
  input: companyInput.extend({ required: z.boolean() }),
  output: z.object({ is_cpa: z.literal(true), required: z.boolean() }),
  access: manageCompany,
});

/** An OpenID Connect provider users may sign in with. */
const providerSchema = z.enum(["google", "oidc"]);

export const getSignInProviders = defineCall({
  method: "GET",
  path: "getSignInProviders",
  summary:
    "The OpenID Connect providers configured for sign-in and sign-up (Google, another), none by default.",
  input: emptyInput,
  output: z.object({ providers: z.array(z.object({ id: providerSchema, name: z.string() })) }),
  access: anyone,
});

export const getGoogleAuthURL = defineCall({
  method: "POST",
  path: "getGoogleAuthURL",
  summary:
    "The provider's authorization address for a sign-in or sign-up (authorization code with PKCE, state and nonce); the browser goes there and comes back to /signin/callback.",
  input: z.object({ provider: providerSchema.default("google"), mode: z.enum(["signin", "signup"]) }),
  output: z.object({ url: z.string() }),
  access: anyone,
  throttled: true,
});

const callbackInput = z.object({
  code: z.string().min(1).max(2048),
  state: z.string().min(16).max(512),
  /** The issuer the provider names in its answer (RFC 9207), when it does. */
  iss: z.string().max(2048).optional(),
});

export const googleSignin = defineCall({
  method: "POST",
  path: "googleSignin",
  summary:
    "Ends a provider sign-in: the account of the provider's verified e-mail address is signed in (or asked its second factor). An unverified address or no account is refused.",
  input: callbackInput,
  output: firstFactorOutput,
  access: anyone,
  throttled: true,
});

export const googleSignup = defineCall({
  method: "POST",
  path: "googleSignup",
  summary:
    "Ends a provider sign-up: an account for the provider's verified e-mail address (confirmed, sign-up to finish), or the existing account of that address signed in.",
  input: callbackInput,
  output: firstFactorOutput,
  access: anyone,
  throttled: true,
});

export const mfaCalls = {
  getMfaStatus,
  startTotpEnrolment,
  confirmTotpEnrolment,
  disableTotp,
  getPuk,
  checkPuk,
  verifySignInCode,
  getFirmMfaPolicy,
  setFirmMfaPolicy,
  getSignInProviders,
  getGoogleAuthURL,
  googleSignin,
  googleSignup,
};
