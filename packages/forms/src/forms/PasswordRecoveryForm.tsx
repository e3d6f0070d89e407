import { translate } from "@trezo/i18n";
import { useLocale } from "@trezo/ui/i18n";
import type { z } from "zod";
import { Form, type FormProps } from "../fields/Form";
import { EmailField } from "../fields/identifierFields";
import { SubmitButton } from "../fields/SubmitButton";
import type { PasswordRecoveryInput, passwordRecoverySchema } from "../schemas/signIn";
import { useLazySchemaForm } from "./useLazySchemaForm";

export type PasswordRecoveryValues = z.output<typeof passwordRecoverySchema>;

export interface PasswordRecoveryFormProps {
  onSubmit: FormProps<PasswordRecoveryInput, PasswordRecoveryValues>["onSubmit"];
  defaultValues?: Partial<PasswordRecoveryInput>;
}

const loadRecoverySchema = () =>
  import("../schemas/signIn").then((schemas) => schemas.passwordRecoverySchema);

/** Password recovery (/passwordrecovery): the email to send the reset link to (zod loads on first check). */
export function PasswordRecoveryForm({ onSubmit, defaultValues }: PasswordRecoveryFormProps) {
  const locale = useLocale();
  const form = useLazySchemaForm(loadRecoverySchema, { email: "", ...defaultValues });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label={translate("forms.actions.sendRecoveryLink", locale)}>
      <EmailField<PasswordRecoveryInput> name="email" isRequired />
      <SubmitButton>{translate("forms.actions.sendRecoveryLink", locale)}</SubmitButton>
    </Form>
  );
}
