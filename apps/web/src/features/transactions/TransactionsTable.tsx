/**
 * The transactions grid: server mode (rows arrive sorted and filtered, the next page loads near the
 * end), selection for bulk actions, the category cell as a button that opens the inline category picker,
 * and a details button per row.
 */
import {
  Badge,
  Button,
  DataTable,
  type DataTableColumn,
  IconButton,
  Popover,
  type SortingState,
} from "@trezo/ui";
import { Info, Paperclip } from "lucide-react";
import { useMemo, useState } from "react";
import { CategoryPicker } from "../../components/CategoryPicker";
import { useFormat, useT } from "../../i18n/appI18n";
import type { TransactionReferences } from "../../references/useTransactionReferences";
import { amountSign, signedAmount } from "./amountColors";
import * as css from "./TransactionsTable.css";
import type { TransactionSort } from "./transactionQuery";
import type { TransactionRow } from "./useTransactionPages";

export interface TransactionsTableProps {
  rows: readonly TransactionRow[];
  total: number | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  sort: TransactionSort;
  onSortChange: (sort: TransactionSort) => void;
  selectedIds: readonly string[];
  onSelectionChange: (ids: string[]) => void;
  references: TransactionReferences;
  canClassify: boolean;
  onCategorise: (transactionIds: number[], categoryId: number | null) => void;
  onOpenDetails: (transactionId: number) => void;
  empty: React.ReactNode;
}

const SORTABLE = new Set(["date", "amount", "label"]);

/** The category cell: its path, and a picker to change it in place. */
function CategoryCell({
  row,
  references,
  canClassify,
  onCategorise,
}: Pick<TransactionsTableProps, "references" | "canClassify" | "onCategorise"> & { row: TransactionRow }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const name =
    row.category_id === null
      ? t("transactionsScreen.uncategorised")
      : (references.categoryPaths.get(row.category_id) ??
        // The rows may arrive before the category tree: no number shown in the meantime.
        (references.categoriesLoaded ? `#${row.category_id}` : "…"));
  if (!canClassify)
    return (
      <span className={css.ellipsis} title={name}>
        {name}
      </span>
    );
  const pick = (categoryId: number | null) => {
    setOpen(false);
    onCategorise([row.id], categoryId);
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      label={t("transactionsScreen.categorise.change", { label: row.label })}
      trigger={
        <Button
          variant="ghost"
          size="small"
          className={css.categoryButton}
          title={name}
          aria-label={`${t("transactionsScreen.categorise.change", { label: row.label })} : ${name}`}
        >
          <span className={css.ellipsis}>{name}</span>
        </Button>
      }
    >
      <CategoryPicker
        label={t("transactionsScreen.columns.category")}
        options={references.categoryOptions}
        onPick={pick}
        {...(row.category_source === "manual"
          ? { clearLabel: t("transactionsScreen.categorise.backToRules"), onClear: () => pick(null) }
          : {})}
      />
    </Popover>
  );
}

export function TransactionsTable(props: TransactionsTableProps) {
  const { rows, total, sort, references, canClassify, onCategorise, onOpenDetails } = props;
  const t = useT();
  const format = useFormat();

  const columns = useMemo<DataTableColumn<TransactionRow>[]>(
    () => [
      {
        id: "date",
        header: t("transactionsScreen.columns.date"),
        value: (row) => row.date,
        cell: (row) => format.date(row.date),
        width: 100,
      },
      {
        id: "label",
        header: t("transactionsScreen.columns.label"),
        value: (row) => row.label,
        // The label takes what the other columns leave: at 1440 px every column is on screen.
        width: 200,
        grow: true,
        cell: (row) => (
          <span style={{ display: "flex", alignItems: "center", gap: 4, minWidth: 0 }}>
            <IconButton
              size="small"
              variant="ghost"
              label={t("transactionsScreen.details.open", { label: row.label })}
              icon={<Info size={14} aria-hidden="true" />}
              onClick={() => onOpenDetails(row.id)}
            />
            <span className={css.ellipsis} title={row.label}>
              {row.label}
            </span>
          </span>
        ),
      },
      {
        id: "amount",
        header: t("transactionsScreen.columns.amount"),
        value: (row) => row.amount_cents,
        cell: (row) => (
          <span className={css.amount} data-sign={amountSign(row.amount_cents)}>
            {signedAmount(row.amount_cents, format.money(row.amount_cents, row.currency))}
          </span>
        ),
        align: "end",
        width: 124,
      },
      {
        id: "account",
        header: t("transactionsScreen.columns.account"),
        value: (row) => references.accountNames.get(row.account_id) ?? "",
        cell: (row) => {
          const account = references.accountNames.get(row.account_id) ?? "";
          return (
            <span className={css.ellipsis} title={account}>
              {account}
            </span>
          );
        },
        sortable: false,
        width: 140,
      },
      {
        id: "category",
        header: t("transactionsScreen.columns.category"),
        value: (row) => row.category_id,
        cell: (row) => (
          <CategoryCell
            row={row}
            references={references}
            canClassify={canClassify}
            onCategorise={onCategorise}
          />
        ),
        sortable: false,
        width: 190,
      },
      {
        // Status, validation and attachments share one column: each is empty on most rows, and three
        // mostly empty columns would take the label's room.
        id: "status",
        header: t("transactionsScreen.columns.status"),
        value: (row) => row.status,
        cell: (row) => (
          <span className={css.statusCell}>
            {row.status ? (
              <Badge
                tone={
                  row.status === "to_check" ? "warning" : row.status === "justified" ? "success" : "neutral"
                }
              >
                {t(`transactionsScreen.status.${row.status}`)}
              </Badge>
            ) : null}
            {row.validated ? (
              <Badge tone="success">{t("transactionsScreen.filters.validatedYes")}</Badge>
            ) : null}
            {row.attachment_count > 0 ? (
              <span
                role="img"
                aria-label={t("transactionsScreen.attachments.count", { count: row.attachment_count })}
                className={css.attachments}
              >
                <Paperclip size={14} aria-hidden="true" />
                <span aria-hidden="true">{row.attachment_count}</span>
              </span>
            ) : null}
          </span>
        ),
        sortable: false,
        width: 200,
      },
    ],
    [t, format, references, canClassify, onCategorise, onOpenDetails],
  );

  const sorting: SortingState = [{ id: sort.field, desc: sort.direction === "desc" }];
  return (
    <DataTable
      label={t("web.nav.transactions")}
      columns={columns}
      rows={rows}
      getRowId={(row) => String(row.id)}
      mode="server"
      height="max(360px, calc(100vh - 320px))"
      {...(total === undefined ? {} : { totalRows: total })}
      hasMore={props.hasMore}
      loadingMore={props.loadingMore}
      onLoadMore={props.onLoadMore}
      sorting={sorting}
      onSortingChange={(next) => {
        const first = next[0];
        // Removing the sort goes back to the default (newest first): the server always sorts.
        if (!first || !SORTABLE.has(first.id)) props.onSortChange({ field: "date", direction: "desc" });
        else
          props.onSortChange({
            field: first.id as TransactionSort["field"],
            direction: first.desc ? "desc" : "asc",
          });
      }}
      selectable={canClassify}
      selectedIds={props.selectedIds}
      onSelectionChange={props.onSelectionChange}
      empty={props.empty}
    />
  );
}
