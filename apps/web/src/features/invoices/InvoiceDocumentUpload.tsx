/**
 * Attaching the PDF of an invoice (issue 15, uploadDocument): the file is dropped or chosen, sent in
 * chunks (uploadFileChunk, purpose invoiceDocument; the server checks it is a PDF, at most 10 MB) and
 * attached, replacing the document the invoice had. The document then opens from the list.
 */
import { ApiError, useApiClient, useApiMutation } from "@trezo/api";
import { Stack, Text } from "@trezo/ui";
import { useState } from "react";
import { uploadFile } from "../../api/uploadFile";
import { FileDropZone } from "../../components/FileDropZone";
import { useT } from "../../i18n/appI18n";

export interface InvoiceDocumentUploadProps {
  companyId: number;
  invoiceId: number;
  /** The document's file name, when the invoice has one. */
  current: string | null;
}

export function InvoiceDocumentUpload({ companyId, invoiceId, current }: InvoiceDocumentUploadProps) {
  const t = useT();
  const client = useApiClient();
  const attach = useApiMutation("uploadDocument", { invalidates: ["listInvoices", "getInvoice"] });
  const [name, setName] = useState(current);
  const [state, setState] = useState<
    { kind: "idle" | "sending" | "done" } | { kind: "failed"; message: string }
  >({
    kind: "idle",
  });
  const send = async (file: File) => {
    setState({ kind: "sending" });
    try {
      const uploadId = await uploadFile(client, companyId, file, "invoiceDocument");
      const answer = await attach.mutateAsync({ companyId, invoiceId, uploadId });
      setName(answer.invoice.document?.file_name ?? file.name);
      setState({ kind: "done" });
    } catch (error) {
      setState({
        kind: "failed",
        message:
          error instanceof ApiError && error.message
            ? error.message
            : t("invoicesScreen.documentUpload.failed"),
      });
    }
  };
  return (
    <Stack gap="xs">
      <Text weight="semibold">{t("invoicesScreen.documentUpload.title")}</Text>
      <Text size="sm">
        {name
          ? t("invoicesScreen.documentUpload.current", { name })
          : t("invoicesScreen.documentUpload.none")}
      </Text>
      <FileDropZone
        dropLabel={t("invoicesScreen.documentUpload.drop")}
        fileLabel={t("invoicesScreen.documentUpload.file")}
        accept=".pdf,application/pdf"
        disabled={state.kind === "sending"}
        resetAfterChoice
        onFile={(file) => {
          if (file) void send(file);
        }}
      />
      {state.kind === "sending" ? <Text size="sm">{t("invoicesScreen.documentUpload.sending")}</Text> : null}
      {state.kind === "done" ? (
        <Text size="sm" role="status">
          {t("invoicesScreen.documentUpload.attached")}
        </Text>
      ) : null}
      {state.kind === "failed" ? (
        <Text size="sm" tone="danger" role="alert">
          {state.message}
        </Text>
      ) : null}
    </Stack>
  );
}
