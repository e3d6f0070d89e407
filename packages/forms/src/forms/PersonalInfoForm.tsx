import { translate } from "@trezo/i18n";
import { useLocale } from "@trezo/ui/i18n";
import { Form, type FormProps } from "../fields/Form";
import { PhoneField } from "../fields/identifierFields";
import { SubmitButton } from "../fields/SubmitButton";
import { TextField } from "../fields/TextField";
import { type PersonalInfo, type PersonalInfoInput, personalInfoSchema } from "../schemas/personalInfo";
import { useSchemaForm } from "./useSchemaForm";

export interface PersonalInfoFormProps {
  onSubmit: FormProps<PersonalInfoInput, PersonalInfo>["onSubmit"];
  defaultValues?: Partial<PersonalInfoInput>;
}

/** Personal info (/personal-infos, profile): first and last name, telephone (spec 000 §4-5). */
export function PersonalInfoForm({ onSubmit, defaultValues }: PersonalInfoFormProps) {
  const locale = useLocale();
  const form = useSchemaForm(personalInfoSchema, {
    firstName: "",
    lastName: "",
    telephone: "",
    ...defaultValues,
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label={translate("forms.actions.save", locale)}>
      <TextField<PersonalInfoInput>
        name="firstName"
        label={translate("forms.fields.firstName", locale)}
        autoComplete="given-name"
        isRequired
      />
      <TextField<PersonalInfoInput>
        name="lastName"
        label={translate("forms.fields.lastName", locale)}
        autoComplete="family-name"
        isRequired
      />
      <PhoneField<PersonalInfoInput> name="telephone" isRequired />
      <SubmitButton>{translate("forms.actions.save", locale)}</SubmitButton>
    </Form>
  );
}
