import { randomBytes } from "node:crypto";
import {
  beneficiaryNameProblem,
  bicProblem,
  ibanProblem,
  needsApproval,
  normalizeBic,
  normalizeIban,
  remittanceOfInvoices,
  SEPA_NAME_MAX_LENGTH,
  sepaSafeText,
  sweepProposals,
  transitionProblem,
} from "@trezo/domain";
import { auditActor, recordAudit } from "../../audit/auditLog";
import type { Database } from "../../db/database";
import { domainErrors } from "../../errors/domainError";
import { companyToday } from "../../forecast/companyToday";
import { type CallHandlers, mustAuth, mustCompany } from "../../http/registerContract";
import { AggregatorRefused, AggregatorUnavailable } from "../bankLinking/aggregator";
import { aggregatorUnavailable } from "../bankLinking/bankSync";
import { buildPain001 } from "./pain001";
import { transferErrors } from "./transferErrors";
import {
  accountsOf,
  approvalThresholdOf,
  attemptOf,
  companyNameOf,
  initiationAttemptId,
  insertAttempt,
  insertOrders,
  invoicesToPay,
  type ListedOrder,
  lineSettlesAnOrder,
  listOrders,
  lockOrders,
  type NewTransferOrderRow,
  outstandingOrdersOfInvoices,
  refreshAttempts,
  setApprovalThreshold,
  sweepInputsOf,
  type TransferAttemptRow,
  transactionOf,
  updateOrders,
} from "./transferQueries";
import { settleOrder } from "./transferSettlement";

type TransferHandlers = Pick<
  CallHandlers,
  | "getTransferOrders"
  | "deleteTransferOrder"
  | "setMakerChecker"
  | "createTransfer"
  | "approveTransferOrders"
  | "createTransferFile"
  | "getTransferAttempt"
  | "updateTransferOrderStatus"
  | "createTransferOrderAttempt"
  | "checkTransferOrderAttempt"
  | "getTransferProposals"
>;

const person = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? String(id) };

function orderOutput(order: ListedOrder) {
  return {
    id: order.id,
    kind: order.kind,
    status: order.status,
    debtor_account_id: order.debtorAccountId,
    creditor_account_id: order.creditorAccountId,
    creditor_name: order.creditorName,
    creditor_iban: order.creditorIban,
    creditor_bic: order.creditorBic,
    amount_cents: order.amountCents,
    currency: order.currency,
    execution_date: order.executionDate,
    remittance: order.remittance,
    end_to_end_id: order.endToEndId,
    invoice_id: order.invoiceId,
    invoice_number: order.invoiceNumber,
    approval_required: order.approvalRequired,
    prepared_by: person(order.preparedBy, order.preparedByName),
    approved_by: person(order.approvedBy, order.approvedByName),
    settled_transaction_id: order.settledTransactionId,
    rejection_reason: order.rejectionReason,
    last_attempt_id: order.lastAttemptId,
    created_at: order.createdAt.toISOString(),
  };
}

/** The name a pain.001 file is saved under. */
const fileNameOf = (attempt: TransferAttemptRow) => `virements-${attempt.reference}.xml`;

function attemptOutput(attempt: TransferAttemptRow, orderIds: number[]) {
  return {
    id: attempt.id,
    method: attempt.method,
    status: attempt.status,
    reference: attempt.reference,
    debtor_account_id: attempt.debtorAccountId,
    execution_date: attempt.executionDate,
    total_cents: attempt.totalCents,
    order_ids: orderIds,
    created_at: attempt.createdAt.toISOString(),
    file: attempt.fileXml === null ? null : { name: fileNameOf(attempt), xml: attempt.fileXml },
  };
}

/** An EndToEndId (Max35Text): TRZ- and 12 random capital hex digits, unique per company by index. */
const newEndToEndId = () => `TRZ-${randomBytes(6).toString("hex").toUpperCase()}`;
/** A file's MsgId: the date and time it was made and a random suffix. */
const newMessageId = (now: Date) =>
  `TRZ-${now.toISOString().replace(/\D/g, "").slice(0, 14)}-${randomBytes(3).toString("hex").toUpperCase()}`;

