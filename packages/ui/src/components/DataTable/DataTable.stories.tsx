import type { Meta, StoryObj } from "@storybook/react-vite";
import { formatDate, formatMoney } from "@trezo/i18n";
import { useCallback, useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { useLocale } from "../../i18n/LocaleProvider";
import { DataTable, type DataTableColumn } from "./DataTable";
import { type DemoTransaction, demoTableProps, demoTransactions } from "./fixtures";

function useColumns(): DataTableColumn<DemoTransaction>[] {
  const locale = useLocale();
  return [
    { id: "label", header: "Libellé", value: (row) => row.label, width: 220 },
    {
      id: "date",
      header: "Date",
      value: (row) => row.date,
      cell: (row) => formatDate(row.date, locale),
      width: 120,
    },
    { id: "category", header: "Catégorie", value: (row) => row.category, width: 180 },
    {
      id: "amount",
      header: "Montant",
      value: (row) => row.amountCents,
      cell: (row) => formatMoney(row.amountCents, "EUR", locale),
      align: "end",
      width: 140,
    },
  ];
}

const small = demoTransactions(60);
const large = demoTransactions(100_000);

function ClientTable({ rows, selectable = false }: { rows: DemoTransaction[]; selectable?: boolean }) {
  const columns = useColumns();
  return <DataTable {...demoTableProps(rows, columns)} height={360} selectable={selectable} />;
}

/** Server mode: pages of 50 arrive after a short delay as the user scrolls. */
function ServerTable() {
  const columns = useColumns();
  const [rows, setRows] = useState(() => demoTransactions(50));
  const [loading, setLoading] = useState(false);
  const total = 500;
  const loadMore = useCallback(() => {
    setLoading(true);
    setTimeout(() => {
      setRows((current) => [
        ...current,
        ...demoTransactions(50, current.length + 1).map((row, index) => ({
          ...row,
          id: `s${current.length + index}`,
        })),
      ]);
      setLoading(false);
    }, 300);
  }, []);
  return (
    <DataTable
      {...demoTableProps(rows, columns, "Opérations (serveur)")}
      height={360}
      mode="server"
      totalRows={total}
      hasMore={rows.length < total}
      loadingMore={loading}
      onLoadMore={loadMore}
    />
  );
}

const meta = {
  title: "ui/Data/DataTable",
  component: ClientTable,
  args: { rows: small },
  decorators: [(Story) => <div style={{ maxWidth: 620 }}>{Story()}</div>],
} satisfies Meta<typeof ClientTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole("grid", { name: "Opérations" });
    await userEvent.click(within(grid).getByRole("button", { name: "Montant" }));
    await expect(within(grid).getByRole("columnheader", { name: /Montant/ })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
  },
};
export const Selectable: Story = {
  args: { selectable: true },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole("grid");
    const [first] = within(grid).getAllByRole("checkbox", { name: "Sélectionner la ligne" });
    if (first) await userEvent.click(first);
    await expect(within(grid).getAllByRole("row", { selected: true })).toHaveLength(1);
  },
};
export const Empty: Story = { args: { rows: [] } };
/** 100,000 rows: only the visible ones are in the DOM. */
export const HundredThousandRows: Story = {
  args: { rows: large },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("[role='row']").length).toBeLessThan(60);
  },
};
export const ServerInfiniteLoading: Story = { render: () => <ServerTable /> };
