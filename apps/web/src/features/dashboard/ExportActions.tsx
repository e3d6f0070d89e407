/**
 * XLSX export of the dashboard and the forecast template (download it, type forecasts in Excel, import it
 * back). The export and the import are server jobs (their contract entries declare `job`), followed with
 * useJobMutation like every job; their progress fills the progress bar. The template travels first in
 * uploadFileChunk chunks through the shared uploadFile.
 */

import { ApiError, useApiClient, useApiMutation, useJobMutation } from "@trezo/api";
import { Button, Inline } from "@trezo/ui";
import { Download, FileSpreadsheet } from "lucide-react";
import { useState } from "react";
import { uploadFile } from "../../api/uploadFile";
import { WorkbookFileInput, WorkbookProgress } from "../../components/WorkbookFileInput";
import { FORECAST_QUERIES } from "../../forecast/forecastQueries";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import { usePaywall } from "../billing/usePaywall";
import type { DashboardView } from "./dashboardView";
import { saveBase64File, workbookProblem } from "./workbookFiles";

export interface ExportActionsProps {
  companyId: number;
  view: DashboardView;
  scenarioId: number;
  /** The range shown, for the template's months. */
  range: { start: string; end: string } | null;
  canEdit: boolean;
}

export function ExportActions({ companyId, view, scenarioId, range, canEdit }: ExportActionsProps) {
  const t = useT();
  const client = useApiClient();
  const notify = useAppStore((state) => state.notify);
  const paywall = usePaywall(companyId);
  /** Share of the template sent (0 to 1) while it uploads, else null. */
  const [uploading, setUploading] = useState<number | null>(null);

  const failed = (fallback: string, error: unknown) => {
    // The server's message is localised and says what was wrong (a bad cell of the template...).
    const message = (error instanceof ApiError && error.kind === "status" && error.message) || fallback;
    notify({ msg: message, color: "red" });
  };

  // The client adds the secondary auth-token header this download needs (spec 001 §7.1).
  const exportJob = useJobMutation("exportDashboardXLSX", {
    onSuccess: ({ result }) => {
      saveBase64File(result);
      notify({ msg: t("dashboardScreen.export.done"), color: "green" });
    },
    onError: (error) => {
      if (!paywall.refused(error)) failed(t("dashboardScreen.export.failed"), error);
    },
  });
  const importJob = useJobMutation("importDashboardXLSX", {
    invalidates: FORECAST_QUERIES,
    onSuccess: ({ result }) =>
      notify({
        msg: t("dashboardScreen.template.imported", { count: result.imported, replaced: result.replaced }),
        color: "green",
      }),
    onError: (error) => failed(t("dashboardScreen.template.failed"), error),
  });
  const template = useApiMutation("downloadDashboardTemplate", {
    onSuccess: (file) => saveBase64File(file),
    onError: (error) => failed(t("dashboardScreen.export.failed"), error),
  });
  const importing = uploading !== null || importJob.isPending;
  const busy = template.isPending || importing || exportJob.isPending;

  // The Excel export paywall (spec 000 §6): the unlock popup instead of the export on a plan without it.
  const exportWorkbook = () =>
    paywall.guard("excel") ||
    exportJob.mutate({
      companyId,
      granularity: view.granularity,
      ...(view.from ? { from: view.from } : {}),
      ...(view.to ? { to: view.to } : {}),
      scenarioIds: [scenarioId],
    });

  const downloadTemplate = () =>
    template.mutate({
      companyId,
      ...(range && view.granularity === "month" ? { period: { from: range.start, to: range.end } } : {}),
    });

  const importTemplate = async (file: File) => {
    const problem = workbookProblem(file);
    if (problem) {
      notify({ msg: t(`dashboardScreen.template.${problem}`), color: "red" });
      return;
    }
    setUploading(0);
    let uploadId: string;
    try {
      uploadId = await uploadFile(client, companyId, file, "forecastTemplate", (sent) =>
        setUploading(sent / Math.max(1, file.size)),
      );
    } catch (error) {
      failed(t("dashboardScreen.template.failed"), error);
      return;
    } finally {
      setUploading(null);
    }
    importJob.mutate({ companyId, scenarioId, uploadId });
  };

  // Sending the template is the first fifth of the bar, the server's job the rest.
  const importProgress =
    uploading !== null ? Math.round(uploading * 20) : 20 + Math.round((importJob.progress ?? 0) * 0.8);

  return (
    <Inline gap="sm" align="center">
      <Button
        variant="secondary"
        iconStart={<FileSpreadsheet size={16} />}
        onClick={exportWorkbook}
        disabled={busy}
      >
        {t("dashboardScreen.export.button")}
      </Button>
      <Button variant="ghost" iconStart={<Download size={16} />} onClick={downloadTemplate} disabled={busy}>
        {t("dashboardScreen.template.download")}
      </Button>
      {canEdit ? (
        <WorkbookFileInput
          label={t("dashboardScreen.template.import")}
          disabled={busy}
          testId="dashboard-import-input"
          onFile={(file) => void importTemplate(file)}
        />
      ) : null}
      {exportJob.isPending || importing ? (
        <WorkbookProgress
          label={importing ? t("dashboardScreen.template.importing") : t("dashboardScreen.export.inProgress")}
          value={importing ? importProgress : (exportJob.progress ?? 0)}
        />
      ) : null}
    </Inline>
  );
}
