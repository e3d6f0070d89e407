/**
 * The category × period table: a virtualised treegrid (only the rows in view are in the DOM, so 400
 * categories stay smooth) with a sticky header and first column, keyboard grid navigation (arrows,
 * Home/End, Page Up/Down, Enter, F2 or typing to edit a forecast, Space to open what is behind a cell,
 * Enter or Space to fold a category) and cells whose accessible name says the row, the period, the mode
 * and the formatted amount.
 *
 * A click only selects a cell, as in a spreadsheet: what is behind it opens on a dedicated action (the
 * "cell details" button above the grid, Space, or Enter and double-click on a cell that cannot be
 * edited), so that the panel never opens over the cell and a double-click or Enter edits a forecast.
 *
 * ui has no DataTable yet; this small table lives in the dashboard feature until it does.
 */
import { useVirtualizer } from "@tanstack/react-virtual";
import { Button } from "@trezo/ui";
import { ChevronDown, ChevronRight, TriangleAlert } from "lucide-react";
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useMoneyFormat } from "../../forecast/useMoneyFormat";
import { useLocale, useT } from "../../i18n/appI18n";
import { cellKey } from "./adjustedCells";
import * as detailStyles from "./CellDetailsPanel.css";
import * as styles from "./DashboardTable.css";
import type { TableColumn, DashboardTable as TableModel, TableRow } from "./dashboardTable";
import type { DashboardMode } from "./dashboardView";
import { editableAmount, parseMoneyInput } from "./forecastEdit";
import { usePeriodLabel } from "./usePeriodLabel";

export interface DashboardTableProps {
  table: TableModel;
  mode: DashboardMode;
  currency: string;
  /** The name of a row as the user reads it. */
  rowLabel: (row: TableRow) => string;
  /** Whether the user may change forecasts (edit_forecast). */
  canEdit: boolean;
  onToggle: (rowId: string) => void;
  onOpenCell: (row: TableRow, column: TableColumn) => void;
  /** Saves a typed forecast; rejects when the server refuses it. */
  onEditCell: (row: TableRow, column: TableColumn, cents: number) => Promise<void>;
  /** Cells holding a manual adjustment (cellKey of adjustedCells): marked, and named so. @default none */
  adjustedCells?: ReadonlySet<string>;
}

interface CellPosition {
  row: number;
  /** 0 is the row header; value columns start at 1. */
  col: number;
}

const PAGE_ROWS = 10;

