import { eq } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { bankAccounts, bankConnections, transactions } from "./schema";
import { byKey, inCompany, sameCompany } from "./scoped";

const dialect = new PgDialect();
const render = (condition: Parameters<PgDialect["sqlToQuery"]>[0]) => dialect.sqlToQuery(condition);

describe("the query layer's tenancy conditions", () => {
  it("filter on the company first, then on the row", () => {
    expect(render(byKey(bankAccounts, { companyId: 7, id: 42 }))).toMatchObject({
      sql: '("bank_accounts"."company_id" = $1 and "bank_accounts"."id" = $2)',
      params: [7, 42],
    });
    expect(render(inCompany(transactions, 7, eq(transactions.accountId, 3)))).toMatchObject({
      sql: '("transactions"."company_id" = $1 and "transactions"."account_id" = $2)',
      params: [7, 3],
    });
  });

  it("join two company-scoped tables on the company too", () => {
    expect(render(sameCompany(bankAccounts, bankAccounts.connectionId, bankConnections))).toEqual({
      sql: '("bank_accounts"."company_id" = "bank_connections"."company_id" and "bank_accounts"."connection_id" = "bank_connections"."id")',
      params: [],
    });
  });
});
