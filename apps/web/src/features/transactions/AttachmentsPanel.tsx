/**
 * The attachments of one transaction (in its details dialog): the list, each opened through a signed,
 * short-lived URL of our server (getPresignedUrlForAttachment, saved under its own name), deleted with
 * deleteAttachment; and new files sent in chunks (uploadFileChunk, purpose attachment) then attached with
 * uploadAttachments. The limits are shown and checked here before anything is sent (PDF, PNG, JPEG or
 * WebP, 10 MB each, 10 at a time); the server checks them again, the type by the file's content.
 */
import { ApiError, type CallOutput, useApiClient, useApiMutation } from "@trezo/api";
import { IconButton, Inline, ProgressBar, Stack, Text } from "@trezo/ui";
import { Download, Paperclip, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { uploadFile } from "../../api/uploadFile";
import { useFormat, useLocale, useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";

type Attachment = CallOutput<"getTransaction">["attachments"][number];

/** The server's limits (uploadFileChunk purpose attachment, uploadAttachments). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS_PER_UPLOAD = 10;
const ACCEPTED_TYPES = ["application/pdf", "image/png", "image/jpeg", "image/webp"];
const ACCEPTED_EXTENSIONS = [".pdf", ".png", ".jpg", ".jpeg", ".webp"];
const MAX_MB = MAX_ATTACHMENT_BYTES / (1024 * 1024);

/** Whether a file looks like an accepted type, by its declared type or, when the browser has none, its name. */
function acceptedType(file: File): boolean {
  if (file.type) return ACCEPTED_TYPES.includes(file.type);
  const name = file.name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/** What is wrong with a choice of files, in words; empty when they can all be sent. */
export function attachmentProblems(files: readonly File[], t: ReturnType<typeof useT>): string[] {
  const limits = { maxMb: MAX_MB, maxFiles: MAX_ATTACHMENTS_PER_UPLOAD };
  const problems: string[] = [];
  if (files.length > MAX_ATTACHMENTS_PER_UPLOAD)
    problems.push(t("transactionsScreen.attachments.tooMany", { count: MAX_ATTACHMENTS_PER_UPLOAD }));
  for (const file of files) {
    if (!acceptedType(file))
      problems.push(t("transactionsScreen.attachments.wrongType", { name: file.name }));
    else if (file.size > MAX_ATTACHMENT_BYTES)
      problems.push(t("transactionsScreen.attachments.tooLarge", { name: file.name, ...limits }));
  }
  return problems;
}

/** Saves a same-origin URL under `fileName` through the browser's own download. */
function saveUrl(url: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName.replace(/[/\\]/g, "_");
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

export interface AttachmentsPanelProps {
  companyId: number;
  transactionId: number;
  attachments: readonly Attachment[];
  canClassify: boolean;
}

const REFRESHED = ["getTransaction", "getTransactionList"] as const;

export function AttachmentsPanel({
  companyId,
  transactionId,
  attachments,
  canClassify,
}: AttachmentsPanelProps) {
  const t = useT();
  const format = useFormat();
  const locale = useLocale();
  const client = useApiClient();
  const notify = useAppStore((state) => state.notify);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [opening, setOpening] = useState<number | null>(null);
  const attach = useApiMutation("uploadAttachments", { invalidates: REFRESHED });
  const presign = useApiMutation("getPresignedUrlForAttachment");
  const remove = useApiMutation("deleteAttachment", {
    invalidates: REFRESHED,
    onSuccess: () => notify({ msg: t("transactionsScreen.attachments.removed"), color: "green" }),
    onError: (error: ApiError) =>
      notify({ msg: error.message || t("transactionsScreen.saveFailed"), color: "red" }),
  });

  const size = (bytes: number) =>
    bytes < 1024 * 1024
      ? new Intl.NumberFormat(locale, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 }).format(
          Math.max(1, Math.round(bytes / 1024)),
        )
      : new Intl.NumberFormat(locale, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 }).format(
          bytes / (1024 * 1024),
        );

  const send = async (files: File[]) => {
    const found = attachmentProblems(files, t);
    setProblems(found);
    if (found.length > 0 || files.length === 0) return;
    setUploading(true);
    try {
      const uploadIds: string[] = [];
      for (const file of files) uploadIds.push(await uploadFile(client, companyId, file, "attachment"));
      const { attachments: added } = await attach.mutateAsync({ companyId, transactionId, uploadIds });
      notify({ msg: t("transactionsScreen.attachments.uploaded", { count: added.length }), color: "green" });
    } catch (error) {
      setProblems([
        error instanceof ApiError && error.message
          ? error.message
          : t("transactionsScreen.attachments.failed"),
      ]);
    } finally {
      setUploading(false);
      if (inputRef.current) inputRef.current.value = "";
    }
  };

  const open = async (attachment: Attachment) => {
    setOpening(attachment.id);
    try {
      const { url } = await presign.mutateAsync({ companyId, attachmentId: attachment.id });
      saveUrl(new URL(url, window.location.origin).href, attachment.file_name);
    } catch (error) {
      notify({
        msg:
          error instanceof ApiError && error.message
            ? error.message
            : t("transactionsScreen.attachments.openFailed"),
        color: "red",
      });
    } finally {
      setOpening(null);
    }
  };

  return (
    <section aria-labelledby={`${inputId}-title`}>
      <Stack gap="sm">
        <Text weight="semibold" id={`${inputId}-title`}>
          {t("transactionsScreen.attachments.title")}
        </Text>
        {attachments.length === 0 ? (
          <Text tone="muted">{t("transactionsScreen.attachments.empty")}</Text>
        ) : (
          <ul style={{ listStyle: "none", margin: 0, padding: 0 }}>
            {attachments.map((attachment) => (
              <li key={attachment.id}>
                <Inline gap="sm" align="center">
                  <Paperclip size={14} aria-hidden="true" />
                  <Text>{attachment.file_name}</Text>
                  <Text tone="muted">
                    {size(attachment.size_bytes)} · {format.date(attachment.created_at.slice(0, 10))}
                  </Text>
                  <IconButton
                    size="small"
                    variant="ghost"
                    label={t("transactionsScreen.attachments.open", { name: attachment.file_name })}
                    icon={<Download size={14} aria-hidden="true" />}
                    disabled={opening === attachment.id}
                    onClick={() => void open(attachment)}
                  />
                  {canClassify ? (
                    <IconButton
                      size="small"
                      variant="ghost"
                      label={t("transactionsScreen.attachments.remove", { name: attachment.file_name })}
                      icon={<Trash2 size={14} aria-hidden="true" />}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate({ companyId, attachmentId: attachment.id })}
                    />
                  ) : null}
                </Inline>
              </li>
            ))}
          </ul>
        )}
        {canClassify ? (
          <Stack gap="xs">
            <label htmlFor={inputId}>{t("transactionsScreen.attachments.add")}</label>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              multiple
              accept={[...ACCEPTED_TYPES, ...ACCEPTED_EXTENSIONS].join(",")}
              aria-describedby={`${inputId}-limits`}
              disabled={uploading}
              onChange={(event) => void send([...(event.currentTarget.files ?? [])])}
            />
            <Text tone="muted" size="sm" id={`${inputId}-limits`}>
              {t("transactionsScreen.attachments.limits", {
                maxMb: MAX_MB,
                maxFiles: MAX_ATTACHMENTS_PER_UPLOAD,
              })}
            </Text>
          </Stack>
        ) : null}
        {uploading ? <ProgressBar label={t("transactionsScreen.attachments.uploading")} /> : null}
        {problems.length > 0 ? (
          <Stack gap="xs" role="alert">
            {problems.map((problem) => (
              <Text key={problem} tone="danger">
                {problem}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </section>
  );
}
