import type { MemberAccess, PermissionMap } from "@trezo/domain";
import type { SelectedCompany } from "./appStore";

/** The selected company's access, for the domain's access questions (canEditForecast, canClassifyTransactions…). */
export function memberAccessOf(company: SelectedCompany, permissions: PermissionMap): MemberAccess {
  return { ownerLevel: company.isOwner, permissions };
}
