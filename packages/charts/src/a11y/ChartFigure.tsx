import { vars } from "@trezo/ui/theme";
import type { ReactNode, Ref } from "react";
import { ResponsiveContainer } from "recharts";
import { ChartDataTable, type ChartDataTableProps } from "./ChartDataTable";

export interface ChartFigureProps {
  /** Accessible name of the chart. */
  name: string;
  /** Height of the drawing in px; the width follows the container. */
  height: number;
  /** A fixed width in px instead of following the container (benchmarks, exports). */
  width?: number | undefined;
  table: Omit<ChartDataTableProps, "caption"> & { caption: string };
  figureRef: Ref<HTMLElement>;
  testId?: string | undefined;
  /** False until the chart's theme is read: the drawing waits for it (the table does not). */
  themeRead: boolean;
  /** Said in place of the drawing when there is nothing to draw (no rows in the table). */
  emptyText: string;
  /** The recharts chart to draw. */
  children: ReactNode;
}

/**
 * The frame of every chart: a figure named for assistive technology, the drawing (hidden from it:
 * an SVG of bars says nothing to a screen reader) and the hidden table that carries the same figures.
 */
export function ChartFigure({
  name,
  height,
  width,
  table,
  figureRef,
  testId,
  themeRead,
  emptyText,
  children,
}: ChartFigureProps) {
  return (
    <figure
      ref={figureRef}
      aria-label={name}
      data-testid={testId}
      style={{ margin: 0, position: "relative", width: width ?? "100%", minWidth: 0 }}
    >
      {table.rows.length === 0 ? (
        <p
          style={{
            margin: 0,
            height,
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            color: vars.color.textMuted,
            fontSize: vars.fontSize.sm,
          }}
        >
          {emptyText}
        </p>
      ) : (
        <div aria-hidden="true" style={{ width: "100%", height }}>
          {!themeRead ? null : width === undefined ? (
            <ResponsiveContainer width="100%" height={height} minWidth={0}>
              {children}
            </ResponsiveContainer>
          ) : (
            children
          )}
        </div>
      )}
      {table.rows.length === 0 ? null : <ChartDataTable {...table} />}
    </figure>
  );
}
