/**
 * The DataTable benchmark page: `window.trezoTableBench.mount()` mounts a DataTable of 100,000 rows and
 * resolves with the milliseconds until its first rows are in the DOM; `scroll(rows)` scrolls through
 * that many rows, one step per frame, and resolves with the long tasks (over 50 ms) seen meanwhile.
 * Built by Vite in production mode, driven by ../dataTable.bench.ts.
 */
import { createRoot, type Root } from "react-dom/client";
import { DataTable, type DataTableColumn } from "../../src/components/DataTable";
import {
  countedLabelColumn,
  type DemoTransaction,
  demoTableProps,
  demoTransactions,
} from "../../src/components/DataTable/fixtures";
import { lightTheme } from "../../src/theme";

const ROW_HEIGHT = 36;
const rows = demoTransactions(100_000);
/**
 * Body rows rendered so far: the first column's cell renderer runs once per row render. A count that
 * does not depend on the speed of the machine, unlike the timings.
 */
let rowRenders = 0;
const columns: DataTableColumn<DemoTransaction>[] = [
  countedLabelColumn(() => {
    rowRenders += 1;
  }, 220),
  { id: "date", header: "Date", value: (row) => row.date, width: 120 },
  { id: "category", header: "Catégorie", value: (row) => row.category, width: 180 },
  { id: "amount", header: "Montant", value: (row) => row.amountCents, align: "end", width: 140 },
];

let root: Root | null = null;
const container = document.getElementById("root") as HTMLElement;

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

async function mount(): Promise<number> {
  root?.unmount();
  root = createRoot(container);
  const start = performance.now();
  root.render(
    <div className={lightTheme}>
      <DataTable {...demoTableProps(rows, columns)} height={600} rowHeight={ROW_HEIGHT} selectable />
    </div>,
  );
  while (container.querySelectorAll("[role='row'][aria-rowindex]").length < 10) await nextFrame();
  return performance.now() - start;
}

export interface ScrollResult {
  /** Durations of the long tasks (over 50 ms) seen while scrolling, in ms. */
  longTasks: number[];
  frames: number;
  /** Body rows rendered while scrolling, in all and at most in one frame. */
  rowRenders: number;
  maxRowRendersPerFrame: number;
  /** Body rows in the DOM at the end (visible rows + overscan). */
  rowsInDom: number;
}

async function scroll(rowCount: number): Promise<ScrollResult> {
  const grid = container.querySelector<HTMLElement>("[role='grid']");
  if (!grid) throw new Error("mount first");
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: "longtask" });
  // About 10 rows per frame: a brisk wheel scroll. 10,000 rows is 1,000 frames. Each step is one
  // scroll event, handled as the browser handles a wheel scroll: virtualizer, React render, style,
  // layout and paint all happen in that frame's task.
  const step = ROW_HEIGHT * 10;
  // The position is kept here rather than read back from the grid, which would force a layout.
  let position = grid.scrollTop;
  const target = position + rowCount * ROW_HEIGHT;
  let frames = 0;
  const rendersBefore = rowRenders;
  let maxRowRendersPerFrame = 0;
  while (position < target) {
    const frameStart = rowRenders;
    position = Math.min(target, position + step);
    grid.scrollTop = position;
    await nextFrame();
    frames += 1;
    maxRowRendersPerFrame = Math.max(maxRowRendersPerFrame, rowRenders - frameStart);
  }
  await nextFrame();
  observer.disconnect();
  return {
    longTasks,
    frames,
    rowRenders: rowRenders - rendersBefore,
    maxRowRendersPerFrame,
    rowsInDom: grid.querySelectorAll("[role='row'][aria-rowindex]").length - 1,
  };
}

declare global {
  interface Window {
    trezoTableBench: { ready: boolean; mount: typeof mount; scroll: typeof scroll };
  }
}

window.trezoTableBench = { ready: true, mount, scroll };
