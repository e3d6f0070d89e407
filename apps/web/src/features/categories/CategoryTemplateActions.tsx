/**
 * The category plan as an Excel workbook: download it (the company's tree, or the default French SME
 * tree when it has none) to fill in, and import a filled-in one (sent with uploadFileChunk, purpose
 * categoryTree, like statement files; the server adds the missing categories, or refuses the file naming
 * the bad row and writes nothing).
 */
import { useQueryClient } from "@tanstack/react-query";
import { ApiError, apiQueryKey, useApiClient, useApiMutation } from "@trezo/api";
import { Button, Inline } from "@trezo/ui";
import { Download } from "lucide-react";
import { useState } from "react";
import { uploadFile } from "../../api/uploadFile";
import { WorkbookFileInput, WorkbookProgress } from "../../components/WorkbookFileInput";
import { useT } from "../../i18n/appI18n";
import { saveDownloadedFile } from "../../platform/saveDownloadedFile";
import { useAppStore } from "../../state/appStore";

export interface CategoryTemplateActionsProps {
  companyId: number;
  canImport: boolean;
}

/** Whether a chosen file is an Excel workbook, by its name (browsers rarely give a type for .xlsx). */
export function isWorkbookFile(file: File): boolean {
  return /\.xlsx$/i.test(file.name);
}

export function CategoryTemplateActions({ companyId, canImport }: CategoryTemplateActionsProps) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const downloadTemplate = useApiMutation("downloadCategoryTreeTemplate");
  const notify = useAppStore((state) => state.notify);
  const [busy, setBusy] = useState<"download" | "import" | null>(null);

  // The server's message is localised and says what was wrong (the line of a bad row...).
  const failed = (fallback: string, error: unknown) =>
    notify({
      msg: error instanceof ApiError && error.kind === "status" && error.message ? error.message : fallback,
      color: "red",
    });

  const download = async () => {
    setBusy("download");
    try {
      saveDownloadedFile(await downloadTemplate.mutateAsync({ companyId }));
    } catch (error) {
      failed(t("categoriesScreen.template.downloadFailed"), error);
    } finally {
      setBusy(null);
    }
  };

  const importWorkbook = async (file: File) => {
    if (!isWorkbookFile(file)) {
      notify({ msg: t("categoriesScreen.template.wrongType"), color: "red" });
      return;
    }
    setBusy("import");
    try {
      const uploadId = await uploadFile(client, companyId, file, "categoryTree");
      const result = await client.call("importCategoryTreeXLSX", { companyId, uploadId });
      notify({ msg: t("categoriesScreen.template.imported", { count: result.created }), color: "green" });
      await queryClient.invalidateQueries({ queryKey: apiQueryKey("getCategoryTree") });
    } catch (error) {
      failed(t("categoriesScreen.template.failed"), error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Inline gap="sm" align="center">
      <Button
        variant="ghost"
        iconStart={<Download size={16} aria-hidden="true" />}
        loading={busy === "download"}
        disabled={busy !== null}
        onClick={() => void download()}
      >
        {t("categoriesScreen.template.download")}
      </Button>
      {canImport ? (
        <WorkbookFileInput
          label={t("categoriesScreen.template.import")}
          disabled={busy !== null}
          testId="category-template-input"
          onFile={(file) => void importWorkbook(file)}
        />
      ) : null}
      {busy === "import" ? <WorkbookProgress label={t("categoriesScreen.template.importing")} /> : null}
    </Inline>
  );
}
