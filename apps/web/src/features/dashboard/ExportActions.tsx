/**
 * XLSX export of the dashboard and the forecast template (download it, type forecasts in Excel, import it
 * back). The export and the import are server jobs: their progress, followed with getDashboardJob, fills
 * the progress bar; the template travels in uploadFileChunk chunks first.
 */

import { useQueryClient } from "@tanstack/react-query";
import { type ApiClient, ApiError, apiQueryKey, type CallOutput, useApiClient } from "@trezo/api";
import { Button, Inline } from "@trezo/ui";
import { Download, FileSpreadsheet } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { CHUNK_BYTES, toBase64 } from "../../api/uploadFile";
import { WorkbookFileInput, WorkbookProgress } from "../../components/WorkbookFileInput";
import { FORECAST_QUERIES } from "../../forecast/forecastQueries";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import type { DashboardView } from "./dashboardView";
import { saveBase64File, workbookProblem } from "./workbookFiles";

type DashboardJob = CallOutput<"getDashboardJob">;

/** How often a job's progress is asked for. */
const POLL_MS = 500;
/** A job still running after this long is given up on (a server restarted meanwhile): the user may retry. */
const GIVE_UP_MS = 10 * 60 * 1000;

/** A failed job, with the server's localised message. */
class JobFailed extends Error {}

/**
 * Follows a dashboard job until it is done (its result) or failed (JobFailed with the server's message);
 * stops quietly, with null, once `stopped()` says the screen is gone.
 */
