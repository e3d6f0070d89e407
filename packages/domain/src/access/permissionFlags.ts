/**
 * Permission flags of spec 000 §6. Permissions are fetched per company as a map of boolean flags; the
 * server enforces them on every call, the web guard uses the same rules to choose routes.
 */

/** Flags of an ordinary company's members. */
export const COMPANY_PERMISSION_FLAGS = [
  "basic_info",
  "view_forecast",
  "edit_forecast",
  "transactions_info",
  "allow_classification",
  "invoices_page_access",
  // Issue 22: preparing transfer orders (and their SEPA files), and approving them above the owner's
  // four-eyes threshold (set-mc).
  "prepare_transfers",
  "approve_transfers",
] as const;

/** Flags that give /console, /cabinet and /users to accounting-firm staff (spec 000 §6). */
export const CONSOLE_FLAGS = [
  "cpap_view_admin_console",
  "cpap_access_all_managed_companies",
  "cpap_can_see_aggregated_data",
] as const;
export const CABINET_FLAGS = [
  "cpap_update_billing",
  "cpap_update_payment_method",
  "cpap_invoices_access",
  "cpap_cpa_company_access",
  "cpap_view_cpa_company_info",
  "cpap_update_pricing",
] as const;
export const USERS_FLAGS = [
  "cpap_add_cpa_user",
  "cpap_edit_cpa_permissions",
  "cpap_add_cpa_staff_accountant",
  "cpap_edit_cpa_staff_accountant_permissions",
  "cpap_add_custom_permission_user",
  "cpap_edit_custom_permission_groups",
  "cpap_create_custom_permission_groups",
  "cpap_transfer_property",
  "cpap_can_invite_user",
] as const;

/** Flags of an accounting firm's (CPA) staff: those of /console, /cabinet and /users. */
export const CPA_PERMISSION_FLAGS = [...CONSOLE_FLAGS, ...CABINET_FLAGS, ...USERS_FLAGS] as const;

export const PERMISSION_FLAGS = [...COMPANY_PERMISSION_FLAGS, ...CPA_PERMISSION_FLAGS] as const;

export type CompanyPermissionFlag = (typeof COMPANY_PERMISSION_FLAGS)[number];
export type CpaPermissionFlag = (typeof CPA_PERMISSION_FLAGS)[number];
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

/** Permissions of one user in one company: a flag absent is false. */
export type PermissionMap = Partial<Record<PermissionFlag, boolean>>;

/** Flags that give /dashboard and /analytics, and /transactions, to a company member. */
export const FORECAST_FLAGS: readonly CompanyPermissionFlag[] = [
  "basic_info",
  "view_forecast",
  "edit_forecast",
];
export const TRANSACTIONS_FLAGS: readonly CompanyPermissionFlag[] = [
  "transactions_info",
  "allow_classification",
];

/** Whether at least one of `flags` is set. */
export function hasAnyFlag(permissions: PermissionMap, flags: readonly PermissionFlag[]): boolean {
  return flags.some((flag) => permissions[flag] === true);
}

/** Spec 000 §6: with no permission set, or all false, the user goes to /no-permissions. */
export function hasAnyPermission(permissions: PermissionMap): boolean {
  return Object.values(permissions).some((value) => value === true);
}

/** Every flag set: what an owner or a SuperAdmin holds in the company. */
export function allPermissions(): Record<PermissionFlag, true> {
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, true])) as Record<PermissionFlag, true>;
}
