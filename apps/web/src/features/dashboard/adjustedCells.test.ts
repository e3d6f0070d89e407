import { describe, expect, it } from "vitest";
import { adjustedCellKeys, cellKey } from "./adjustedCells";

const periods = [
  { key: "2026-10", start: "2026-10-01", end: "2026-10-31" },
  { key: "2026-11", start: "2026-11-01", end: "2026-11-30" },
];

describe("adjustedCellKeys", () => {
  it("marks the category's cell of the period holding each adjustment, and nothing outside", () => {
    const keys = adjustedCellKeys(
      [
        { category_id: 12, booked_on: "2026-10-31" },
        { category_id: 12, booked_on: "2026-11-01" },
        { category_id: 7, booked_on: "2026-11-15" },
        { category_id: 7, booked_on: "2026-12-01" },
      ],
      periods,
    );
    expect([...keys].sort()).toEqual(
      [cellKey("12", "2026-10"), cellKey("12", "2026-11"), cellKey("7", "2026-11")].sort(),
    );
  });
});
