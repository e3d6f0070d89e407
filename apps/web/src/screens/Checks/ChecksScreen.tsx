/**
 * /checks (issue 15, spec 000 §6: invoices_page_access with checks_allowed): the checks received (money
 * in) and issued (money out) in two tabs, each with its totals (pending, cashed), filters kept in the
 * URL (status, counterparty, expected between two dates), the list, a new check, editing, deleting, and
 * the match panel that pairs a check with the transaction that cashes it.
 */
import type { BankCheck, BankCheckFilters } from "@trezo/api";
import { type ApiError, useApiMutation, useApiQuery } from "@trezo/api";
import { fromLocalDate } from "@trezo/domain";
import { Button, ConfirmDialog, DatePicker, Inline, Select, Stack, Tabs, Text, TextField } from "@trezo/ui";
import { useState } from "react";
import { FilterPanel } from "../../components/FilterPanel";
import { PagedRecords, ScreenHeading, TotalsList, useSearchParam } from "../../components/RecordList";
import { CHECK_QUERIES, CheckForm } from "../../features/checks/CheckForm";
import { CheckList } from "../../features/checks/CheckList";
import { CheckMatchPanel } from "../../features/checks/CheckMatchPanel";
import { useFormat, useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";

const STATUSES = ["pending", "cashed", "cancelled"] as const;
type Status = (typeof STATUSES)[number];
type Direction = "received" | "issued";
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isStatus(value: string | null): value is Status {
  return value !== null && (STATUSES as readonly string[]).includes(value);
}

/** The screen's state in the URL: ?tab=issued&status=pending&counterparty=dup&from=2026-01-01&to=… */
export function checkViewOf(params: URLSearchParams): { direction: Direction; filters: BankCheckFilters } {
  const direction: Direction = params.get("tab") === "issued" ? "issued" : "received";
  const status = params.get("status");
  const counterparty = params.get("counterparty")?.trim();
  const from = params.get("from");
  const to = params.get("to");
  return {
    direction,
    filters: {
      direction,
      ...(isStatus(status) ? { status: [status] } : {}),
      ...(counterparty ? { counterparty: counterparty.slice(0, 100) } : {}),
      ...(from && ISO_DATE.test(from) ? { from } : {}),
      ...(to && ISO_DATE.test(to) ? { to } : {}),
    },
  };
}

export function Component() {
  const company = useAppStore((state) => state.company);
  if (!company) return null;
  return <Checks key={company.id} companyId={company.id} />;
}

export interface ChecksProps {
  companyId: number;
  /** The day new checks start at (ISO; default: today). */
  today?: string;
}

const PAGE = 100;

export function Checks({ companyId, today = fromLocalDate(new Date()) }: ChecksProps) {
  const t = useT();
  const format = useFormat();
  const [params, setParam] = useSearchParam();
  const [editing, setEditing] = useState<BankCheck | "new" | null>(null);
  const [matching, setMatching] = useState<BankCheck | null>(null);
  const [deleting, setDeleting] = useState<BankCheck | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [limit, setLimit] = useState(PAGE);
  const { direction, filters } = checkViewOf(params);
  const list = useApiQuery("listBankChecks", { companyId, filters, limit });
  const details = useApiQuery("getBankChecksDetails", { companyId, filters });
  const side = details.data?.[direction];
  const remove = useApiMutation("deleteBankCheck", {
    invalidates: CHECK_QUERIES,
    onSuccess: () => {
      setDeleting(null);
      setProblem(null);
    },
    onError: (error: ApiError) => {
      setDeleting(null);
      setProblem(error.message || t("checksScreen.deleteFailed"));
    },
  });

  const shown = matching && list.data?.bank_checks.find((check) => check.id === matching.id);

  // The filters set beside the direction (each filter is one key of `filters`).
  const activeFilters = Object.keys(filters).filter((key) => key !== "direction").length;
  const content = (
    <Stack gap="md">
      <FilterPanel activeCount={activeFilters}>
        <Inline gap="md" wrap align="flex-end">
          <Select
            label={t("checksScreen.status")}
            selectedKey={filters.status?.[0] ?? "any"}
            onSelectionChange={(key) => setParam("status", key === "any" ? null : String(key))}
            options={[
              { id: "any", label: t("checksScreen.anyStatus") },
              ...STATUSES.map((status) => ({ id: status, label: t(`checksScreen.${status}`) })),
            ]}
          />
          <TextField
            label={t("checksScreen.counterpartyFilter")}
            value={params.get("counterparty") ?? ""}
            onChange={(value) => setParam("counterparty", value)}
          />
          <DatePicker
            label={t("checksScreen.from")}
            value={filters.from ?? null}
            onChange={(date) => setParam("from", date)}
          />
          <DatePicker
            label={t("checksScreen.to")}
            value={filters.to ?? null}
            onChange={(date) => setParam("to", date)}
          />
        </Inline>
      </FilterPanel>
      {side ? (
        <TotalsList
          label={t("checksScreen.totals")}
          items={(
            [
              ["count", String(side.count)],
              ["pendingTotal", format.money(side.pending_cents)],
              ["cashedTotal", format.money(side.cashed_cents)],
            ] as const
          ).map(([key, value]) => ({ key, label: t(`checksScreen.${key}`), value }))}
        />
      ) : null}
      <PagedRecords
        pending={list.isPending}
        error={list.isError ? list.error.message || t("checksScreen.loadFailed") : null}
        empty={list.data?.bank_checks.length === 0}
        emptyTitle={t("checksScreen.empty")}
        hasMore={list.data?.has_more === true}
        moreLabel={t("checksScreen.more")}
        onMore={() => setLimit((current) => Math.min(500, current + PAGE))}
      >
        <CheckList
          checks={list.data?.bank_checks ?? []}
          label={t(direction === "received" ? "checksScreen.receivedTab" : "checksScreen.issuedTab")}
          onEdit={(check) => setEditing(check)}
          onMatch={(check) => setMatching(check)}
          onDelete={(check) => setDeleting(check)}
        />
      </PagedRecords>
    </Stack>
  );

  return (
    <Stack gap="lg">
      <ScreenHeading
        title={t("checksScreen.title")}
        intro={t("checksScreen.intro")}
        actions={<Button onClick={() => setEditing("new")}>{t("checksScreen.new")}</Button>}
      />
      {problem ? (
        <Text tone="danger" role="alert">
          {problem}
        </Text>
      ) : null}
      {shown ? (
        <CheckMatchPanel
          key={shown.id}
          companyId={companyId}
          check={shown}
          onClose={() => setMatching(null)}
        />
      ) : null}
      <Tabs
        label={t("checksScreen.title")}
        selectedId={direction}
        onSelectionChange={(id) => setParam("tab", id === "issued" ? "issued" : null)}
        items={[
          {
            id: "received",
            label: t("checksScreen.receivedTab"),
            content: direction === "received" ? content : null,
          },
          {
            id: "issued",
            label: t("checksScreen.issuedTab"),
            content: direction === "issued" ? content : null,
          },
        ]}
      />
      {editing !== null ? (
        <CheckForm
          key={editing === "new" ? "new" : editing.id}
          companyId={companyId}
          today={today}
          {...(editing === "new" ? {} : { check: editing })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t("checksScreen.deleteTitle", { number: deleting?.number ?? "" })}
        tone="danger"
        confirmLabel={t("checksScreen.delete")}
        loading={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate({ companyId, bankCheckId: deleting.id });
        }}
      >
        <Text>{t("checksScreen.deleteText")}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
