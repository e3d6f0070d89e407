/**
 * The invoice spreadsheet import (issue 15) as one user intent: a file dropped or chosen (the
 * getInvoicesTemplate workbook, or any CSV/XLSX) sent in chunks (uploadFileChunk, purpose invoices) →
 * getInvoicesHeaders (the columns and a suggested mapping, editable) → addManualInvoices with preview
 * (nothing written: the lines as they would be added, each refused line with its field and message) →
 * import (addManualInvoices, a job followed with its progress: every line, or none). Messages come localised from the
 * server.
 */
import {
  ApiError,
  type CallJobResult,
  type CallOutput,
  INVOICE_FIELDS,
  type InvoiceMapping,
  useApiClient,
  useApiMutation,
  useJobMutation,
} from "@trezo/api";
import { Button, Heading, Inline, ProgressBar, Select, Stack, Text } from "@trezo/ui";
import { useState } from "react";
import { uploadFile } from "../../api/uploadFile";
import { FileDropZone } from "../../components/FileDropZone";
import { useFormat, useT } from "../../i18n/appI18n";
import { errorList, previewCard, previewList } from "./EInvoiceImport.css";

/** What the spreadsheet import reads. */
export const INVOICE_SHEET_TYPES = ".xlsx,.csv";

type Headers = CallOutput<"getInvoicesHeaders">;
type Preview = CallJobResult<"addManualInvoices">;

const REFRESHED = [
  "listInvoices",
  "getInvoicesDetails",
  "getInvoicesAgeing",
  "getDashboardChartData",
] as const;

export interface InvoiceSheetImportProps {
  companyId: number;
  onCancel?: () => void;
}

export function InvoiceSheetImport({ companyId, onCancel }: InvoiceSheetImportProps) {
  const t = useT();
  const format = useFormat();
  const client = useApiClient();
  const [reading, setReading] = useState(false);
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [headers, setHeaders] = useState<Headers | null>(null);
  const [mapping, setMapping] = useState<InvoiceMapping | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const headersCall = useApiMutation("getInvoicesHeaders");
  const addCall = useJobMutation("addManualInvoices", { invalidates: REFRESHED });
  const messageOf = (error: unknown) =>
    error instanceof ApiError && error.message ? error.message : t("invoicesScreen.sheetImport.failed");

  const check = async (id: string, next: InvoiceMapping) => {
    setProblem(null);
    try {
      const { result } = await addCall.mutateAsync({ companyId, uploadId: id, mapping: next, preview: true });
      setPreview(result);
    } catch (error) {
      setProblem(messageOf(error));
    }
  };

  const read = async (file: File | null) => {
    if (!file) return;
    setReading(true);
    setProblem(null);
    setDone(null);
    setPreview(null);
    setHeaders(null);
    try {
      const id = await uploadFile(client, companyId, file, "invoices");
      const found = await headersCall.mutateAsync({ companyId, uploadId: id });
      setUploadId(id);
      setHeaders(found);
      setMapping(found.mapping);
      await check(id, found.mapping);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setReading(false);
    }
  };

  const confirm = async () => {
    if (!uploadId || !mapping) return;
    try {
      const { result } = await addCall.mutateAsync({ companyId, uploadId, mapping, preview: false });
      if (result.errors.length > 0) {
        setPreview(result);
        return;
      }
      setPreview(null);
      setHeaders(null);
      setUploadId(null);
      setDone(t("invoicesScreen.sheetImport.imported", { count: result.added_count }));
    } catch (error) {
      setProblem(messageOf(error));
    }
  };

  const width = headers
    ? Math.max(headers.headers.length, ...headers.sample_rows.map((row) => row.length))
    : 0;
  const columnOptions = [
    { id: "none", label: t("invoicesScreen.sheetImport.noColumn") },
    ...Array.from({ length: width }, (_, index) => ({
      id: String(index),
      label: headers?.headers[index] || t("invoicesScreen.sheetImport.column", { index: index + 1 }),
    })),
  ];
  const canConfirm =
    preview !== null && preview.errors.length === 0 && preview.line_count > 0 && !addCall.isPending;

  return (
    <Stack gap="md">
      <Heading level={2}>{t("invoicesScreen.sheetImport.title")}</Heading>
      <FileDropZone
        dropLabel={t("invoicesScreen.sheetImport.drop")}
        fileLabel={t("invoicesScreen.sheetImport.file")}
        accept={INVOICE_SHEET_TYPES}
        disabled={reading}
        resetAfterChoice
        onFile={(file) => void read(file)}
      />
      <div aria-live="polite">
        {reading ? <Text tone="muted">{t("invoicesScreen.einvoiceImport.reading")}</Text> : null}
        {addCall.progress !== null ? (
          <ProgressBar label={t("invoicesScreen.sheetImport.title")} value={addCall.progress} />
        ) : null}
        {done ? <Text tone="success">{done}</Text> : null}
        {problem ? (
          <Text tone="danger" role="alert">
            {problem}
          </Text>
        ) : null}
      </div>
      {headers && mapping && uploadId ? (
        <Stack gap="sm">
          <Heading level={3}>{t("invoicesScreen.sheetImport.mapping")}</Heading>
          <Inline gap="md" wrap align="flex-end">
            {INVOICE_FIELDS.map((field) => (
              <Select
                key={field}
                label={t(`invoices.columns.${field}`)}
                selectedKey={String(mapping.columns[field] ?? "none")}
                onSelectionChange={(key) => {
                  const columns = { ...mapping.columns };
                  if (key === "none") delete columns[field];
                  else columns[field] = Number(key);
                  const next = { ...mapping, columns };
                  setMapping(next);
                  void check(uploadId, next);
                }}
                options={columnOptions}
              />
            ))}
          </Inline>
        </Stack>
      ) : null}
      {preview ? (
        <Stack gap="md">
          <Heading level={3}>
            {t("invoicesScreen.sheetImport.preview", { count: preview.line_count })}
          </Heading>
          {preview.errors.length > 0 ? (
            <Stack gap="xs">
              <Heading level={3}>{t("invoicesScreen.sheetImport.errorsTitle")}</Heading>
              <ul className={errorList} aria-label={t("invoicesScreen.sheetImport.errorsTitle")}>
                {preview.errors.map((error) => (
                  <li key={`${error.line}:${error.field}:${error.code}`}>
                    {t("invoicesScreen.sheetImport.lineError", { line: error.line, message: error.message })}
                  </li>
                ))}
              </ul>
            </Stack>
          ) : null}
          <ul className={previewList} aria-label={t("invoicesScreen.sheetImport.lines")}>
            {preview.lines.map((line) => (
              <li key={line.line} className={previewCard}>
                <Inline gap="sm" justify="space-between">
                  <Text weight="bold">{line.number}</Text>
                  <Text tone="muted">{t(`invoicesScreen.einvoiceImport.${line.kind}`)}</Text>
                </Inline>
                <Text>{line.counterparty_name}</Text>
                <Text size="sm">
                  {format.date(line.issue_date)} → {format.date(line.due_date)}
                </Text>
                <Text numeric>{format.money(line.amount_incl_tax_cents, line.currency)}</Text>
              </li>
            ))}
          </ul>
          <Inline gap="sm">
            <Button variant="primary" disabled={!canConfirm} onClick={() => void confirm()}>
              {t("invoicesScreen.sheetImport.confirm")}
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
