import { normalizeLabel } from "@trezo/domain";
import { decodeText } from "../decodeText";
import { type UnfingerprintedLine, withFingerprints } from "../fingerprint";
import { parseQifAmountToCents } from "../parseAmount";
import { detectDateOrder, parseDateAs } from "../parseDate";
import { importError, MAX_STATEMENT_LINES, type StatementParseResult } from "../statementLine";

/** Account types whose records are plain transactions (investment accounts are not). */
const CASH_TYPES = new Set(["bank", "ccard", "cash", "oth a", "oth l"]);

interface QifRecord {
  line: number;
  fields: Map<string, string>;
}

/**
 * Parses a QIF statement (Quicken Interchange Format): `!Type:Bank` (or CCard, Cash...), then records
 * of one-letter fields (D date, T or U amount, P payee, M memo, N number) ended by `^`. The date order
 * (day-month for French exports, month-day for American ones, `'` before two-digit years) is detected
 * over the whole file; each amount's decimal mark is read from the amount itself
 * (parseQifAmountToCents).
 */
export function parseQifStatement(
  bytes: Uint8Array,
  options: { defaultCurrency: string },
): StatementParseResult {
  const { text } = decodeText(bytes);
  if (text.trim() === "") return importError("emptyFile");
  const rawLines = text.split(/\r\n|\n|\r/);
  const records: QifRecord[] = [];
  let type: string | null = null;
  let current: QifRecord | null = null;
  // An "!Account" header is followed by one account record (name, type...) ended by "^": not a transaction.
  let inAccountRecord = false;
  for (let index = 0; index < rawLines.length; index++) {
    const line = (rawLines[index] ?? "").trim();
    const lineNumber = index + 1;
    if (line === "") continue;
    if (inAccountRecord) {
      if (line === "^") inAccountRecord = false;
      continue;
    }
    if (line.startsWith("!")) {
      const header = line.toLowerCase();
      if (header.startsWith("!account")) {
        inAccountRecord = true;
      } else if (header.startsWith("!type:")) {
        type = header.slice(6).trim();
        if (!CASH_TYPES.has(type))
          return importError("unsupportedQifType", { line: lineNumber, value: line });
      } else if (
        !header.startsWith("!option") &&
        !header.startsWith("!account") &&
        !header.startsWith("!clear")
      ) {
        return importError("malformedQif", { line: lineNumber, value: line });
      }
      continue;
    }
    if (type === null) return importError("malformedQif", { line: lineNumber, value: line });
    if (line === "^") {
      if (current) records.push(current);
      current = null;
      if (records.length > MAX_STATEMENT_LINES) return importError("tooManyLines", { line: lineNumber });
      continue;
    }
    current ??= { line: lineNumber, fields: new Map() };
    const code = line[0] as string;
    // Split lines (S, E, $) and addresses (A) repeat; the first of each field is the one we keep.
    if (!current.fields.has(code)) current.fields.set(code, line.slice(1).trim());
  }
  if (current && current.fields.size > 0) records.push(current);
  if (type === null) return importError("malformedQif", { line: 1 });

  const order = detectDateOrder(records.map((record) => record.fields.get("D") ?? "")) ?? "DMY";
  const lines: UnfingerprintedLine[] = [];
  for (const { line, fields } of records) {
    const dateRaw = fields.get("D");
    if (!dateRaw) return importError("missingDate", { line, column: "D" });
    const date = parseDateAs(dateRaw, order);
    if (!date) return importError("invalidDate", { line, column: "D", value: dateRaw });
    const amountRaw = fields.get("T") ?? fields.get("U");
    if (!amountRaw) return importError("missingAmount", { line, column: "T" });
    const amountCents = parseQifAmountToCents(amountRaw);
    if (amountCents === null) return importError("invalidAmount", { line, column: "T", value: amountRaw });
    const payee = fields.get("P") ?? "";
    const memo = fields.get("M") ?? "";
    const label = (memo && !payee.includes(memo) ? `${payee} ${memo}` : payee || memo)
      .replace(/\s+/g, " ")
      .trim();
    lines.push({
      lineNumber: line,
      date,
      valueDate: null,
      label,
      normalizedLabel: normalizeLabel(label),
      amountCents,
      currency: options.defaultCurrency,
      counterparty: null,
      normalizedCounterparty: "",
      reference: fields.get("N") || null,
    });
  }
  return { ok: true, format: "qif", lines: withFingerprints(lines) };
}
