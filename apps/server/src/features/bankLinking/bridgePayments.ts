import { z } from "zod";
import {
  AggregatorUnavailable,
  type PaymentInitiationRequest,
  type PaymentInitiator,
  type PaymentState,
  type PaymentStatus,
} from "./aggregator";

/**
 * Bridge API v3 payment initiation (issue 22), written from Bridge's public documentation ("Initiate your
 * first payment", "Payment requests and transactions statuses"): a payment request of one or several
 * transactions (a bulk payment) is created with POST /v3/payment/payment-requests and answers a
 * `consent_url` where the payer confirms at their bank; the payer comes back to `callback_url`, which is
 * no proof of anything: GET /v3/payment/payment-requests/{id} says where the payment stands. Amounts are
 * euros with decimals; statuses are ISO 20022 codes (CREA, ACTC, PDNG, ACSC, RJCT, CANC).
 * The sandbox aggregator answers the same shapes (sandbox/bank/sandboxPayments.ts).
 */

/** The adapter's authenticated call (app credentials, Bridge-Version), answering the parsed JSON. */
export type BridgeCall = (method: "GET" | "POST", path: string, body?: unknown) => Promise<unknown>;

const createdSchema = z.object({ id: z.union([z.string(), z.number()]), consent_url: z.string() });
const requestSchema = z.object({
  id: z.union([z.string(), z.number()]),
  status: z.string(),
  status_reason: z.string().nullable().optional(),
  transactions: z
    .array(z.object({ end_to_end_id: z.string().nullable().optional(), status: z.string() }))
    .optional()
    .default([]),
});

/** A Bridge (ISO 20022) status in Trezo's terms; an unknown code counts as still being created. */
export function paymentStatusOf(code: string): PaymentStatus {
  switch (code.toUpperCase()) {
    case "PDNG":
    case "ACSP":
    case "PART":
      return "initiated";
    case "ACSC":
      return "executed";
    case "RJCT":
    case "CANC":
      return "rejected";
    default:
      return "created";
  }
}

/** Cents as Bridge's euros with two decimals. */
const eurosOf = (cents: number) => Math.round(cents) / 100;

export function bridgePayments(name: string, call: BridgeCall): PaymentInitiator {
  const parse = <T extends z.ZodType>(schema: T, value: unknown): z.output<T> => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new AggregatorUnavailable(name, null, `${name} answered an unexpected shape`);
    return parsed.data;
  };
  return {
    async initiate(request: PaymentInitiationRequest) {
      const answer = await call("POST", "/v3/payment/payment-requests", {
        callback_url: request.callbackUrl,
        client_reference: request.clientReference,
        user: { company_name: request.payerName, external_reference: request.payerReference },
        sender: { iban: request.debtorIban },
        transactions: request.transactions.map((transaction) => ({
          amount: eurosOf(transaction.amountCents),
          currency: transaction.currency,
          label: transaction.label,
          end_to_end_id: transaction.endToEndId,
          beneficiary: { company_name: transaction.beneficiaryName, iban: transaction.beneficiaryIban },
          ...(transaction.executionDate ? { execution_date: transaction.executionDate } : {}),
        })),
      });
      const created = parse(createdSchema, answer);
      return { id: String(created.id), consentUrl: created.consent_url };
    },
    async status(id: string): Promise<PaymentState> {
      const answer = parse(
        requestSchema,
        await call("GET", `/v3/payment/payment-requests/${encodeURIComponent(id)}`),
      );
      return {
        id: String(answer.id),
        status: paymentStatusOf(answer.status),
        reason: answer.status_reason ?? null,
        transactions: answer.transactions.map((transaction) => ({
          endToEndId: transaction.end_to_end_id ?? "",
          status: paymentStatusOf(transaction.status),
        })),
      };
    },
  };
}
