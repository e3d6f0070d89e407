/**
 * The confirmation before deleting a report or an indicator of /analytics: open while `item` is set,
 * `onClose` clears it, `onConfirm` deletes it (and closes once done).
 */
import { ConfirmDialog } from "@trezo/ui";
import type { ReactNode } from "react";
import { useT } from "../../i18n/appI18n";

export function ConfirmAnalyticsDelete<Item>({
  item,
  loading,
  onClose,
  onConfirm,
  children,
}: {
  item: Item | null;
  loading: boolean;
  onClose: () => void;
  onConfirm: (item: Item) => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("analytics.delete")}
      tone="danger"
      confirmLabel={t("analytics.delete")}
      loading={loading}
      onConfirm={() => {
        if (item !== null) onConfirm(item);
      }}
    >
      {children}
    </ConfirmDialog>
  );
}