export function DashboardTable({
  table,
  mode,
  currency,
  rowLabel,
  canEdit,
  onToggle,
  onOpenCell,
  onEditCell,
  adjustedCells,
}: DashboardTableProps) {
  const t = useT();
  const locale = useLocale();
  const money = useMoneyFormat(currency);
  const periodLabel = usePeriodLabel();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<CellPosition>({ row: 0, col: 0 });
  const [editing, setEditing] = useState<{ position: CellPosition; initial: string } | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const focusPending = useRef(false);
  const { rows, columns } = table;

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => styles.ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  // Keep the active cell inside the table when rows fold or the period range shrinks.
  const row = Math.min(active.row, Math.max(rows.length - 1, 0));
  const col = Math.min(active.col, columns.length);

  // Move the focus to the active cell once it is rendered (it may first need to scroll into view).
  useLayoutEffect(() => {
    if (!focusPending.current) return;
    const cell = scrollRef.current?.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`);
    if (cell) {
      focusPending.current = false;
      cell.focus({ preventScroll: false });
    }
  });

  useEffect(() => {
    if (editError === null) return;
    const timer = setTimeout(() => setEditError(null), 8000);
    return () => clearTimeout(timer);
  }, [editError]);

  const moveTo = (next: CellPosition) => {
    const clamped = {
      row: Math.max(0, Math.min(rows.length - 1, next.row)),
      col: Math.max(0, Math.min(columns.length, next.col)),
    };
    setActive(clamped);
    focusPending.current = true;
    virtualizer.scrollToIndex(clamped.row, { align: "auto" });
  };

  const columnName = (column: TableColumn) => {
    const label = periodLabel(column.period);
    if (column.part === "actual") return `${label} · ${t("dashboardScreen.period.actualPart")}`;
    if (column.part === "remaining") return `${label} · ${t("dashboardScreen.period.remainingPart")}`;
    return label;
  };

  const isEditable = (position: CellPosition) => {
    const target = rows[position.row];
    return canEdit && position.col > 0 && target?.editable[position.col - 1] === true;
  };

  const canInspect = (position: CellPosition) => position.col > 0 && rows[position.row]?.inspectable === true;

  /** Opens what is behind a cell (the details panel); on a row header, folds or unfolds the category. */
  const inspect = (position: CellPosition) => {
    const target = rows[position.row];
    if (!target) return;
    if (position.col === 0) {
      if (target.hasChildren) onToggle(target.id);
      return;
    }
    const column = columns[position.col - 1];
    if (column && target.inspectable) onOpenCell(target, column);
  };

  /** Enter and double-click: edit a forecast where one can be typed, else open what is behind the cell. */
  const activate = (position: CellPosition) => {
    if (isEditable(position)) setEditing({ position, initial: "" });
    else inspect(position);
  };

  const commitEdit = async (position: CellPosition, text: string) => {
    const target = rows[position.row];
    const column = columns[position.col - 1];
    if (!target || !column) return;
    const cents = parseMoneyInput(text, locale);
    if (cents === null) {
      setEditError(t("dashboardScreen.edit.invalid"));
      return;
    }
    setEditing(null);
    focusPending.current = true;
    try {
      await onEditCell(target, column, cents);
    } catch {
      // The screen tells the user why; the cell keeps its previous value.
    }
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (editing) return;
    const position = { row, col };
    switch (event.key) {
      case "ArrowDown":
        moveTo({ row: row + 1, col });
        break;
      case "ArrowUp":
        moveTo({ row: row - 1, col });
        break;
      case "ArrowRight":
        if (col === 0 && rows[row]?.hasChildren && !rows[row]?.expanded) onToggle(rows[row]?.id ?? "");
        else moveTo({ row, col: col + 1 });
        break;
      case "ArrowLeft":
        if (col === 0 && rows[row]?.hasChildren && rows[row]?.expanded) onToggle(rows[row]?.id ?? "");
        else moveTo({ row, col: col - 1 });
        break;
      case "Home":
        moveTo(event.ctrlKey ? { row: 0, col: 0 } : { row, col: 0 });
        break;
      case "End":
        moveTo(event.ctrlKey ? { row: rows.length - 1, col: columns.length } : { row, col: columns.length });
        break;
      case "PageDown":
        moveTo({ row: row + PAGE_ROWS, col });
        break;
      case "PageUp":
        moveTo({ row: row - PAGE_ROWS, col });
        break;
      case "Enter":
        activate(position);
        break;
      case " ":
        inspect(position);
        break;
      case "F2":
        if (!isEditable(position)) return;
        setEditing({ position, initial: "" });
        break;
      default:
        // Typing an amount on an editable cell starts editing it, as in a spreadsheet.
        if (/^[\d\-−]$/.test(event.key) && !event.ctrlKey && !event.metaKey && isEditable(position)) {
          setEditing({ position, initial: event.key });
          break;
        }
        return;
    }
    event.preventDefault();
  };

  const tableWidth = styles.FIRST_COLUMN_WIDTH + styles.VALUE_COLUMN_WIDTH * columns.length;
  const hintId = "dashboard-table-hint";

  return (
    <div>
      <p id={hintId} className={styles.visuallyHidden}>
        {t("dashboardScreen.table.hint")}
      </p>
      <div className={styles.gridActions}>
        <Button
          variant="secondary"
          size="small"
          disabled={!canInspect({ row, col })}
          onClick={() => inspect({ row, col })}
        >
          {t("dashboardScreen.table.details")}
        </Button>
      </div>
      <div ref={scrollRef} className={styles.scroller} data-testid="dashboard-table">
        <table
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA treegrid pattern on a native table; the keyboard navigation is below.
          role="treegrid"
          className={styles.table}
          style={{ width: tableWidth }}
          aria-label={t("dashboardScreen.table.label")}
          aria-describedby={hintId}
          aria-rowcount={rows.length + 1}
          aria-colcount={columns.length + 1}
          onKeyDown={onGridKeyDown}
        >
          <colgroup>
            <col style={{ width: styles.FIRST_COLUMN_WIDTH }} />
            {columns.map((column) => (
              <col key={column.id} style={{ width: styles.VALUE_COLUMN_WIDTH }} />
            ))}
          </colgroup>
          <thead>
            <tr aria-rowindex={1}>
              <th scope="col" className={styles.cornerCell} aria-colindex={1}>
                {t("dashboardScreen.table.category")}
              </th>
              {columns.map((column, index) => (
                <th
                  key={column.id}
                  scope="col"
                  aria-colindex={index + 2}
                  className={styles.headerCell}
                  data-below-threshold={column.belowThreshold || undefined}
                  data-current={column.period.tense === "current" || undefined}
                >
                  {column.belowThreshold ? (
                    <TriangleAlert
                      size={12}
                      aria-label={t("dashboardScreen.period.belowThreshold")}
                      role="img"
                    />
                  ) : null}{" "}
                  {periodLabel(column.period)}
                  {column.period.tense === "current" && column.part === "whole" ? (
                    <span className={styles.visuallyHidden}> ({t("dashboardScreen.period.current")})</span>
                  ) : null}
                  {column.part !== "whole" ? (
                    <span className={styles.headerPart}>
                      {column.part === "actual"
                        ? t("dashboardScreen.period.actualPart")
                        : t("dashboardScreen.period.remainingPart")}
                    </span>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {paddingTop > 0 ? (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a spacer of the virtualised rows, not a row of the grid.
              <tr role="presentation" style={{ height: paddingTop }}>
                <td colSpan={columns.length + 1} />
              </tr>
            ) : null}
            {items.map((item) => {
              const tableRow = rows[item.index];
              if (!tableRow) return null;
              const label = rowLabel(tableRow);
              const isCategory = tableRow.kind === "category";
              return (
                <tr
                  key={tableRow.id}
                  className={styles.row}
                  data-kind={tableRow.kind}
                  data-row-id={tableRow.id}
                  aria-rowindex={item.index + 2}
                  {...(isCategory ? { "aria-level": tableRow.depth + 1 } : {})}
                  {...(tableRow.hasChildren ? { "aria-expanded": tableRow.expanded } : {})}
                >
                  <th
                    scope="row"
                    className={`${styles.rowHeader} ${styles.focusable}`}
                    style={{ paddingLeft: `calc(${tableRow.depth} * 1.25rem + 0.5rem)` }}
                    aria-colindex={1}
                    tabIndex={row === item.index && col === 0 ? 0 : -1}
                    data-cell={`${item.index}:0`}
                    onFocus={() => setActive({ row: item.index, col: 0 })}
                    title={label}
                  >
                    {tableRow.hasChildren ? (
                      <button
                        type="button"
                        tabIndex={-1}
                        className={styles.toggle}
                        aria-label={t(
                          tableRow.expanded
                            ? "dashboardScreen.table.collapse"
                            : "dashboardScreen.table.expand",
                          { name: label },
                        )}
                        onClick={() => onToggle(tableRow.id)}
                      >
                        {tableRow.expanded ? <ChevronDown size={14} /> : <ChevronRight size={14} />}
                      </button>
                    ) : (
                      <span className={styles.toggleSpacer} />
                    )}
                    {label}
                  </th>
                  {columns.map((column, columnIndex) => {
                    const value = tableRow.values[columnIndex] ?? null;
                    const position = { row: item.index, col: columnIndex + 1 };
                    const isActive = row === position.row && col === position.col;
                    const isEditing =
                      editing !== null &&
                      editing.position.row === position.row &&
                      editing.position.col === position.col;
                    const text = value === null ? "" : money(value);
                    const adjusted = adjustedCells?.has(cellKey(tableRow.id, column.period.key)) ?? false;
                    const cellName = t("dashboardScreen.table.cell", {
                      row: label,
                      period: columnName(column),
                      mode: t(`dashboardScreen.modes.${mode}`),
                      value: value === null ? "—" : text,
                    });
                    const name = adjusted
                      ? `${cellName}, ${t("forecastDetails.adjustments.marker")}`
                      : cellName;
                    return (
                      // biome-ignore lint/a11y/useKeyWithClickEvents: the grid's onKeyDown gives every cell Enter, Space and F2.
                      <td
                        key={column.id}
                        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the treegrid, focusable through the grid's roving tabindex.
                        role="gridcell"
                        className={`${styles.valueCell} ${styles.focusable}`}
                        aria-colindex={columnIndex + 2}
                        tabIndex={isActive ? 0 : -1}
                        data-cell={`${position.row}:${position.col}`}
                        data-part={column.part}
                        data-mode={mode}
                        data-negative={(value ?? 0) < 0 || undefined}
                        data-inspectable={tableRow.inspectable || undefined}
                        data-below-threshold={
                          (column.belowThreshold && tableRow.id === "total:end") || undefined
                        }
                        aria-label={isEditing ? undefined : name}
                        aria-readonly={isEditable(position) ? undefined : true}
                        data-active={isActive || undefined}
                        data-adjusted={adjusted || undefined}
                        onFocus={() => setActive(position)}
                        onClick={() => setActive(position)}
                        onDoubleClick={() => activate(position)}
                      >
                        {isEditing ? (
                          <CellEditor
                            label={t("dashboardScreen.edit.label", {
                              row: label,
                              period: columnName(column),
                            })}
                            initial={editing.initial || (value === null ? "" : editableAmount(value, locale))}
                            invalid={editError !== null}
                            onCommit={(typed) => void commitEdit(position, typed)}
                            onCancel={() => {
                              setEditing(null);
                              setEditError(null);
                              focusPending.current = true;
                            }}
                          />
                        ) : (
                          <span aria-hidden="true">
                            {adjusted ? (
                              <span
                                className={detailStyles.adjustedMark}
                                title={t("forecastDetails.adjustments.marker")}
                                data-testid="adjusted-mark"
                              />
                            ) : null}
                            {text}
                          </span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
            {paddingBottom > 0 ? (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a spacer of the virtualised rows, not a row of the grid.
              <tr role="presentation" style={{ height: paddingBottom }}>
                <td colSpan={columns.length + 1} />
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <div role="alert" aria-live="assertive">
        {editError}
      </div>
    </div>
  );
}

/** The input of a cell being edited: Enter or leaving it saves, Escape cancels. */
function CellEditor({
  label,
  initial,
  invalid,
  onCommit,
  onCancel,
}: {
  label: string;
  initial: string;
  invalid: boolean;
  onCommit: (text: string) => void;
  onCancel: () => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const done = useRef(false);
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);
  return (
    <input
      ref={inputRef}
      className={styles.editor}
      defaultValue={initial}
      inputMode="decimal"
      aria-label={label}
      aria-invalid={invalid || undefined}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === "Enter") {
          event.preventDefault();
          done.current = true;
          onCommit(event.currentTarget.value);
        } else if (event.key === "Escape") {
          event.preventDefault();
          done.current = true;
          onCancel();
        }
      }}
      onBlur={(event) => {
        if (!done.current) onCommit(event.currentTarget.value);
        done.current = false;
      }}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
