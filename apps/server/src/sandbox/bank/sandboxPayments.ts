import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";

/**
 * Payment initiation in the sandbox aggregator (issue 22): the Bridge API v3 payment requests Trezo's
 * adapter uses (features/bankLinking/bridgePayments.ts) and a hosted consent page standing for the
 * payer's bank, where the payer confirms, or the bank refuses, or the payer leaves; the page sends the
 * browser back to the callback with `payment_request_id` and `status` (success or abort), as Bridge does.
 * Payments live in memory: a restart forgets them.
 *
 *   POST /v3/payment/payment-requests        {callback_url, client_reference, user, sender, transactions}
 *   GET  /v3/payment/payment-requests/:id
 *   GET  /pay/:id, POST /pay/:id              {action: confirm | refuse | quit}
 *   POST /sandbox/control/payments/:id        {status: ACSC | RJCT, reason?}  (the bank executes or refuses later)
 */

interface SandboxPaymentTransaction {
  id: string;
  amount: number;
  currency: string;
  label: string;
  end_to_end_id: string;
  beneficiary: { company_name: string; iban: string };
  execution_date: string | null;
}

interface SandboxPayment {
  id: string;
  status: "ACTC" | "PDNG" | "ACSC" | "RJCT";
  statusReason: string | null;
  clientReference: string | null;
  callbackUrl: string | null;
  payerName: string;
  senderIban: string | null;
  transactions: SandboxPaymentTransaction[];
  createdAt: string;
}

const IBAN = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The transactions of a request body, or why they are refused (Bridge answers 400 invalid_request). */
function transactionsOf(raw: unknown): SandboxPaymentTransaction[] | string {
  if (!Array.isArray(raw) || raw.length === 0) return "transactions are required";
  const transactions: SandboxPaymentTransaction[] = [];
  for (const entry of raw as Array<Record<string, unknown>>) {
    const amount = Number(entry.amount);
    const beneficiary = (entry.beneficiary ?? {}) as Record<string, unknown>;
    const iban = text(beneficiary.iban).replace(/\s/g, "").toUpperCase();
    const name =
      text(beneficiary.company_name) ||
      `${text(beneficiary.first_name)} ${text(beneficiary.last_name)}`.trim();
    if (!Number.isFinite(amount) || amount <= 0) return "amount must be positive";
    if (text(entry.currency) !== "EUR") return "currency must be EUR";
    if (!IBAN.test(iban)) return "beneficiary.iban is invalid";
    if (!name) return "beneficiary name is required";
    transactions.push({
      id: randomUUID(),
      amount,
      currency: "EUR",
      label: text(entry.label).slice(0, 140),
      end_to_end_id: text(entry.end_to_end_id).slice(0, 35),
      beneficiary: { company_name: name, iban },
      execution_date: text(entry.execution_date) || null,
    });
  }
  return transactions;
}

export function registerSandboxPayments(app: FastifyInstance, options: { publicUrl?: string | undefined }) {
  const payments = new Map<string, SandboxPayment>();

  const view = (payment: SandboxPayment) => ({
    id: payment.id,
    status: payment.status,
    status_reason: payment.statusReason,
    client_reference: payment.clientReference,
    created_at: payment.createdAt,
    user: { company_name: payment.payerName },
    sender: payment.senderIban ? { iban: payment.senderIban } : null,
    transactions: payment.transactions.map((transaction) => ({ ...transaction, status: payment.status })),
  });

  app.post("/v3/payment/payment-requests", async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const user = (body.user ?? {}) as Record<string, unknown>;
    const payerName = text(user.company_name) || `${text(user.first_name)} ${text(user.last_name)}`.trim();
    if (!payerName)
      return reply.code(400).send({ type: "invalid_request", message: "user name is required" });
    const transactions = transactionsOf(body.transactions);
    if (typeof transactions === "string")
      return reply.code(400).send({ type: "invalid_request", message: transactions });
    const payment: SandboxPayment = {
      id: randomUUID(),
      status: "ACTC",
      statusReason: null,
      clientReference: text(body.client_reference) || null,
      callbackUrl: text(body.callback_url) || null,
      payerName,
      senderIban: text(((body.sender ?? {}) as Record<string, unknown>).iban) || null,
      transactions,
      createdAt: new Date().toISOString(),
    };
    payments.set(payment.id, payment);
    const base = options.publicUrl ?? `http://${request.headers.host}`;
    return reply.code(201).send({ id: payment.id, consent_url: `${base}/pay/${payment.id}` });
  });

  app.get("/v3/payment/payment-requests/:id", async (request, reply) => {
    const payment = payments.get((request.params as { id: string }).id);
    if (!payment) return reply.code(404).send({ type: "not_found", message: "Payment request not found" });
    return view(payment);
  });

  // The payer's bank: the consent page.
  app.get("/pay/:id", async (request, reply) => {
    const payment = payments.get((request.params as { id: string }).id);
    if (!payment) return reply.code(404).type("text/html").send("<p>Paiement inconnu ou expiré.</p>");
    const rows = payment.transactions
      .map(
        (transaction) =>
          `<li>${escapeHtml(transaction.beneficiary.company_name)} (${escapeHtml(transaction.beneficiary.iban)}) : ${transaction.amount.toFixed(2)} € — ${escapeHtml(transaction.label)}</li>`,
      )
      .join("");
    const total = payment.transactions.reduce((sum, transaction) => sum + transaction.amount, 0);
    return reply.type("text/html; charset=utf-8").send(`<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Banque de démonstration : paiement</title></head>
<body><main><h1>Banque de démonstration (bac à sable)</h1>
<p>${escapeHtml(payment.payerName)} demande ${payment.transactions.length} virement(s), total ${total.toFixed(2)} € :</p>
<ul>${rows}</ul>
<form method="post" action="/pay/${escapeHtml(payment.id)}">
<p><button name="action" value="confirm">Confirmer le paiement</button>
<button name="action" value="refuse">Simuler un refus de la banque</button>
<button name="action" value="quit">Quitter</button></p>
</form></main></body></html>`);
  });

  app.post("/pay/:id", async (request, reply) => {
    const payment = payments.get((request.params as { id: string }).id);
    if (!payment) return reply.code(404).send({ type: "not_found", message: "Payment request not found" });
    if (payment.status !== "ACTC")
      return reply.code(409).send({ type: "conflict", message: "Payment already answered" });
    const action = text(((request.body ?? {}) as Record<string, unknown>).action);
    if (action === "confirm") payment.status = "PDNG";
    else {
      payment.status = "RJCT";
      payment.statusReason = action === "refuse" ? "Refusé par la banque" : "Abandonné par le payeur";
    }
    const params = new URLSearchParams({
      payment_request_id: payment.id,
      status: action === "confirm" ? "success" : "abort",
    });
    if (!payment.callbackUrl) return reply.type("text/html").send("<p>Terminé.</p>");
    const separator = payment.callbackUrl.includes("?") ? "&" : "?";
    return reply.redirect(`${payment.callbackUrl}${separator}${params}`, 302);
  });

  app.post("/sandbox/control/payments/:id", async (request, reply) => {
    const payment = payments.get((request.params as { id: string }).id);
    if (!payment) return reply.code(404).send({ message: "Payment request not found" });
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.status !== "ACSC" && body.status !== "RJCT")
      return reply.code(400).send({ message: "status is ACSC or RJCT" });
    payment.status = body.status;
    payment.statusReason = body.status === "RJCT" ? text(body.reason) || "Refusé par la banque" : null;
    return view(payment);
  });
}
