import { z } from "zod";
import { signedIn } from "../access";
import { defineCall } from "../call";
import { emptyInput, idSchema, localeSchema, newPasswordSchema, passwordSchema, userInput } from "../schemas";

/** The signed-in user's profile and preferences (spec 001 §7.7 "Profile"). */

const preferencesSchema = z.object({
  locale: localeSchema,
  blurred_balance: z.boolean(),
  /** Free-form interface preferences the web app keeps per user (small JSON object). */
  ui: z.record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])),
});

/** A user as the web app sees them (spec 000 §3 "User"). */
export const userInfoSchema = z.object({
  id: idSchema,
  email: z.string(),
  role: z.enum(["SuperAdmin", "CpaRole", "User"]),
  is_active: z.boolean(),
  isCompanyCpa: z.boolean(),
  salesVisibility: z.boolean(),
  email_confirmed: z.boolean(),
  signup_finished: z.boolean(),
  tou_version_accepted: z.number().int().nullable(),
  preferences: preferencesSchema,
  profile: z.object({ firstName: z.string(), lastName: z.string() }),
  telephone: z.string(),
});

export const getUserInfo = defineCall({
  method: "POST",
  path: "getUserInfo",
  summary: "The signed-in user (or the user being impersonated).",
  input: emptyInput,
  output: userInfoSchema,
  access: signedIn,
});

export const updateUserProfile = defineCall({
  method: "POST",
  path: "updateUserProfile",
  summary: "Changes first name, last name and telephone.",
  input: z.object({
    profile: z.object({
      firstName: z.string().trim().max(200).optional(),
      lastName: z.string().trim().max(200).optional(),
      telephone: z.string().trim().max(32).optional(),
    }),
  }),
  output: userInfoSchema,
  access: signedIn,
});

export const updateUserPassword = defineCall({
  method: "POST",
  path: "updateUserPassword",
  summary:
    "Changes the password after checking the current one. Every session of the user ends; the caller gets a new token (none while a SuperAdmin pretends).",
  input: z.object({ password: passwordSchema, newPassword: newPasswordSchema }),
  output: z.object({
    success: z.literal(true),
    /** The caller's new access token: the one sent stops working. Null while pretending. */
    token: z.string().nullable(),
    expires_at: z.string().nullable(),
  }),
  access: signedIn,
});

export const getUserPreferences = defineCall({
  method: "GET",
  path: "getUserPreferences",
  summary: "Locale, blurred-balance switch and interface preferences.",
  input: emptyInput,
  output: preferencesSchema,
  access: signedIn,
});

export const setBlurredBalancePreferences = defineCall({
  method: "POST",
  path: "setBlurredBalancePreferences",
  summary: "Hides or shows balances on screen.",
  input: z.object({ blurred: z.boolean() }),
  output: preferencesSchema,
  access: signedIn,
});

export const setUserLocale = defineCall({
  method: "POST",
  path: "user/{userId}/locale",
  summary: "Sets the user's locale (only one's own).",
  input: userInput.extend({ locale: localeSchema }),
  output: preferencesSchema,
  access: signedIn,
});

export const setUserPreferences = defineCall({
  method: "POST",
  path: "user/{userId}/user_preferences",
  summary: "Merges interface preferences (only one's own); a null value removes a key.",
  input: userInput.extend({ preferences: preferencesSchema.shape.ui }),
  output: preferencesSchema,
  access: signedIn,
});

export const profileCalls = {
  getUserInfo,
  updateUserProfile,
  updateUserPassword,
  getUserPreferences,
  setBlurredBalancePreferences,
  setUserLocale,
  setUserPreferences,
};
