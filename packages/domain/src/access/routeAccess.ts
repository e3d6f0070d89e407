import {
  CABINET_FLAGS,
  CONSOLE_FLAGS,
  FORECAST_FLAGS,
  hasAnyFlag,
  hasAnyPermission,
  type PermissionMap,
  TRANSACTIONS_FLAGS,
  USERS_FLAGS,
} from "./permissionFlags";

/** What the route rules need to know of the user and the selected company. */
export interface AccessContext {
  /** The selected company is an accounting firm (getCompanyInfos → is_cpa). */
  isCpa: boolean;
  permissions: PermissionMap;
  /** Company flags that open modules (spec 000 §3). */
  invoicesAllowed: boolean;
  checksAllowed: boolean;
}

/** Routes whose access depends on permissions (spec 000 §6). */
export type GuardedRoute =
  | "/dashboard"
  | "/analytics"
  | "/transactions"
  | "/invoices"
  | "/checks"
  | "/console"
  | "/cabinet"
  | "/users"
  /** Issue 22: either transfers flag. */
  | "/bank-transfers";

export type LandingRoute =
  | "/dashboard"
  | "/transactions"
  | "/invoices"
  | "/checks"
  | "/console"
  | "/cabinet"
  | "/users"
  | "/no-permissions";

/**
 * Pages open to every signed-in user whatever their flags ("pages outside the admin group", spec 000 §6).
 * /users is listed there too, but for an accounting firm its own flags apply (see canAccessRoute).
 */
export const UNGUARDED_APP_ROUTES = [
  "/profile",
  "/company",
  "/admin",
  "/callback",
  "/acceptInvite",
  "/personal-infos",
  "/no-permissions",
] as const;

/** Whether the user may open `route` in the selected company. */
export function canAccessRoute(route: GuardedRoute, context: AccessContext): boolean {
  const { permissions } = context;
  if (!hasAnyPermission(permissions)) return false;
  if (context.isCpa) {
    switch (route) {
      case "/console":
        return hasAnyFlag(permissions, CONSOLE_FLAGS);
      case "/cabinet":
        return hasAnyFlag(permissions, CABINET_FLAGS);
      case "/users":
        return hasAnyFlag(permissions, USERS_FLAGS);
      default:
        // An accounting firm's own dashboard maps to its landing route.
        return false;
    }
  }
  switch (route) {
    case "/dashboard":
    case "/analytics":
      return hasAnyFlag(permissions, FORECAST_FLAGS);
    case "/transactions":
      return hasAnyFlag(permissions, TRANSACTIONS_FLAGS);
    case "/invoices":
      return permissions.invoices_page_access === true && context.invoicesAllowed;
    case "/checks":
      return permissions.invoices_page_access === true && context.checksAllowed;
    case "/users":
      return true;
    case "/bank-transfers":
      return hasAnyFlag(permissions, ["prepare_transfers", "approve_transfers"]);
    default:
      return false;
  }
}

const COMPANY_LANDING_ORDER = ["/dashboard", "/transactions", "/invoices", "/checks"] as const;
const CPA_LANDING_ORDER = ["/console", "/cabinet", "/users"] as const;

/**
 * The first permitted landing route (spec 000 §6): dashboard, transactions, invoices, checks for a
 * company; console, cabinet, users for an accounting firm; /no-permissions when none is permitted.
 */
export function landingRoute(context: AccessContext): LandingRoute {
  const order = context.isCpa ? CPA_LANDING_ORDER : COMPANY_LANDING_ORDER;
  return order.find((route) => canAccessRoute(route, context)) ?? "/no-permissions";
}
