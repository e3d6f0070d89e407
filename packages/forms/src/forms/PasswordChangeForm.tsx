import { translate } from "@trezo/i18n";
import { useLocale } from "@trezo/ui/i18n";
import type { z } from "zod";
import { Form, type FormProps } from "../fields/Form";
import { PasswordField } from "../fields/PasswordField";
import { SubmitButton } from "../fields/SubmitButton";
import { type PasswordChangeInput, passwordChangeSchema } from "../schemas/account";
import { useSchemaForm } from "./useSchemaForm";

export type PasswordChangeValues = z.output<typeof passwordChangeSchema>;

export interface PasswordChangeFormProps {
  onSubmit: FormProps<PasswordChangeInput, PasswordChangeValues>["onSubmit"];
  /** The user's email and name: the strength meter counts them as guessable. */
  userInputs?: string[];
}

/** Password change (profile): current password, the new one with its strength, and its confirmation. */
export function PasswordChangeForm({ onSubmit, userInputs }: PasswordChangeFormProps) {
  const locale = useLocale();
  const form = useSchemaForm(passwordChangeSchema, {
    currentPassword: "",
    newPassword: "",
    confirmPassword: "",
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label={translate("forms.actions.changePassword", locale)}>
      <PasswordField<PasswordChangeInput>
        name="currentPassword"
        label={translate("forms.fields.currentPassword", locale)}
        isRequired
      />
      <PasswordField<PasswordChangeInput>
        name="newPassword"
        label={translate("forms.fields.newPassword", locale)}
        isRequired
        showStrength
        {...(userInputs ? { userInputs } : {})}
      />
      <PasswordField<PasswordChangeInput>
        name="confirmPassword"
        label={translate("forms.fields.confirmPassword", locale)}
        autoComplete="new-password"
        isRequired
      />
      <SubmitButton>{translate("forms.actions.changePassword", locale)}</SubmitButton>
    </Form>
  );
}
