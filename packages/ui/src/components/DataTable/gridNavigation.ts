/** A cell of the grid: row -1 is the header row. */
export interface GridPosition {
  row: number;
  column: number;
}

interface GridSize {
  rowCount: number;
  columnCount: number;
  /** Rows per page, for Page Up and Page Down. */
  pageRows: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Where focus goes after `key` in a WAI-ARIA data grid: arrows by one cell, Home/End to the row's ends
 * (with Ctrl, to the grid's corners), Page Up/Down by a page. Null when the key does not move focus.
 */
export function moveFocus(
  position: GridPosition,
  key: string,
  ctrl: boolean,
  size: GridSize,
): GridPosition | null {
  const lastRow = size.rowCount - 1;
  const lastColumn = size.columnCount - 1;
  const at = (row: number, column: number) => ({
    row: clamp(row, -1, lastRow),
    column: clamp(column, 0, lastColumn),
  });
  switch (key) {
    case "ArrowDown":
      return at(position.row + 1, position.column);
    case "ArrowUp":
      return at(position.row - 1, position.column);
    case "ArrowRight":
      return at(position.row, position.column + 1);
    case "ArrowLeft":
      return at(position.row, position.column - 1);
    case "Home":
      return ctrl ? at(-1, 0) : at(position.row, 0);
    case "End":
      return ctrl ? at(lastRow, lastColumn) : at(position.row, lastColumn);
    case "PageDown":
      return at(position.row + size.pageRows, position.column);
    case "PageUp":
      return at(position.row - size.pageRows, position.column);
    default:
      return null;
  }
}