/** The beneficiary's IBAN, BIC and name checked (domain rules), each refusal naming its field. */
function checkedBeneficiary(path: string, raw: { name: string; iban: string; bic: string }) {
  const iban = ibanProblem(raw.iban);
  if (iban === "empty")
    throw transferErrors.field("iban_missing", "transfers.errors.ibanMissing", `${path}.creditor_iban`);
  if (iban === "invalid")
    throw transferErrors.field("iban_invalid", "transfers.errors.ibanInvalid", `${path}.creditor_iban`);
  if (iban === "not_sepa")
    throw transferErrors.field("iban_not_sepa", "transfers.errors.ibanNotSepa", `${path}.creditor_iban`);
  if (bicProblem(raw.bic))
    throw transferErrors.field("bic_invalid", "transfers.errors.bicInvalid", `${path}.creditor_bic`);
  const name = beneficiaryNameProblem(raw.name);
  if (name === "empty")
    throw transferErrors.field("name_empty", "transfers.errors.nameEmpty", `${path}.creditor_name`);
  if (name === "too_long")
    throw transferErrors.field("name_too_long", "transfers.errors.nameTooLong", `${path}.creditor_name`);
  if (name === "characters")
    throw transferErrors.field("name_characters", "transfers.errors.nameCharacters", `${path}.creditor_name`);
  return {
    creditorName: sepaSafeText(raw.name, SEPA_NAME_MAX_LENGTH),
    creditorIban: normalizeIban(raw.iban),
    creditorBic: normalizeBic(raw.bic),
  };
}

/**
 * The orders to send in one attempt, locked: all found, all leaving the same account (which has an
 * IBAN), each one sendable by the actor (a draft or rejected, approved when four eyes apply).
 */
async function lockSendable(tx: Database, companyId: number, ids: number[], actorId: number) {
  const orders = await lockOrders(tx, companyId, ids);
  if (orders.length !== ids.length) throw domainErrors.notFound();
  const debtorIds = new Set(orders.map((order) => order.debtorAccountId));
  if (debtorIds.size !== 1) throw transferErrors.conflict("mixed_accounts", "transfers.errors.mixedAccounts");
  for (const order of orders) {
    const problem = transitionProblem({ ...order, preparedBy: order.preparedBy ?? 0 }, "send", actorId);
    if (problem) throw transferErrors.transition(problem);
  }
  const [debtor] = await accountsOf(tx, companyId, [...debtorIds]);
  if (!debtor?.iban)
    throw transferErrors.field("debtor_iban_missing", "transfers.errors.debtorIbanMissing", "order_ids");
  return { orders, debtor, debtorIban: normalizeIban(debtor.iban) };
}

/** Aggregator failures of a payment initiation as the caller's errors. */
async function withPaymentErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AggregatorUnavailable) throw aggregatorUnavailable();
    if (error instanceof AggregatorRefused)
      throw transferErrors.conflict("initiation_refused", "transfers.errors.initiationRefused");
    throw error;
  }
}

