import {
  APPROVE_TRANSFERS,
  CLASSIFY_TRANSACTIONS,
  EDIT_FORECAST,
  INVOICES_PAGE,
  MANAGE_COMPANY,
  PREPARE_TRANSFERS,
  READ_FORECAST,
  READ_TRANSACTIONS,
  SEE_TRANSACTIONS,
  SEE_TRANSFERS,
  USERS_FLAGS,
} from "@trezo/domain";
import type { CallAccess } from "./call";

/**
 * The access declarations the contract's entries share, one name each (CallAccess). The company ones ask
 * the domain's questions (@trezo/domain's access rules), so the web and the server answer them alike.
 */

/** Anyone, signed in or not. */
export const anyone: CallAccess = { kind: "public" };
/** Any signed-in, active user. */
export const signedIn: CallAccess = { kind: "user" };
/** SuperAdmin only. */
export const superAdmin: CallAccess = { kind: "admin" };

/** Any access to the company is enough. */
export const companyMember: CallAccess = { kind: "company", anyOf: [] };
/** The owner level only (owner, parent firm, SuperAdmin): the company itself, its branding, deletions of banks. */
export const manageCompany: CallAccess = { kind: "company", ...MANAGE_COMPANY };
/** Managing the company's users, invitations and permission groups. */
export const manageUsers: CallAccess = { kind: "company", anyOf: USERS_FLAGS };

/** Reading the forecast (spec 000 §6): basic_info, view_forecast or edit_forecast give the dashboard. */
export const readForecast: CallAccess = { kind: "company", ...READ_FORECAST };
/** Changing the forecast: edit_forecast only. */
export const editForecast: CallAccess = { kind: "company", ...EDIT_FORECAST };

/** Reading the transactions. */
export const readTransactions: CallAccess = { kind: "company", ...READ_TRANSACTIONS };
/** What the transactions screens share (rules, import jobs): either transactions flag. */
export const seeTransactions: CallAccess = { kind: "company", ...SEE_TRANSACTIONS };
/** Classifying: categories of transactions, the category tree, the rules. */
export const classifyTransactions: CallAccess = { kind: "company", ...CLASSIFY_TRANSACTIONS };

/** The invoices and checks calls: invoices_page_access (the server also checks the company's module flags). */
export const invoicesPage: CallAccess = { kind: "company", ...INVOICES_PAGE };

/** Transfers (issue 22): seeing them, preparing and sending them, approving them (four eyes). */
export const seeTransfers: CallAccess = { kind: "company", ...SEE_TRANSFERS };
export const prepareTransfers: CallAccess = { kind: "company", ...PREPARE_TRANSFERS };
export const approveTransfers: CallAccess = { kind: "company", ...APPROVE_TRANSFERS };
/** Billing details and subscription changes: the owner level, or a firm's staff with cpap_update_billing. */
export const updateBilling: CallAccess = { kind: "company", anyOf: ["cpap_update_billing"] };
/** The payment method: the owner level, or cpap_update_payment_method. */
export const updatePaymentMethod: CallAccess = { kind: "company", anyOf: ["cpap_update_payment_method"] };
/** Trezo's invoices to the company: the owner level, or cpap_invoices_access. */
export const billingInvoices: CallAccess = { kind: "company", anyOf: ["cpap_invoices_access"] };
