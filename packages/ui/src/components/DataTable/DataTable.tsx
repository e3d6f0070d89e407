// biome-ignore-all lint/a11y/useSemanticElements: a virtualized grid positions rows absolutely, which table elements cannot do; ARIA grid roles give the same semantics.
// biome-ignore-all lint/a11y/useFocusableInteractive: focus is roving (one cell has tabIndex 0, WAI-ARIA grid pattern); rows themselves are not focus stops.
import {
  type ColumnDef,
  type ColumnSizingState,
  columnPinningFeature,
  columnResizingFeature,
  columnSizingFeature,
  createSortedRowModel,
  type RowData,
  type RowSelectionState,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import { ArrowDown, ArrowUp } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { fill, useUiMessages } from "../../i18n/LocaleProvider";
import {
  body,
  cell as cellClass,
  checkbox,
  headerCell,
  headerRow,
  resizer,
  root,
  row as rowClass,
  scroller,
  sortButton,
  status,
} from "./DataTable.css";
import { type GridPosition, moveFocus } from "./gridNavigation";

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
  columnSizingFeature,
  columnResizingFeature,
  columnPinningFeature,
  rowSelectionFeature,
});

type Features = typeof features;

/** A column of a DataTable. */
export interface DataTableColumn<T extends RowData> {
  id: string;
  header: string;
  /** The value used for sorting (and shown when there is no `cell`). */
  value: (row: T) => string | number | null;
  /** How to draw the cell (default: the value as text). */
  cell?: (row: T) => ReactNode;
  /** Width in px (default 160). */
  width?: number;
  minWidth?: number;
  /** `end` for amounts: right-aligned, tabular figures. */
  align?: "start" | "end";
  sortable?: boolean;
}

export interface DataTableProps<T extends RowData> {
  /** Accessible name of the grid. */
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** Fixed row height in px (default 36): every row has it, which keeps 100,000 rows smooth. */
  rowHeight?: number;
  /** Height of the scrolling area (default 480 px). */
  height?: number | string;
  /** Keep the first column visible while scrolling sideways (default true). */
  pinFirstColumn?: boolean;
  /** Adds a checkbox column. */
  selectable?: boolean;
  selectedIds?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /**
   * `server`: rows arrive sorted and filtered by the server (sorting only reports the wanted order),
   * and more pages load as the user nears the end (`hasMore`, `onLoadMore`).
   */
  mode?: "client" | "server";
  /** Total rows on the server (for screen readers), when known. */
  totalRows?: number;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Shown when there are no rows. */
  empty?: ReactNode;
}

const SELECT_COLUMN = "__select";

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });

/** Ascending order of two cells: numbers as numbers, text in natural order (2 before 10), empty last. */
function compareCells(
  a: { getValue: (id: string) => unknown },
  b: { getValue: (id: string) => unknown },
  columnId: string,
): number {
  const x = a.getValue(columnId);
  const y = b.getValue(columnId);
  if (typeof x === "number" && typeof y === "number") return x - y;
  return collator.compare(String(x ?? ""), String(y ?? ""));
}
const EMPTY_SORTING: SortingState = [];

function toSelectionState(ids: readonly string[] | undefined): RowSelectionState {
  return Object.fromEntries((ids ?? []).map((id) => [id, true]));
}

/**
 * A data grid for long lists (transactions, invoices): TanStack Table 9 for sorting, sizing, pinning
 * and selection, TanStack Virtual for rows (fixed height, only visible rows in the DOM), a sticky
 * header and first column, WAI-ARIA grid keyboard navigation, and a server mode with infinite loading.
 */
