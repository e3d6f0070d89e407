/**
 * The e-invoice import (issue 15) as one user intent: the company's SIREN (it decides customer or
 * supplier), a file dropped or chosen (a Factur-X PDF, a CII or UBL XML, or a zip of them) sent in
 * chunks (uploadFileChunk, purpose einvoices) → previewEInvoices (the invoices with their side, amounts,
 * expected payment date and the rule that gave it; the refused files with their message) → confirm
 * (importEInvoices, all or nothing). Every text of a file's refusal comes localised from the server.
 */
import { ApiError, type CallOutput, useApiClient, useApiMutation } from "@trezo/api";
import { Button, Heading, Inline, Stack, Text, TextField } from "@trezo/ui";
import { useState } from "react";
import { uploadFile } from "../../api/uploadFile";
import { FileDropZone } from "../../components/FileDropZone";
import { useFormat, useT } from "../../i18n/appI18n";
import { errorList, previewCard, previewList } from "./EInvoiceImport.css";

/** Extensions the e-invoice readers take. */
export const EINVOICE_FILE_TYPES = ".pdf,.xml,.zip";

type Preview = CallOutput<"previewEInvoices">;
type FileError = Preview["errors"][number];

/** The queries an import makes stale (the list, the totals, the forecast). */
const REFRESHED = ["listInvoices", "getInvoicesDetails", "getDashboardChartData"] as const;

export interface EInvoiceImportProps {
  companyId: number;
  /**
   * The company's SIREN, derived from its SIRET (sirenOfSiret): no field is shown then. Null when the
   * company has no SIRET: the user types it.
   * @default null
   */
  companySiren?: string | null;
  /** Called once invoices were imported, with their ids. */
  onImported?: (invoiceIds: number[]) => void;
  /** Closes the import without importing. */
  onCancel?: () => void;
}

function FileErrors({ title, errors }: { title: string; errors: FileError[] }) {
  if (errors.length === 0) return null;
  return (
    <Stack gap="xs">
      <Heading level={3}>{title}</Heading>
      <ul className={errorList}>
        {errors.map((error) => (
          <li key={`${error.file_name}:${error.code}:${error.message}`}>{error.message}</li>
        ))}
      </ul>
    </Stack>
  );
}

