/**
 * Export of the filtered, sorted list as XLSX or CSV (downloadTransactions: the server neutralises
 * spreadsheet formulas and asks for the secondary auth token, which the client adds).
 */
import { ApiError, useApiMutation } from "@trezo/api";
import { Button, Inline } from "@trezo/ui";
import { Download } from "lucide-react";
import { useState } from "react";
import { useT } from "../../i18n/appI18n";
import { saveDownloadedFile } from "../../platform/saveDownloadedFile";
import { useAppStore } from "../../state/appStore";
import type { TransactionQuery } from "./transactionQuery";

export function ExportButtons({ companyId, query }: { companyId: number; query: TransactionQuery }) {
  const t = useT();
  const downloadTransactions = useApiMutation("downloadTransactions");
  const notify = useAppStore((state) => state.notify);
  const [busy, setBusy] = useState<"xlsx" | "csv" | null>(null);
  const download = async (format: "xlsx" | "csv") => {
    setBusy(format);
    try {
      saveDownloadedFile(await downloadTransactions.mutateAsync({ companyId, format, ...query }));
      notify({ msg: t("transactionsScreen.export.done"), color: "green" });
    } catch (error) {
      const message =
        error instanceof ApiError && error.kind === "status" && error.message ? error.message : null;
      notify({ msg: message ?? t("transactionsScreen.export.failed"), color: "red" });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Inline gap="sm">
      {(["xlsx", "csv"] as const).map((format) => (
        <Button
          key={format}
          variant="secondary"
          iconStart={<Download size={16} aria-hidden="true" />}
          loading={busy === format}
          disabled={busy !== null}
          onClick={() => void download(format)}
        >
          {t(`transactionsScreen.export.${format}`)}
        </Button>
      ))}
    </Inline>
  );
}
