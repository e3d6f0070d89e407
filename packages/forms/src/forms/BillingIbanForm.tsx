import { translate } from "@trezo/i18n";
import { useLocale } from "@trezo/ui/i18n";
import { useMemo } from "react";
import type { z } from "zod";
import { Form, type FormProps } from "../fields/Form";
import { IbanField } from "../fields/identifierFields";
import { SubmitButton } from "../fields/SubmitButton";
import { TextField } from "../fields/TextField";
import { type BillingIbanInput, billingIbanSchema } from "../schemas/billing";
import { useSchemaForm } from "./useSchemaForm";

export type BillingIbanValues = z.output<ReturnType<typeof billingIbanSchema>>;

export interface BillingIbanFormProps {
  /** Country of the billing details when known (ISO 3166 alpha-2): the IBAN must be of it. */
  knownCountry?: string;
  onSubmit: FormProps<BillingIbanInput, BillingIbanValues>["onSubmit"];
  defaultValues?: Partial<BillingIbanInput>;
}

/** Bank details for billing (SEPA debit): account holder, IBAN (with the spec's country rule), BIC. */
export function BillingIbanForm({ knownCountry, onSubmit, defaultValues }: BillingIbanFormProps) {
  const locale = useLocale();
  const schema = useMemo(() => billingIbanSchema(knownCountry), [knownCountry]);
  const form = useSchemaForm(schema, { accountHolder: "", iban: "", bic: "", ...defaultValues });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label={translate("forms.fields.iban", locale)}>
      <TextField<BillingIbanInput>
        name="accountHolder"
        label={translate("forms.fields.accountHolder", locale)}
        autoComplete="name"
        isRequired
      />
      <IbanField<BillingIbanInput> name="iban" isRequired />
      <TextField<BillingIbanInput>
        name="bic"
        label={translate("forms.fields.bic", locale)}
        autoComplete="off"
        mask={(value) => value.toUpperCase()}
      />
      <SubmitButton>{translate("forms.actions.save", locale)}</SubmitButton>
    </Form>
  );
}
