/** Email, password and the sign-in, sign-up, recovery and password-change forms (sign-in and recovery in ./signIn). */
import { z } from "zod";
import {
  isCommonPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordLength,
} from "../validators/password";
import { formError } from "./formError";
import { currentPasswordSchema, emailSchema } from "./signIn";

export {
  currentPasswordSchema,
  emailSchema,
  type PasswordRecoveryInput,
  passwordRecoverySchema,
  type SignInInput,
  signInSchema,
} from "./signIn";

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

export const signUpSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  acceptTerms: z.boolean().refine((accepted) => accepted, { error: formError("termsRequired") }),
});

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

export type SignUpInput = z.input<typeof signUpSchema>;
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