export function DataTable<T extends RowData>({
  label,
  columns,
  rows,
  getRowId,
  rowHeight = 36,
  height = 480,
  pinFirstColumn = true,
  selectable = false,
  selectedIds,
  onSelectionChange,
  sorting: sortingProp,
  onSortingChange,
  mode = "client",
  totalRows,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  empty,
}: DataTableProps<T>) {
  const messages = useUiMessages();
  const [sortingState, setSortingState] = useState<SortingState>(sortingProp ?? EMPTY_SORTING);
  const sorting = sortingProp ?? sortingState;
  const [selectionState, setSelectionState] = useState<RowSelectionState>(() =>
    toSelectionState(selectedIds),
  );
  const rowSelection = useMemo(
    () => (selectedIds ? toSelectionState(selectedIds) : selectionState),
    [selectedIds, selectionState],
  );
  const [columnSizing, setColumnSizing] = useState<ColumnSizingState>({});

  const columnDefs = useMemo(() => {
    const defs: ColumnDef<Features, T, unknown>[] = columns.map((column) => ({
      id: column.id,
      header: column.header,
      accessorFn: (original: T) => column.value(original),
      ...(column.cell ? { cell: ({ row }: { row: { original: T } }) => column.cell?.(row.original) } : {}),
      size: column.width ?? 160,
      minSize: column.minWidth ?? 64,
      enableSorting: column.sortable ?? true,
      sortFn: compareCells,
      sortDescFirst: false,
      sortUndefined: "last",
      meta: { align: column.align ?? "start" },
    })) as ColumnDef<Features, T, unknown>[];
    if (selectable) {
      defs.unshift({
        id: SELECT_COLUMN,
        header: messages.selectAll,
        size: 44,
        minSize: 44,
        enableSorting: false,
        enableResizing: false,
      } as ColumnDef<Features, T, unknown>);
    }
    return defs;
  }, [columns, selectable, messages.selectAll]);

  const columnPinning = useMemo(() => {
    const start: string[] = [];
    if (selectable) start.push(SELECT_COLUMN);
    if (pinFirstColumn && columns[0]) start.push(columns[0].id);
    return { start, end: [] };
  }, [selectable, pinFirstColumn, columns]);

  const data = rows as T[];
  const table = useTable({
    features,
    columns: columnDefs,
    data,
    getRowId: (original: T) => getRowId(original),
    state: { sorting, rowSelection, columnPinning, columnSizing },
    onSortingChange: (updater) => {
      const next = typeof updater === "function" ? updater(sorting) : updater;
      setSortingState(next);
      onSortingChange?.(next);
    },
    onRowSelectionChange: (updater) => {
      const next = typeof updater === "function" ? updater(rowSelection) : updater;
      setSelectionState(next);
      onSelectionChange?.(Object.keys(next).filter((id) => next[id]));
    },
    onColumnSizingChange: setColumnSizing,
    columnResizeMode: "onChange",
    manualSorting: mode === "server",
    enableSortingRemoval: true,
  });

  const tableRows = table.getRowModel().rows;
  const leafColumns = table.getAllLeafColumns();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
  });
  const virtualRows = virtualizer.getVirtualItems();

  // Infinite loading: ask for the next page when the last rendered row nears the end.
  const lastIndex = virtualRows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (mode === "server" && hasMore && !loadingMore && lastIndex >= tableRows.length - 10) onLoadMore?.();
  }, [mode, hasMore, loadingMore, lastIndex, tableRows.length, onLoadMore]);

  // Keyboard navigation: one focusable cell (row -1 is the header row), arrows move it.
  const [focus, setFocus] = useState<GridPosition>({ row: -1, column: 0 });
  const [focusWithin, setFocusWithin] = useState(false);
  const pendingFocus = useRef(false);
  useEffect(() => {
    if (!pendingFocus.current) return;
    const target = scrollRef.current?.querySelector<HTMLElement>(
      `[data-row="${focus.row}"][data-column="${focus.column}"]`,
    );
    // The row may render only after the virtualizer scrolled to it: try again on the next render.
    if (!target) return;
    pendingFocus.current = false;
    target.focus({ preventScroll: true });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (
      (event.target as HTMLElement).closest("input, button, a") &&
      event.key !== "Tab" &&
      !event.key.startsWith("Arrow")
    ) {
      return;
    }
    const pageRows = Math.max(
      1,
      Math.floor((scrollRef.current?.clientHeight ?? rowHeight * 10) / rowHeight) - 1,
    );
    const next = moveFocus(focus, event.key, event.ctrlKey || event.metaKey, {
      rowCount: tableRows.length,
      columnCount: leafColumns.length,
      pageRows,
    });
    if (next) {
      event.preventDefault();
      pendingFocus.current = true;
      setFocus(next);
      if (next.row >= 0) virtualizer.scrollToIndex(next.row, { align: "auto" });
      else scrollRef.current?.scrollTo({ top: scrollRef.current.scrollTop });
      return;
    }
    if (event.key === " " && selectable && focus.row >= 0) {
      event.preventDefault();
      tableRows[focus.row]?.toggleSelected();
    }
    if ((event.key === "Enter" || event.key === " ") && focus.row === -1) {
      const column = leafColumns[focus.column];
      if (column?.getCanSort()) {
        event.preventDefault();
        column.toggleSorting(undefined, event.shiftKey);
      }
    }
  };

  const pinnedStyle = (column: (typeof leafColumns)[number]) =>
    column.getIsPinned() === "start" ? { left: column.getStart("start") } : undefined;

  // From the selection state, not table.getIsAllRowsSelected(): that walks every row on each render,
  // which at 100,000 rows costs a frame per scroll step.
  const selectedCount = Object.keys(rowSelection).filter((id) => rowSelection[id]).length;
  const allSelected = tableRows.length > 0 && selectedCount >= tableRows.length;
  const someSelected = selectedCount > 0;

  const totalWidth = table.getTotalSize();
  const rowCount = totalRows ?? tableRows.length;

  return (
    <div className={root}>
      <div
        ref={scrollRef}
        className={scroller}
        style={{ height }}
        role="grid"
        aria-label={label}
        aria-rowcount={rowCount + 1}
        aria-colcount={leafColumns.length}
        aria-multiselectable={selectable || undefined}
        aria-busy={loadingMore || undefined}
        onKeyDown={onKeyDown}
        onFocus={() => setFocusWithin(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
        }}
      >
        <div role="rowgroup" style={{ width: totalWidth, position: "sticky", top: 0, zIndex: 2 }}>
          <div
            role="row"
            aria-rowindex={1}
            className={headerRow}
            style={{ width: totalWidth, height: rowHeight }}
          >
            {table.getFlatHeaders().map((header, columnIndex) => {
              const column = header.column;
              const sorted = column.getIsSorted();
              const align = (column.columnDef.meta as { align?: string } | undefined)?.align ?? "start";
              const isFocused = focus.row === -1 && focus.column === columnIndex;
              return (
                <div
                  key={header.id}
                  role="columnheader"
                  aria-colindex={columnIndex + 1}
                  aria-sort={
                    sorted === "asc"
                      ? "ascending"
                      : sorted === "desc"
                        ? "descending"
                        : column.getCanSort()
                          ? "none"
                          : undefined
                  }
                  className={headerCell}
                  data-row={-1}
                  data-column={columnIndex}
                  data-pinned={column.getIsPinned() || undefined}
                  data-align={align}
                  data-focused={(isFocused && focusWithin) || undefined}
                  tabIndex={isFocused ? 0 : -1}
                  onFocus={() => setFocus({ row: -1, column: columnIndex })}
                  style={{ width: header.getSize(), ...pinnedStyle(column) }}
                >
                  {column.id === SELECT_COLUMN ? (
                    <input
                      type="checkbox"
                      className={checkbox}
                      aria-label={messages.selectAll}
                      tabIndex={-1}
                      checked={allSelected}
                      ref={(input) => {
                        if (input) input.indeterminate = someSelected && !allSelected;
                      }}
                      onChange={() => table.toggleAllRowsSelected()}
                    />
                  ) : column.getCanSort() ? (
                    <button
                      type="button"
                      className={sortButton}
                      tabIndex={-1}
                      onClick={column.getToggleSortingHandler()}
                    >
                      {String(column.columnDef.header)}
                      {sorted === "asc" ? <ArrowUp size={14} aria-label={messages.sortAscending} /> : null}
                      {sorted === "desc" ? (
                        <ArrowDown size={14} aria-label={messages.sortDescending} />
                      ) : null}
                    </button>
                  ) : (
                    String(column.columnDef.header)
                  )}
                  {column.getCanResize() ? (
                    <div
                      className={resizer}
                      data-resizing={column.getIsResizing() || undefined}
                      onMouseDown={header.getResizeHandler()}
                      onTouchStart={header.getResizeHandler()}
                      aria-hidden="true"
                    />
                  ) : null}
                </div>
              );
            })}
          </div>
        </div>
        <div
          role="rowgroup"
          className={body}
          style={{ height: virtualizer.getTotalSize() + (loadingMore ? rowHeight : 0), width: totalWidth }}
        >
          {tableRows.length === 0 && !loadingMore ? (
            <div role="row" aria-rowindex={2} className={status} style={{ top: 0, minHeight: rowHeight * 3 }}>
              <div role="gridcell">{empty ?? messages.noResults}</div>
            </div>
          ) : null}
          {virtualRows.map((virtualRow) => {
            const tableRow = tableRows[virtualRow.index];
            if (!tableRow) return null;
            const selected = tableRow.getIsSelected();
            return (
              <div
                key={tableRow.id}
                role="row"
                aria-rowindex={virtualRow.index + 2}
                aria-selected={selectable ? selected : undefined}
                className={rowClass}
                data-selected={selected || undefined}
                style={{
                  transform: `translateY(${virtualRow.start}px)`,
                  height: rowHeight,
                  width: totalWidth,
                }}
              >
                {tableRow.getAllCells().map((tableCell, columnIndex) => {
                  const column = tableCell.column;
                  const align = (column.columnDef.meta as { align?: string } | undefined)?.align ?? "start";
                  const isFocused = focus.row === virtualRow.index && focus.column === columnIndex;
                  return (
                    <div
                      key={tableCell.id}
                      role="gridcell"
                      aria-colindex={columnIndex + 1}
                      className={cellClass}
                      data-row={virtualRow.index}
                      data-column={columnIndex}
                      data-pinned={column.getIsPinned() || undefined}
                      data-align={align}
                      data-focused={(isFocused && focusWithin) || undefined}
                      tabIndex={isFocused ? 0 : -1}
                      onFocus={() => setFocus({ row: virtualRow.index, column: columnIndex })}
                      style={{ width: column.getSize(), ...pinnedStyle(column) }}
                    >
                      {column.id === SELECT_COLUMN ? (
                        <input
                          type="checkbox"
                          className={checkbox}
                          aria-label={messages.selectRow}
                          tabIndex={-1}
                          checked={selected}
                          onChange={() => {}}
                          onClick={tableRow.getToggleSelectedHandler()}
                        />
                      ) : (
                        <table.FlexRender cell={tableCell} />
                      )}
                    </div>
                  );
                })}
              </div>
            );
          })}
          {loadingMore ? (
            <div
              role="row"
              aria-rowindex={tableRows.length + 2}
              className={status}
              style={{ top: virtualizer.getTotalSize(), height: rowHeight }}
            >
              <div role="gridcell">{messages.loadingMore}</div>
            </div>
          ) : null}
        </div>
      </div>
      <span
        style={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}
        aria-live="polite"
      >
        {fill(messages.rowCount, { count: rowCount })}
      </span>
    </div>
  );
}
