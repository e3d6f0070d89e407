import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { LocaleProvider } from "../../i18n/LocaleProvider";
import { lightTheme } from "../../theme";
import { DataTable, type DataTableColumn } from "./DataTable";
import { countedLabelColumn, type DemoTransaction, demoTableProps, demoTransactions } from "./fixtures";

const columns: DataTableColumn<DemoTransaction>[] = [
  { id: "label", header: "Libellé", value: (row) => row.label, width: 200 },
  { id: "category", header: "Catégorie", value: (row) => row.category },
  { id: "amount", header: "Montant", value: (row) => row.amountCents, align: "end" },
];

function firstBodyRowText(container: HTMLElement): string {
  const row = [...container.querySelectorAll("[role='row'][aria-rowindex='2']")][0];
  return row?.textContent ?? "";
}

describe("DataTable", () => {
  it("announces its row count in the plural form of the count and the locale", async () => {
    const table = (count: number, locale: "fr-FR" | "ua-UA") => (
      <LocaleProvider locale={locale}>
        <div className={lightTheme}>
          <DataTable {...demoTableProps(demoTransactions(count), columns)} height={200} />
        </div>
      </LocaleProvider>
    );
    const screen = await render(table(1, "fr-FR"));
    await expect.element(screen.getByText("1 ligne", { exact: true })).toBeInTheDocument();
    await screen.rerender(table(3, "fr-FR"));
    await expect.element(screen.getByText("3 lignes", { exact: true })).toBeInTheDocument();
    await screen.rerender(table(3, "ua-UA"));
    await expect.element(screen.getByText("3 рядки", { exact: true })).toBeInTheDocument();
    await screen.rerender(table(5, "ua-UA"));
    await expect.element(screen.getByText("5 рядків", { exact: true })).toBeInTheDocument();
  });

  it("renders only the visible rows of 100,000 and sorts them", async () => {
    const rows = demoTransactions(100_000);
    const screen = await render(
      <div className={lightTheme}>
        <DataTable {...demoTableProps(rows, columns)} height={400} />
      </div>,
    );
    const grid = screen.getByRole("grid", { name: "Opérations" });
    await expect.element(grid).toHaveAttribute("aria-rowcount", "100001");
    expect(screen.container.querySelectorAll("[role='row']").length).toBeLessThan(40);
    await screen.getByRole("button", { name: "Montant" }).click();
    const smallest = Math.min(...rows.map((row) => row.amountCents));
    await expect.poll(() => firstBodyRowText(screen.container)).toContain(String(smallest));
  });

  it("gives a grow column the width the others leave, and keeps it at its own width when there is none", async () => {
    const growing: DataTableColumn<DemoTransaction>[] = columns.map((column) =>
      column.id === "label" ? { ...column, grow: true } : column,
    );
    const screen = await render(
      <div className={lightTheme} style={{ width: 900 }}>
        <DataTable {...demoTableProps(demoTransactions(5), growing)} />
      </div>,
    );
    const grid = screen.getByRole("grid", { name: "Opérations" }).element() as HTMLElement;
    const label = screen.getByRole("columnheader", { name: "Libellé" }).element() as HTMLElement;
    const header = label.parentElement as HTMLElement;
    // The columns fill the grid's inner width, no more (no sideways scrolling), no less (no empty end).
    await expect.poll(() => header.getBoundingClientRect().width).toBe(grid.clientWidth);
    expect(label.getBoundingClientRect().width).toBe(grid.clientWidth - 320);
    expect(grid.scrollWidth).toBe(grid.clientWidth);

    (screen.container.firstElementChild as HTMLElement).style.width = "400px";
    await expect.poll(() => label.getBoundingClientRect().width).toBe(200);
  });

  it("moves focus with the keyboard and keeps the header and first column sticky", async () => {
    const screen = await render(
      <div className={lightTheme} style={{ width: 320 }}>
        <DataTable {...demoTableProps(demoTransactions(200), columns)} height={300} />
      </div>,
    );
    const header = screen.getByRole("columnheader", { name: "Libellé" }).element() as HTMLElement;
    header.focus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowRight}");
    const active = document.activeElement as HTMLElement;
    expect(active.getAttribute("data-row")).toBe("1");
    expect(active.getAttribute("data-column")).toBe("1");
    await userEvent.keyboard("{Control>}{End}{/Control}");
    await expect.poll(() => (document.activeElement as HTMLElement).getAttribute("data-row")).toBe("199");
    const firstCell = document.querySelector("[data-row='199'][data-column='0']") as HTMLElement;
    expect(getComputedStyle(firstCell).position).toBe("sticky");
    expect(getComputedStyle(header.parentElement as HTMLElement).position).toBe("sticky");
  });

  it("selects rows with the checkbox and with Space", async () => {
    const onSelectionChange = vi.fn();
    const screen = await render(
      <DataTable
        {...demoTableProps(demoTransactions(20), columns)}
        selectable
        onSelectionChange={onSelectionChange}
      />,
    );
    await screen.getByRole("checkbox", { name: "Sélectionner la ligne" }).first().click();
    expect(onSelectionChange).toHaveBeenLastCalledWith(["t0"]);
    (document.querySelector("[data-row='2'][data-column='1']") as HTMLElement).focus();
    await userEvent.keyboard(" ");
    expect(onSelectionChange).toHaveBeenLastCalledWith(["t0", "t2"]);
  });

  it("asks for the next page near the end in server mode, and does not sort by itself", async () => {
    const onLoadMore = vi.fn();
    const onSortingChange = vi.fn();
    const rows = demoTransactions(30);
    const screen = await render(
      <DataTable
        {...demoTableProps(rows, columns, "Serveur")}
        height={300}
        mode="server"
        hasMore
        onLoadMore={onLoadMore}
        onSortingChange={onSortingChange}
      />,
    );
    const grid = screen.getByRole("grid").element();
    expect(onLoadMore).not.toHaveBeenCalled();
    grid.scrollTop = grid.scrollHeight;
    await expect.poll(() => onLoadMore.mock.calls.length).toBeGreaterThan(0);
    const before = firstBodyRowText(screen.container);
    await screen.getByRole("button", { name: "Montant" }).click();
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: "amount", desc: false }]);
    grid.scrollTop = 0;
    await expect.poll(() => firstBodyRowText(screen.container)).toBe(before);
  });

  it("renders only the rows that come into view while scrolling, not the rows already on screen", async () => {
    let rowRenders = 0;
    const counted = [
      countedLabelColumn(() => {
        rowRenders += 1;
      }),
      ...columns.slice(1),
    ];
    const screen = await render(
      <DataTable
        {...demoTableProps(demoTransactions(100_000), counted)}
        height={360}
        rowHeight={36}
        selectable
      />,
    );
    const grid = screen.getByRole("grid").element() as HTMLElement;
    await expect.poll(() => grid.querySelectorAll("[role='row'][aria-rowindex]").length).toBeGreaterThan(10);
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let maxPerStep = 0;
    for (let step = 1; step <= 20; step += 1) {
      const before = rowRenders;
      grid.scrollTop = step * 36 * 3;
      await nextFrame();
      await nextFrame();
      maxPerStep = Math.max(maxPerStep, rowRenders - before);
    }
    // Three rows come into view per step; the twenty-odd rows already rendered are left alone.
    expect(maxPerStep).toBeGreaterThan(0);
    expect(maxPerStep).toBeLessThanOrEqual(6);
    await expect
      .poll(() => grid.querySelector("[aria-rowindex='62'] [data-column='1']")?.textContent)
      .toBe(demoTransactions(61)[60]?.label);
  });

  it("keeps the pinned cell of a selected row in the row's colour, and resizes the body cells with the header", async () => {
    const screen = await render(
      <div className={lightTheme} style={{ width: 360 }}>
        <DataTable {...demoTableProps(demoTransactions(20), columns)} selectable selectedIds={["t1"]} />
      </div>,
    );
    const row = screen.container.querySelector("[role='row'][aria-rowindex='3']") as HTMLElement;
    const pinned = row.querySelector("[data-column='1']") as HTMLElement;
    const scrolling = row.querySelector("[data-column='2']") as HTMLElement;
    expect(row.getAttribute("aria-selected")).toBe("true");
    expect(pinned.dataset.pinned).toBe("start");
    expect(getComputedStyle(pinned).backgroundColor).toBe(getComputedStyle(row).backgroundColor);
    const other = screen.container.querySelector(
      "[role='row'][aria-rowindex='2'] [data-column='1']",
    ) as HTMLElement;
    expect(getComputedStyle(other).backgroundColor).not.toBe(getComputedStyle(pinned).backgroundColor);
    expect(getComputedStyle(scrolling).backgroundColor).toBe("rgba(0, 0, 0, 0)");

    const resizer = screen.container.querySelector("[role='columnheader'][aria-colindex='2'] [aria-hidden]");
    const box = (resizer as HTMLElement).getBoundingClientRect();
    const widthBefore = pinned.getBoundingClientRect().width;
    (resizer as HTMLElement).dispatchEvent(
      new MouseEvent("mousedown", { bubbles: true, clientX: box.x + 2, clientY: box.y + 2 }),
    );
    document.dispatchEvent(
      new MouseEvent("mousemove", { bubbles: true, clientX: box.x + 62, clientY: box.y + 2 }),
    );
    document.dispatchEvent(
      new MouseEvent("mouseup", { bubbles: true, clientX: box.x + 62, clientY: box.y + 2 }),
    );
    await expect
      .poll(() => Math.round(pinned.getBoundingClientRect().width))
      .toBe(Math.round(widthBefore + 60));
    const third = row.querySelector("[data-column='2']") as HTMLElement;
    const header = screen.container.querySelector("[role='columnheader'][aria-colindex='3']") as HTMLElement;
    expect(Math.round(third.getBoundingClientRect().left)).toBe(
      Math.round(header.getBoundingClientRect().left),
    );
  });
});
