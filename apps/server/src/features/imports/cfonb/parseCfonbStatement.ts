import { decodeLatinText } from "../decodeText";
import { type ReadStatementLine, withFingerprints, withNormalizedTexts } from "../fingerprint";
import { scaledDigitsToCents } from "../parseAmount";
import { balanceMismatch, severalAccounts, sixDigitDate } from "../statementBalance";
import { importError, MAX_STATEMENT_LINES, type StatementParseResult } from "../statementLine";

const DOS_END_OF_FILE = String.fromCharCode(0x1a);

/** Length of every CFONB 120 record. */
export const CFONB_RECORD_LENGTH = 120;

/**
 * The sign-carrying last character of a CFONB amount: `{` and A–I are the digits 0–9 of a credit,
 * `}` and J–R those of a debit.
 */
const SIGN_DIGITS = new Map<string, { digit: string; negative: boolean }>();
for (const [characters, negative] of [
  ["{ABCDEFGHI", false],
  ["}JKLMNOPQR", true],
] as const) {
  [...characters].forEach((char, digit) => {
    SIGN_DIGITS.set(char, { digit: String(digit), negative });
  });
}

/** The fields of a record (1-based positions of the CFONB 120 layout, inclusive). */
function field(record: string, from: number, to: number): string {
  return record.slice(from - 1, to);
}

/**
 * A CFONB amount (positions 91–104: 13 digits and the sign character) in integer cents, scaled by the
 * record's number of decimals (position 20). Null when a digit, the sign character or the number of
 * decimals is not what the format allows.
 */
export function cfonbAmountToCents(amount: string, decimals: string): number | null {
  if (!/^\d{13}$/.test(amount.slice(0, 13)) || amount.length !== 14 || !/^\d$/.test(decimals)) return null;
  const sign = SIGN_DIGITS.get(amount.slice(13));
  if (!sign) return null;
  return scaledDigitsToCents(amount.slice(0, 13) + sign.digit, Number(decimals), sign.negative);
}

/** The records of a file: one per line, or every 120 characters when the file has no line break. */
function recordsOf(text: string): Array<{ line: number; record: string }> {
  const records: Array<{ line: number; record: string }> = [];
  if (/[\r\n]/.test(text)) {
    text.split(/\r\n|\n|\r/).forEach((record, index) => {
      records.push({ line: index + 1, record });
    });
  } else {
    for (let start = 0, line = 1; start < text.length; start += CFONB_RECORD_LENGTH, line += 1)
      records.push({ line, record: text.slice(start, start + CFONB_RECORD_LENGTH) });
  }
  // Blank lines and the DOS end-of-file character some exports end with are not records.
  return records.filter(({ record }) => record.split(DOS_END_OF_FILE).join("").trim() !== "");
}

/** A statement being read: its old balance record, and the operations since. */
interface OpenBlock {
  line: number;
  account: string;
  currency: string;
  openingCents: number;
  operationsCents: number;
}

/**
 * Parses a CFONB 120 statement (relevé de compte au format CFONB, 120 caractères), the French banks'
 * statement: records `01` (old balance), `04` (an operation), `05` (its details: qualifier at 46–48,
 * text at 49–118), `07` (new balance), one statement per account and day, in Latin-1 or UTF-8, with or
 * without line breaks. Amounts are 13 digits and a sign character, divided by 10 to the power given in
 * position 20; a blank currency is EUR. Every statement must balance (old balance + operations = new
 * balance reported): otherwise the file is refused, never imported wrong. A record that is not 120
 * characters long is refused too: a field shifted by one character would be read as another amount.
 */
