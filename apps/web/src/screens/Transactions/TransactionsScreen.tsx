/**
 * /transactions: the company's transactions in a server-mode grid (cursor pages, server sort), filters
 * kept in the URL, inline and bulk categorisation, status and validation, details with "why this
 * category", XLSX/CSV export and the statement import wizard. The parts live in features/transactions.
 */
import type { ApiError } from "@trezo/api";
import { useApiMutation } from "@trezo/api";
import { canClassifyTransactions } from "@trezo/domain";
import { Button, EmptyState, Heading, Inline, Stack, Text } from "@trezo/ui";
import { useCallback, useMemo, useState } from "react";
import { RuleFromTransaction } from "../../features/rules/RuleFromTransaction";
import { ImportWizard } from "../../features/statementImport/ImportWizard";
import { BulkActions } from "../../features/transactions/BulkActions";
import { ExportButtons } from "../../features/transactions/ExportButtons";
import { TransactionDetailsDialog } from "../../features/transactions/TransactionDetailsDialog";
import { TransactionFiltersBar } from "../../features/transactions/TransactionFiltersBar";
import { TransactionsTable } from "../../features/transactions/TransactionsTable";
import {
  usePrefetchTransactionPages,
  useTransactionPages,
  useTransactionTotal,
} from "../../features/transactions/useTransactionPages";
import { useTransactionQuery } from "../../features/transactions/useTransactionQuery";
import { useT } from "../../i18n/appI18n";
import { useTransactionReferences } from "../../references/useTransactionReferences";
import { useAppStore } from "../../state/appStore";
import { memberAccessOf } from "../../state/memberAccess";

export function Component() {
  const company = useAppStore((state) => state.company);
  const permissions = useAppStore((state) => state.permissions);
  if (!company) return null;
  const canClassify = canClassifyTransactions(memberAccessOf(company, permissions));
  return <Transactions key={company.id} companyId={company.id} canClassify={canClassify} />;
}

const REFRESHED = ["getTransactionList", "getTransaction"] as const;

/** The transactions of one company. */
export function Transactions({ companyId, canClassify }: { companyId: number; canClassify: boolean }) {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const [query, setQuery] = useTransactionQuery();
  // The rows first: their request leaves before the accounts' and the categories'.
  usePrefetchTransactionPages(companyId, query);
  const references = useTransactionReferences(companyId);
  const pages = useTransactionPages(companyId, query);
  const rows = useMemo(() => pages.data?.pages.flatMap((page) => page.transactions) ?? [], [pages.data]);
  const total = useTransactionTotal(companyId, query.filters, pages.isSuccess);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);

  const failed = (error: ApiError) =>
    notify({ msg: error.message || t("transactionsScreen.saveFailed"), color: "red" });
  const updated = ({ updated: count }: { updated: number }) =>
    notify({ msg: t("transactionsScreen.updated", { count }), color: "green" });
  const categorise = useApiMutation("setBankingTransactionsCategory", {
    invalidates: REFRESHED,
    onSuccess: updated,
    onError: failed,
  });
  const setStatus = useApiMutation("setTransactionStatus", {
    invalidates: REFRESHED,
    onSuccess: updated,
    onError: failed,
  });
  const setValidated = useApiMutation("setTransactionValidated", {
    invalidates: REFRESHED,
    onSuccess: updated,
    onError: failed,
  });
  const { mutate: categoriseMutate } = categorise;
  const onCategorise = useCallback(
    (transactionIds: number[], categoryId: number | null) =>
      categoriseMutate({ companyId, transactionIds, categoryId }),
    [categoriseMutate, companyId],
  );
  const selected = selectedIds.map(Number);
  const { fetchNextPage } = pages;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  return (
    <Stack gap="lg">
      <Inline gap="md" justify="space-between">
        <Heading level={1}>{t("web.nav.transactions")}</Heading>
        <Inline gap="sm">
          <Button variant="primary" onClick={() => setImporting(true)}>
            {t("transactionsScreen.wizard.open")}
          </Button>
          <ExportButtons companyId={companyId} query={query} />
        </Inline>
      </Inline>
      {/* Under the title, where the user looks when opening it (it scrolls itself into view and takes the focus). */}
      <ImportWizard
        companyId={companyId}
        open={importing}
        accounts={references.accounts}
        onClose={() => setImporting(false)}
      />
      <TransactionFiltersBar
        filters={query.filters}
        references={references}
        onChange={(filters) => {
          setSelectedIds([]);
          setQuery({ ...query, filters });
        }}
      />
      <Inline gap="md" justify="space-between">
        <Text tone="muted" aria-live="polite">
          {total !== undefined ? t("transactionsScreen.count", { count: total }) : "\u00a0"}
        </Text>
        {selected.length > 0 ? (
          <BulkActions
            count={selected.length}
            references={references}
            busy={categorise.isPending}
            onCategorise={(categoryId) => onCategorise(selected, categoryId)}
            onStatus={(status) => setStatus.mutate({ companyId, transactionIds: selected, status })}
            onValidated={(validated) =>
              setValidated.mutate({ companyId, transactionIds: selected, validated })
            }
            onClear={() => setSelectedIds([])}
          />
        ) : null}
      </Inline>
      {pages.isError ? (
        <Text tone="danger" role="alert">
          {t("transactionsScreen.loadFailed")}
        </Text>
      ) : (
        <TransactionsTable
          rows={rows}
          total={total}
          hasMore={pages.hasNextPage}
          loadingMore={pages.isFetchingNextPage}
          onLoadMore={loadMore}
          sort={query.sort}
          onSortChange={(sort) => setQuery({ ...query, sort })}
          selectedIds={selectedIds}
          onSelectionChange={setSelectedIds}
          references={references}
          canClassify={canClassify}
          onCategorise={onCategorise}
          onOpenDetails={setDetailsId}
          empty={
            pages.isPending ? null : (
              <EmptyState
                title={t("transactionsScreen.empty.title")}
                description={t("transactionsScreen.empty.description")}
                headingLevel={3}
              />
            )
          }
        />
      )}
      <TransactionDetailsDialog
        companyId={companyId}
        transactionId={detailsId}
        references={references}
        canClassify={canClassify}
        onClose={() => setDetailsId(null)}
        classifyExtra={(transaction) => (
          <RuleFromTransaction
            key={transaction.id}
            companyId={companyId}
            transaction={transaction}
            references={references}
            onCreated={() => setDetailsId(null)}
          />
        )}
      />
    </Stack>
  );
}
