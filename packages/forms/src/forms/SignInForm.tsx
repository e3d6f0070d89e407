import { translate } from "@trezo/i18n";
import { useLocale } from "@trezo/ui/i18n";
import type { z } from "zod";
import { Form, type FormProps } from "../fields/Form";
import { EmailField } from "../fields/identifierFields";
import { PasswordField } from "../fields/PasswordField";
import { SubmitButton } from "../fields/SubmitButton";
import type { SignInInput, signInSchema } from "../schemas/signIn";
import { useLazySchemaForm } from "./useLazySchemaForm";

export type SignInValues = z.output<typeof signInSchema>;

export interface SignInFormProps {
  onSubmit: FormProps<SignInInput, SignInValues>["onSubmit"];
  defaultValues?: Partial<SignInInput>;
}

const loadSignInSchema = () => import("../schemas/signIn").then((schemas) => schemas.signInSchema);

/**
 * Sign-in (/signin, the sign-in popup): email and password. The first page most visitors see, so
 * its validation (zod) loads once the user leaves a field or submits, not with the page.
 */
export function SignInForm({ onSubmit, defaultValues }: SignInFormProps) {
  const locale = useLocale();
  const form = useLazySchemaForm(loadSignInSchema, { email: "", password: "", ...defaultValues });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label={translate("forms.actions.signIn", locale)}>
      <EmailField<SignInInput> name="email" autoComplete="username" isRequired />
      <PasswordField<SignInInput> name="password" isRequired />
      <SubmitButton>{translate("forms.actions.signIn", locale)}</SubmitButton>
    </Form>
  );
}
