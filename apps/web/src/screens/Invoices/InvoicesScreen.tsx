/**
 * /invoices (issue 15, spec 000 §6: invoices_page_access with invoices_allowed): the customers and
 * suppliers tabs, each with its list (number, counterparty, dates, amount incl. tax, amount left,
 * status, late flag) and totals, filters kept in the URL (status, late, counterparty, due range,
 * category, amount), the list or the ageing view per counterparty, bulk category on selected invoices,
 * the instalment editor, the attached document, the invoice form (new, edit, delete), the engaged
 * filter (invoices, engaged items or both), the export (XLSX, CSV), the matching settings, and the e-invoice import (drop zone → preview → confirm;
 * the company's SIREN comes from its SIRET when it has one).
 */
import type { Invoice, InvoiceFilters } from "@trezo/api";
import { type ApiError, useApiMutation, useApiQuery } from "@trezo/api";
import { companyToday, fromLocalDate, sirenOfSiret } from "@trezo/domain";
import {
  Button,
  Checkbox,
  DatePicker,
  Inline,
  MoneyField,
  Popover,
  Select,
  Stack,
  Tabs,
  Text,
  TextField,
} from "@trezo/ui";
import { useState } from "react";
import { CategoryPicker } from "../../components/CategoryPicker";
import { FilterPanel } from "../../components/FilterPanel";
import { PagedRecords, ScreenHeading, TotalsList, useSearchParam } from "../../components/RecordList";
import { EInvoiceImport } from "../../features/invoices/EInvoiceImport";
import { InstalmentEditor } from "../../features/invoices/InstalmentEditor";
import { InvoiceAgeing } from "../../features/invoices/InvoiceAgeing";
import { InvoiceExportButtons } from "../../features/invoices/InvoiceExportButtons";
import { InvoiceForm } from "../../features/invoices/InvoiceForm";
import { InvoiceList } from "../../features/invoices/InvoiceList";
import { InvoiceMatchPanel } from "../../features/invoices/InvoiceMatchPanel";
import { InvoiceSettingsDialog } from "../../features/invoices/InvoiceSettingsDialog";
import { InvoiceSheetImport } from "../../features/invoices/InvoiceSheetImport";
import { MatchQueue } from "../../features/invoices/MatchQueue";
import { PayInvoicesDialog } from "../../features/transfers/PayInvoicesDialog";
import { useFormat, useT } from "../../i18n/appI18n";
import { openDownloadedFile } from "../../platform/saveDownloadedFile";
import { useTransactionReferences } from "../../references/useTransactionReferences";
import { useAppStore } from "../../state/appStore";

const STATUSES = ["draft", "open", "partially_paid", "paid", "cancelled"] as const;
type Status = (typeof STATUSES)[number];
type Kind = "customer" | "supplier";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isStatus(value: string | null): value is Status {
  return value !== null && (STATUSES as readonly string[]).includes(value);
}

/** An amount in cents from the URL (an integer), else undefined. */
function centsParam(value: string | null): number | undefined {
  return value !== null && /^-?\d{1,15}$/.test(value) ? Number(value) : undefined;
}

/**
 * The screen's state in the URL: ?tab=supplier&view=ageing&status=open&late=1&counterparty=dup
 * &dueFrom=2026-01-01&dueTo=2026-03-31&category=12 (or none)&min=10000&max=500000 (cents)
 * &engaged=1 (engaged items only) or 0 (invoices only); view=matching: the transactions to match.
 */
export function invoiceViewOf(params: URLSearchParams): {
  kind: Kind;
  view: "list" | "ageing" | "matching";
  filters: InvoiceFilters;
} {
  const kind: Kind = params.get("tab") === "supplier" ? "supplier" : "customer";
  const status = params.get("status");
  const counterparty = params.get("counterparty")?.trim();
  const dueFrom = params.get("dueFrom");
  const dueTo = params.get("dueTo");
  const category = params.get("category");
  const amountMin = centsParam(params.get("min"));
  const amountMax = centsParam(params.get("max"));
  return {
    kind,
    view:
      params.get("view") === "ageing" ? "ageing" : params.get("view") === "matching" ? "matching" : "list",
    filters: {
      kind,
      ...(isStatus(status) ? { status: [status] } : {}),
      ...(params.get("late") === "1" ? { late: true } : {}),
      ...(counterparty ? { counterparty: counterparty.slice(0, 100) } : {}),
      ...(dueFrom && ISO_DATE.test(dueFrom) ? { dueFrom } : {}),
      ...(dueTo && ISO_DATE.test(dueTo) ? { dueTo } : {}),
      ...(category === "none" ? { uncategorised: true } : {}),
      ...(category && /^\d{1,12}$/.test(category) ? { categoryIds: [Number(category)] } : {}),
      ...(amountMin !== undefined ? { amountMin } : {}),
      ...(amountMax !== undefined ? { amountMax } : {}),
      ...(params.get("engaged") === "1" ? { engaged: true } : {}),
      ...(params.get("engaged") === "0" ? { engaged: false } : {}),
    },
  };
}

