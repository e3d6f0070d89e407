/**
 * The access questions a screen asks before offering an action, answered the way the server answers
 * them for the contract entries that perform the action (spec 000 §6): the contract's access
 * declarations name the same rules, so the web never offers what the server refuses.
 */
import {
  FORECAST_FLAGS,
  type PermissionFlag,
  type PermissionMap,
  TRANSACTIONS_FLAGS,
} from "./permissionFlags";

/** Who the user is in the selected company, as far as access questions go. */
export interface MemberAccess {
  /** The owner level (the owner, the parent firm, a SuperAdmin): every question answers yes. */
  ownerLevel: boolean;
  permissions: PermissionMap;
}

/** One question: the flags of which one is enough (none: any access), and whether only the owner level may. */
export interface AccessRule {
  readonly anyOf: readonly PermissionFlag[];
  readonly ownerOnly?: boolean;
}

/** Reading the forecast: any flag that gives the dashboard. */
export const READ_FORECAST: AccessRule = { anyOf: FORECAST_FLAGS };
/** Changing the forecast (series, adjustments, settings). */
export const EDIT_FORECAST: AccessRule = { anyOf: ["edit_forecast"] };
/** Reading the transactions. */
export const READ_TRANSACTIONS: AccessRule = { anyOf: ["transactions_info"] };
/** Reading rules and what the transactions screens share: either transactions flag. */
export const SEE_TRANSACTIONS: AccessRule = { anyOf: TRANSACTIONS_FLAGS };
/** Classifying: categories of transactions, the category tree, the rules. */
export const CLASSIFY_TRANSACTIONS: AccessRule = { anyOf: ["allow_classification"] };
/**
 * The invoices and checks screens and their calls (spec 000 §6): invoices_page_access; the company's
 * invoices_allowed and checks_allowed flags then open /invoices and /checks.
 */
export const INVOICES_PAGE: AccessRule = { anyOf: ["invoices_page_access"] };
/** Preparing transfer orders, sending them (a SEPA file, a payment initiation), cancelling them. */
export const PREPARE_TRANSFERS: AccessRule = { anyOf: ["prepare_transfers"] };
/** Approving transfer orders that need a second person (four eyes); the preparer never approves. */
export const APPROVE_TRANSFERS: AccessRule = { anyOf: ["approve_transfers"] };
/** Seeing transfer orders: either transfers flag. */
export const SEE_TRANSFERS: AccessRule = { anyOf: ["prepare_transfers", "approve_transfers"] };
/** Managing the company itself: its details, branding and users, deleting it. */
export const MANAGE_COMPANY: AccessRule = { anyOf: [], ownerOnly: true };

/** Whether `member` passes `rule`: the owner level always does; otherwise one of the flags is enough. */
export function passesAccessRule(member: MemberAccess, rule: AccessRule): boolean {
  if (member.ownerLevel) return true;
  if (rule.ownerOnly) return false;
  return rule.anyOf.length === 0 || rule.anyOf.some((flag) => member.permissions[flag] === true);
}

/** May the member change the forecast (edit cells, series, adjustments)? */
export function canEditForecast(member: MemberAccess): boolean {
  return passesAccessRule(member, EDIT_FORECAST);
}

/** May the member classify transactions and edit the category tree and the rules? */
export function canClassifyTransactions(member: MemberAccess): boolean {
  return passesAccessRule(member, CLASSIFY_TRANSACTIONS);
}

/** May the member change the company's details, branding and users? */
export function canManageCompany(member: MemberAccess): boolean {
  return passesAccessRule(member, MANAGE_COMPANY);
}
