import { rememberedMappingFit } from "@trezo/domain";
import { importError, type StatementParseResult } from "../statementLine";
import { type ColumnMapping, mappedColumnsOf, tableWidth } from "./columnMapping";
import { headerSignature } from "./columnMappingSchema";
import { readTabularLines } from "./readTabularLines";
import { suggestMapping } from "./suggestMapping";
import type { TabularRow } from "./tabularRow";

/** A mapping remembered for a bank, with the header signature of the export it was chosen for. */
export interface RememberedMapping {
  mapping: ColumnMapping;
  /** headerSignature of that export; null for a mapping remembered before signatures were kept. */
  signature: string | null;
}

/** Options of parseTabularRows (CSV and XLSX alike). */
export interface TabularParseOptions {
  /** The mapping chosen in the wizard: wins over the remembered and the suggested ones. */
  mapping?: ColumnMapping | undefined;
  /** The bank's remembered mapping: used when the file has the same headers. */
  remembered?: RememberedMapping | null | undefined;
  defaultCurrency: string;
}

/**
 * The mapping to read a file with: the chosen one, else the remembered one when the file has the same
 * headers as the export it was chosen for, else the suggestion. Its header row is always the one the
 * server found in this file (suggestMapping → findHeaderRow): getHeaders, the preview and the import
 * read the same rows whatever a client or an older export of the bank said.
 */
export function resolveMapping(
  rows: readonly TabularRow[],
  options: Omit<TabularParseOptions, "defaultCurrency">,
): { mapping: ColumnMapping | null; signature: string; suggestion: ReturnType<typeof suggestMapping> } {
  const suggestion = suggestMapping(rows);
  const signature = headerSignature(suggestion.headers, suggestion.headerRow);
  const remembered =
    options.remembered && rememberedFits(options.remembered, signature, tableWidth(rows))
      ? options.remembered.mapping
      : undefined;
  const chosen = options.mapping ?? remembered;
  return {
    mapping: chosen ? { ...chosen, headerRow: suggestion.headerRow } : suggestion.mapping,
    signature,
    suggestion,
  };
}

/**
 * Whether the bank's remembered mapping may read a file of this signature and width: the same headers
 * and every column it reads (the domain's rememberedMappingFit); otherwise the file's columns are suggested.
 */
export function rememberedFits(remembered: RememberedMapping, signature: string, width: number): boolean {
  return rememberedMappingFit(
    { columns: mappedColumnsOf(remembered.mapping), signature: remembered.signature },
    { signature, width },
  ).fits;
}

/** Reads the rows of a CSV or XLSX statement into lines, with the mapping resolveMapping gives. */
export function parseTabularRows(
  rows: readonly TabularRow[],
  format: "csv" | "xlsx",
  options: TabularParseOptions,
): StatementParseResult {
  const { mapping, signature, suggestion } = resolveMapping(rows, options);
  if (!mapping)
    return importError(suggestion.headerRow < 0 ? "noHeaderRow" : "mappingIncomplete", {
      value: suggestion.missing.join(", "),
    });
  const parsed = readTabularLines(rows, mapping, format, {
    defaultCurrency: options.defaultCurrency,
    headers: suggestion.headerRow >= 0 ? suggestion.headers : undefined,
  });
  return parsed.ok ? { ...parsed, mapping, signature } : parsed;
}
