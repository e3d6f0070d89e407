import type { Translate } from "../../i18n/appI18n";
import type { SchemaField } from "./SchemaForm";

/** First name, last name and telephone, as /profile, /personal-infos and an invitation ask for them. */
export function personalInfoFields(t: Translate): SchemaField[] {
  return [
    { name: "firstName", label: t("forms.fields.firstName"), autoComplete: "given-name" },
    { name: "lastName", label: t("forms.fields.lastName"), autoComplete: "family-name" },
    { name: "telephone", label: t("forms.fields.phone"), type: "tel", autoComplete: "tel" },
  ];
}

/** A password field of a schema form: a new password by default, or the one in use ("current-password"). */
export function passwordField(
  name: string,
  label: string,
  autoComplete: "new-password" | "current-password" = "new-password",
): SchemaField {
  return { name, label, type: "password", autoComplete };
}
