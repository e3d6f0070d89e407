import type { CallOutput } from "@trezo/api";
import {
  type Granularity,
  type IsoDate,
  periodOf,
  UNCATEGORISED_EXPENSE_ID,
  UNCATEGORISED_INCOME_ID,
} from "@trezo/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { ScenarioRow } from "../../forecast/baseScenario";
import { companyToday } from "../../forecast/companyToday";
import { rowsOf } from "../../forecast/dashboardInputOf";
import { type ForecastModel, seriesOccurrencesIn } from "../../forecast/forecastModel";
import { converted, defaultCurrencyOf, ratesFor } from "../../forecast/foreignCurrency";
import { expectedPaymentsIn } from "../../forecast/invoiceForecast";
import { seriesOutputOf } from "../../forecast/seriesRecord";
import { httpErrors } from "../../http/httpError";

type CellDetails = CallOutput<"getDashboardTransactions">;

/** The category and its subcategories (a dashboard cell rolls them up). */
function subtreeOf(model: ForecastModel, rootId: number): number[] {
  const children = new Map<number, number[]>();
  for (const row of model.categoryRows) {
    if (row.parentId === null) continue;
    const list = children.get(row.parentId) ?? [];
    list.push(row.id);
    children.set(row.parentId, list);
  }
  const result: number[] = [];
  const seen = new Set<number>();
  const stack = [rootId];
  while (stack.length > 0) {
    const id = stack.pop() as number;
    if (seen.has(id)) continue;
    seen.add(id);
    result.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return result;
}

/**
 * What is behind one dashboard cell: the transactions (on included accounts) and manual adjustments of the
 * row in the period, which add up to the cell's actual, and the scenario's series occurrences in it.
 */
export async function cellDetailsOf(
  db: Database,
  model: ForecastModel,
  scenario: ScenarioRow,
  query: { rowId: string; granularity: Granularity; date: IsoDate; limit: number },
): Promise<CellDetails> {
  const period = periodOf(query.date, query.granularity);
  const uncategorised = query.rowId === UNCATEGORISED_INCOME_ID || query.rowId === UNCATEGORISED_EXPENSE_ID;
  let categoryIds: number[] = [];
  if (!uncategorised) {
    const id = Number(query.rowId);
    if (!model.categoryRows.some((row) => row.id === id)) throw httpErrors.notFound();
    categoryIds = subtreeOf(model, id);
  }
  const companyId = model.companyId;
  const categoryIdList = sql.join(
    categoryIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rowFilter = uncategorised
    ? query.rowId === UNCATEGORISED_INCOME_ID
      ? sql`t.category_id is null and t.amount_cents >= 0`
      : sql`t.category_id is null and t.amount_cents < 0`
    : sql`t.category_id in (${categoryIdList})`;
  const where = sql`t.company_id = ${companyId} and ${rowFilter}
    and t.booked_on >= ${period.start}::date and t.booked_on <= ${period.end}::date`;
  const included = sql`join bank_accounts a on a.id = t.account_id and a.company_id = t.company_id and a.included`;
  // Issue 17: lines of accounts in another currency count converted at the rate of their date (as the
  // dashboard sums them), and show their own amount and rate.
  const currency = await defaultCurrencyOf(db, companyId);
  const summary = rowsOf(
    await db.execute(sql`select count(*)::int as count, coalesce(sum(t.amount_cents), 0)::text as cents
      from transactions t ${included} where ${where} and a.currency = ${currency}`),
  )[0];
  const foreignLines = rowsOf(
    await db.execute(sql`select t.booked_on::text as booked_on, t.amount_cents::text as cents, a.currency
      from transactions t ${included} where ${where} and a.currency <> ${currency}`),
  );
  const rates = foreignLines.length
    ? await ratesFor(
        db,
        companyId,
        foreignLines.map((row) => String(row.currency)),
        currency,
      )
    : [];
  const foreignCents = foreignLines.reduce(
    (sum, row) =>
      sum +
      converted(
        { date: String(row.booked_on), amount: Number(row.cents), currency: String(row.currency) },
        currency,
        rates,
      ).amount,
    0,
  );
  const lines = rowsOf(
    await db.execute(sql`select t.id, t.booked_on::text as booked_on, t.label, t.amount_cents::text as cents,
        t.account_id, t.category_id, a.currency
      from transactions t ${included} where ${where}
      order by t.booked_on, t.id limit ${query.limit}`),
  );
  const adjustments = uncategorised
    ? []
    : rowsOf(
        await db.execute(sql`select m.id, m.booked_on::text as booked_on, m.label, m.amount_cents::text as cents,
            m.category_id
          from manual_adjustments m
          where m.company_id = ${companyId} and m.category_id in (${categoryIdList})
            and m.booked_on >= ${period.start}::date and m.booked_on <= ${period.end}::date
          order by m.booked_on, m.id`),
      );
  const adjustmentCents = adjustments.reduce((sum, row) => sum + Number(row.cents), 0);

  const series = uncategorised
    ? []
    : seriesOccurrencesIn(model, scenario, new Set(categoryIds), period).map(({ row, occurrences }) => ({
        cfs: seriesOutputOf(row, model.categoryName),
        occurrences: occurrences.map((occurrence) => ({
          accrual_date: occurrence.accrualDate,
          date: occurrence.date,
          cents: occurrence.cents,
        })),
      }));

  const expected = await expectedPaymentsIn(
    db,
    companyId,
    uncategorised
      ? { uncategorised: query.rowId === UNCATEGORISED_INCOME_ID ? "income" : "expense" }
      : { categoryIds },
    period,
    companyToday(),
  );

  return {
    period: { key: period.key, start: period.start, end: period.end },
    actual_cents: Number(summary?.cents ?? 0) + foreignCents + adjustmentCents,
    transaction_count: Number(summary?.count ?? 0) + foreignLines.length,
    transactions: lines.map((row) => {
      const conversion = converted(
        { date: String(row.booked_on), amount: Number(row.cents), currency: String(row.currency) },
        currency,
        rates,
      );
      return {
        id: Number(row.id),
        booked_on: String(row.booked_on),
        label: String(row.label),
        amount_cents: conversion.amount,
        account_id: Number(row.account_id),
        category_id: row.category_id === null ? null : Number(row.category_id),
        original: conversion.rate
          ? {
              amount_cents: conversion.original.amount,
              currency: conversion.original.currency,
              rate: conversion.rate.rate,
              rate_on: conversion.rate.date,
            }
          : null,
      };
    }),
    adjustments: adjustments.map((row) => ({
      id: Number(row.id),
      booked_on: String(row.booked_on),
      label: String(row.label),
      amount_cents: Number(row.cents),
      category_id: Number(row.category_id),
    })),
    series,
    expected_payments: expected.map((one) => ({
      ets_id: one.etsId,
      invoice_id: one.invoiceId,
      bank_check_id: one.bankCheckId,
      number: one.number,
      counterparty_name: one.counterpartyName,
      engaged: one.engaged,
      left_cents: one.leftCents,
      expected_date: one.forecastDate,
      late: one.late,
    })),
  };
}
