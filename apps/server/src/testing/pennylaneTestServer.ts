import { createServer, type Server } from "node:http";

/**
 * A local server answering Pennylane's Company API v2 payloads as its reference documents them
 * (https://pennylane.readme.io/reference: getme, getcustomerinvoices, getsupplierinvoices, getcustomers,
 * getsuppliers): Bearer authentication, cursor pages `{ has_more, next_cursor, items }` of at most
 * `limit` items, amounts as decimal strings. Pages of 2 make the adapter follow the cursors.
 */

export const PENNYLANE_TEST_TOKEN = "pl-test-token-0123456789";

const PAGE_SIZE = 2;

function invoice(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    label: null,
    currency: "EUR",
    exchange_rate: "1.0",
    language: "fr_FR",
    paid: false,
    draft: false,
    discount: { type: "absolute", value: "0" },
    public_file_url: null,
    filename: null,
    special_mention: null,
    archived_at: null,
    created_at: "2026-10-01T10:00:00.000Z",
    updated_at: "2026-10-01T10:00:00.000Z",
    ...fields,
  };
}

export const PENNYLANE_FIXTURES = {
  me: {
    user: { id: 12345, first_name: "Jeanne", last_name: "Martin", email: "jm@example.fr", locale: "fr" },
    company: { id: 98765, name: "Boulangerie Martin SAS", reg_no: "123456789" },
  },
  customers: [
    { id: 1, name: "Hôtel du Port" },
    { id: 2, name: "Café de la Gare" },
  ],
  suppliers: [{ id: 7, name: "Moulins Réunis" }],
  customer_invoices: [
    invoice({
      id: 42,
      label: "Pains et viennoiseries octobre",
      invoice_number: "F-2026-0042",
      amount: "1200.00",
      currency_amount: "1200.00",
      currency_amount_before_tax: "1000.00",
      currency_tax: "200.00",
      tax: "200.00",
      date: "2026-10-31",
      deadline: "2026-11-30",
      remaining_amount_with_tax: "1200.00",
      status: "upcoming",
      customer: { id: 1, url: "https://app.pennylane.com/api/external/v2/customers/1" },
    }),
    invoice({
      id: 43,
      label: "Pâtisseries",
      invoice_number: "F-2026-0043",
      amount: "230.32",
      currency_amount: "230.32",
      currency_amount_before_tax: "196.32",
      currency_tax: "34.0",
      tax: "34.0",
      date: "2026-09-15",
      deadline: "2026-10-15",
      remaining_amount_with_tax: "100.00",
      status: "late",
      customer: { id: 2, url: "https://app.pennylane.com/api/external/v2/customers/2" },
    }),
    invoice({
      id: 44,
      label: "Payée",
      invoice_number: "F-2026-0044",
      amount: "60.00",
      currency_amount: "60.00",
      currency_amount_before_tax: "50.00",
      currency_tax: "10.00",
      tax: "10.00",
      date: "2026-09-01",
      deadline: "2026-09-30",
      remaining_amount_with_tax: "0.0",
      paid: true,
      status: "paid",
      customer: { id: 1, url: "https://app.pennylane.com/api/external/v2/customers/1" },
    }),
    invoice({
      id: 45,
      label: "Brouillon",
      invoice_number: "",
      amount: "10.00",
      currency_amount: "10.00",
      currency_amount_before_tax: "10.00",
      currency_tax: "0.0",
      tax: "0.0",
      date: "2026-11-01",
      deadline: null,
      remaining_amount_with_tax: "10.00",
      draft: true,
      status: "draft",
      customer: { id: 2, url: "https://app.pennylane.com/api/external/v2/customers/2" },
    }),
    invoice({
      id: 46,
      label: "Export",
      invoice_number: "F-2026-0046",
      currency: "USD",
      amount: "92.00",
      currency_amount: "100.00",
      currency_amount_before_tax: "100.00",
      currency_tax: "0.0",
      tax: "0.0",
      exchange_rate: "0.92",
      date: "2026-10-20",
      deadline: "2026-11-20",
      remaining_amount_with_tax: "100.00",
      status: "upcoming",
      customer: { id: 2, url: "https://app.pennylane.com/api/external/v2/customers/2" },
    }),
  ],
  supplier_invoices: [
    invoice({
      id: 501,
      label: "Farine T65",
      invoice_number: "MR-7781",
      amount: "540.00",
      currency_amount: "540.00",
      currency_amount_before_tax: "450.00",
      currency_tax: "90.00",
      tax: "90.00",
      date: "2026-10-25",
      deadline: "2026-11-24",
      remaining_amount_with_tax: "540.00",
      status: "upcoming",
      supplier: { id: 7, url: "https://app.pennylane.com/api/external/v2/suppliers/7" },
    }),
  ],
};

type ListName = "customers" | "suppliers" | "customer_invoices" | "supplier_invoices";

export interface PennylaneTestServer {
  url: string;
  /** The paths asked, in order, with their query strings. */
  requests: string[];
  close(): Promise<void>;
}

export async function startPennylaneTestServer(): Promise<PennylaneTestServer> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    requests.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${PENNYLANE_TEST_TOKEN}`)
      return send(401, { error: "Access token is missing or invalid", status: 401 });
    const path = url.pathname.replace(/^\/api\/external\/v2\//, "");
    if (path === "me") return send(200, PENNYLANE_FIXTURES.me);
    if (!(path in PENNYLANE_FIXTURES) || path === "me")
      return send(404, { error: "The resource was not found", status: 404 });
    const items = PENNYLANE_FIXTURES[path as ListName];
    const limit = Math.min(Number(url.searchParams.get("limit") ?? 20), PAGE_SIZE);
    const start = Number(Buffer.from(url.searchParams.get("cursor") ?? "", "base64url").toString() || 0);
    const page = items.slice(start, start + limit);
    const next = start + limit;
    return send(200, {
      has_more: next < items.length,
      next_cursor: next < items.length ? Buffer.from(String(next)).toString("base64url") : null,
      items: page,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
