// biome-ignore-all lint/a11y/useSemanticElements: a virtualized grid positions rows absolutely, which table elements cannot do; ARIA grid roles give the same semantics.
// biome-ignore-all lint/a11y/useFocusableInteractive: focus is roving (one cell has tabIndex 0, WAI-ARIA grid pattern); rows themselves are not focus stops.
import type { RowData, RowSelectionState } from "@tanstack/react-table";
import { useVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import {
  type HTMLAttributes,
  memo,
  type ReactNode,
  type RefObject,
  useEffect,
  useImperativeHandle,
} from "react";
import { body, cell as cellClass, checkbox, row as rowClass, scroller, status } from "./DataTable.css";
import type { GridPosition } from "./gridNavigation";

/**
 * What a body cell needs to know about its column. Built once per change of the columns or of their
 * sizes, and shared by every row: a row whose props are all unchanged is not rendered again.
 */
export interface CellLayout<T> {
  id: string;
  width: number;
  /** Offset of a column pinned to the start (sticky), undefined when it scrolls. */
  left: number | undefined;
  align: "start" | "end";
  /** The checkbox column of a selectable table. */
  select: boolean;
  render: (row: T) => ReactNode;
}

/** The part of a TanStack row that a body row uses (stable as long as the data and the order are). */
export interface BodyRow<T> {
  id: string;
  original: T;
  getToggleSelectedHandler: () => (event: unknown) => void;
}

const noop = () => {};

interface DataTableRowProps<T> {
  row: BodyRow<T>;
  index: number;
  start: number;
  height: number;
  width: number;
  cells: readonly CellLayout<T>[];
  selectable: boolean;
  selected: boolean;
  /** Column of the roving-focus cell when it is in this row, else -1. */
  focusColumn: number;
  /** Whether that cell shows its focus ring (focus is inside the grid). */
  focusVisible: boolean;
  selectLabel: string;
}

/**
 * One body row. Memoised: while scrolling, a row already on screen keeps all its props (its position
 * `start` is its own, not the scroll offset), so only the rows coming into view are rendered.
 * No per-cell handlers: the grid finds the focused cell from `data-row` / `data-column`.
 */
function DataTableRowImpl<T>({
  row,
  index,
  start,
  height,
  width,
  cells,
  selectable,
  selected,
  focusColumn,
  focusVisible,
  selectLabel,
}: DataTableRowProps<T>) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selectable ? selected : undefined}
      className={rowClass}
      data-selected={selected || undefined}
      style={{ transform: `translateY(${start}px)`, height, width }}
    >
      {cells.map((column, columnIndex) => {
        const isFocused = focusColumn === columnIndex;
        return (
          <div
            key={column.id}
            role="gridcell"
            aria-colindex={columnIndex + 1}
            className={cellClass}
            data-row={index}
            data-column={columnIndex}
            data-pinned={column.left === undefined ? undefined : "start"}
            data-align={column.align}
            data-focused={(isFocused && focusVisible) || undefined}
            tabIndex={isFocused ? 0 : -1}
            style={{ width: column.width, left: column.left }}
          >
            {column.select ? (
              <input
                type="checkbox"
                className={checkbox}
                aria-label={selectLabel}
                tabIndex={-1}
                checked={selected}
                onChange={noop}
                onClick={row.getToggleSelectedHandler()}
              />
            ) : (
              column.render(row.original)
            )}
          </div>
        );
      })}
    </div>
  );
}

const DataTableRow = memo(DataTableRowImpl) as typeof DataTableRowImpl;

interface DataTableBodyProps<T extends RowData> {
  /** Set to the scrolling grid element. */
  scrollRef: RefObject<HTMLDivElement | null>;
  /** Set to the virtualizer, for keyboard navigation (`scrollToIndex`). */
  virtualizerRef: RefObject<Virtualizer<HTMLDivElement, Element> | null>;
  /** Attributes and handlers of the grid element (role, ARIA, keyboard). */
  gridProps: HTMLAttributes<HTMLDivElement>;
  /** The sticky header row group, rendered by the table: unchanged while scrolling. */
  header: ReactNode;
  rows: readonly BodyRow<T>[];
  rowHeight: number;
  width: number;
  cells: readonly CellLayout<T>[];
  selectable: boolean;
  rowSelection: RowSelectionState;
  focus: GridPosition;
  focusWithin: boolean;
  selectLabel: string;
  /** Shown when there are no rows (and none loading). */
  empty: ReactNode;
  loadingMore: boolean;
  loadingMoreLabel: string;
  /** Server mode: `onLoadMore` is called when the last rendered row nears the end and `hasMore`. */
  loadMore: (() => void) | undefined;
  /** Called after every render of the body (moves the DOM focus once its cell is rendered). */
  onRendered: () => void;
}

/**
 * The scrolling grid element with the virtualized rows. It owns the virtualizer, so that a scroll
 * renders this component only: the TanStack table (row model, header) is not computed again.
 */
export function DataTableBody<T extends RowData>({
  scrollRef,
  virtualizerRef,
  gridProps,
  header,
  rows,
  rowHeight,
  width,
  cells,
  selectable,
  rowSelection,
  focus,
  focusWithin,
  selectLabel,
  empty,
  loadingMore,
  loadingMoreLabel,
  loadMore,
  onRendered,
}: DataTableBodyProps<T>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 6,
  });
  useImperativeHandle(virtualizerRef, () => virtualizer, [virtualizer]);
  const virtualRows = virtualizer.getVirtualItems();
  const totalSize = virtualizer.getTotalSize();

  // Infinite loading: ask for the next page when the last rendered row nears the end.
  const lastIndex = virtualRows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (loadMore && !loadingMore && lastIndex >= rows.length - 10) loadMore();
  }, [loadMore, loadingMore, lastIndex, rows.length]);

  useEffect(() => onRendered());

  return (
    <div ref={scrollRef} className={scroller} {...gridProps}>
      {header}
      <div
        role="rowgroup"
        className={body}
        style={{ height: totalSize + (loadingMore ? rowHeight : 0), width }}
      >
        {rows.length === 0 && !loadingMore ? (
          <div role="row" aria-rowindex={2} className={status} style={{ top: 0, minHeight: rowHeight * 3 }}>
            <div role="gridcell">{empty}</div>
          </div>
        ) : null}
        {virtualRows.map((virtualRow) => {
          const row = rows[virtualRow.index];
          if (!row) return null;
          const hasFocus = focus.row === virtualRow.index;
          return (
            <DataTableRow
              key={row.id}
              row={row}
              index={virtualRow.index}
              start={virtualRow.start}
              height={rowHeight}
              width={width}
              cells={cells}
              selectable={selectable}
              selected={rowSelection[row.id] === true}
              focusColumn={hasFocus ? focus.column : -1}
              focusVisible={hasFocus && focusWithin}
              selectLabel={selectLabel}
            />
          );
        })}
        {loadingMore ? (
          <div
            role="row"
            aria-rowindex={rows.length + 2}
            className={status}
            style={{ top: totalSize, height: rowHeight }}
          >
            <div role="gridcell">{loadingMoreLabel}</div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
