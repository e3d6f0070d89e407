/**
 * Choosing an Excel workbook to import, and the progress of what follows: the button that opens the
 * file chooser (the input itself stays hidden), and the bar shown beside it. Used by the category plan
 * and the dashboard's forecast template.
 */
import { Button, ProgressBar } from "@trezo/ui";
import { Upload } from "lucide-react";
import { useRef } from "react";
import * as styles from "./WorkbookFileInput.css";

/** What the file chooser offers: .xlsx workbooks (browsers rarely give a type for them). */
export const WORKBOOK_ACCEPT = ".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export interface WorkbookFileInputProps {
  /** The button's text ("Importer un fichier Excel"). */
  label: string;
  disabled?: boolean;
  /** Names the hidden input for tests that set its file. */
  testId: string;
  /** The chosen file; the input is emptied, so choosing the same file again is heard. */
  onFile: (file: File) => void;
}

/** A button that opens the file chooser for a workbook and hands the chosen file over. */
export function WorkbookFileInput({ label, disabled = false, testId, onFile }: WorkbookFileInputProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="ghost"
        iconStart={<Upload size={16} aria-hidden="true" />}
        disabled={disabled}
        onClick={() => fileRef.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={fileRef}
        type="file"
        hidden
        accept={WORKBOOK_ACCEPT}
        data-testid={testId}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = "";
          if (file) onFile(file);
        }}
      />
    </>
  );
}

/** The progress of a workbook's import or export: with a percentage when `value` is known. */
export function WorkbookProgress({ label, value }: { label: string; value?: number | undefined }) {
  return (
    <div className={styles.progress}>
      <ProgressBar label={label} value={value} showValue={value !== undefined} />
    </div>
  );
}