/** Transfers and payments (issue 22, spec 001 §7.5). */
export const transferHandlers: TransferHandlers = {
  async getTransferOrders(context) {
    const companyId = mustCompany(context).company.id;
    const { db } = context.services;
    const orders = await listOrders(db, companyId, {
      accountId: context.input.account_id,
      status: context.input.status,
    });
    return {
      orders: orders.map(orderOutput),
      approval_threshold_cents: await approvalThresholdOf(db, companyId),
    };
  },

  async setMakerChecker(context) {
    const companyId = mustCompany(context).company.id;
    const auth = mustAuth(context);
    const cents = context.input.approval_threshold_cents;
    await context.services.db.transaction(async (tx) => {
      await setApprovalThreshold(tx, companyId, cents);
      await recordAudit(tx, {
        action: "transfer_threshold_changed",
        ...auditActor(auth, context.request),
        companyId,
        details: { approval_threshold_cents: cents },
      });
    });
    return { approval_threshold_cents: cents };
  },

  async createTransfer(context) {
    const companyId = mustCompany(context).company.id;
    const auth = mustAuth(context);
    const { db } = context.services;
    const inputs = context.input.orders;
    const today = companyToday();
    const ids = await db.transaction(async (tx) => {
      const threshold = await approvalThresholdOf(tx, companyId);
      const accountIds = inputs.flatMap((order) =>
        order.creditor_account_id === undefined
          ? [order.debtor_account_id]
          : [order.debtor_account_id, order.creditor_account_id],
      );
      const accounts = new Map((await accountsOf(tx, companyId, accountIds)).map((a) => [a.id, a]));
      const invoiceIds = inputs.flatMap((order) =>
        order.invoice_id === undefined ? [] : [order.invoice_id],
      );
      const invoices = new Map((await invoicesToPay(tx, companyId, invoiceIds)).map((i) => [i.id, i]));
      const beingPaid = new Set(
        (await outstandingOrdersOfInvoices(tx, companyId, invoiceIds)).map((row) => row.invoiceId),
      );
      const rows: NewTransferOrderRow[] = inputs.map((input, index) => {
        const path = `orders.${index}`;
        if (input.execution_date < today)
          throw transferErrors.field("past_date", "transfers.errors.pastDate", `${path}.execution_date`);
        const debtor = accounts.get(input.debtor_account_id);
        if (!debtor)
          throw transferErrors.field(
            "unknown_account",
            "transfers.errors.unknownAccount",
            `${path}.debtor_account_id`,
          );
        if (!debtor.iban)
          throw transferErrors.field(
            "debtor_iban_missing",
            "transfers.errors.debtorIbanMissing",
            `${path}.debtor_account_id`,
          );
        if (debtor.currency !== "EUR")
          throw transferErrors.field("currency", "transfers.errors.currency", `${path}.debtor_account_id`);
        const common = {
          debtorAccountId: debtor.id,
          executionDate: input.execution_date,
          endToEndId: newEndToEndId(),
          preparedBy: auth.user.id,
          currency: "EUR",
        };
        const approval = (amountCents: number) => ({
          amountCents,
          approvalRequired: needsApproval(amountCents, threshold),
        });
        if (input.creditor_account_id !== undefined) {
          const creditor = accounts.get(input.creditor_account_id);
          if (!creditor)
            throw transferErrors.field(
              "unknown_account",
              "transfers.errors.unknownAccount",
              `${path}.creditor_account_id`,
            );
          if (creditor.id === debtor.id)
            throw transferErrors.field(
              "same_account",
              "transfers.errors.sameAccount",
              `${path}.creditor_account_id`,
            );
          if (input.amount_cents === undefined)
            throw transferErrors.field(
              "amount_missing",
              "transfers.errors.amountMissing",
              `${path}.amount_cents`,
            );
          return {
            ...common,
            ...approval(input.amount_cents),
            kind: "internal" as const,
            creditorAccountId: creditor.id,
            ...checkedBeneficiary(path, {
              name: input.creditor_name || creditor.name,
              iban: creditor.iban ?? "",
              bic: creditor.bic ?? "",
            }),
            remittance: sepaSafeText(input.remittance ?? "", 140),
          };
        }
        if (input.invoice_id !== undefined) {
          const invoice = invoices.get(input.invoice_id);
          const payable =
            invoice?.kind === "supplier" &&
            (invoice.status === "open" || invoice.status === "partially_paid") &&
            invoice.leftCents > 0;
          if (!invoice || !payable)
            throw transferErrors.field(
              "invoice_not_payable",
              "transfers.errors.invoiceNotPayable",
              `${path}.invoice_id`,
            );
          if (beingPaid.has(invoice.id))
            throw transferErrors.field(
              "invoice_being_paid",
              "transfers.errors.invoiceBeingPaid",
              `${path}.invoice_id`,
            );
          beingPaid.add(invoice.id);
          const amount = input.amount_cents ?? invoice.leftCents;
          if (amount > invoice.leftCents)
            throw transferErrors.field(
              "amount_too_high",
              "transfers.errors.amountTooHigh",
              `${path}.amount_cents`,
            );
          return {
            ...common,
            ...approval(amount),
            kind: "supplier" as const,
            invoiceId: invoice.id,
            etsId: invoice.firstOpenEtsId,
            categoryId: invoice.categoryId,
            ...checkedBeneficiary(path, {
              name: input.creditor_name || invoice.counterpartyName,
              iban: input.creditor_iban || (invoice.counterpartyIban ?? ""),
              bic: input.creditor_bic ?? "",
            }),
            remittance: input.remittance
              ? sepaSafeText(input.remittance, 140)
              : remittanceOfInvoices([invoice.number], "Facture"),
          };
        }
        if (input.amount_cents === undefined)
          throw transferErrors.field(
            "amount_missing",
            "transfers.errors.amountMissing",
            `${path}.amount_cents`,
          );
        return {
          ...common,
          ...approval(input.amount_cents),
          kind: "supplier" as const,
          ...checkedBeneficiary(path, {
            name: input.creditor_name ?? "",
            iban: input.creditor_iban ?? "",
            bic: input.creditor_bic ?? "",
          }),
          remittance: sepaSafeText(input.remittance ?? "", 140),
        };
      });
      const inserted = (await insertOrders(tx, companyId, rows)).map((row) => row.id);
      await recordAudit(tx, {
        action: "transfer_orders_created",
        ...auditActor(auth, context.request),
        companyId,
        details: {
          order_ids: inserted,
          invoice_ids: invoiceIds,
          total_cents: rows.reduce((sum, row) => sum + row.amountCents, 0),
        },
      });
      return inserted;
    });
    return { orders: (await listOrders(db, companyId, { ids })).map(orderOutput) };
  },

  async approveTransferOrders(context) {
    const companyId = mustCompany(context).company.id;
    const auth = mustAuth(context);
    const { db } = context.services;
    const ids = [...new Set(context.input.order_ids)];
    await db.transaction(async (tx) => {
      const orders = await lockOrders(tx, companyId, ids);
      if (orders.length !== ids.length) throw domainErrors.notFound();
      for (const order of orders) {
        const problem = transitionProblem(
          { ...order, preparedBy: order.preparedBy ?? 0 },
          "approve",
          auth.user.id,
        );
        if (problem) throw transferErrors.transition(problem);
      }
      await updateOrders(tx, companyId, ids, { approvedBy: auth.user.id, approvedAt: new Date() });
      await recordAudit(tx, {
        action: "transfer_orders_approved",
        ...auditActor(auth, context.request),
        companyId,
        details: { order_ids: ids, total_cents: orders.reduce((sum, order) => sum + order.amountCents, 0) },
      });
    });
    return { orders: (await listOrders(db, companyId, { ids })).map(orderOutput) };
  },

  async deleteTransferOrder(context) {
    const companyId = mustCompany(context).company.id;
    const auth = mustAuth(context);
    const { db } = context.services;
    const id = context.input.orderId;
    await db.transaction(async (tx) => {
      const [order] = await lockOrders(tx, companyId, [id]);
      if (!order) throw domainErrors.notFound();
      const problem = transitionProblem(
        { ...order, preparedBy: order.preparedBy ?? 0 },
        "cancel",
        auth.user.id,
      );
      if (problem) throw transferErrors.transition(problem);
      await updateOrders(tx, companyId, [id], { status: "cancelled" });
      await refreshAttempts(tx, companyId, [id]);
      await recordAudit(tx, {
        action: "transfer_order_cancelled",
        ...auditActor(auth, context.request),
        companyId,
        details: {
          order_id: id,
          previous_status: order.status,
          amount_cents: order.amountCents,
          creditor_name: order.creditorName,
        },
      });
    });
    const [order] = await listOrders(db, companyId, { ids: [id] });
    if (!order) throw domainErrors.notFound();
    return { order: orderOutput(order) };
  },

  async createTransferFile(context) {
    const companyId = mustCompany(context).company.id;
    const auth = mustAuth(context);
    const { db } = context.services;
    const ids = [...new Set(context.input.order_ids)];
    const today = companyToday();
    const now = new Date();
    const attemptId = await db.transaction(async (tx) => {
      const { orders, debtor, debtorIban } = await lockSendable(tx, companyId, ids, auth.user.id);
      // A date already past is asked for today: banks refuse a requested execution date in the past.
      const dated = orders.map((order) => ({
        ...order,
        executionDate: order.executionDate < today ? today : order.executionDate,
      }));
      const dates = [...new Set(dated.map((order) => order.executionDate))].sort();
      const messageId = newMessageId(now);
      const companyName = await companyNameOf(tx, companyId);
      const xml = buildPain001({
        messageId,
        createdAt: now,
        initiatingPartyName: companyName,
        debtor: { name: companyName, iban: debtorIban, bic: normalizeBic(debtor.bic ?? "") },
        batches: dates.map((date) => ({
          executionDate: date,
          transactions: dated
            .filter((order) => order.executionDate === date)
            .map((order) => ({
              endToEndId: order.endToEndId,
              amountCents: order.amountCents,
              creditorName: order.creditorName,
              creditorIban: order.creditorIban,
              creditorBic: order.creditorBic,
              remittance: order.remittance,
            })),
        })),
      });
      for (const order of dated) {
        await updateOrders(tx, companyId, [order.id], {
          status: "pending",
          executionDate: order.executionDate,
          rejectionReason: null,
        });
      }
      return insertAttempt(
        tx,
        companyId,
        {
          method: "sepa_file",
          reference: messageId,
          debtorAccountId: debtor.id,
          executionDate: dates[0] ?? today,
          totalCents: orders.reduce((sum, order) => sum + order.amountCents, 0),
          fileXml: xml,
          createdBy: auth.user.id,
        },
        ids,
      );
    });
    const found = await attemptOf(db, companyId, attemptId);
    if (!found) throw domainErrors.notFound();
    return { attempt: attemptOutput(found.attempt, found.orderIds) };
  },

  async getTransferAttempt(context) {
    const companyId = mustCompany(context).company.id;
    const found = await attemptOf(context.services.db, companyId, context.input.attemptId);
    if (!found) throw domainErrors.notFound();
    return { attempt: attemptOutput(found.attempt, found.orderIds) };
  },

  async updateTransferOrderStatus(context) {
    const companyId = mustCompany(context).company.id;
    const auth = mustAuth(context);
    const { db } = context.services;
    const { order_id: id, status, reason, transaction_id: transactionId } = context.input;
    await db.transaction(async (tx) => {
      const [order] = await lockOrders(tx, companyId, [id]);
      if (!order) throw domainErrors.notFound();
      const event = status === "executed" ? "settle" : "reject";
      const problem = transitionProblem({ ...order, preparedBy: order.preparedBy ?? 0 }, event, auth.user.id);
      if (problem) throw transferErrors.transition(problem);
      if (status === "rejected") {
        await updateOrders(tx, companyId, [id], { status: "rejected", rejectionReason: reason ?? "" });
        await refreshAttempts(tx, companyId, [id]);
        return;
      }
      if (transactionId === undefined) {
        await updateOrders(tx, companyId, [id], { status: "executed" });
        await refreshAttempts(tx, companyId, [id]);
        return;
      }
      const line = await transactionOf(tx, companyId, transactionId);
      if (!line) throw domainErrors.notFound();
      if (line.accountId !== order.debtorAccountId || line.amountCents !== -order.amountCents)
        throw transferErrors.field("line_mismatch", "transfers.errors.lineMismatch", "transaction_id");
      if (await lineSettlesAnOrder(tx, companyId, transactionId))
        throw transferErrors.conflict("line_taken", "transfers.errors.lineTaken");
      await settleOrder(tx, companyId, order, transactionId, auth.user.id);
    });
    const [order] = await listOrders(db, companyId, { ids: [id] });
    if (!order) throw domainErrors.notFound();
    return { order: orderOutput(order) };
  },
  async createTransferOrderAttempt(context) {
    const companyId = mustCompany(context).company.id;
    const auth = mustAuth(context);
    const { db, banks, config } = context.services;
    const payments = banks.preferred?.payments;
    if (!payments)
      throw transferErrors.conflict("initiation_unavailable", "transfers.errors.initiationUnavailable");
    const ids = [...new Set(context.input.order_ids)];
    const today = companyToday();
    // Checked first (nothing written), then asked of the aggregator, then written after checking again
    // under the lock: the bank's page is never offered for orders someone else sent meanwhile, and a
    // refusal by the aggregator leaves the orders as they were.
    const prepared = await db.transaction(async (tx) => {
      const sendable = await lockSendable(tx, companyId, ids, auth.user.id);
      return { ...sendable, companyName: await companyNameOf(tx, companyId) };
    });
    const dated = prepared.orders.map((order) => ({
      ...order,
      executionDate: order.executionDate < today ? today : order.executionDate,
    }));
    const payment = await withPaymentErrors(() =>
      payments.initiate({
        callbackUrl: `${config.publicUrl}/transfer/callback?company=${companyId}`,
        clientReference: newMessageId(new Date()),
        payerName: prepared.companyName,
        payerReference: `trezo-company-${companyId}`,
        debtorIban: prepared.debtorIban,
        transactions: dated.map((order) => ({
          endToEndId: order.endToEndId,
          amountCents: order.amountCents,
          currency: order.currency,
          label: order.remittance || order.endToEndId,
          beneficiaryName: order.creditorName,
          beneficiaryIban: order.creditorIban,
          executionDate: order.executionDate > today ? order.executionDate : null,
        })),
      }),
    );
    const attemptId = await db.transaction(async (tx) => {
      await lockSendable(tx, companyId, ids, auth.user.id);
      for (const order of dated)
        await updateOrders(tx, companyId, [order.id], {
          status: "pending",
          executionDate: order.executionDate,
          rejectionReason: null,
        });
      return insertAttempt(
        tx,
        companyId,
        {
          method: "initiation",
          reference: payment.id,
          debtorAccountId: prepared.debtor.id,
          executionDate: dated.map((order) => order.executionDate).sort()[0] ?? today,
          totalCents: dated.reduce((sum, order) => sum + order.amountCents, 0),
          fileXml: null,
          createdBy: auth.user.id,
        },
        ids,
      );
    });
    const found = await attemptOf(db, companyId, attemptId);
    if (!found) throw domainErrors.notFound();
    return { attempt: attemptOutput(found.attempt, found.orderIds), redirect_url: payment.consentUrl };
  },

  async checkTransferOrderAttempt(context) {
    const companyId = mustCompany(context).company.id;
    const auth = mustAuth(context);
    const { db, banks } = context.services;
    const { attempt_id: givenId, payment_id: paymentId } = context.input;
    const attemptId =
      givenId ?? (paymentId === undefined ? null : await initiationAttemptId(db, companyId, paymentId));
    const found = attemptId === null ? null : await attemptOf(db, companyId, attemptId);
    if (found?.attempt.method !== "initiation") throw domainErrors.notFound();
    const payments = banks.preferred?.payments;
    if (!payments) throw aggregatorUnavailable();
    const state = await withPaymentErrors(() => payments.status(found.attempt.reference));
    // A refused or abandoned payment rejects its orders still pending; in a bulk payment, the bank may
    // refuse some transactions only. Accepted ones stay pending: the bank line settles them.
    const refused = new Set<string>(
      state.status === "rejected"
        ? null
        : state.transactions.filter((one) => one.status === "rejected").map((one) => one.endToEndId),
    );
    await db.transaction(async (tx) => {
      const orders = await lockOrders(tx, companyId, found.orderIds);
      const rejected = orders
        .filter((order) => state.status === "rejected" || refused.has(order.endToEndId))
        .filter(
          (order) =>
            transitionProblem({ ...order, preparedBy: order.preparedBy ?? 0 }, "reject", auth.user.id) ===
            null,
        )
        .map((order) => order.id);
      if (rejected.length === 0) return;
      await updateOrders(tx, companyId, rejected, {
        status: "rejected",
        rejectionReason: state.reason ?? "",
      });
      await refreshAttempts(tx, companyId, rejected);
    });
    const checked = await attemptOf(db, companyId, found.attempt.id);
    if (!checked) throw domainErrors.notFound();
    return { attempt: attemptOutput(checked.attempt, checked.orderIds), payment_status: state.status };
  },

  async getTransferProposals(context) {
    const companyId = mustCompany(context).company.id;
    const { thresholdCents, accounts, outstanding } = await sweepInputsOf(context.services.db, companyId);
    return {
      threshold_cents: thresholdCents,
      proposals: sweepProposals(accounts, thresholdCents, outstanding).map((proposal) => ({
        debtor_account_id: proposal.debtorAccountId,
        creditor_account_id: proposal.creditorAccountId,
        amount_cents: proposal.amountCents,
        creditor_balance_cents: proposal.creditorBalanceCents,
      })),
    };
  },
};