export function Component() {
  const company = useAppStore((state) => state.company);
  if (!company) return null;
  return <Invoices key={company.id} companyId={company.id} />;
}

export interface InvoicesProps {
  companyId: number;
  /** The day a new invoice's dates start at (ISO). @default today */
  today?: string;
}

const PAGE = 100;

export function Invoices({ companyId, today = fromLocalDate(new Date()) }: InvoicesProps) {
  const t = useT();
  const format = useFormat();
  const [params, setParam] = useSearchParam();
  const [importing, setImporting] = useState(false);
  const [sheetImporting, setSheetImporting] = useState(false);
  const [matching, setMatching] = useState<number | null>(null);
  const [limit, setLimit] = useState(PAGE);
  const [instalmentsOf, setInstalmentsOf] = useState<Invoice | null>(null);
  const [editing, setEditing] = useState<Invoice | "new" | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // Issue 22: the selected open supplier invoices can be paid (transfer orders, then a SEPA file).
  const [paying, setPaying] = useState<Invoice[] | null>(null);
  const [picking, setPicking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { kind, view, filters } = invoiceViewOf(params);
  const list = useApiQuery("listInvoices", { companyId, filters, limit }, { enabled: view === "list" });
  const toPay = (list.data?.invoices ?? []).filter(
    (invoice) =>
      selected.has(invoice.id) &&
      invoice.kind === "supplier" &&
      (invoice.status === "open" || invoice.status === "partially_paid"),
  );
  const details = useApiQuery("getInvoicesDetails", { companyId, filters });
  const company = useApiQuery("getCompanyInfo", { companyId });
  const currency = useAppStore((state) => state.limits.defaultCurrency);
  const references = useTransactionReferences(companyId);
  const side = details.data?.[kind];
  const onError = (error: ApiError) => setProblem(error.message || t("invoicesScreen.actionFailed"));
  const categorise = useApiMutation("setInvoicesCategory", {
    invalidates: ["listInvoices", "getInvoicesDetails", "getInvoicesAgeing", "getDashboardChartData"],
    onSuccess: () => {
      setSelected(new Set());
      setProblem(null);
    },
    onError,
  });
  const documentCall = useApiMutation("getInvoiceDocument", {
    onSuccess: (file) => openDownloadedFile(file),
    onError,
  });

  // The filters set beside the side (each filter is one key of `filters`).
  const activeFilters = Object.keys(filters).filter((key) => key !== "kind").length;
  const content = (
    <Stack gap="md">
      <FilterPanel activeCount={activeFilters}>
        <Inline gap="md" wrap align="flex-end">
          <Select
            label={t("invoicesScreen.status")}
            selectedKey={filters.status?.[0] ?? "any"}
            onSelectionChange={(key) => setParam("status", key === "any" ? null : String(key))}
            options={[
              { id: "any", label: t("invoicesScreen.anyStatus") },
              ...STATUSES.map((status) => ({ id: status, label: t(`invoicesScreen.${status}`) })),
            ]}
          />
          <TextField
            label={t("invoicesScreen.counterpartyFilter")}
            value={params.get("counterparty") ?? ""}
            onChange={(value) => setParam("counterparty", value)}
          />
          <DatePicker
            label={t("invoicesScreen.dueFrom")}
            value={filters.dueFrom ?? null}
            onChange={(date) => setParam("dueFrom", date)}
          />
          <DatePicker
            label={t("invoicesScreen.dueTo")}
            value={filters.dueTo ?? null}
            onChange={(date) => setParam("dueTo", date)}
          />
          <Select
            label={t("invoicesScreen.category")}
            selectedKey={filters.uncategorised ? "none" : String(filters.categoryIds?.[0] ?? "any")}
            onSelectionChange={(key) => setParam("category", key === "any" ? null : String(key))}
            options={[
              { id: "any", label: t("invoicesScreen.anyCategory") },
              { id: "none", label: t("invoicesScreen.uncategorised") },
              ...references.categoryOptions,
            ]}
          />
          <MoneyField
            label={t("invoicesScreen.amountMin")}
            value={filters.amountMin ?? null}
            onChange={(cents) => setParam("min", cents === null ? null : String(cents))}
          />
          <MoneyField
            label={t("invoicesScreen.amountMax")}
            value={filters.amountMax ?? null}
            onChange={(cents) => setParam("max", cents === null ? null : String(cents))}
          />
          <Select
            label={t("invoicesScreen.engagedFilter.label")}
            selectedKey={filters.engaged === undefined ? "all" : filters.engaged ? "engaged" : "invoices"}
            onSelectionChange={(key) =>
              setParam("engaged", key === "engaged" ? "1" : key === "invoices" ? "0" : null)
            }
            options={(["all", "invoices", "engaged"] as const).map((id) => ({
              id,
              label: t(`invoicesScreen.engagedFilter.${id}`),
            }))}
          />
          <Checkbox
            isSelected={filters.late === true}
            onChange={(late) => setParam("late", late ? "1" : null)}
          >
            {t("invoicesScreen.lateOnly")}
          </Checkbox>
        </Inline>
      </FilterPanel>
      <Inline gap="md" wrap>
        <Button variant="secondary" onClick={() => setParam("view", view === "ageing" ? null : "ageing")}>
          {view === "ageing" ? t("invoicesScreen.ageing.hide") : t("invoicesScreen.ageing.show")}
        </Button>
        <Button variant="secondary" onClick={() => setParam("view", view === "matching" ? null : "matching")}>
          {view === "matching" ? t("invoicesScreen.ageing.hide") : t("invoicesScreen.queue.show")}
        </Button>
        <InvoiceExportButtons companyId={companyId} filters={filters} />
        <Button variant="ghost" onClick={() => setSettingsOpen(true)}>
          {t("invoicesScreen.settings.open")}
        </Button>
      </Inline>
      {problem ? (
        <Text tone="danger" role="alert">
          {problem}
        </Text>
      ) : null}
      {side ? (
        <TotalsList
          label={t("invoicesScreen.filters")}
          items={(
            [
              ["totalCount", String(side.count)],
              ["total", format.money(side.total_cents)],
              ["totalLeft", format.money(side.left_cents)],
              ["totalLate", format.money(side.late_cents)],
            ] as const
          ).map(([key, value]) => ({ key, label: t(`invoicesScreen.${key}`), value }))}
        />
      ) : null}
      {view === "matching" ? (
        <MatchQueue companyId={companyId} currency={currency} />
      ) : view === "ageing" ? (
        <InvoiceAgeing companyId={companyId} kind={kind} filters={filters} totals={side?.ageing} />
      ) : (
        <PagedRecords
          pending={list.isPending}
          error={list.isError ? t("invoicesScreen.loadFailed") : null}
          empty={list.data?.invoices.length === 0}
          emptyTitle={t("invoicesScreen.empty")}
          hasMore={list.data?.has_more === true}
          moreLabel={t("invoicesScreen.more")}
          onMore={() => setLimit((current) => Math.min(500, current + PAGE))}
        >
          {selected.size > 0 ? (
            <Inline
              gap="sm"
              role="toolbar"
              aria-label={t("invoicesScreen.bulk.selected", { count: selected.size })}
            >
              <Text weight="semibold">{t("invoicesScreen.bulk.selected", { count: selected.size })}</Text>
              <Popover
                open={picking}
                onOpenChange={setPicking}
                label={t("invoicesScreen.bulk.categorise")}
                trigger={
                  <Button variant="primary" size="small" loading={categorise.isPending}>
                    {t("invoicesScreen.bulk.categorise")}
                  </Button>
                }
              >
                <CategoryPicker
                  label={t("invoicesScreen.category")}
                  options={references.categoryOptions}
                  clearLabel={t("invoicesScreen.uncategorised")}
                  onClear={() => {
                    setPicking(false);
                    categorise.mutate({ companyId, invoiceIds: [...selected], categoryId: null });
                  }}
                  onPick={(categoryId) => {
                    setPicking(false);
                    categorise.mutate({ companyId, invoiceIds: [...selected], categoryId });
                  }}
                />
              </Popover>
              {kind === "supplier" && toPay.length > 0 ? (
                <Button variant="primary" size="small" onClick={() => setPaying(toPay)}>
                  {t("transfers.pay.batch")}
                </Button>
              ) : null}
              <Button variant="secondary" size="small" onClick={() => setSelected(new Set())}>
                {t("invoicesScreen.bulk.clear")}
              </Button>
            </Inline>
          ) : null}
          <InvoiceList
            invoices={list.data?.invoices ?? []}
            label={t(kind === "customer" ? "invoicesScreen.customers" : "invoicesScreen.suppliers")}
            onEdit={(invoice) => setEditing(invoice)}
            onMatch={(invoice) => setMatching(invoice.id)}
            onInstalments={(invoice) => setInstalmentsOf(invoice)}
            onDocument={(invoice) => documentCall.mutate({ companyId, invoiceId: invoice.id })}
            selected={selected}
            onToggle={(invoice, on) =>
              setSelected((current) => {
                const next = new Set(current);
                if (on) next.add(invoice.id);
                else next.delete(invoice.id);
                return next;
              })
            }
          />
        </PagedRecords>
      )}
    </Stack>
  );

  return (
    <Stack gap="lg">
      {paying ? (
        <PayInvoicesDialog
          companyId={companyId}
          invoices={paying}
          today={companyToday()}
          onClose={() => setPaying(null)}
          onDone={() => setSelected(new Set())}
        />
      ) : null}
      <ScreenHeading
        title={t("invoicesScreen.title")}
        intro={t("invoicesScreen.intro")}
        actions={
          <Inline gap="sm" wrap>
            <Button onClick={() => setEditing("new")}>{t("invoicesScreen.newInvoice")}</Button>
            <Button variant="secondary" onClick={() => setSheetImporting((open) => !open)}>
              {sheetImporting ? t("invoicesScreen.closeImport") : t("invoicesScreen.sheetImport.open")}
            </Button>
            <Button variant="secondary" onClick={() => setImporting((open) => !open)}>
              {importing ? t("invoicesScreen.closeImport") : t("invoicesScreen.importAction")}
            </Button>
          </Inline>
        }
      />
      {importing && company.data ? (
        <EInvoiceImport
          companyId={companyId}
          companySiren={sirenOfSiret(company.data.siret)}
          onCancel={() => setImporting(false)}
        />
      ) : null}
      {sheetImporting ? (
        <InvoiceSheetImport companyId={companyId} onCancel={() => setSheetImporting(false)} />
      ) : null}
      {editing ? (
        <InvoiceForm
          key={editing === "new" ? "new" : editing.id}
          companyId={companyId}
          kind={kind}
          today={today}
          currency={currency}
          categoryOptions={references.categoryOptions}
          {...(editing === "new" ? {} : { invoice: editing })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {settingsOpen ? (
        <InvoiceSettingsDialog companyId={companyId} onClose={() => setSettingsOpen(false)} />
      ) : null}
      {instalmentsOf ? (
        <InstalmentEditor
          key={instalmentsOf.id}
          companyId={companyId}
          invoice={instalmentsOf}
          onClose={() => setInstalmentsOf(null)}
        />
      ) : null}
      {matching !== null ? (
        <InvoiceMatchPanel
          key={matching}
          companyId={companyId}
          invoiceId={matching}
          onClose={() => setMatching(null)}
        />
      ) : null}
      <Tabs
        label={t("invoicesScreen.title")}
        selectedId={kind}
        onSelectionChange={(id) => {
          setSelected(new Set());
          setParam("tab", id === "supplier" ? "supplier" : null);
        }}
        items={[
          {
            id: "customer",
            label: t("invoicesScreen.customers"),
            content: kind === "customer" ? content : null,
          },
          {
            id: "supplier",
            label: t("invoicesScreen.suppliers"),
            content: kind === "supplier" ? content : null,
          },
        ]}
      />
    </Stack>
  );
}
