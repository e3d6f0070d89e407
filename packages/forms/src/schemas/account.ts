/** Email, password and the sign-in, sign-up, recovery and password-change forms. */
import { z } from "zod";
import {
  isCommonPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordLength,
} from "../validators/password";
import { formError } from "./formError";

/** An email address, trimmed and lower-cased (addresses are compared case-insensitively). */
export const emailSchema = z
  .string()
  .trim()
  .min(1, { error: formError("emailRequired"), abort: true })
  .pipe(z.email({ error: formError("emailInvalid") }))
  .transform((email) => email.toLowerCase());

/** A new password under the policy of ../validators/password (never trimmed: spaces are characters). */
export const newPasswordSchema = z
  .string()
  .min(1, { error: formError("passwordRequired"), abort: true })
  .refine((password) => passwordLength(password) >= PASSWORD_MIN_LENGTH, {
    error: formError("passwordTooShort"),
    abort: true,
  })
  .refine((password) => passwordLength(password) <= PASSWORD_MAX_LENGTH, {
    error: formError("passwordTooLong"),
    abort: true,
  })
  .refine((password) => !isCommonPassword(password), { error: formError("passwordCommon") });

/** An existing password: only required (older accounts may predate the policy). */
export const currentPasswordSchema = z.string().min(1, { error: formError("passwordRequired") });

export const signInSchema = z.object({ email: emailSchema, password: currentPasswordSchema });

export const signUpSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  acceptTerms: z.boolean().refine((accepted) => accepted, { error: formError("termsRequired") }),
});

export const passwordRecoverySchema = z.object({ email: emailSchema });

export const passwordChangeSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .superRefine((values, context) => {
    if (values.confirmPassword !== values.newPassword) {
      context.addIssue({ code: "custom", path: ["confirmPassword"], message: formError("passwordMismatch") });
    }
    if (values.newPassword !== "" && values.newPassword === values.currentPassword) {
      context.addIssue({ code: "custom", path: ["newPassword"], message: formError("passwordUnchanged") });
    }
  });

export type SignInInput = z.input<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type PasswordRecoveryInput = z.input<typeof passwordRecoverySchema>;
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
