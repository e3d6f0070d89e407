/**
 * XLSX export of the dashboard (with a progress indicator while the server builds the workbook), and
 * the forecast template: download it, type forecasts in Excel, import it back.
 */

import { useQueryClient } from "@tanstack/react-query";
import { ApiError, apiQueryKey, useApiClient } from "@trezo/api";
import { Button, Inline, ProgressBar } from "@trezo/ui";
import { Download, FileSpreadsheet, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import type { DashboardView } from "./dashboardView";
import { FORECAST_QUERIES } from "./useDashboardData";
import { readAsBase64, saveBase64File, workbookProblem } from "./workbookFiles";

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
  const fileRef = useRef<HTMLInputElement>(null);

  const failed = (fallback: string, error: unknown) => {
    // The server's message is localised and says what was wrong (a bad cell of the template...).
    const message =
      error instanceof ApiError && error.kind === "status" && error.message ? error.message : fallback;
    notify({ msg: message, color: "red" });
  };

  const exportWorkbook = async () => {
    setBusy("export");
    try {
      // The client adds the secondary auth-token header this download needs (spec 001 §7.1).
      const file = await client.call("exportDashboardXLSX", {
        companyId,
        granularity: view.granularity,
        ...(view.from ? { from: view.from } : {}),
        ...(view.to ? { to: view.to } : {}),
        scenarioIds: [scenarioId],
      });
      saveBase64File(file);
      notify({ msg: t("dashboardScreen.export.done"), color: "green" });
    } catch (error) {
      failed(t("dashboardScreen.export.failed"), error);
    } finally {
      setBusy(null);
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
    try {
      const result = await client.call("importDashboardXLSX", {
        companyId,
        scenarioId,
        file: await readAsBase64(file),
      });
      notify({
        msg: t("dashboardScreen.template.imported", { imported: result.imported, replaced: result.replaced }),
        color: "green",
      });
      await Promise.all(
        FORECAST_QUERIES.map((call) => queryClient.invalidateQueries({ queryKey: apiQueryKey(call) })),
      );
    } catch (error) {
      failed(t("dashboardScreen.template.failed"), error);
    } finally {
      setBusy(null);
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
        <>
          <Button
            variant="ghost"
            iconStart={<Upload size={16} />}
            onClick={() => fileRef.current?.click()}
            disabled={busy !== null}
          >
            {t("dashboardScreen.template.import")}
          </Button>
          <input
            ref={fileRef}
            type="file"
            hidden
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            data-testid="dashboard-import-input"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = "";
              if (file) void importTemplate(file);
            }}
          />
        </>
      ) : null}
      {busy === "export" || busy === "import" ? (
        <div style={{ minWidth: 200 }}>
          <ProgressBar
            label={
              busy === "export"
                ? t("dashboardScreen.export.inProgress")
                : t("dashboardScreen.template.importing")
            }
            showValue={false}
          />
        </div>
      ) : null}
    </Inline>
  );
}
