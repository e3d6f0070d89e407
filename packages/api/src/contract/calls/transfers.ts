import {
  SEPA_NAME_MAX_LENGTH,
  SEPA_REMITTANCE_MAX_LENGTH,
  TRANSFER_ATTEMPT_STATUSES,
  TRANSFER_KINDS,
  TRANSFER_METHODS,
  TRANSFER_ORDER_STATUSES,
} from "@trezo/domain";
import { z } from "zod";
import { approveTransfers, manageCompany, prepareTransfers, seeTransfers } from "../access";
import { defineCall } from "../call";
import { companyInput, companyItemInput, currencySchema, idSchema, isoDateSchema } from "../schemas";

/**
 * Transfers and payments (issue 22, spec 001 §7.5 "Transfers"): transfer orders between the company's own
 * accounts and to suppliers, sent as an ISO 20022 pain.001.001.09 file (SEPA credit transfer) or through
 * a payment initiation; four-eyes approval above the owner's threshold (set-mc: maker-checker).
 */

/** Amounts of an order: positive cents, at most what a SEPA credit transfer carries (999,999,999.99). */
const orderCentsSchema = z.number().int().min(1).max(99_999_999_999);

export const transferOrderSchema = z.object({
  id: idSchema,
  kind: z.enum(TRANSFER_KINDS),
  status: z.enum(TRANSFER_ORDER_STATUSES),
  debtor_account_id: idSchema,
  creditor_account_id: idSchema.nullable(),
  creditor_name: z.string(),
  creditor_iban: z.string(),
  creditor_bic: z.string(),
  amount_cents: orderCentsSchema,
  currency: currencySchema,
  execution_date: isoDateSchema,
  remittance: z.string(),
  end_to_end_id: z.string(),
  invoice_id: idSchema.nullable(),
  invoice_number: z.string().nullable(),
  approval_required: z.boolean(),
  prepared_by: z.object({ id: idSchema, name: z.string() }).nullable(),
  approved_by: z.object({ id: idSchema, name: z.string() }).nullable(),
  settled_transaction_id: idSchema.nullable(),
  rejection_reason: z.string().nullable(),
  /** The latest attempt that sent it (its file can be downloaded again). */
  last_attempt_id: idSchema.nullable(),
  created_at: z.string(),
});
export type TransferOrder = z.infer<typeof transferOrderSchema>;

export const transferAttemptSchema = z.object({
  id: idSchema,
  method: z.enum(TRANSFER_METHODS),
  status: z.enum(TRANSFER_ATTEMPT_STATUSES),
  reference: z.string(),
  debtor_account_id: idSchema,
  execution_date: isoDateSchema,
  total_cents: orderCentsSchema,
  order_ids: z.array(idSchema),
  created_at: z.string(),
  /** The pain.001 file of a `sepa_file` attempt, and the name to save it under. */
  file: z.object({ name: z.string(), xml: z.string() }).nullable(),
});
export type TransferAttempt = z.infer<typeof transferAttemptSchema>;

export const getTransferOrders = defineCall({
  method: "GET",
  path: "company/{companyId}/transferOrders",
  summary:
    "The company's transfer orders, newest first; account_id keeps those leaving that account, status=pending the ongoing ones. Also the four-eyes threshold.",
  input: companyInput.extend({
    account_id: z.coerce.number().int().positive().optional(),
    status: z.enum(TRANSFER_ORDER_STATUSES).optional(),
  }),
  output: z.object({
    orders: z.array(transferOrderSchema),
    approval_threshold_cents: orderCentsSchema.nullable(),
  }),
  access: seeTransfers,
});

export const deleteTransferOrder = defineCall({
  method: "DELETE",
  path: "company/{companyId}/transferOrder/{orderId}",
  summary: "Cancels a transfer order that is not executed yet (it stays listed as cancelled).",
  input: companyItemInput("orderId"),
  output: z.object({ order: transferOrderSchema }),
  access: prepareTransfers,
  audit: "deletion",
});

export const setMakerChecker = defineCall({
  method: "POST",
  path: "set-mc",
  summary:
    "Sets the four-eyes (maker-checker) threshold: orders from this amount on need another person's approval; null: none does.",
  input: companyInput.extend({ approval_threshold_cents: orderCentsSchema.nullable() }),
  output: z.object({ approval_threshold_cents: orderCentsSchema.nullable() }),
  access: manageCompany,
});

/** One order to create: to one of the company's accounts, to a supplier, or paying a supplier invoice. */
export const newTransferOrderSchema = z.object({
  debtor_account_id: idSchema,
  /** An internal transfer: the company's account credited (its IBAN and name are used). */
  creditor_account_id: idSchema.optional(),
  /** A supplier invoice to pay: its counterparty, IBAN, number and what is left of it are the defaults. */
  invoice_id: idSchema.optional(),
  creditor_name: z
    .string()
    .trim()
    .max(SEPA_NAME_MAX_LENGTH * 2)
    .optional(),
  creditor_iban: z.string().trim().max(50).optional(),
  creditor_bic: z.string().trim().max(20).optional(),
  amount_cents: orderCentsSchema.optional(),
  execution_date: isoDateSchema,
  remittance: z.string().trim().max(SEPA_REMITTANCE_MAX_LENGTH).optional(),
});

