import { translate } from "@trezo/i18n";
import { useLocale } from "@trezo/ui/i18n";
import { useMemo } from "react";
import { Form, type FormProps } from "../fields/Form";
import { SiretField } from "../fields/identifierFields";
import { SubmitButton } from "../fields/SubmitButton";
import { TextField } from "../fields/TextField";
import { type Company, type CompanyInput, companySchema } from "../schemas/company";
import { useSchemaForm } from "./useSchemaForm";

export interface CompanyFormProps {
  /** An accounting firm creating a client company: the SIRET is required (spec 000 §5). */
  accountingFirm?: boolean;
  onSubmit: FormProps<CompanyInput, Company>["onSubmit"];
  defaultValues?: Partial<CompanyInput>;
}

/**
 * Company creation (/company-infos, the create-company popup): a name and a SIRET, required for an
 * accounting firm. A 'siret_in_use' answer of the server is reported through `fieldErrors.siret`.
 */
export function CompanyForm({ accountingFirm = false, onSubmit, defaultValues }: CompanyFormProps) {
  const locale = useLocale();
  const schema = useMemo(() => companySchema({ accountingFirm }), [accountingFirm]);
  const form = useSchemaForm(schema, { name: "", siret: "", ...defaultValues });
  const action = translate(
    accountingFirm ? "forms.actions.createClientCompany" : "forms.actions.createCompany",
    locale,
  );
  return (
    <Form form={form} onSubmit={onSubmit} aria-label={action}>
      <TextField<CompanyInput>
        name="name"
        label={translate(
          accountingFirm ? "forms.fields.cabinetCompanyName" : "forms.fields.companyName",
          locale,
        )}
        autoComplete="organization"
        isRequired
      />
      <SiretField<CompanyInput> name="siret" isRequired={accountingFirm} />
      <SubmitButton>{action}</SubmitButton>
    </Form>
  );
}
