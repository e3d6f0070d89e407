import { ApiError } from "@trezo/api";
import type { Translate } from "../i18n/appI18n";

/**
 * The sentence for a refused company creation or change, in the interface's language (the server
 * answers in the browser's): the spec's words for a SIRET in use or invalid (001 §8), the form's for a
 * blank name, the server's own words for another refusal it explains (4xx), else 'La création a
 * échoué. Veuillez réessayer.' (or the generic failure for a change).
 */
export function companyErrorMessage(error: unknown, t: Translate, action: "create" | "update"): string {
  if (error instanceof ApiError) {
    if (error.code === "siret_in_use") return t("web.popups.siretInUse");
    if (error.code === "siret_invalid") return t("forms.validation.siretInvalid");
    if (error.code === "name_required") return t("forms.validation.companyNameRequired");
    if (action === "update" && error.status !== undefined && error.status >= 400 && error.status < 500)
      return error.message;
  }
  return action === "create" ? t("web.popups.creationFailed") : t("errors.generic");
}
