/** Text fields with a type, an autocomplete hint and a mask: email, phone, SIRET, IBAN. */
import { translate } from "@trezo/i18n";
import { useLocale } from "@trezo/ui/i18n";
import type { FieldValues } from "react-hook-form";
import { maskIban, maskSiret } from "./inputMasks";
import { TextField, type TextFieldProps } from "./TextField";

type LabelOptional<TValues extends FieldValues> = Omit<TextFieldProps<TValues>, "label" | "mask"> & {
  label?: TextFieldProps<TValues>["label"];
};

/** An email address field ("Adresse e-mail" by default). */
export function EmailField<TValues extends FieldValues>({ label, ...props }: LabelOptional<TValues>) {
  const locale = useLocale();
  return (
    <TextField<TValues>
      type="email"
      autoComplete="email"
      inputMode="email"
      label={label ?? translate("forms.fields.email", locale)}
      {...props}
    />
  );
}

/** A telephone field ("Téléphone"); the schema parses it (national numbers read as French). */
export function PhoneField<TValues extends FieldValues>({ label, ...props }: LabelOptional<TValues>) {
  const locale = useLocale();
  return (
    <TextField<TValues>
      type="tel"
      autoComplete="tel"
      label={label ?? translate("forms.fields.phone", locale)}
      {...props}
    />
  );
}

/** A SIRET field, shown as 3 3 3 5 while typing ("732 829 320 00074"). */
export function SiretField<TValues extends FieldValues>({ label, ...props }: LabelOptional<TValues>) {
  const locale = useLocale();
  return (
    <TextField<TValues>
      inputMode="numeric"
      autoComplete="off"
      label={label ?? translate("forms.fields.siret", locale)}
      placeholder="123 456 789 00012"
      mask={maskSiret}
      {...props}
    />
  );
}

/** An IBAN field, in upper-case groups of 4 while typing. */
export function IbanField<TValues extends FieldValues>({ label, ...props }: LabelOptional<TValues>) {
  const locale = useLocale();
  return (
    <TextField<TValues>
      autoComplete="off"
      spellCheck="false"
      label={label ?? translate("forms.fields.iban", locale)}
      placeholder="FR76 3000 6000 0112 3456 7890 189"
      mask={maskIban}
      {...props}
    />
  );
}