export function parseCfonbStatement(bytes: Uint8Array): StatementParseResult {
  const { text } = decodeLatinText(bytes);
  const records = recordsOf(text);
  if (records.length === 0) return importError("emptyFile");
  const lines: ReadStatementLine[] = [];
  const accounts = new Map<string, number>();
  let block: OpenBlock | null = null;
  let last: ReadStatementLine | null = null;
  for (const { line, record } of records) {
    if (record.length !== CFONB_RECORD_LENGTH)
      return importError("cfonbRecordLength", { line, value: String(record.length) });
    const code = field(record, 1, 2);
    if (code !== "01" && code !== "04" && code !== "05" && code !== "07")
      return importError("malformedCfonb", { line, column: "1", value: record.slice(0, 20) });
    const currency = field(record, 17, 19).trim() || "EUR";
    if (!/^[A-Z]{3}$/.test(currency))
      return importError("invalidCurrency", { line, column: "17", value: currency });
    // Bank, branch and account number: the account the record belongs to.
    const account = `${field(record, 3, 7)} ${field(record, 12, 16)} ${field(record, 22, 32)}`;
    const amount = () => cfonbAmountToCents(field(record, 91, 104), field(record, 20, 20));
    const sameAccount = (open: OpenBlock) => open.account === account && open.currency === currency;

    if (code === "01") {
      if (block) return importError("missingClosingBalance", { line });
      const openingCents = amount();
      if (openingCents === null)
        return importError("invalidAmount", { line, column: "91", value: field(record, 91, 104) });
      block = { line, account, currency, openingCents, operationsCents: 0 };
      if (!accounts.has(`${account} ${currency}`)) accounts.set(`${account} ${currency}`, line);
      last = null;
      continue;
    }
    if (!block || !sameAccount(block))
      return importError("malformedCfonb", { line, column: "1", value: record.slice(0, 32) });
    if (code === "07") {
      const closingCents = amount();
      if (closingCents === null)
        return importError("invalidAmount", { line, column: "91", value: field(record, 91, 104) });
      const mismatch = balanceMismatch(
        { line, currency },
        block.openingCents,
        block.operationsCents,
        closingCents,
      );
      if (mismatch) return mismatch;
      block = null;
      last = null;
      continue;
    }
    if (code === "05") {
      if (!last) return importError("malformedCfonb", { line, column: "1", value: record.slice(0, 32) });
      addDetail(last, field(record, 46, 48), field(record, 49, 118));
      continue;
    }
    // 04: an operation.
    const amountCents = amount();
    if (amountCents === null)
      return importError("invalidAmount", { line, column: "91", value: field(record, 91, 104) });
    const date = sixDigitDate(field(record, 35, 40), "DMY");
    if (!date) return importError("invalidDate", { line, column: "35", value: field(record, 35, 40) });
    const valueRaw = field(record, 43, 48);
    const valueDate = /^(0{6}| {6})$/.test(valueRaw) ? null : sixDigitDate(valueRaw, "DMY");
    if (valueDate === null && !/^(0{6}| {6})$/.test(valueRaw))
      return importError("invalidDate", { line, column: "43", value: valueRaw });
    const reference = field(record, 105, 120).trim();
    last = {
      lineNumber: line,
      date,
      valueDate,
      label: collapse(field(record, 49, 79)),
      amountCents,
      currency,
      counterparty: null,
      reference: reference === "" ? null : reference,
    };
    lines.push(last);
    block.operationsCents += amountCents;
    if (!Number.isSafeInteger(block.operationsCents))
      return importError("invalidAmount", { line, column: "91", value: field(record, 91, 104) });
    if (lines.length > MAX_STATEMENT_LINES) return importError("tooManyLines", { line });
  }
  if (block) return importError("missingClosingBalance", { line: records.at(-1)?.line ?? block.line });
  const mixed = severalAccounts(accounts);
  if (mixed) return mixed;
  return { ok: true, format: "cfonb120", lines: withFingerprints(lines.map(withNormalizedTexts)) };
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Qualifiers of a `05` record whose text names the other party. */
const COUNTERPARTY_QUALIFIERS = new Set(["NPY", "NBE", "NPO", "NBU"]);
/** Qualifiers whose text is the customer's reference. */
const REFERENCE_QUALIFIERS = new Set(["RCN", "REF"]);
/** Qualifiers whose text completes the label. */
const LABEL_QUALIFIERS = new Set(["LIB", "LCC", "LC2", "LCS", "LCZ"]);

/** Adds a `05` record's detail to its operation: the other party, the reference, or more label. */
function addDetail(line: ReadStatementLine, qualifier: string, raw: string): void {
  const text = collapse(raw);
  if (text === "") return;
  if (COUNTERPARTY_QUALIFIERS.has(qualifier)) line.counterparty ??= text;
  else if (REFERENCE_QUALIFIERS.has(qualifier)) line.reference ??= text;
  else if (LABEL_QUALIFIERS.has(qualifier) || qualifier.trim() === "") line.label = `${line.label} ${text}`;
}
