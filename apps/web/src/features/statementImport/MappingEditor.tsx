/**
 * The column mapping of a CSV or XLSX statement: which column holds the date, the label, the amount (or
 * debit and credit)..., how dates and decimals are written; sample rows under the headers help choose.
 */
import type { CallInput, CallOutput } from "@trezo/api";
import { Inline, Select, Stack } from "@trezo/ui";
import { useT } from "../../i18n/appI18n";

export type ColumnMapping = NonNullable<CallInput<"previewStatementImport">["mapping"]>;
type Headers = CallOutput<"getHeaders">;

const NONE = "none";
/**
 * A mapping to start from when the server could suggest none (headers in words it does not know,
 * content it could not read): the first three columns, for the user to point out the right ones in the
 * editor. The header row stays the one the server found.
 */
export function draftMapping(headers: Headers): ColumnMapping {
  const width = Math.max(headers.headers.length, ...headers.sample_rows.map((row) => row.length), 1);
  return {
    headerRow: headers.header_row ?? -1,
    date: 0,
    label: [Math.min(1, width - 1)],
    amount: Math.min(2, width - 1),
    dateOrder: "DMY",
    decimalSeparator: ",",
  };
}
const OPTIONAL_FIELDS = ["valueDate", "amount", "debit", "credit", "counterparty", "reference"] as const;

export interface MappingEditorProps {
  headers: Headers;
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
}

export function MappingEditor({ headers, mapping, onChange }: MappingEditorProps) {
  const t = useT();
  const width = Math.max(headers.headers.length, ...headers.sample_rows.map((row) => row.length));
  const columns = Array.from({ length: width }, (_, index) => ({
    id: String(index),
    label: headers.headers[index] || `#${index + 1}`,
  }));
  const optional = [{ id: NONE, label: t("transactionsScreen.wizard.noColumn") }, ...columns];
  return (
    <Stack gap="md">
      <Inline gap="md" align="flex-end">
        <Select
          label={t("imports.fields.date")}
          options={columns}
          value={String(mapping.date)}
          onChange={(id) => id && onChange({ ...mapping, date: Number(id) })}
        />
        <Select
          label={t("imports.fields.label")}
          options={columns}
          value={String(mapping.label[0] ?? 0)}
          onChange={(id) => id && onChange({ ...mapping, label: [Number(id), ...mapping.label.slice(1)] })}
        />
        {OPTIONAL_FIELDS.map((field) => (
          <Select
            key={field}
            label={t(`imports.fields.${field}`)}
            options={optional}
            value={mapping[field] == null ? NONE : String(mapping[field])}
            onChange={(id) => onChange({ ...mapping, [field]: !id || id === NONE ? null : Number(id) })}
          />
        ))}
        <Select
          label={t("transactionsScreen.wizard.dateOrder")}
          options={[
            { id: "DMY", label: "31/01/2026" },
            { id: "YMD", label: "2026-01-31" },
            { id: "MDY", label: "01/31/2026" },
          ]}
          value={mapping.dateOrder}
          onChange={(id) => id && onChange({ ...mapping, dateOrder: id as ColumnMapping["dateOrder"] })}
        />
        <Select
          label={t("transactionsScreen.wizard.decimalSeparator")}
          options={[
            { id: ",", label: "1 234,56" },
            { id: ".", label: "1,234.56" },
          ]}
          value={mapping.decimalSeparator}
          onChange={(id) =>
            id && onChange({ ...mapping, decimalSeparator: id as ColumnMapping["decimalSeparator"] })
          }
        />
      </Inline>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {headers.sample_rows.slice(0, 5).map((row, rowIndex) => (
            // Sample rows have no identity of their own; their order never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <tr key={rowIndex}>
              {columns.map((column) => (
                <td key={column.id}>{row[Number(column.id)] ?? ""}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Stack>
  );
}
