import { z } from "zod";
import { invoicesPage } from "../access";
import { defineCall } from "../call";
import { centsSchema, companyInput, idSchema, isoDateSchema } from "../schemas";
import { ageingSchema, etsSchema, invoiceFiltersSchema, invoiceKindSchema } from "./invoices";

/**
 * What the /invoices screen needs beyond spec 001 §7.6 (issue 15): the ageing of what is left per
 * counterparty, and an invoice's instalments saved as a whole (their sum must be the invoice's total).
 */

export const getInvoicesAgeing = defineCall({
  method: "POST",
  path: "getInvoicesAgeing",
  summary:
    "What is left of the filtered open invoices of one side, per counterparty and ageing bucket (not yet due, 1–30, 31–60, 61–90, over 90 days late), the largest late amounts first.",
  input: companyInput.extend({
    kind: invoiceKindSchema,
    filters: invoiceFiltersSchema.default({}),
    limit: z.number().int().min(1).max(500).default(100),
  }),
  output: z.object({
    counterparties: z.array(
      ageingSchema.extend({ counterparty: z.string(), count: z.number().int(), total: z.number().int() }),
    ),
    has_more: z.boolean(),
  }),
  access: invoicesPage,
});

export const setInvoiceInstalments = defineCall({
  method: "POST",
  path: "setInvoiceInstalments",
  summary:
    "Replaces an invoice's instalments (ETS) in one transaction: kept ones by id, new ones without; refused unless their amounts add up to the invoice's total, each of its sign, none paid removed or set below what is matched.",
  input: companyInput.extend({
    invoiceId: idSchema,
    instalments: z
      .array(
        z.object({
          id: idSchema.nullable(),
          /** Signed as the money moves (a customer invoice positive). */
          amount_cents: centsSchema,
          expected_date: isoDateSchema,
        }),
      )
      .min(1)
      .max(120),
  }),
  output: z.object({ ets: z.array(etsSchema) }),
  access: invoicesPage,
});

export const invoiceScreenCalls = { getInvoicesAgeing, setInvoiceInstalments };
