/**
 * Whether the column mapping remembered for a bank may read a new file of that bank (issue 14): a bank's
 * CSV and XLSX exports rarely have the same columns, and a mapping applied to a file it does not fit
 * refuses the whole file ("La colonne 4 n'existe pas dans ce fichier.") where the suggestion would read it.
 */

/** What is known of the remembered mapping. */
export interface RememberedLayout {
  /** The 0-based columns it reads (date, labels, amount or debit/credit, and the optional ones). */
  columns: readonly number[];
  /** The header signature of the file it was chosen for; null for one remembered before signatures were kept. */
  signature: string | null;
}

/** What is known of the new file. */
export interface FileLayout {
  /** Its header signature (same folding as the remembered one's). */
  signature: string;
  /** Its number of columns (the widest of its first rows). */
  width: number;
}

/** Why a remembered mapping does not fit: another layout (other headers), or columns the file lacks. */
export type MappingMisfit = "otherLayout" | "missingColumns";

export type MappingFit = { fits: true } | { fits: false; reason: MappingMisfit };

/**
 * The remembered mapping fits a file with the same headers (when its own are known) and every column it
 * reads; otherwise the file's columns are detected again.
 */
export function rememberedMappingFit(remembered: RememberedLayout, file: FileLayout): MappingFit {
  if (remembered.signature !== null && remembered.signature !== file.signature) {
    return { fits: false, reason: "otherLayout" };
  }
  if (remembered.columns.some((column) => !Number.isInteger(column) || column < 0 || column >= file.width)) {
    return { fits: false, reason: "missingColumns" };
  }
  return { fits: true };
}
