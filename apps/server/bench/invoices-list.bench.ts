/**
 * listInvoices over real HTTP on a real PGlite database (issue 15): p95 of one page (50 invoices) over
 * 100,000 invoices ≤ 30 ms. Shapes: the screen's default (customers by due date), late customer
 * invoices, and a counterparty search sorted by amount.
 */
import { cpus, loadavg } from "node:os";
import { eq, sql } from "drizzle-orm";
import type { BenchRow } from "../../../scripts/bench";
import { companies } from "../src/db/schema";
import { callApi, createTestCompany, createTestUser } from "../src/testing/apiTestClient";
import { removeDataDir, startTestServer } from "../src/testing/testServer";

const INVOICES = 100_000;
const RUNS = 100;

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] as number;
}

export default async function invoiceListBench(): Promise<BenchRow[]> {
  const server = await startTestServer({ checkOutputs: false });
  try {
    const db = server.services.db;
    const owner = await createTestUser(server);
    const companyId = await createTestCompany(server, owner.id);
    await db.update(companies).set({ invoicesAllowed: true }).where(eq(companies.id, companyId));
    // Seeded inside the database: two years of invoices, 70 % customers, about 2,000 counterparties, a third
    // paid, with one ETS each.
    const seedStart = performance.now();
    await db.execute(sql`insert into invoices
      (company_id, kind, number, counterparty_name, normalized_counterparty, issue_date, due_date,
       amount_excl_tax_cents, vat_cents, amount_incl_tax_cents, status, paid_cents)
      select ${companyId}::int, case when n % 10 < 7 then 'customer' else 'supplier' end,
        'FA-' || n, 'Client ' || chr(65 + n % 26) || chr(65 + (n / 26) % 26) || chr(65 + (n / 676) % 3),
        'CLIENT ' || chr(65 + n % 26) || chr(65 + (n / 26) % 26) || chr(65 + (n / 676) % 3),
        date '2025-01-01' + (n % 730), date '2025-01-31' + (n % 730),
        ((n::bigint * 7919) % 1000000) + 1000, 0, ((n::bigint * 7919) % 1000000) + 1000,
        case when n % 3 = 0 then 'paid' else 'open' end,
        case when n % 3 = 0 then (case when n % 10 < 7 then 1 else -1 end) * (((n::bigint * 7919) % 1000000) + 1000) else 0 end
      from generate_series(1, ${INVOICES}::int) as n`);
    await db.execute(sql`insert into ets (company_id, invoice_id, amount_cents, matched_cents, expected_date)
      select company_id, id, case when kind = 'customer' then amount_incl_tax_cents else -amount_incl_tax_cents end,
        paid_cents, due_date from invoices where company_id = ${companyId}`);
    await db.execute(sql`analyze invoices`);
    await db.execute(sql`analyze ets`);
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const as = { token: owner.token };
    const list = (input: Record<string, unknown>) =>
      callApi(server, "listInvoices", { companyId, ...input }, as);
    const shapes: Array<{ name: string; input: Record<string, unknown> }> = [
      { name: "customers by due date", input: { filters: { kind: "customer" }, limit: 50 } },
      { name: "late customer invoices", input: { filters: { kind: "customer", late: true }, limit: 50 } },
      {
        name: "counterparty search by amount",
        input: {
          filters: { counterparty: "client ab" },
          sort: { field: "amount", direction: "desc" },
          limit: 50,
        },
      },
    ];
    const rows: BenchRow[] = [];
    const machine = `${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}; seeded ${INVOICES.toLocaleString("en")} invoices in ${seedSeconds.toFixed(0)} s`;
    for (const shape of shapes) {
      const first = await list(shape.input);
      if (first.status !== 200) throw new Error(`listInvoices answered ${first.status}`);
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const start = performance.now();
        await list(shape.input);
        times.push(performance.now() - start);
      }
      rows.push({
        name: `listInvoices p95, ${INVOICES.toLocaleString("en")} invoices: ${shape.name}`,
        value: Math.round(percentile(times, 0.95) * 10) / 10,
        unit: "ms",
        limit: 30,
        better: "lower",
        note: `p50 ${percentile(times, 0.5).toFixed(1)} ms; ${machine}`,
      });
    }
    return rows;
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
}
