/**
 * Email and the sign-in and recovery schemas: what the sign-in page validates. Kept apart from
 * ./account (new passwords, which check the ~49,000 common passwords) so that signing in never
 * downloads that list.
 */
import { z } from "zod";
import { formError } from "./formError";

/** An email address, trimmed and lower-cased (addresses are compared case-insensitively). */
export const emailSchema = z
  .string()
  .trim()
  .min(1, { error: formError("emailRequired"), abort: true })
  .pipe(z.email({ error: formError("emailInvalid") }))
  .transform((email) => email.toLowerCase());

/** An existing password: only required (older accounts may predate the policy). */
export const currentPasswordSchema = z.string().min(1, { error: formError("passwordRequired") });

export const signInSchema = z.object({ email: emailSchema, password: currentPasswordSchema });

export const passwordRecoverySchema = z.object({ email: emailSchema });

export type SignInInput = z.input<typeof signInSchema>;
export type PasswordRecoveryInput = z.input<typeof passwordRecoverySchema>;
