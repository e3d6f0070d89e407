/**
 * The statement file field of the import wizard: a drop zone (react-aria DropZone) around the file
 * input, so a file can be dragged onto it or chosen with the keyboard and the system's file picker.
 */
import { Text } from "@trezo/ui";
import { useId } from "react";
import { DropZone, type FileDropItem } from "react-aria-components";
import { useT } from "../../i18n/appI18n";
import { dropZone } from "./ImportWizard.css";

/** Extensions of the statement formats the server reads. */
export const STATEMENT_FILE_TYPES = ".csv,.txt,.tsv,.xlsx,.ofx,.qfx,.qif,.xml";

export interface StatementDropZoneProps {
  file: File | null;
  onFile: (file: File | null) => void;
}

export function StatementDropZone({ file, onFile }: StatementDropZoneProps) {
  const t = useT();
  const inputId = useId();
  return (
    <DropZone
      className={dropZone}
      aria-label={t("transactionsScreen.wizard.drop")}
      onDrop={async (event) => {
        const item = event.items.find((entry): entry is FileDropItem => entry.kind === "file");
        if (item) onFile(await item.getFile());
      }}
    >
      <Text weight="bold">{t("transactionsScreen.wizard.drop")}</Text>
      <label htmlFor={inputId}>{t("transactionsScreen.wizard.file")}</label>
      <input
        id={inputId}
        type="file"
        accept={STATEMENT_FILE_TYPES}
        onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
      />
      <Text tone="muted" aria-live="polite">
        {file
          ? t("transactionsScreen.wizard.chosen", { name: file.name })
          : t("transactionsScreen.wizard.noFile")}
      </Text>
    </DropZone>
  );
}