async function followJob(
  client: ApiClient,
  companyId: number,
  jobId: string,
  onProgress: (percent: number) => void,
  stopped: () => boolean,
): Promise<Record<string, unknown> | null> {
  const deadline = Date.now() + GIVE_UP_MS;
  for (;;) {
    if (Date.now() > deadline) throw new JobFailed("");
    const job: DashboardJob = await client.call("getDashboardJob", { companyId, jobId });
    if (stopped()) return null;
    onProgress(job.progress);
    if (job.status === "done") return job.result ?? {};
    if (job.status === "failed") throw new JobFailed(job.error?.message ?? "");
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Sends the file in uploadFileChunk chunks (purpose forecastTemplate); returns its uploadId. */
async function uploadTemplate(
  client: ApiClient,
  companyId: number,
  file: File,
  onProgress: (share: number) => void,
): Promise<string> {
  let uploadId: string | undefined;
  const chunkCount = Math.max(1, Math.ceil(file.size / CHUNK_BYTES));
  for (let index = 0; index < chunkCount; index++) {
    const slice = file.slice(index * CHUNK_BYTES, (index + 1) * CHUNK_BYTES);
    const answer = await client.call("uploadFileChunk", {
      companyId,
      ...(uploadId ? { uploadId } : {}),
      purpose: "forecastTemplate",
      fileName: file.name,
      totalBytes: file.size,
      index,
      data: toBase64(new Uint8Array(await slice.arrayBuffer())),
    });
    uploadId = answer.uploadId;
    onProgress(answer.received_bytes / Math.max(1, file.size));
  }
  if (!uploadId) throw new Error("no chunk was sent");
  return uploadId;
}

export interface ExportActionsProps {
  companyId: number;
  view: DashboardView;
  scenarioId: number;
  /** The range shown, for the template's months. */
  range: { start: string; end: string } | null;
  canEdit: boolean;
}

type Busy = "export" | "template" | "import" | null;

export function ExportActions({ companyId, view, scenarioId, range, canEdit }: ExportActionsProps) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const notify = useAppStore((state) => state.notify);
  const [busy, setBusy] = useState<Busy>(null);
  const [progress, setProgress] = useState(0);
  // A job outlives the screen on the server; the screen stops following it when it goes.
  const unmounted = useRef(false);
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
    };
  }, []);
  const stopped = () => unmounted.current;

  const failed = (fallback: string, error: unknown) => {
    if (stopped()) return;
    // The server's message is localised and says what was wrong (a bad cell of the template...).
    const message =
      (error instanceof ApiError && error.kind === "status" && error.message) ||
      (error instanceof JobFailed && error.message) ||
      fallback;
    notify({ msg: message, color: "red" });
  };

  const exportWorkbook = async () => {
    setBusy("export");
    setProgress(0);
    try {
      // The client adds the secondary auth-token header this download needs (spec 001 §7.1).
      const { jobId } = await client.call("exportDashboardXLSX", {
        companyId,
        granularity: view.granularity,
        ...(view.from ? { from: view.from } : {}),
        ...(view.to ? { to: view.to } : {}),
        scenarioIds: [scenarioId],
      });
      const result = await followJob(client, companyId, jobId, setProgress, stopped);
      if (!result) return;
      saveBase64File({
        filename: String(result.filename ?? "trezo.xlsx"),
        content_type: String(result.content_type ?? ""),
        content_base64: String(result.content_base64 ?? ""),
      });
      notify({ msg: t("dashboardScreen.export.done"), color: "green" });
    } catch (error) {
      failed(t("dashboardScreen.export.failed"), error);
    } finally {
      if (!stopped()) setBusy(null);
    }
  };

  const downloadTemplate = async () => {
    setBusy("template");
    try {
      const file = await client.call("downloadDashboardTemplate", {
        companyId,
        ...(range && view.granularity === "month" ? { period: { from: range.start, to: range.end } } : {}),
      });
      saveBase64File(file);
    } catch (error) {
      failed(t("dashboardScreen.export.failed"), error);
    } finally {
      setBusy(null);
    }
  };

  const importTemplate = async (file: File) => {
    const problem = workbookProblem(file);
    if (problem) {
      notify({ msg: t(`dashboardScreen.template.${problem}`), color: "red" });
      return;
    }
    setBusy("import");
    setProgress(0);
    try {
      // Sending the file is the first fifth of the bar, the server's job the rest.
      const uploadId = await uploadTemplate(client, companyId, file, (share) =>
        setProgress(Math.round(share * 20)),
      );
      const { jobId } = await client.call("importDashboardXLSX", { companyId, scenarioId, uploadId });
      const result = await followJob(
        client,
        companyId,
        jobId,
        (percent) => setProgress(20 + Math.round(percent * 0.8)),
        stopped,
      );
      if (!result) return;
      notify({
        msg: t("dashboardScreen.template.imported", {
          count: Number(result.imported ?? 0),
          replaced: Number(result.replaced ?? 0),
        }),
        color: "green",
      });
      await Promise.all(
        FORECAST_QUERIES.map((call) => queryClient.invalidateQueries({ queryKey: apiQueryKey(call) })),
      );
    } catch (error) {
      failed(t("dashboardScreen.template.failed"), error);
    } finally {
      if (!stopped()) setBusy(null);
    }
  };

  return (
    <Inline gap="sm" align="center">
      <Button
        variant="secondary"
        iconStart={<FileSpreadsheet size={16} />}
        onClick={() => void exportWorkbook()}
        disabled={busy !== null}
      >
        {t("dashboardScreen.export.button")}
      </Button>
      <Button
        variant="ghost"
        iconStart={<Download size={16} />}
        onClick={() => void downloadTemplate()}
        disabled={busy !== null}
      >
        {t("dashboardScreen.template.download")}
      </Button>
      {canEdit ? (
        <WorkbookFileInput
          label={t("dashboardScreen.template.import")}
          disabled={busy !== null}
          testId="dashboard-import-input"
          onFile={(file) => void importTemplate(file)}
        />
      ) : null}
      {busy === "export" || busy === "import" ? (
        <WorkbookProgress
          label={
            busy === "export"
              ? t("dashboardScreen.export.inProgress")
              : t("dashboardScreen.template.importing")
          }
          value={progress}
        />
      ) : null}
    </Inline>
  );
}
