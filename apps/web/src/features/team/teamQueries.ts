import { ApiError, type CallName } from "@trezo/api";
import type { Translate } from "../../i18n/appI18n";

/** What a change of users, groups or permissions makes stale. */
export const TEAM_QUERIES: CallName[] = ["getEmployees", "getPermissionGroups", "getPermissions"];

/**
 * A refused team change in the interface's language: the known refusals by their code, another 4xx in
 * the server's own words, else the generic failure.
 */
export function apiMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    if (error.code === "group_has_members") return t("firm.errors.groupHasMembers");
    if (error.code === "custom_permissions_not_in_plan") return t("firm.errors.customNotInPlan");
    if (error.code === "invalid_input" && error.fields.some((field) => field.path === "email"))
      return t("forms.validation.emailInvalid");
    if (error.status !== undefined && error.status >= 400 && error.status < 500) return error.message;
  }
  return t("errors.generic");
}
