import { z } from "zod";
import {
  centsOfDecimal,
  isoDateOf,
  type PartnerAccount,
  type PartnerAdapter,
  type PartnerInvoice,
  PartnerRefusedError,
  PartnerUnavailableError,
} from "./partnerAdapter";

/**
 * Pennylane's Company API v2 (https://pennylane.readme.io/reference), read with a company API token
 * (`Authorization: Bearer`):
 * - `GET /api/external/v2/me`: `{ user, company: { id, name, reg_no } }`, the account the token opens;
 * - `GET /api/external/v2/customer_invoices` and `/supplier_invoices`: cursor pages `{ has_more,
 *   next_cursor, items }` (limit 1 to 100), each invoice with `invoice_number`, `label`, `currency`,
 *   `currency_amount` (incl. tax, in its currency), `currency_amount_before_tax`, `tax`, `date`,
 *   `deadline`, `remaining_amount_with_tax`, `status`, `draft`, `paid`, and `customer`/`supplier`
 *   `{ id, url }`;
 * - `GET /api/external/v2/customers` and `/suppliers`: the same pages, each with `id` and `name`.
 * Pennylane's `status` values: archived, incomplete, cancelled, paid, partially_cancelled, upcoming, late,
 * draft, credit_note.
 */

const PAGE_LIMIT = 100;
/** A guard against a partner that never says has_more false. */
const MAX_PAGES = 500;
const TIMEOUT_MS = 20_000;

const pageSchema = z.object({
  has_more: z.boolean(),
  next_cursor: z.string().nullable(),
  items: z.array(z.record(z.string(), z.unknown())),
});

const meSchema = z.object({
  company: z.object({ id: z.union([z.number(), z.string()]), name: z.string() }),
});

const partySchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string().nullable().optional(),
});
const linkSchema = z
  .object({ id: z.union([z.number(), z.string()]) })
  .nullable()
  .optional();

const invoiceSchema = z.object({
  id: z.union([z.number(), z.string()]),
  invoice_number: z.string().nullable().optional(),
  label: z.string().nullable().optional(),
  currency: z.string().length(3).default("EUR"),
  currency_amount: z.union([z.string(), z.number()]),
  currency_amount_before_tax: z.union([z.string(), z.number()]).nullable().optional(),
  tax: z.union([z.string(), z.number()]).nullable().optional(),
  date: z.string().nullable(),
  deadline: z.string().nullable().optional(),
  remaining_amount_with_tax: z.union([z.string(), z.number()]).nullable().optional(),
  status: z.string().nullable().optional(),
  draft: z.boolean().optional(),
  paid: z.boolean().optional(),
  customer: linkSchema,
  supplier: linkSchema,
});

type PennylaneInvoice = z.infer<typeof invoiceSchema>;

/** Trezo's status of a Pennylane invoice. */
function statusOf(invoice: PennylaneInvoice, remainingCents: number): PartnerInvoice["status"] {
  if (invoice.draft === true || invoice.status === "draft" || invoice.status === "incomplete") return "draft";
  if (invoice.status === "cancelled" || invoice.status === "archived") return "cancelled";
  if (invoice.paid === true || invoice.status === "paid" || remainingCents === 0) return "paid";
  return "open";
}

/** The adapter of Pennylane, at `baseUrl` (https://app.pennylane.com, or a local server in tests). */
export function pennylaneAdapter(baseUrl: string, fetcher: typeof fetch = fetch): PartnerAdapter {
  const root = `${baseUrl.replace(/\/+$/, "")}/api/external/v2`;

  async function get(token: string, path: string, query: Record<string, string> = {}): Promise<unknown> {
    const url = new URL(`${root}${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await fetcher(url, {
        headers: { authorization: `Bearer ${token}`, accept: "application/json" },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PartnerUnavailableError(error instanceof Error ? error.name : "network");
    }
    if (response.status === 401 || response.status === 403) throw new PartnerRefusedError(response.status);
    if (!response.ok) throw new PartnerUnavailableError(`status ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new PartnerUnavailableError("not JSON");
    }
  }

  /** Every item of a paginated list, following next_cursor. */
  async function all(token: string, path: string): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const parsed = pageSchema.safeParse(
        await get(token, path, { limit: String(PAGE_LIMIT), ...(cursor ? { cursor } : {}) }),
      );
      if (!parsed.success) throw new PartnerUnavailableError(`unexpected page of ${path}`);
      items.push(...parsed.data.items);
      if (!parsed.data.has_more || !parsed.data.next_cursor) return items;
      cursor = parsed.data.next_cursor;
    }
    throw new PartnerUnavailableError(`too many pages of ${path}`);
  }

  async function names(token: string, path: string): Promise<Map<string, string>> {
    const map = new Map<string, string>();
    for (const item of await all(token, path)) {
      const party = partySchema.safeParse(item);
      if (party.success && party.data.name) map.set(String(party.data.id), party.data.name);
    }
    return map;
  }

  function invoiceOf(
    item: Record<string, unknown>,
    kind: PartnerInvoice["kind"],
    parties: Map<string, string>,
  ): PartnerInvoice | null {
    const parsed = invoiceSchema.safeParse(item);
    if (!parsed.success) return null;
    const invoice = parsed.data;
    const issueDate = isoDateOf(invoice.date);
    const inclTax = centsOfDecimal(invoice.currency_amount);
    if (!issueDate || inclTax === null) return null;
    const vat = centsOfDecimal(invoice.tax ?? "0") ?? 0;
    const exclTax = centsOfDecimal(invoice.currency_amount_before_tax ?? "") ?? inclTax - vat;
    const remaining = centsOfDecimal(invoice.remaining_amount_with_tax ?? "") ?? inclTax;
    const party = kind === "customer" ? invoice.customer : invoice.supplier;
    const counterpartyName = (party && parties.get(String(party.id))) || invoice.label || "Pennylane";
    const deadline = isoDateOf(invoice.deadline);
    return {
      externalId: String(invoice.id),
      kind,
      number: invoice.invoice_number?.trim() || `PL-${invoice.id}`,
      label: invoice.label ?? "",
      counterpartyName,
      issueDate,
      dueDate: deadline && deadline >= issueDate ? deadline : issueDate,
      // The amounts must add up (the invoices table checks it): VAT is what is left over.
      amountExclTaxCents: exclTax,
      vatCents: inclTax - exclTax,
      amountInclTaxCents: inclTax,
      remainingCents: remaining,
      currency: invoice.currency.toUpperCase(),
      status: statusOf(invoice, remaining),
    };
  }

  return {
    name: "pennylane",
    async verify(token): Promise<PartnerAccount> {
      const parsed = meSchema.safeParse(await get(token, "/me"));
      if (!parsed.success) throw new PartnerUnavailableError("unexpected /me");
      return { ref: String(parsed.data.company.id), label: parsed.data.company.name };
    },
    async invoices(token) {
      const [customers, suppliers, sales, purchases] = [
        await names(token, "/customers"),
        await names(token, "/suppliers"),
        await all(token, "/customer_invoices"),
        await all(token, "/supplier_invoices"),
      ];
      return [
        ...sales.map((item) => invoiceOf(item, "customer", customers)),
        ...purchases.map((item) => invoiceOf(item, "supplier", suppliers)),
      ].filter((invoice): invoice is PartnerInvoice => invoice !== null);
    },
  };
}
