import { z } from "zod";
import { companyMember, manageCompany, readTransactions } from "../access";
import { defineCall } from "../call";
import {
  companyInput,
  companyItemInput,
  currencySchema,
  idSchema,
  nameSchema,
  successOutput,
  updatedCountOutput,
} from "../schemas";

/**
 * Bank connections and accounts (spec 001 §7.5 "Accounts and connections", issue 7). Reading the list
 * needs any access to the company (the dashboard shows the accounts); changing connections and accounts
 * needs transactions_info, the flag of the banking screens; deleting one is kept to the owner level.
 */

/** A bank account as the screens show it; balance in integer cents of its currency. */
export const bankAccountSchema = z.object({
  id: idSchema,
  bank_id: idSchema,
  name: z.string(),
  custom_name: z.string().nullable(),
  balance_cents: z.number().int(),
  currency: currencySchema,
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  pinned: z.boolean(),
  included: z.boolean(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/**
 * The products of a connection's state (spec 000 §3 action_required_{product}, {product}_description,
 * {product}_short_message): `ais`, the account information the aggregator reads (accounts, balances,
 * transactions).
 */
export const BANK_PRODUCTS = ["ais"] as const;

/**
 * What a connection's `status` is: `working`; `syncing` while its first synchronisation runs;
 * `action_required` when the user must act on the aggregator's page (getModifyUrl); `bank_unavailable`
 * while the bank does not answer (it comes back by itself); `unsynced` once unsyncBankConnection stopped
 * it.
 */
export const BANK_CONNECTION_STATUSES = [
  "working",
  "syncing",
  "action_required",
  "bank_unavailable",
  "unsynced",
] as const;

/**
 * Why, in the aggregator's terms mapped to Trezo's (`provider_code`): `active`; `sca_required` (the strong
 * authentication to renew, about every 180 days); `wrong_credentials`; `user_action` (the bank asks
 * something of the user on its site); `bank_unavailable`; `sync_in_progress`; `unsynced`; `error`.
 */
export const BANK_PROVIDER_CODES = [
  "active",
  "sca_required",
  "wrong_credentials",
  "user_action",
  "bank_unavailable",
  "sync_in_progress",
  "unsynced",
  "error",
] as const;

/**
 * A connection's state (spec 000 §3): status, provider_code, and per product whether the user must act
 * and what to tell them (a sentence and a short message, in the caller's language; null when working).
 */
export const bankConnectionStateSchema = z.object({
  status: z.string(),
  provider_code: z.string(),
  action_required_ais: z.boolean(),
  ais_description: z.string().nullable(),
  ais_short_message: z.string().nullable(),
});
export type BankConnectionState = z.infer<typeof bankConnectionStateSchema>;

/** A connection (spec 000 §3): a manual one starts working, provider_code active, no action required. */
export const bankConnectionSchema = z.object({
  id: idSchema,
  name: z.string(),
  custom_name: z.string().nullable(),
  type: z.string(),
  aggregator: z.string().nullable(),
  status: z.string(),
  provider_code: z.string(),
  action_required: z.boolean(),
  /** The full state of spec 000 §3 (status, provider_code, action_required_ais, ais_description, ais_short_message). */
  state: bankConnectionStateSchema,
  archived: z.boolean(),
  last_update: z.string().nullable(),
  accounts: z.array(bankAccountSchema),
});
export type BankConnection = z.infer<typeof bankConnectionSchema>;

/**
 * A BIC as typed: its rule (8 or 11 characters, @trezo/domain's parseBic) is applied by the server with
 * the localised invalid_bic error, as the screens do before sending it.
 */
const bicSchema = z.string().trim().max(40);

/** An IBAN as typed (stored without spaces, upper case). */
const ibanSchema = z.string().trim().max(42);

/** The first account of a new bank, or one added to a manual connection. */
const newAccountFields = {
  name: nameSchema,
  currency: currencySchema.default("EUR"),
  balance_cents: z.number().int().min(-1e15).max(1e15).default(0),
  iban: ibanSchema.nullable().optional(),
  bic: bicSchema.nullable().optional(),
};

/** The account a call created or changed. */
const accountOutput = z.object({ account: bankAccountSchema });

export const addManualConnection = defineCall({
  method: "POST",
  path: "addManualConnection",
  summary:
    "Adds a manual bank connection (status working, provider_code active). Refused with max_connections_reached (409) at the company's maxConnections: the web then offers to book a meeting.",
  input: companyInput.extend({ name: nameSchema }),
  output: z.object({ bank: bankConnectionSchema }),
  access: readTransactions,
});

export const addManualAccount = defineCall({
  method: "POST",
  path: "addManualAccount",
  summary: "Adds an account to a manual connection; currency EUR unless given, opening balance in cents.",
  input: companyInput.extend({ bank_id: idSchema, ...newAccountFields }),
  output: accountOutput,
  access: readTransactions,
});

export const addManualBankWithAccount = defineCall({
  method: "POST",
  path: "addManualBankWithAccount",
  summary:
    "Adds a manual bank connection with its first account in one transaction (the add-bank popup's one intent): both or neither. Refused with max_connections_reached (409) at the company's maxConnections, invalid_bic (400) for a BIC that is not one.",
  input: companyInput.extend({ name: nameSchema, account: z.object(newAccountFields) }),
  output: z.object({ bank: bankConnectionSchema }),
  access: readTransactions,
});

export const getBankAccounts = defineCall({
  method: "POST",
  path: "getBankAccounts",
  summary:
    "Every account of the company's connections, archived ones included, each with its connection's displayed name (bank_name) and whether that connection is archived.",
  input: companyInput,
  output: z.object({
    accounts: z.array(bankAccountSchema.extend({ bank_name: z.string(), bank_archived: z.boolean() })),
  }),
  access: companyMember,
});

export const getBanksAndAccountsList = defineCall({
  method: "POST",
  path: "getBanksAndAccountsList",
  summary: "Every connection of the company with its accounts (result.banks), archived ones included.",
  input: companyInput,
  output: z.object({ banks: z.array(bankConnectionSchema) }),
  access: companyMember,
});

export const updateConnectionName = defineCall({
  method: "POST",
  path: "updateConnectionName",
  summary: "Renames a connection (its custom name; the bank's own name is kept).",
  input: companyInput.extend({ bank_id: idSchema, name: nameSchema }),
  output: successOutput,
  access: readTransactions,
});

export const updateAccountName = defineCall({
  method: "POST",
  path: "updateAccountName",
  summary: "Renames an account (its custom name).",
  input: companyInput.extend({ account_id: idSchema, name: nameSchema }),
  output: successOutput,
  access: readTransactions,
});

export const pinAccounts = defineCall({
  method: "POST",
  path: "pinAccounts",
  summary: "Pins or unpins accounts of one connection.",
  input: companyInput.extend({
    bank_id: idSchema,
    account_ids: z.array(idSchema).min(1).max(500),
    pinned: z.boolean(),
  }),
  output: updatedCountOutput,
  access: readTransactions,
});

export const deleteConnection = defineCall({
  method: "POST",
  path: "deleteConnection",
  summary:
    "Deletes a connection with its accounts and their transactions (owner level only). On failure: bank_delete_failed, 'Votre banque n'a pas pu être supprimée...', and support is alerted (error log).",
  input: companyItemInput("bank_id"),
  output: successOutput,
  access: manageCompany,
  audit: "deletion",
});

export const archiveConnection = defineCall({
  method: "POST",
  path: "company/{id}/archiveConnection",
  summary: "Archives a connection: it stays with its history but no longer counts against maxConnections.",
  input: z.object({ id: idSchema, connectionId: idSchema }),
  output: successOutput,
  access: readTransactions,
  companyIdField: "id",
});

export const deleteAccount = defineCall({
  method: "POST",
  path: "deleteAccount",
  summary: "Deletes an account and its transactions (owner level only).",
  input: companyItemInput("account_id"),
  output: successOutput,
  access: manageCompany,
  audit: "deletion",
});

export const updateAccountBic = defineCall({
  method: "PATCH",
  path: "company/{id}/account/{accountId}",
  summary:
    "Sets an account's BIC (8 or 11 characters, stored upper case without spaces), or clears it with null; another text is refused with invalid_bic (400).",
  input: z.object({ id: idSchema, accountId: idSchema, bic: bicSchema.nullable() }),
  output: accountOutput,
  access: readTransactions,
  companyIdField: "id",
});

export const bankingCalls = {
  addManualConnection,
  addManualAccount,
  addManualBankWithAccount,
  getBankAccounts,
  getBanksAndAccountsList,
  updateConnectionName,
  updateAccountName,
  pinAccounts,
  deleteConnection,
  archiveConnection,
  deleteAccount,
  updateAccountBic,
};
