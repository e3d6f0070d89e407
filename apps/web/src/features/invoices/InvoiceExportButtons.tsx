/**
 * Export of the filtered invoices as XLSX or CSV (downloadInvoices, issue 15: the server neutralises
 * spreadsheet formulas and asks for the secondary auth token, which the client adds).
 */
import type { InvoiceFilters } from "@trezo/api";
import { ApiError, useApiMutation } from "@trezo/api";
import { Button, Inline } from "@trezo/ui";
import { Download } from "lucide-react";
import { useState } from "react";
import { useT } from "../../i18n/appI18n";
import { saveDownloadedFile } from "../../platform/saveDownloadedFile";
import { useAppStore } from "../../state/appStore";

export interface InvoiceExportButtonsProps {
  companyId: number;
  /** The list's filters (its side included). */
  filters: InvoiceFilters;
}

export function InvoiceExportButtons({ companyId, filters }: InvoiceExportButtonsProps) {
  const t = useT();
  const downloadInvoices = useApiMutation("downloadInvoices");
  const notify = useAppStore((state) => state.notify);
  const [busy, setBusy] = useState<"xlsx" | "csv" | null>(null);
  const download = async (format: "xlsx" | "csv") => {
    setBusy(format);
    try {
      saveDownloadedFile(await downloadInvoices.mutateAsync({ companyId, format, filters }));
      notify({ msg: t("invoicesScreen.export.done"), color: "green" });
    } catch (error) {
      const message =
        error instanceof ApiError && error.kind === "status" && error.message ? error.message : null;
      notify({ msg: message ?? t("invoicesScreen.export.failed"), color: "red" });
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
          {t(`invoicesScreen.export.${format}`)}
        </Button>
      ))}
    </Inline>
  );
}
