import { translate } from "@trezo/i18n";
import { useLocale } from "@trezo/ui/i18n";
import { linkClass } from "@trezo/ui/Link";
import type { CSSProperties } from "react";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { CheckboxField } from "../fields/choiceFields";
import { Form, type FormProps } from "../fields/Form";
import { EmailField } from "../fields/identifierFields";
import { PasswordField } from "../fields/PasswordField";
import { SubmitButton } from "../fields/SubmitButton";
import { type SignUpInput, signUpSchema } from "../schemas/account";
import { useSchemaForm } from "./useSchemaForm";

export type SignUpValues = z.output<typeof signUpSchema>;

export interface SignUpFormProps {
  onSubmit: FormProps<SignUpInput, SignUpValues>["onSubmit"];
  defaultValues?: Partial<SignUpInput>;
  /** Shows the terms of use (the app opens them in a dialog): a link beside the checkbox. */
  onShowTerms?: () => void;
}

/** A button that reads as a link, aligned with the checkbox's text. */
const linkButton: CSSProperties = {
  justifySelf: "start",
  alignSelf: "flex-start",
  padding: 0,
  border: 0,
  background: "none",
  font: "inherit",
  cursor: "pointer",
};

/** The new password, with the typed email counted as a guessable word by the strength meter. */
function NewPassword() {
  const email = useWatch<SignUpInput, "email">({ name: "email" });
  return (
    <PasswordField<SignUpInput> name="password" isRequired showStrength userInputs={email ? [email] : []} />
  );
}

/** Sign-up (every /signup route): email, a password under the policy with its strength, the terms. */
export function SignUpForm({ onSubmit, defaultValues, onShowTerms }: SignUpFormProps) {
  const locale = useLocale();
  const form = useSchemaForm(signUpSchema, { email: "", password: "", acceptTerms: false, ...defaultValues });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label={translate("forms.actions.signUp", locale)}>
      <EmailField<SignUpInput> name="email" isRequired />
      <NewPassword />
      <CheckboxField<SignUpInput> name="acceptTerms">
        {translate("forms.fields.acceptTerms", locale)}
      </CheckboxField>
      {onShowTerms ? (
        // Beside the checkbox, not inside its label: a click on it must not tick the box.
        <button type="button" className={linkClass} style={linkButton} onClick={onShowTerms}>
          {translate("forms.fields.readTerms", locale)}
        </button>
      ) : null}
      <SubmitButton>{translate("forms.actions.signUp", locale)}</SubmitButton>
    </Form>
  );
}
