/**
 * The server-side filters of /transactions (text, period, amount range, accounts, categories,
 * uncategorised, statuses, validation); accounts, categories and statuses take several values each.
 * Every change goes straight to the URL; typed text waits for a
 * pause so that each keystroke does not start a request.
 */
import { Button, Checkbox, DateRangePicker, Inline, MoneyField, Select, TextField } from "@trezo/ui";
import { useEffect, useState } from "react";
import { useT } from "../../i18n/appI18n";
import type { TransactionReferences } from "../../references/useTransactionReferences";
import { MultiSelectFilter } from "./MultiSelectFilter";
import { hasFilters, type StatusFilter, type TransactionFilters } from "./transactionQuery";

const TEXT_DELAY_MS = 350;
const ALL = "all";

export interface TransactionFiltersBarProps {
  filters: TransactionFilters;
  references: TransactionReferences;
  onChange: (filters: TransactionFilters) => void;
}

/** `filters` with `key` set, or removed when `value` is undefined (exactOptionalPropertyTypes). */
function withFilter<K extends keyof TransactionFilters>(
  filters: TransactionFilters,
  key: K,
  value: TransactionFilters[K] | undefined,
): TransactionFilters {
  const next = { ...filters };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

export function TransactionFiltersBar({ filters, references, onChange }: TransactionFiltersBarProps) {
  const t = useT();
  const [text, setText] = useState(filters.text ?? "");
  useEffect(() => setText(filters.text ?? ""), [filters.text]);
  useEffect(() => {
    const wanted = text.trim() || undefined;
    if (wanted === filters.text) return;
    const timer = setTimeout(() => onChange(withFilter(filters, "text", wanted)), TEXT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);

  const statusOptions = (["none", "to_check", "justified", "ignored"] as const).map((status) => ({
    id: status,
    label: t(`transactionsScreen.status.${status}`),
  }));
  const range = filters.dateFrom && filters.dateTo ? { start: filters.dateFrom, end: filters.dateTo } : null;

  return (
    <Inline gap="md" align="flex-end" role="group" aria-label={t("transactionsScreen.filters.label")}>
      <TextField label={t("transactionsScreen.filters.text")} type="search" value={text} onChange={setText} />
      <DateRangePicker
        label={t("transactionsScreen.filters.dateRange")}
        value={range}
        onChange={(next) =>
          onChange(withFilter(withFilter(filters, "dateFrom", next?.start), "dateTo", next?.end))
        }
      />
      <MoneyField
        label={t("transactionsScreen.filters.amountMin")}
        value={filters.amountMin ?? null}
        onChange={(cents) => onChange(withFilter(filters, "amountMin", cents ?? undefined))}
      />
      <MoneyField
        label={t("transactionsScreen.filters.amountMax")}
        value={filters.amountMax ?? null}
        onChange={(cents) => onChange(withFilter(filters, "amountMax", cents ?? undefined))}
      />
      <MultiSelectFilter
        label={t("transactionsScreen.multiFilter.accounts")}
        options={references.accounts.map((account) => ({
          id: String(account.id),
          label: `${account.bankName} – ${account.custom_name ?? account.name}`,
        }))}
        selected={(filters.accountIds ?? []).map(String)}
        onChange={(ids) =>
          onChange(withFilter(filters, "accountIds", ids.length ? ids.map(Number) : undefined))
        }
      />
      <MultiSelectFilter
        label={t("transactionsScreen.multiFilter.categories")}
        options={references.categoryOptions}
        selected={(filters.categoryIds ?? []).map(String)}
        onChange={(ids) =>
          onChange(withFilter(filters, "categoryIds", ids.length ? ids.map(Number) : undefined))
        }
      />
      <MultiSelectFilter
        label={t("transactionsScreen.multiFilter.statuses")}
        options={statusOptions}
        selected={filters.status ?? []}
        onChange={(ids) =>
          onChange(withFilter(filters, "status", ids.length ? (ids as StatusFilter[]) : undefined))
        }
      />
      <Select
        label={t("transactionsScreen.filters.validated")}
        options={[
          { id: ALL, label: t("transactionsScreen.filters.all") },
          { id: "yes", label: t("transactionsScreen.filters.validatedYes") },
          { id: "no", label: t("transactionsScreen.filters.validatedNo") },
        ]}
        value={filters.validated === undefined ? ALL : filters.validated ? "yes" : "no"}
        onChange={(id) =>
          onChange(withFilter(filters, "validated", id === "yes" ? true : id === "no" ? false : undefined))
        }
      />
      <Checkbox
        isSelected={filters.uncategorised === true}
        onChange={(checked) => onChange(withFilter(filters, "uncategorised", checked ? true : undefined))}
      >
        {t("transactionsScreen.filters.uncategorised")}
      </Checkbox>
      {hasFilters(filters) ? (
        <Button variant="ghost" onClick={() => onChange({})}>
          {t("transactionsScreen.filters.reset")}
        </Button>
      ) : null}
    </Inline>
  );
}
