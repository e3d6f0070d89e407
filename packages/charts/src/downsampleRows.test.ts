import { describe, expect, it } from "vitest";
import { downsampleRows } from "./downsampleRows";

describe("downsampleRows", () => {
  const rows = Array.from({ length: 1826 }, (_, day) => ({
    day,
    total: day === 900 ? 1_000_000 : Math.sin(day / 30) * 1000,
    other: day,
  }));

  it("keeps at most maxPoints rows, in order, with the first, the last and the peak", () => {
    const kept = downsampleRows(
      rows,
      300,
      (row) => row.day,
      (row) => row.total,
    );
    expect(kept).toHaveLength(300);
    expect(kept[0]).toBe(rows[0]);
    expect(kept.at(-1)).toBe(rows.at(-1));
    expect(kept.some((row) => row.day === 900)).toBe(true);
    expect(kept.every((row, index) => index === 0 || row.day > (kept[index - 1]?.day ?? -1))).toBe(true);
  });

  it("returns short series unchanged", () => {
    expect(
      downsampleRows(
        rows.slice(0, 10),
        300,
        (row) => row.day,
        (row) => row.total,
      ),
    ).toEqual(rows.slice(0, 10));
  });
});
