/**
 * A drop zone (react-aria DropZone) around a file input, so a file can be dragged onto it or chosen with
 * the keyboard and the system's file picker. The statement import, the e-invoice import and the
 * invoice spreadsheet import share it.
 */
import { Text } from "@trezo/ui";
import { type ReactNode, useId } from "react";
import { DropZone, type FileDropItem } from "react-aria-components";
import { dropZone } from "./FileDropZone.css";

export interface FileDropZoneProps {
  /** What to drop ("Déposez votre relevé ici"): the zone's accessible name and its title. */
  dropLabel: string;
  /** The file input's label. */
  fileLabel: string;
  /** The extensions the input offers (".csv,.xlsx"). */
  accept: string;
  disabled?: boolean;
  /** The file dropped or chosen (null when the choice is emptied). */
  onFile: (file: File | null) => void;
  /** Shown under the input (the chosen file's name). */
  children?: ReactNode;
  /**
   * Empties the input after each choice, so choosing the same file again is heard.
   * @default false
   */
  resetAfterChoice?: boolean;
}

export function FileDropZone({
  dropLabel,
  fileLabel,
  accept,
  disabled = false,
  onFile,
  children,
  resetAfterChoice = false,
}: FileDropZoneProps) {
  const inputId = useId();
  return (
    <DropZone
      className={dropZone}
      aria-label={dropLabel}
      isDisabled={disabled}
      onDrop={async (event) => {
        const item = event.items.find((entry): entry is FileDropItem => entry.kind === "file");
        if (item) onFile(await item.getFile());
      }}
    >
      <Text weight="bold">{dropLabel}</Text>
      <label htmlFor={inputId}>{fileLabel}</label>
      <input
        id={inputId}
        type="file"
        accept={accept}
        disabled={disabled}
        onChange={(event) => {
          onFile(event.currentTarget.files?.[0] ?? null);
          if (resetAfterChoice) event.currentTarget.value = "";
        }}
      />
      {children}
    </DropZone>
  );
}
