/**
 * The statement file field of the import wizard: the shared drop zone around the file input, with the
 * name of the chosen file.
 */
import { Text } from "@trezo/ui";
import { FileDropZone } from "../../components/FileDropZone";
import { useT } from "../../i18n/appI18n";

/** Extensions of the statement formats the server reads (CFONB 120: .cfonb, .cfo, .120, .dat, .txt; MT940: .sta, .mt940, .940). */
export const STATEMENT_FILE_TYPES =
  ".csv,.txt,.tsv,.xlsx,.ofx,.qfx,.qif,.xml,.cfonb,.cfo,.120,.dat,.sta,.mt940,.940";

export interface StatementDropZoneProps {
  file: File | null;
  onFile: (file: File | null) => void;
}

export function StatementDropZone({ file, onFile }: StatementDropZoneProps) {
  const t = useT();
  return (
    <FileDropZone
      dropLabel={t("transactionsScreen.wizard.drop")}
      fileLabel={t("transactionsScreen.wizard.file")}
      accept={STATEMENT_FILE_TYPES}
      onFile={onFile}
    >
      <Text tone="muted" aria-live="polite">
        {file
          ? t("transactionsScreen.wizard.chosen", { name: file.name })
          : t("transactionsScreen.wizard.noFile")}
      </Text>
    </FileDropZone>
  );
}
