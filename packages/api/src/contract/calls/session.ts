import { z } from "zod";
import { anyone, signedIn } from "../access";
import { defineCall } from "../call";
import {
  companyIdOutput,
  companyItemInput,
  emailSchema,
  emptyInput,
  idSchema,
  localeSchema,
  newPasswordSchema,
  optionalText,
  passwordSchema,
  successOutput,
} from "../schemas";

/** Accounts and sessions (spec 001 §7.7 "Session"). */

const tokenString = z.string().min(16).max(512);
const telephoneSchema = z.string().trim().max(32);

/** A signed-in session: the access token and when it stops working. */
export const sessionOutput = z.object({
  is_active: z.literal(true),
  token: z.string(),
  /** ISO instant at which the token expires. */
  expires_at: z.string(),
  user_id: idSchema,
});

/**
 * The second step of a sign-in (issue 23): `mfa` `code` asks for an authenticator code
 * (verifySignInCode) or a recovery code (checkPuk); `enrolment` asks to set one up first
 * (startTotpEnrolment, confirmTotpEnrolment with the challenge). The challenge works 10 minutes.
 */
export const secondStepOutput = z.object({
  is_active: z.literal(true),
  mfa: z.enum(["code", "enrolment"]),
  challenge: z.string(),
  expires_at: z.string(),
});

/** What the first factor (a password, an OpenID provider) answers. */
export const firstFactorOutput = z.union([
  sessionOutput,
  secondStepOutput,
  z.object({ is_active: z.literal(false) }),
]);

export const signIn = defineCall({
  method: "POST",
  path: "signIn",
  summary:
    "Signs in with email and password. An inactive user gets is_active false and no token; a user with a second factor (or one the policy requires) gets a challenge for the second step instead of a session.",
  input: z.object({ username: emailSchema, password: passwordSchema }),
  output: firstFactorOutput,
  access: anyone,
  throttled: true,
});

export const logout = defineCall({
  method: "POST",
  path: "logout",
  summary: "Ends the session of the sent token: it stops working at once (a pretended-user token with it).",
  input: emptyInput,
  output: successOutput,
  access: signedIn,
});

export const signUp = defineCall({
  method: "POST",
  path: "signUp",
  summary:
    "Creates an account and mails an email-confirmation link. An address that has an account gets the same answer, and its owner a mail saying so.",
  input: z.object({
    email: emailSchema,
    password: newPasswordSchema,
    firstName: optionalText.optional(),
    lastName: optionalText.optional(),
    telephone: telephoneSchema.optional(),
    locale: localeSchema.optional(),
  }),
  output: z.object({ success: z.literal(true), email: z.string() }),
  access: anyone,
  throttled: true,
});

export const confirmEmail = defineCall({
  method: "POST",
  path: "confirmEmail",
  summary: "Confirms the email address with the mailed token and signs the user in.",
  input: z.object({ emailConfirmationToken: tokenString }),
  output: sessionOutput,
  access: anyone,
  throttled: true,
});

export const recoverPasswordRequest = defineCall({
  method: "POST",
  path: "recoverPasswordRequest",
  summary: "Mails a password-recovery link. Answers the same whether the address is known or not.",
  input: z.object({ email: emailSchema }),
  output: successOutput,
  access: anyone,
  throttled: true,
});

export const recoverPasswordConfirm = defineCall({
  method: "POST",
  path: "recoverPasswordConfirm",
  summary: "Sets a new password with the mailed recovery token; every session of the user ends.",
  input: z.object({ password: newPasswordSchema, recoveryToken: tokenString }),
  output: successOutput,
  access: anyone,
  throttled: true,
});

export const verifyTokenExpiration = defineCall({
  method: "POST",
  path: "verifyTokenExpiration",
  summary: "Says whether the sent token still works (need_user_signin) and whether sign-up is unfinished.",
  input: emptyInput,
  output: z.object({
    need_user_signin: z.boolean(),
    signup_not_finished: z.boolean(),
    status_code: z.number().int(),
    error: z.string().nullable(),
  }),
  access: anyone,
});

export const finishSignup = defineCall({
  method: "POST",
  path: "finishSignup",
  summary:
    "Completes sign-up: personal details and the user's first company (an accounting firm needs a SIRET).",
  input: z.object({
    firstName: z.string().trim().min(2).max(200),
    lastName: z.string().trim().min(2).max(200),
    telephone: telephoneSchema.min(1),
    companyName: z.string().trim().min(1).max(200),
    siret: z.string().max(32).optional(),
    isCpa: z.boolean().optional(),
  }),
  output: companyIdOutput,
  access: signedIn,
});

export const acceptInvitation = defineCall({
  method: "POST",
  path: "acceptInvitation",
  summary: "The signed-in user joins the company of an invitation sent to their address.",
  input: z.object({ token: tokenString }),
  output: companyIdOutput,
  access: signedIn,
});

export const signUpByInvite = defineCall({
  method: "POST",
  path: "signUpByInvite",
  summary: "Creates the account of an invited person and joins the inviting company.",
  input: z.object({
    token: tokenString,
    password: newPasswordSchema,
    name: optionalText,
    surname: optionalText,
    phone: telephoneSchema.optional(),
    /**
     * Accepted for the spec's payload and ignored: the server records the address the request came from
     * (spec 001 §7.12: the public IP is looked up through our own server, never by the browser).
     */
    ip: z.string().max(64).optional(),
  }),
  output: sessionOutput.extend({ companyId: idSchema }),
  access: anyone,
  throttled: true,
});

export const resendInvitation = defineCall({
  method: "POST",
  path: "resendInvitation",
  summary: "Mails a pending invitation again with a fresh link.",
  input: companyItemInput("invitationId"),
  output: successOutput,
  access: {
    kind: "company",
    anyOf: [
      "cpap_can_invite_user",
      "cpap_add_cpa_user",
      "cpap_add_cpa_staff_accountant",
      "cpap_add_custom_permission_user",
    ],
  },
});

export const sessionCalls = {
  signIn,
  logout,
  signUp,
  confirmEmail,
  recoverPasswordRequest,
  recoverPasswordConfirm,
  verifyTokenExpiration,
  finishSignup,
  acceptInvitation,
  signUpByInvite,
  resendInvitation,
};
