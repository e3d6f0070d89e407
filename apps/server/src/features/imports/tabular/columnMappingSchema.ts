import { z } from "zod";
import type { ColumnMapping } from "./columnMapping";
import { foldHeader } from "./suggestMapping";

const column = z.number().int().min(0).max(1000);

/**
 * The column mapping as the import wizard sends it (and as it is remembered per bank): checked at the
 * HTTP boundary before parseStatement uses it.
 */
export const columnMappingSchema = z
  .object({
    headerRow: z.number().int().min(-1).max(10_000),
    date: column,
    valueDate: column.nullish(),
    label: z.array(column).min(1).max(5),
    amount: column.nullish(),
    debit: column.nullish(),
    credit: column.nullish(),
    counterparty: column.nullish(),
    reference: column.nullish(),
    currency: column.nullish(),
    dateOrder: z.enum(["DMY", "YMD", "MDY"]),
    decimalSeparator: z.enum([",", "."]),
  })
  .refine(
    (mapping) =>
      typeof mapping.amount === "number" ||
      typeof mapping.debit === "number" ||
      typeof mapping.credit === "number",
    {
      message: "amount, or debit and/or credit, is required",
      path: ["amount"],
    },
  ) satisfies z.ZodType<ColumnMapping>;

/**
 * A key for "the same export layout": the folded header cells, so the mapping chosen once for a bank's
 * CSV is found again for its next export (remembered per bank). Headerless files key on their width.
 */
export function headerSignature(headers: readonly string[], headerRow: number): string {
  return headerRow < 0 ? `#${headers.length}` : headers.map(foldHeader).join("|");
}
