import { describe, expect, it } from "vitest";
import { frenchSmeDailyBalances } from "../fixtures/frenchSme";
import { buildBalanceRows } from "./balanceRows";

describe("buildBalanceRows", () => {
  it("carries an account's balance forward on days it has none, and sums the total", () => {
    const rows = buildBalanceRows(
      [
        {
          id: "a",
          name: "A",
          points: [
            { date: "2026-01-01", balance: 100 },
            { date: "2026-01-03", balance: 300 },
          ],
        },
        { id: "b", name: "B", points: [{ date: "2026-01-02", balance: 50 }] },
      ],
      100,
    );
    expect(rows.map((row) => [row.date, row.balances, row.total])).toEqual([
      ["2026-01-01", [100, 0], 100],
      ["2026-01-02", [100, 50], 150],
      ["2026-01-03", [300, 50], 350],
    ]);
  });

  it("downsamples five years of daily balances", () => {
    const points = frenchSmeDailyBalances({ days: 1826 });
    expect(points).toHaveLength(1826);
    const rows = buildBalanceRows([{ id: "a", name: "A", points }], 400);
    expect(rows).toHaveLength(400);
    expect(rows[0]?.date).toBe(points[0]?.date);
    expect(rows.at(-1)?.date).toBe("2026-11-21");
  });
});
