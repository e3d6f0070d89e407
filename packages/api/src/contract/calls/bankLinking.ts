import { z } from "zod";
import { companyMember, readTransactions } from "../access";
import { defineCall } from "../call";
import { companyInput, idSchema, successOutput } from "../schemas";
import { bankAccountSchema, bankConnectionStateSchema } from "./banking";

/**
 * Bank linking through an account-information aggregator (spec 001 §7.10 "Bank linking", §7.5 getModifyUrl,
 * unsyncBankConnection, getBankAccount, loadTransactions; §7.3 update_banking_data; issue 21). The server
 * talks to the aggregator (Bridge API v3, or the sandbox aggregator that ships with Trezo); the browser
 * only ever sees the provider's hosted page (its `url`) and comes back to /callback. Provider tokens stay on
 * the server, encrypted at rest: no call answers one.
 *
 * Connecting and synchronising needs transactions_info (the flag of the banking screens, as for manual
 * connections); reading what is configured needs any access to the company.
 */

/** An aggregator's name as the connections store it (`aggregator`): `bridge`, or `sandbox` for the local one. */
export const aggregatorNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[a-z][a-z0-9_-]*$/);

/** A bank (a provider of the aggregator) the user can connect. */
export const linkableBankSchema = z.object({
  /** The aggregator's id of the bank, as a string (Bridge's provider id). */
  id: z.string(),
  name: z.string(),
  country_code: z.string(),
  logo_url: z.string().nullable(),
  aggregator: z.string(),
});
export type LinkableBank = z.infer<typeof linkableBankSchema>;

/** What one synchronisation did: connections and accounts read, transactions added, changed, deleted. */
export const bankSyncResultSchema = z.object({
  connections: z.number().int(),
  accounts: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  deleted: z.number().int(),
  /** Lines of the feed already there from a statement file (fingerprint): linked, not added again. */
  linked: z.number().int(),
  /** Invoices and checks matched automatically after the sync. */
  matched: z.number().int(),
  /** Connections that need the user (repair through getModifyUrl) or whose bank is down. */
  needing_attention: z.number().int(),
});
export type BankSyncResult = z.infer<typeof bankSyncResultSchema>;

const syncJob = { followWith: "getJob" as const, result: bankSyncResultSchema };
const jobOutput = z.object({ jobId: z.uuid() });
const connectionInput = companyInput.extend({ bank_id: idSchema });
/** A hosted page of the aggregator the browser is sent to (the product redirects to result.url). */
const urlOutput = z.object({ url: z.url() });

export const getAllBankAggregators = defineCall({
  method: "POST",
  path: "getAllBankAggregators",
  summary:
    "The aggregators this server can connect banks through: Bridge when BRIDGE_CLIENT_ID, BRIDGE_CLIENT_SECRET and BRIDGE_WEBHOOK_SECRET are set, else the local sandbox aggregator (sandbox true).",
  input: companyInput,
  output: z.object({
    aggregators: z.array(z.object({ name: z.string(), label: z.string(), sandbox: z.boolean() })),
  }),
  access: companyMember,
});

export const getBanksAndAggreagtors = defineCall({
  method: "GET",
  path: "getBanksAndAggreagtors",
  summary:
    "The banks that can be connected (the aggregator's providers of the country, FR by default), each with its aggregator, filtered by a search on the name; at most 200.",
  input: companyInput.extend({
    search: z.string().trim().max(100).optional(),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .transform((value) => value.toUpperCase())
      .default("FR"),
  }),
  output: z.object({ banks: z.array(linkableBankSchema) }),
  access: readTransactions,
});

export const getRedirectUrl = defineCall({
  method: "POST",
  path: "getRedirectUrl",
  summary:
    "Starts connecting a bank: a connect session of the aggregator, whose hosted page (url) returns to /callback with the session's state. Refused with max_connections_reached (409) at the company's maxConnections, no_bank_aggregator (409) when none is configured, bank_aggregator_unavailable (503) when the aggregator does not answer.",
  input: companyInput.extend({
    /** The bank chosen in the list (getBanksAndAggreagtors), or none: the aggregator's own bank list. */
    bank: z.string().trim().min(1).max(40).optional(),
    aggregator: aggregatorNameSchema.optional(),
  }),
  output: urlOutput.extend({ state: z.string() }),
  access: readTransactions,
});

export const getProviderToken = defineCall({
  method: "POST",
  path: "getProviderToken",
  summary:
    "The return from the aggregator's page at /callback: checks the session's state (one use, 1 hour, this company and user), records the connection and its accounts (the provider's token stays on the server, encrypted); answers the connection. bank_link_failed (400) when the user left the page or the state is unknown.",
  input: companyInput.extend({
    state: z.string().trim().min(1).max(100),
    item_id: z
      .union([z.string().trim().max(40), z.number().int().nonnegative()])
      .transform((value) => String(value))
      .optional(),
    success: z.union([z.boolean(), z.enum(["true", "false"])]).optional(),
    step: z.string().trim().max(60).optional(),
  }),
  output: z.object({ bank_id: idSchema, status: z.string(), accounts: z.number().int() }),
  access: readTransactions,
});

