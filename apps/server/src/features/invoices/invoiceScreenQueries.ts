import type { InvoiceFilters } from "@trezo/api";
import { and, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { invoices } from "../../db/tables/invoices";
import { invoiceConditions } from "./invoiceQueries";

/** One row of the ageing per counterparty: bigint sums come back as text. */
interface CounterpartyAgeingRow extends Record<string, unknown> {
  counterparty: string;
  count: string;
  not_due: string;
  days_1_30: string;
  days_31_60: string;
  days_61_90: string;
  over_90: string;
}

const BUCKETS = ["not_due", "days_1_30", "days_31_60", "days_61_90", "over_90"] as const;

/**
 * What is left of the open and partly paid invoices matching `filters`, per counterparty (normalised
 * name, shown with its first spelling) and ageing bucket, signed as the money moves; the largest late
 * amounts first. `limit + 1` rows are read to know whether more follow.
 */
export async function ageingByCounterparty(
  db: Database,
  companyId: number,
  filters: InvoiceFilters,
  today: string,
  limit: number,
) {
  const result = await db.execute<CounterpartyAgeingRow>(sql`
    select min(x.name) as counterparty, count(*)::text as count,
      ${sql.join(
        BUCKETS.map(
          (bucket) =>
            sql`coalesce(sum(x.left_cents) filter (where x.bucket = ${bucket}), 0)::text as ${sql.raw(bucket)}`,
        ),
        sql`, `,
      )}
    from (
      select ${invoices.normalizedCounterparty} as normalized, ${invoices.counterpartyName} as name,
        (case when ${invoices.kind} = 'customer' then ${invoices.amountInclTaxCents}
          else -${invoices.amountInclTaxCents} end) - ${invoices.paidCents} as left_cents,
        case
          when ${invoices.dueDate} >= ${today}::date then 'not_due'
          when ${invoices.dueDate} >= ${today}::date - 30 then 'days_1_30'
          when ${invoices.dueDate} >= ${today}::date - 60 then 'days_31_60'
          when ${invoices.dueDate} >= ${today}::date - 90 then 'days_61_90'
          else 'over_90' end as bucket
      from ${invoices}
      where ${and(invoiceConditions(companyId, filters, today), sql`${invoices.status} in ('open', 'partially_paid')`)}
    ) as x
    group by x.normalized
    order by abs(coalesce(sum(x.left_cents) filter (where x.bucket <> 'not_due'), 0)) desc,
      abs(sum(x.left_cents)) desc, min(x.name)
    limit ${limit + 1}`);
  const rows = (result as { rows: CounterpartyAgeingRow[] }).rows.map((row) => {
    const buckets = {
      not_due: Number(row.not_due),
      days_1_30: Number(row.days_1_30),
      days_31_60: Number(row.days_31_60),
      days_61_90: Number(row.days_61_90),
      over_90: Number(row.over_90),
    };
    return {
      counterparty: String(row.counterparty),
      count: Number(row.count),
      ...buckets,
      total: BUCKETS.reduce((sum, bucket) => sum + buckets[bucket], 0),
    };
  });
  return { counterparties: rows.slice(0, limit), has_more: rows.length > limit };
}
