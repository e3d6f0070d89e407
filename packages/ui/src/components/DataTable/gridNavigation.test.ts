import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { moveFocus } from "./gridNavigation";

const size = { rowCount: 100, columnCount: 5, pageRows: 10 };

describe("moveFocus", () => {
  it("moves by one cell with arrows, from the header into the body", () => {
    expect(moveFocus({ row: -1, column: 0 }, "ArrowDown", false, size)).toEqual({ row: 0, column: 0 });
    expect(moveFocus({ row: 3, column: 2 }, "ArrowRight", false, size)).toEqual({ row: 3, column: 3 });
  });

  it("jumps to row ends with Home/End and grid corners with Ctrl", () => {
    expect(moveFocus({ row: 3, column: 2 }, "End", false, size)).toEqual({ row: 3, column: 4 });
    expect(moveFocus({ row: 3, column: 2 }, "End", true, size)).toEqual({ row: 99, column: 4 });
    expect(moveFocus({ row: 3, column: 2 }, "Home", true, size)).toEqual({ row: -1, column: 0 });
  });

  it("pages by the visible row count and ignores other keys", () => {
    expect(moveFocus({ row: 95, column: 1 }, "PageDown", false, size)).toEqual({ row: 99, column: 1 });
    expect(moveFocus({ row: 5, column: 1 }, "a", false, size)).toBeNull();
  });

  it("never leaves the grid", () => {
    const keys = fc.constantFrom(
      "ArrowDown",
      "ArrowUp",
      "ArrowLeft",
      "ArrowRight",
      "Home",
      "End",
      "PageUp",
      "PageDown",
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(keys, fc.boolean()), { maxLength: 50 }), (presses) => {
        let position = { row: -1, column: 0 };
        for (const [key, ctrl] of presses) position = moveFocus(position, key, ctrl, size) ?? position;
        expect(position.row).toBeGreaterThanOrEqual(-1);
        expect(position.row).toBeLessThan(size.rowCount);
        expect(position.column).toBeGreaterThanOrEqual(0);
        expect(position.column).toBeLessThan(size.columnCount);
      }),
    );
  });
});
