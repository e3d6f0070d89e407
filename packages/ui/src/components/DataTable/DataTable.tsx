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
import type { Virtualizer } from "@tanstack/react-virtual";
import { ArrowDown, ArrowUp } from "lucide-react";
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useT } from "../../i18n/LocaleProvider";
import { checkbox, headerCell, headerRow, resizer, root, sortButton } from "./DataTable.css";
import { type CellLayout, DataTableBody } from "./DataTableBody";
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
  /**
   * How to draw the cell (default: the value as text). A row is drawn again only when its data, its
   * selection or focus, or `columns` change: when a cell shows other state, pass new `columns` with it
   * (e.g. a `useMemo` that depends on that state).
   */
  cell?: (row: T) => ReactNode;
  /** Width in px (default 160); for a `grow` column, its smallest width. */
  width?: number;
  /**
   * Takes the width the other columns leave in the grid (shared between the `grow` columns), so a
   * long text column (a label) shows more of itself instead of leaving empty space at the end.
   */
  grow?: boolean;
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
const renderNothing = () => null;

/** Width of the selection column. */
const SELECT_WIDTH = 44;

/** The inner width of the grid's scrolling area (without its scroll bar), followed as it resizes. */
function useAvailableWidth(ref: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

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
  const t = useT();
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
  const scrollRef = useRef<HTMLDivElement>(null);
  const availableWidth = useAvailableWidth(scrollRef);

  const columnDefs = useMemo(() => {
    const growCount = columns.filter((column) => column.grow).length;
    const fixedWidth =
      columns.reduce((sum, column) => sum + (column.width ?? 160), 0) + (selectable ? SELECT_WIDTH : 0);
    const extra = growCount > 0 ? Math.max(0, Math.floor((availableWidth - fixedWidth) / growCount)) : 0;
    const defs: ColumnDef<Features, T, unknown>[] = columns.map((column) => ({
      id: column.id,
      header: column.header,
      accessorFn: (original: T) => column.value(original),
      ...(column.cell ? { cell: ({ row }: { row: { original: T } }) => column.cell?.(row.original) } : {}),
      size: (column.width ?? 160) + (column.grow ? extra : 0),
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
        header: t("ui.selectAll"),
        size: SELECT_WIDTH,
        minSize: SELECT_WIDTH,
        enableSorting: false,
        enableResizing: false,
      } as ColumnDef<Features, T, unknown>);
    }
    return defs;
  }, [columns, selectable, t, availableWidth]);

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
  const totalWidth = table.getTotalSize();
  const virtualizerRef = useRef<Virtualizer<HTMLDivElement, Element>>(null);

  // What every body row needs about the columns, rebuilt only when a column, its size or its pinning
  // changes: rows compare it by reference, so an unchanged layout lets them skip rendering.
  const layoutKey = leafColumns
    .map(
      (column) =>
        `${column.id}:${column.getSize()}:${column.getIsPinned() === "start" ? column.getStart("start") : ""}`,
    )
    .join("|");
  // biome-ignore lint/correctness/useExhaustiveDependencies: layoutKey stands for the sizes and offsets read from leafColumns.
  const cellLayout = useMemo(() => {
    const byId = new Map(columns.map((column) => [column.id, column]));
    return leafColumns.map((column): CellLayout<T> => {
      const source = byId.get(column.id);
      return {
        id: column.id,
        width: column.getSize(),
        left: column.getIsPinned() === "start" ? column.getStart("start") : undefined,
        align: source?.align ?? "start",
        select: column.id === SELECT_COLUMN,
        render: source?.cell ?? source?.value ?? renderNothing,
      };
    });
  }, [layoutKey, columns]);

  // Keyboard navigation: one focusable cell (row -1 is the header row), arrows move it.
  const [focus, setFocus] = useState<GridPosition>({ row: -1, column: 0 });
  const [focusWithin, setFocusWithin] = useState(false);
  const pendingFocus = useRef<GridPosition | null>(null);
  // Moves the DOM focus to the wanted cell once it is rendered (the virtualizer may scroll to it first).
  const flushPendingFocus = useCallback(() => {
    const wanted = pendingFocus.current;
    if (!wanted) return;
    const target = scrollRef.current?.querySelector<HTMLElement>(
      `[data-row="${wanted.row}"][data-column="${wanted.column}"]`,
    );
    if (!target) return;
    pendingFocus.current = null;
    target.focus({ preventScroll: true });
  }, []);
  useEffect(() => flushPendingFocus());

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
      pendingFocus.current = next;
      setFocus(next);
      if (next.row >= 0) virtualizerRef.current?.scrollToIndex(next.row, { align: "auto" });
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

  // From the selection state, not table.getIsAllRowsSelected(): that walks every row on each render.
  const selectedCount = Object.keys(rowSelection).filter((id) => rowSelection[id]).length;
  const allSelected = tableRows.length > 0 && selectedCount >= tableRows.length;
  const someSelected = selectedCount > 0;

  const rowCount = totalRows ?? tableRows.length;

  // Built here and passed to the body as an element: a scroll re-renders the body only, and React
  // keeps this element as it is.
  const header = (
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
          const isFocused = focus.row === -1 && focus.column === columnIndex;
          const layout = cellLayout[columnIndex];
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
              data-align={layout?.align ?? "start"}
              data-focused={(isFocused && focusWithin) || undefined}
              tabIndex={isFocused ? 0 : -1}
              style={{ width: header.getSize(), left: layout?.left }}
            >
              {column.id === SELECT_COLUMN ? (
                <input
                  type="checkbox"
                  className={checkbox}
                  aria-label={t("ui.selectAll")}
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
                  {sorted === "asc" ? <ArrowUp size={14} aria-label={t("ui.sortAscending")} /> : null}
                  {sorted === "desc" ? <ArrowDown size={14} aria-label={t("ui.sortDescending")} /> : null}
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
  );

  return (
    <div className={root}>
      <DataTableBody<T>
        scrollRef={scrollRef}
        virtualizerRef={virtualizerRef}
        gridProps={{
          style: { height },
          role: "grid",
          "aria-label": label,
          "aria-rowcount": rowCount + 1,
          "aria-colcount": leafColumns.length,
          "aria-multiselectable": selectable || undefined,
          "aria-busy": loadingMore || undefined,
          onKeyDown,
          onFocus: (event) => {
            setFocusWithin(true);
            // One handler for every cell: the focused cell says where it is.
            const cell = (event.target as HTMLElement).closest<HTMLElement>("[data-row][data-column]");
            if (!cell || !event.currentTarget.contains(cell)) return;
            const row = Number(cell.dataset.row);
            const column = Number(cell.dataset.column);
            setFocus((current) =>
              current.row === row && current.column === column ? current : { row, column },
            );
          },
          onBlur: (event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
          },
        }}
        header={header}
        rows={tableRows}
        rowHeight={rowHeight}
        width={totalWidth}
        cells={cellLayout}
        selectable={selectable}
        rowSelection={rowSelection}
        focus={focus}
        focusWithin={focusWithin}
        selectLabel={t("ui.selectRow")}
        empty={empty ?? t("ui.noResults")}
        loadingMore={loadingMore}
        loadingMoreLabel={t("ui.loadingMore")}
        loadMore={mode === "server" && hasMore ? onLoadMore : undefined}
        onRendered={flushPendingFocus}
      />
      <span
        style={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}
        aria-live="polite"
      >
        {t("ui.rowCount", { count: rowCount })}
      </span>
    </div>
  );
}