export function EInvoiceImport({
  companyId,
  companySiren = null,
  onImported,
  onCancel,
}: EInvoiceImportProps) {
  const t = useT();
  const format = useFormat();
  const client = useApiClient();
  const [typed, setTyped] = useState("");
  const siren = companySiren ?? typed;
  const [reading, setReading] = useState(false);
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const previewCall = useApiMutation("previewEInvoices");
  const importCall = useApiMutation("importEInvoices", { invalidates: REFRESHED });
  const sirenValid = /^\d{9}$/.test(siren);
  const messageOf = (error: unknown) =>
    error instanceof ApiError && error.message ? error.message : t("invoicesScreen.einvoiceImport.failed");

  const read = async (file: File | null) => {
    if (!file || !sirenValid) return;
    setReading(true);
    setProblem(null);
    setDone(null);
    setPreview(null);
    try {
      const id = await uploadFile(client, companyId, file, "einvoices");
      setUploadId(id);
      setPreview(await previewCall.mutateAsync({ companyId, uploadId: id, company_siren: siren }));
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setReading(false);
    }
  };

  const confirm = async () => {
    if (!uploadId) return;
    try {
      const result = await importCall.mutateAsync({ companyId, uploadId, company_siren: siren });
      if (result.errors.length > 0) {
        setPreview((current) => (current ? { ...current, errors: result.errors } : current));
        setProblem(t("invoicesScreen.einvoiceImport.blocked"));
        return;
      }
      setPreview(null);
      setUploadId(null);
      setDone(t("invoicesScreen.einvoiceImport.imported"));
      onImported?.(result.invoice_ids);
    } catch (error) {
      setProblem(messageOf(error));
    }
  };

  const canConfirm =
    preview !== null && preview.errors.length === 0 && preview.invoices.length > 0 && !importCall.isPending;

  return (
    <Stack gap="md">
      <Heading level={2}>{t("invoicesScreen.einvoiceImport.title")}</Heading>
      {companySiren === null ? (
        <TextField
          label={t("invoicesScreen.einvoiceImport.siren")}
          description={t("invoicesScreen.einvoiceImport.sirenHelp")}
          value={typed}
          onChange={(value) => setTyped(value.replace(/\s+/g, ""))}
          inputMode="numeric"
          isInvalid={typed !== "" && !sirenValid}
        />
      ) : (
        <Text tone="muted">{t("invoicesScreen.einvoiceImport.sirenKnown", { siren: companySiren })}</Text>
      )}
      <FileDropZone
        dropLabel={t("invoicesScreen.einvoiceImport.drop")}
        fileLabel={t("invoicesScreen.einvoiceImport.file")}
        accept={EINVOICE_FILE_TYPES}
        disabled={!sirenValid || reading}
        resetAfterChoice
        onFile={(file) => void read(file)}
      />
      <div aria-live="polite">
        {reading ? <Text tone="muted">{t("invoicesScreen.einvoiceImport.reading")}</Text> : null}
        {done ? <Text tone="success">{done}</Text> : null}
        {problem ? (
          <Text tone="danger" role="alert">
            {problem}
          </Text>
        ) : null}
      </div>
      {preview ? (
        <Stack gap="md">
          <Heading level={3}>{t("invoicesScreen.einvoiceImport.preview")}</Heading>
          {preview.invoices.length === 0 ? (
            <Text tone="muted">{t("invoicesScreen.einvoiceImport.nothing")}</Text>
          ) : (
            <ul className={previewList} aria-label={t("invoicesScreen.einvoiceImport.preview")}>
              {preview.invoices.map((invoice) => (
                <li
                  key={`${invoice.kind}:${invoice.counterparty_name}:${invoice.number}`}
                  className={previewCard}
                >
                  <Inline gap="sm" justify="space-between">
                    <Text weight="bold">{invoice.number}</Text>
                    <Text tone="muted">
                      {t(`invoicesScreen.einvoiceImport.${invoice.kind}`)}
                      {invoice.document_type === "creditNote"
                        ? ` · ${t("invoicesScreen.einvoiceImport.creditNote")}`
                        : ""}
                    </Text>
                  </Inline>
                  <Text>{invoice.counterparty_name}</Text>
                  <Text size="sm">
                    {t("invoicesScreen.einvoiceImport.issueDate")} : {format.date(invoice.issue_date)} ·{" "}
                    {t("invoicesScreen.einvoiceImport.expected")} : {format.date(invoice.expected_date)}
                  </Text>
                  <Text size="sm" tone="muted">
                    {invoice.expected_date_text}
                  </Text>
                  <Text numeric>
                    {t("invoicesScreen.einvoiceImport.amount")} :{" "}
                    {format.money(invoice.amount_incl_tax_cents, invoice.currency)} ·{" "}
                    {t("invoicesScreen.einvoiceImport.due")} :{" "}
                    {format.money(invoice.amount_due_cents, invoice.currency)}
                  </Text>
                </li>
              ))}
            </ul>
          )}
          <FileErrors title={t("invoicesScreen.einvoiceImport.errorsTitle")} errors={preview.errors} />
          <FileErrors title={t("invoicesScreen.einvoiceImport.skippedTitle")} errors={preview.skipped} />
          <Inline gap="sm">
            <Button variant="primary" disabled={!canConfirm} onClick={() => void confirm()}>
              {t("invoicesScreen.einvoiceImport.confirm")}
            </Button>
            {onCancel ? (
              <Button variant="secondary" onClick={onCancel}>
                {t("invoicesScreen.einvoiceImport.cancel")}
              </Button>
            ) : null}
          </Inline>
        </Stack>
      ) : null}
    </Stack>
  );
}
