import { describe, expect, it } from "vitest";
import {
  hasFilters,
  readTransactionQuery,
  type TransactionQuery,
  writeTransactionQuery,
} from "./transactionQuery";

describe("transaction list query in the URL", () => {
  it("round-trips every filter and the sort", () => {
    const query: TransactionQuery = {
      filters: {
        text: "loyer",
        dateFrom: "2026-01-01",
        dateTo: "2026-03-31",
        amountMin: -50_000,
        amountMax: 0,
        accountIds: [3, 4],
        categoryIds: [12],
        uncategorised: true,
        status: ["to_check", "none"],
        validated: false,
      },
      sort: { field: "amount", direction: "asc" },
    };
    expect(readTransactionQuery(writeTransactionQuery(query))).toEqual(query);
  });

  it("leaves the default sort and empty filters out of the URL", () => {
    const params = writeTransactionQuery({ filters: {}, sort: { field: "date", direction: "desc" } });
    expect(params.toString()).toBe("");
    expect(readTransactionQuery(params)).toEqual({ filters: {}, sort: { field: "date", direction: "desc" } });
  });

  it("drops hand-edited values the server would refuse", () => {
    const { filters, sort } = readTransactionQuery(
      new URLSearchParams(
        "from=31/01/2026&min=12.5&accounts=a,-1,7&status=lost,justified&validated=yes&sort=id",
      ),
    );
    expect(filters).toEqual({ accountIds: [7], status: ["justified"] });
    expect(readTransactionQuery(new URLSearchParams("accounts=3,4,3&categories=12,12")).filters).toEqual({
      accountIds: [3, 4],
      categoryIds: [12],
    });
    expect(sort).toEqual({ field: "date", direction: "desc" });
    expect(hasFilters(filters)).toBe(true);
    expect(hasFilters({})).toBe(false);
  });
});
