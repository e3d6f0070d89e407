/** Email, password and the sign-in, sign-up, recovery and password-change forms (sign-in and recovery in ./signIn). */
import { type PasswordContext, passwordProblem } from "@trezo/domain";
import { z } from "zod";
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

/** A new password under @trezo/domain's password rule, the one the server applies (never trimmed). */
export const newPasswordSchema = z.string().superRefine((password, context) => {
  const problem = passwordProblem(password);
  if (problem !== null) context.addIssue({ code: "custom", message: formError(`password${problem}`) });
});

/**
 * The parts of the rule that need the rest of the form (the e-mail, the current password), for the
 * form's superRefine once its fields passed.
 */
function checkAgainst(
  password: string,
  against: PasswordContext,
  context: z.RefinementCtx,
  path: string,
): void {
  const problem = passwordProblem(password, against);
  if (problem === "IsEmail" || problem === "Unchanged")
    context.addIssue({ code: "custom", path: [path], message: formError(`password${problem}`) });
}

export const signUpSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    acceptTerms: z.boolean().refine((accepted) => accepted, { error: formError("termsRequired") }),
  })
  .superRefine((values, context) =>
    checkAgainst(values.password, { email: values.email }, context, "password"),
  );

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
    checkAgainst(values.newPassword, { currentPassword: values.currentPassword }, context, "newPassword");
  });

export type SignUpInput = z.input<typeof signUpSchema>;
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
