/**
 * Actions on the selected rows: file them in a category (one setBankingTransactionsCategory call, which
 * the contract gives 30 s and 3 retries), set their status, validate them.
 */
import { Button, Inline, Menu, Popover, Text } from "@trezo/ui";
import { useState } from "react";
import { CategoryPicker } from "../../components/CategoryPicker";
import { useT } from "../../i18n/appI18n";
import type { TransactionReferences } from "../../references/useTransactionReferences";

export type TransactionStatus = "to_check" | "justified" | "ignored";

export interface BulkActionsProps {
  count: number;
  references: TransactionReferences;
  busy: boolean;
  onCategorise: (categoryId: number) => void;
  onStatus: (status: TransactionStatus | null) => void;
  onValidated: (validated: boolean) => void;
  onClear: () => void;
}

export function BulkActions({
  count,
  references,
  busy,
  onCategorise,
  onStatus,
  onValidated,
  onClear,
}: BulkActionsProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Inline gap="sm" role="toolbar" aria-label={t("transactionsScreen.bulk.selected", { count })}>
      <Text weight="semibold">{t("transactionsScreen.bulk.selected", { count })}</Text>
      <Popover
        open={open}
        onOpenChange={setOpen}
        label={t("transactionsScreen.bulk.categorise")}
        trigger={
          <Button variant="primary" size="small" loading={busy}>
            {t("transactionsScreen.bulk.categorise")}
          </Button>
        }
      >
        <CategoryPicker
          label={t("transactionsScreen.columns.category")}
          options={references.categoryOptions}
          onPick={(categoryId) => {
            setOpen(false);
            onCategorise(categoryId);
          }}
        />
      </Popover>
      <Menu
        label={t("transactionsScreen.bulk.status")}
        trigger={
          <Button variant="secondary" size="small">
            {t("transactionsScreen.bulk.status")}
          </Button>
        }
        items={(["none", "to_check", "justified", "ignored"] as const).map((status) => ({
          id: status,
          label: t(`transactionsScreen.status.${status}`),
          onAction: () => onStatus(status === "none" ? null : status),
        }))}
      />
      <Button variant="secondary" size="small" onClick={() => onValidated(true)}>
        {t("transactionsScreen.bulk.validate")}
      </Button>
      <Button variant="secondary" size="small" onClick={() => onValidated(false)}>
        {t("transactionsScreen.bulk.unvalidate")}
      </Button>
      <Button variant="ghost" size="small" onClick={onClear}>
        {t("transactionsScreen.bulk.clear")}
      </Button>
    </Inline>
  );
}
