import { type AnyColumn, and, eq, type SQL } from "drizzle-orm";

/**
 * The query layer's tenancy helpers (issue 24): every query on a company-scoped table filters on the
 * verified company id (the tenant isolation, and Citus's routing to the one shard that holds the
 * company), and every join between two company-scoped tables joins on `company_id` too (the join stays
 * on that shard). Feature query modules build their conditions with these rather than with a bare
 * `eq(table.id, id)`.
 */

/** A company-scoped table: it has `company_id`. */
export interface CompanyScopedTable {
  companyId: AnyColumn;
}

/** A company-scoped table whose rows are numbered: primary key `(company_id, id)`. */
export interface CompanyRowTable extends CompanyScopedTable {
  id: AnyColumn;
}

/**
 * The key of a row that a query module read for the verified company (`{ companyId, id }` of the row
 * itself): writes by key take it whole, so that a bare id can never reach another company's row.
 */
export interface CompanyRowKey<Id extends number | string = number> {
  companyId: number;
  id: Id;
}

/** `table.company_id = companyId`, and every further condition given. */
export function inCompany(
  table: CompanyScopedTable,
  companyId: number,
  ...conditions: (SQL | undefined)[]
): SQL {
  return and(eq(table.companyId, companyId), ...conditions) as SQL;
}

/** The one row `key` of `table` (`company_id = key.companyId and id = key.id`), with any further condition. */
export function byKey(
  table: CompanyRowTable,
  key: CompanyRowKey<number | string>,
  ...conditions: (SQL | undefined)[]
): SQL {
  return inCompany(table, key.companyId, eq(table.id, key.id), ...conditions);
}

/**
 * The join of a company-scoped row to the row of `target` that `column` names, on the same company:
 * `from.company_id = target.company_id and column = target.id`.
 */
export function sameCompany(from: CompanyScopedTable, column: AnyColumn, target: CompanyRowTable): SQL {
  return and(eq(from.companyId, target.companyId), eq(column, target.id)) as SQL;
}
