import { ComboBoxField, Form, SubmitButton, type SubmitResult, TextField, useSchemaForm } from "@trezo/forms";
import { useMemo } from "react";
import { useT } from "../../i18n/appI18n";
import * as css from "./billing.css";
import { type BillingDetailsInput, type BillingDetailsValues, billingDetailsSchema } from "./billingSchemas";

export interface BillingDetailsFormProps {
  /** The countries of getCountriesList: ISO 3166 alpha-2 code and name. */
  countries: ReadonlyArray<{ code: string; name: string }>;
  defaultValues: BillingDetailsInput;
  onSubmit: (values: BillingDetailsValues) => Promise<SubmitResult<BillingDetailsInput>>;
  canEdit: boolean;
}

/** Who is invoiced: company, billing e-mail, address, country (from the server's list) and VAT number. */
export function BillingDetailsForm({ countries, defaultValues, onSubmit, canEdit }: BillingDetailsFormProps) {
  const t = useT();
  const schema = useMemo(
    () => billingDetailsSchema({ vatInvalid: t("billingScreen.details.vatInvalid") }),
    [t],
  );
  const form = useSchemaForm(schema, defaultValues);
  const options = useMemo(
    () => countries.map((country) => ({ id: country.code, label: country.name })),
    [countries],
  );
  return (
    <Form form={form} aria-label={t("billingScreen.details.title")} onSubmit={onSubmit}>
      <TextField<BillingDetailsInput>
        name="companyName"
        label={t("billingScreen.details.companyName")}
        autoComplete="organization"
        isRequired
        isReadOnly={!canEdit}
      />
      <TextField<BillingDetailsInput>
        name="email"
        type="email"
        label={t("billingScreen.details.email")}
        autoComplete="email"
        isRequired
        isReadOnly={!canEdit}
      />
      <TextField<BillingDetailsInput>
        name="line1"
        label={t("billingScreen.details.line1")}
        autoComplete="address-line1"
        isRequired
        isReadOnly={!canEdit}
      />
      <TextField<BillingDetailsInput>
        name="line2"
        label={t("billingScreen.details.line2")}
        autoComplete="address-line2"
        isReadOnly={!canEdit}
      />
      <div className={css.formRow}>
        <TextField<BillingDetailsInput>
          name="postalCode"
          label={t("billingScreen.details.postalCode")}
          autoComplete="postal-code"
          isRequired
          isReadOnly={!canEdit}
        />
        <TextField<BillingDetailsInput>
          name="city"
          label={t("billingScreen.details.city")}
          autoComplete="address-level2"
          isRequired
          isReadOnly={!canEdit}
        />
      </div>
      <ComboBoxField<BillingDetailsInput>
        name="country"
        label={t("billingScreen.details.country")}
        options={options}
        isRequired
        isDisabled={!canEdit}
      />
      <TextField<BillingDetailsInput>
        name="vatNumber"
        label={t("billingScreen.details.vatNumber")}
        autoComplete="off"
        mask={(value) => value.toUpperCase()}
        isReadOnly={!canEdit}
      />
      {canEdit ? <SubmitButton>{t("billingScreen.details.save")}</SubmitButton> : null}
    </Form>
  );
}
