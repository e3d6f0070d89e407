import { translate } from "@trezo/i18n";
import { useLocale } from "@trezo/ui/i18n";
import type { z } from "zod";
import { Form, type FormProps } from "../fields/Form";
import { EmailField } from "../fields/identifierFields";
import { PasswordField } from "../fields/PasswordField";
import { SubmitButton } from "../fields/SubmitButton";
import { type SignInInput, signInSchema } from "../schemas/account";
import { useSchemaForm } from "./useSchemaForm";

export type SignInValues = z.output<typeof signInSchema>;

export interface SignInFormProps {
  onSubmit: FormProps<SignInInput, SignInValues>["onSubmit"];
  defaultValues?: Partial<SignInInput>;
}

/** Sign-in (/signin, the sign-in popup): email and password. */
export function SignInForm({ onSubmit, defaultValues }: SignInFormProps) {
  const locale = useLocale();
  const form = useSchemaForm(signInSchema, { email: "", password: "", ...defaultValues });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label={translate("forms.actions.signIn", locale)}>
      <EmailField<SignInInput> name="email" isRequired />
      <PasswordField<SignInInput> name="password" isRequired />
      <SubmitButton>{translate("forms.actions.signIn", locale)}</SubmitButton>
    </Form>
  );
}