export const createTransfer = defineCall({
  method: "POST",
  path: "transfer",
  summary:
    "Prepares transfer orders in one go (a batch): all or none. Each is a draft, approved later when four eyes apply.",
  input: z.object({ company_id: idSchema, orders: z.array(newTransferOrderSchema).min(1).max(500) }),
  output: z.object({ orders: z.array(transferOrderSchema) }),
  access: prepareTransfers,
  companyIdField: "company_id",
});

export const approveTransferOrders = defineCall({
  method: "POST",
  path: "company/{companyId}/transferOrders/approve",
  summary: "Approves orders that need a second person (four eyes): never the person who prepared them.",
  input: companyInput.extend({ order_ids: z.array(idSchema).min(1).max(500) }),
  output: z.object({ orders: z.array(transferOrderSchema) }),
  access: approveTransfers,
});

export const createTransferFile = defineCall({
  method: "POST",
  path: "company/{companyId}/transferFile",
  summary:
    "Sends draft (or rejected) orders of one account as a SEPA credit transfer file (pain.001.001.09): the orders become pending and the file is answered for download.",
  input: companyInput.extend({ order_ids: z.array(idSchema).min(1).max(500) }),
  output: z.object({ attempt: transferAttemptSchema }),
  access: prepareTransfers,
  audit: "export",
});

export const getTransferAttempt = defineCall({
  method: "GET",
  path: "company/{companyId}/transferAttempt/{attemptId}",
  summary: "One attempt to send orders, with its orders and, for a SEPA file, the file to download again.",
  input: companyItemInput("attemptId"),
  output: z.object({ attempt: transferAttemptSchema }),
  access: seeTransfers,
  audit: "export",
});

export const updateTransferOrderStatus = defineCall({
  method: "POST",
  path: "transferOrder/updateTransferOrderStatus",
  summary:
    "What the bank said of an ongoing order: rejected (with its reason), or executed (by the bank line that settles it, when known).",
  input: z.object({
    company_id: idSchema,
    order_id: idSchema,
    status: z.enum(["executed", "rejected"]),
    reason: z.string().trim().max(200).optional(),
    transaction_id: idSchema.optional(),
  }),
  output: z.object({ order: transferOrderSchema }),
  access: prepareTransfers,
  companyIdField: "company_id",
});

/** Where a payment initiation stands at the bank (the aggregator's answer, never the callback's word). */
export const PAYMENT_STATUSES = ["created", "initiated", "executed", "rejected"] as const;

export const createTransferOrderAttempt = defineCall({
  method: "POST",
  path: "company/{companyId}/transferOrderAttempt",
  summary:
    "Sends draft (or rejected) orders of one account as a payment initiation through the bank aggregator: the orders become pending and the answer carries the bank's consent page, which returns to /transfer/callback.",
  input: companyInput.extend({ order_ids: z.array(idSchema).min(1).max(100) }),
  output: z.object({ attempt: transferAttemptSchema, redirect_url: z.string() }),
  access: prepareTransfers,
});

export const checkTransferOrderAttempt = defineCall({
  method: "POST",
  path: "company/{companyId}/transferOrderAttempt/check",
  summary:
    "Asks the aggregator where a payment initiation stands (by the payment id the callback carries, or the attempt id) and applies it: a refused or abandoned payment rejects its orders, a confirmed one leaves them pending until the bank line settles them.",
  input: companyInput.extend({
    attempt_id: idSchema.optional(),
    payment_id: z.string().trim().min(1).max(100).optional(),
  }),
  output: z.object({ attempt: transferAttemptSchema, payment_status: z.enum(PAYMENT_STATUSES) }),
  access: prepareTransfers,
});

export const getTransferProposals = defineCall({
  method: "GET",
  path: "company/{companyId}/transferProposals",
  summary:
    "Transfers between the company's accounts proposed when an account's balance is under the balance threshold (counting the internal orders not executed yet): from the accounts with most to spare, never bringing them under it.",
  input: companyInput,
  output: z.object({
    threshold_cents: z.number().int().nullable(),
    proposals: z.array(
      z.object({
        debtor_account_id: idSchema,
        creditor_account_id: idSchema,
        amount_cents: orderCentsSchema,
        creditor_balance_cents: z.number().int(),
      }),
    ),
  }),
  access: seeTransfers,
});

export const transferCalls = {
  getTransferOrders,
  deleteTransferOrder,
  setMakerChecker,
  createTransfer,
  approveTransferOrders,
  createTransferFile,
  getTransferAttempt,
  updateTransferOrderStatus,
  createTransferOrderAttempt,
  checkTransferOrderAttempt,
  getTransferProposals,
};