export const getDataAfterSuccess = defineCall({
  method: "POST",
  path: "getDataAfterSuccess",
  summary:
    "The first synchronisation of a connection after /callback, as a job (follow it with getJob or isGetDataAfterSuccessFinish): accounts, balances and every transaction, in pages; then the rules and the invoice matching.",
  input: connectionInput,
  output: jobOutput,
  access: readTransactions,
  timeoutMs: 60_000,
  job: syncJob,
});

export const isGetDataAfterSuccessFinish = defineCall({
  method: "POST",
  path: "isGetDataAfterSuccessFinish",
  summary:
    "Whether a synchronisation job of the company is finished, with its progress (0 to 100), its result once done, its localised message once failed.",
  input: companyInput.extend({ jobId: z.uuid() }),
  output: z.object({
    finished: z.boolean(),
    status: z.enum(["running", "done", "failed"]),
    progress: z.number().int().min(0).max(100),
    result: bankSyncResultSchema.nullable(),
    message: z.string().nullable(),
  }),
  access: readTransactions,
});

export const completeBridgeSync = defineCall({
  method: "POST",
  path: "completeBridgeSync",
  summary:
    "Asks the aggregator to refresh a connection from its bank, waits for it (up to 45 s), then synchronises what changed in the answer (60 s). A connection that needs the user answers its state (repair with getModifyUrl).",
  input: connectionInput,
  output: z.object({ state: bankConnectionStateSchema, result: bankSyncResultSchema }),
  access: readTransactions,
  timeoutMs: 60_000,
  retries: 0,
});

export const getBankTransactions = defineCall({
  method: "POST",
  path: "getBankTransactions",
  summary:
    "Synchronises one connection as a job (follow it with getJob): the transactions added, changed or deleted since its last synchronisation, then the rules and the invoice matching.",
  input: connectionInput,
  output: jobOutput,
  access: readTransactions,
  job: syncJob,
});

export const getModifyUrl = defineCall({
  method: "POST",
  path: "getModifyUrl",
  summary:
    "The aggregator's page that repairs a connection (strong authentication to renew, wrong credentials): the product redirects to result.url, which returns to /callback. not_a_linked_connection (400) for a manual one.",
  input: connectionInput,
  output: urlOutput.extend({ state: z.string() }),
  access: readTransactions,
});

export const unsyncBankConnection = defineCall({
  method: "POST",
  path: "unsyncBankConnection",
  summary:
    "Stops synchronising a connection: the aggregator forgets it (its item is deleted there); the connection, its accounts and their transactions stay, as a manual connection with status unsynced. aggregatorName must be the connection's.",
  input: connectionInput.extend({ aggregatorName: aggregatorNameSchema }),
  output: successOutput,
  access: readTransactions,
  audit: "deletion",
});

export const getBankAccount = defineCall({
  method: "POST",
  path: "getBankAccount",
  summary:
    "One account of the company by its code at the aggregator (the provider's account id), with its connection's name and state; 404 when no linked account has it.",
  input: companyInput.extend({ code: z.string().trim().min(1).max(60) }),
  output: z.object({
    account: bankAccountSchema.extend({
      code: z.string(),
      bank_name: z.string(),
      state: bankConnectionStateSchema,
      last_update: z.string().nullable(),
    }),
  }),
  access: companyMember,
});

export const loadTransactions = defineCall({
  method: "POST",
  path: "loadTransactions",
  summary:
    "Synchronises every linked connection of the company (archived and unsynced ones excepted) as a job; the product waits 30 s and then reloads the banks.",
  input: companyInput,
  output: jobOutput,
  access: readTransactions,
  job: syncJob,
});

export const updateBankingData = defineCall({
  method: "POST",
  path: "update_banking_data",
  summary:
    "Reads again the state of every linked connection of the company from its aggregator (status, what the user must do) without fetching transactions; answers how many connections need the user.",
  input: companyInput,
  output: z.object({ connections: z.number().int(), needing_attention: z.number().int() }),
  access: readTransactions,
});

export const bankLinkingCalls = {
  getAllBankAggregators,
  getBanksAndAggreagtors,
  getRedirectUrl,
  getProviderToken,
  getDataAfterSuccess,
  isGetDataAfterSuccessFinish,
  completeBridgeSync,
  getBankTransactions,
  getModifyUrl,
  unsyncBankConnection,
  getBankAccount,
  loadTransactions,
  update_banking_data: updateBankingData,
};
