/**
 * /invoices (issue 15, spec 000 §6: invoices_page_access with invoices_allowed): the customers and
 * suppliers tabs, each with its list (number, counterparty, dates, amount incl. tax, amount left,
 * status, late flag) and totals, filters kept in the URL (status, late, counterparty), and the
 * e-invoice import (drop zone → preview → confirm).
 */
import type { Invoice, InvoiceFilters } from "@trezo/api";
import { useApiQuery } from "@trezo/api";
import {
  Button,
  Checkbox,
  EmptyState,
  Heading,
  Inline,
  Select,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextField,
} from "@trezo/ui";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { EInvoiceImport } from "../../features/invoices/EInvoiceImport";
import { InvoiceList } from "../../features/invoices/InvoiceList";
import { totals } from "../../features/invoices/InvoiceList.css";
import { InvoiceMatchPanel } from "../../features/invoices/InvoiceMatchPanel";
import { useFormat, useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";

const STATUSES = ["draft", "open", "partially_paid", "paid", "cancelled"] as const;
type Status = (typeof STATUSES)[number];
type Kind = "customer" | "supplier";

/** The screen's state in the URL: ?tab=supplier&status=open&late=1&counterparty=dup */
export function invoiceViewOf(params: URLSearchParams): { kind: Kind; filters: InvoiceFilters } {
  const kind: Kind = params.get("tab") === "supplier" ? "supplier" : "customer";
  const status = params.get("status");
  const counterparty = params.get("counterparty")?.trim();
  return {
    kind,
    filters: {
      kind,
      ...(status && (STATUSES as readonly string[]).includes(status) ? { status: [status as Status] } : {}),
      ...(params.get("late") === "1" ? { late: true } : {}),
      ...(counterparty ? { counterparty: counterparty.slice(0, 100) } : {}),
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
}

const PAGE = 100;

export function Invoices({ companyId }: InvoicesProps) {
  const t = useT();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const [importing, setImporting] = useState(false);
  const [matching, setMatching] = useState<number | null>(null);
  const [limit, setLimit] = useState(PAGE);
  const { kind, filters } = invoiceViewOf(params);
  const list = useApiQuery("listInvoices", { companyId, filters, limit });
  const details = useApiQuery("getInvoicesDetails", { companyId, filters });
  const side = details.data?.[kind];

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === "") next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const content = (
    <Stack gap="md">
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
        <Checkbox isSelected={filters.late === true} onChange={(late) => setParam("late", late ? "1" : null)}>
          {t("invoicesScreen.lateOnly")}
        </Checkbox>
      </Inline>
      {side ? (
        <dl className={totals} aria-label={t("invoicesScreen.filters")}>
          {(
            [
              ["totalCount", String(side.count)],
              ["total", format.money(side.total_cents)],
              ["totalLeft", format.money(side.left_cents)],
              ["totalLate", format.money(side.late_cents)],
            ] as const
          ).map(([key, value]) => (
            <div key={key}>
              <dt>
                <Text size="sm" tone="muted">
                  {t(`invoicesScreen.${key}`)}
                </Text>
              </dt>
              <dd style={{ margin: 0 }}>
                <Text weight="bold" numeric>
                  {value}
                </Text>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {list.isPending ? (
        <Skeleton height="12rem" />
      ) : list.isError ? (
        <EmptyState title={t("invoicesScreen.loadFailed")} />
      ) : list.data.invoices.length === 0 ? (
        <EmptyState title={t("invoicesScreen.empty")} />
      ) : (
        <Stack gap="sm">
          <InvoiceList
            invoices={list.data.invoices as Invoice[]}
            label={t(kind === "customer" ? "invoicesScreen.customers" : "invoicesScreen.suppliers")}
            onMatch={(invoice) => setMatching(invoice.id)}
          />
          {list.data.has_more ? (
            <Button variant="secondary" onClick={() => setLimit((current) => Math.min(500, current + PAGE))}>
              {t("invoicesScreen.more")}
            </Button>
          ) : null}
        </Stack>
      )}
    </Stack>
  );

  return (
    <Stack gap="lg">
      <Inline gap="md" wrap justify="space-between" align="center">
        <Stack gap="xs">
          <Heading level={1}>{t("invoicesScreen.title")}</Heading>
          <Text tone="muted">{t("invoicesScreen.intro")}</Text>
        </Stack>
        <Button variant={importing ? "secondary" : "primary"} onClick={() => setImporting((open) => !open)}>
          {importing ? t("invoicesScreen.closeImport") : t("invoicesScreen.importAction")}
        </Button>
      </Inline>
      {importing ? <EInvoiceImport companyId={companyId} onCancel={() => setImporting(false)} /> : null}
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
        onSelectionChange={(id) => setParam("tab", id === "supplier" ? "supplier" : null)}
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
