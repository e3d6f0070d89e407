import type { IsoDate } from "@trezo/domain";
import { decodeLatinText } from "../decodeText";
import { type ReadStatementLine, withFingerprints, withNormalizedTexts } from "../fingerprint";
import { decimalToCents } from "../parseAmount";
import { balanceMismatch, severalAccounts, sixDigitDate } from "../statementBalance";
import { importError, MAX_STATEMENT_LINES, type StatementParseResult } from "../statementLine";

/** One tagged field of a message (`:61:…` and its continuation lines), and the line it starts on. */
interface Field {
  tag: string;
  value: string;
  line: number;
}

type Refusal = Extract<StatementParseResult, { ok: false }>;

/**
 * An MT940 amount: digits, the comma that is its decimal mark (always there, SWIFT writes `1234,` for
 * a whole amount), up to 15 characters. A dot or a second comma is refused, never guessed.
 */
export function mt940AmountToCents(raw: string, negative: boolean): number | null {
  const match = /^(\d+),(\d*)$/.exec(raw);
  if (!match || raw.length > 15) return null;
  return decimalToCents(negative, match[1] ?? "", match[2] ?? "");
}

/** A balance (`:60F:`, `:62M:`…): the D/C mark, its date, currency and amount. */
function balanceOf(field: Field): { cents: number; currency: string; date: IsoDate } | Refusal {
  const match = /^([CD])(\d{6})([A-Z]{3})([\d,]+)$/.exec(field.value.trim());
  if (!match)
    return importError("malformedMt940", { line: field.line, value: `:${field.tag}:${field.value}` });
  const [, mark, dateRaw = "", currency = "", amountRaw = ""] = match;
  const date = sixDigitDate(dateRaw, "YMD");
  if (!date) return importError("invalidDate", { line: field.line, value: dateRaw });
  const cents = mt940AmountToCents(amountRaw, mark === "D");
  if (cents === null) return importError("invalidAmount", { line: field.line, value: amountRaw });
  return { cents, currency, date };
}

/**
 * The envelope of a SWIFT message around its text block (`{1:…}{2:…}{4:` … `-}`, the next message's
 * header sometimes on the same line as the end of the previous one, `-}{5:…}` trailers): not fields.
 */
function withoutEnvelope(line: string): string {
  return line
    .replace(/^-\}(?:\{5:(?:\{[^}]*\}|[^{}])*\})?/, "")
    .replace(/^(?:\{[1-3]:(?:\{[^}]*\}|[^{}])*\})*(?:\{4:)?/, "")
    .replace(/^-\s*$|^\}\s*$/, "");
}

/** The fields of the file, in order, each with its continuation lines joined by "\n". */
function fieldsOf(text: string): Field[] | Refusal {
  const fields: Field[] = [];
  const rows = text.split(/\r\n|\n|\r/);
  for (let index = 0; index < rows.length; index++) {
    const row = withoutEnvelope(rows[index] ?? "");
    const line = index + 1;
    const tagged = /^:(\d{2}[A-Z]?):(.*)$/.exec(row);
    if (tagged) {
      fields.push({ tag: tagged[1] ?? "", value: tagged[2] ?? "", line });
      continue;
    }
    if (row.trim() === "") continue;
    const current = fields.at(-1);
    if (!current) return importError("malformedMt940", { line, value: row });
    current.value += `\n${row}`;
  }
  return fields;
}

/** What an `:86:` says: the label, and the other party and reference when it is structured. */
function information(raw: string): { label: string; counterparty: string | null; reference: string | null } {
  const joined = raw.replace(/\n/g, "");
  // German banks' structured form: a transaction code, then ?00 booking text, ?20–?29 and ?60–?63 the
  // purpose, ?32–?33 the other party's name.
  if (/^\d{3}\?/.test(joined)) {
    const parts = new Map<string, string>();
    for (const match of joined.matchAll(/\?(\d{2})([^?]*)/g)) {
      const key = match[1] ?? "";
      parts.set(key, (parts.get(key) ?? "") + (match[2] ?? ""));
    }
    const pick = (keys: string[]) =>
      collapse(
        keys
          .map((key) => parts.get(key) ?? "")
          .filter(Boolean)
          .join(" "),
      );
    const purpose = pick([
      "20",
      "21",
      "22",
      "23",
      "24",
      "25",
      "26",
      "27",
      "28",
      "29",
      "60",
      "61",
      "62",
      "63",
    ]);
    const name = pick(["32", "33"]);
    return {
      label: collapse(`${pick(["00"])} ${purpose}`) || name,
      counterparty: name || null,
      reference: null,
    };
  }
  // The SWIFT-structured form of Dutch and Belgian banks: /TRTP/…/NAME/…/REMI/…/EREF/….
  if (/^\/[A-Z]{3,4}\//.test(joined) && /\/(NAME|REMI)\//.test(joined)) {
    const parts = new Map<string, string>();
    for (const match of joined.matchAll(
      /\/(TRTP|NAME|REMI|EREF|IBAN|BIC|CSID|MARF|ORDP|BENM|ID|ADDR)\/([^/]*(?:\/\/[^/]*)*)/g,
    ))
      parts.set(match[1] ?? "", collapse(match[2] ?? ""));
    const name = parts.get("NAME") || null;
    const remittance = parts.get("REMI") ?? "";
    const reference = parts.get("EREF");
    return {
      label: collapse([name, remittance || parts.get("TRTP")].filter(Boolean).join(" ")),
      counterparty: name,
      reference: reference && reference !== "NOTPROVIDED" ? reference : null,
    };
  }
  return { label: collapse(raw), counterparty: null, reference: null };
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The booking date of a `:61:` (MMDD) in the year that puts it next to the value date. */
function entryDate(valueDate: IsoDate, mmdd: string): IsoDate | null {
  const year = Number(valueDate.slice(0, 4));
  const valueMonth = Number(valueDate.slice(5, 7));
  const month = Number(mmdd.slice(0, 2));
  const shifted =
    valueMonth === 12 && month === 1 ? year + 1 : valueMonth === 1 && month === 12 ? year - 1 : year;
  return sixDigitDate(`${String(shifted % 100).padStart(2, "0")}${mmdd}`, "YMD");
}

/** A `:61:` statement line, and its `:86:` when one follows it. */
function statementLineOf(
  field: Field,
  info: Field | undefined,
  currency: string,
): ReadStatementLine | Refusal {
  const [first = "", ...rest] = field.value.split("\n");
  const match =
    /^(\d{6})(\d{4})?(RC|RD|C|D)([A-Z])?(\d+,\d*)(?:([NFS])([A-Z0-9]{3}))?(.*?)(?:\/\/(.*))?$/.exec(first);
  if (!match) return importError("malformedMt940", { line: field.line, value: `:61:${first}` });
  const [
    ,
    valueRaw = "",
    entryRaw,
    mark = "",
    ,
    amountRaw = "",
    ,
    ,
    ownerReference = "",
    bankReference = "",
  ] = match;
  const valueDate = sixDigitDate(valueRaw, "YMD");
  if (!valueDate) return importError("invalidDate", { line: field.line, value: valueRaw });
  const date = entryRaw ? entryDate(valueDate, entryRaw) : valueDate;
  if (!date) return importError("invalidDate", { line: field.line, value: entryRaw });
  // A credit, a debit, or the reversal of one (RC takes a credit back: a debit; RD a debit: a credit).
  const amountCents = mt940AmountToCents(amountRaw, mark === "D" || mark === "RC");
  if (amountCents === null) return importError("invalidAmount", { line: field.line, value: amountRaw });
  const details = collapse(rest.join(" "));
  const told = info ? information(info.value) : null;
  const reference = [ownerReference, bankReference]
    .map((part) => part.trim())
    .find((part) => part && part !== "NONREF" && part !== "EREF");
  return {
    lineNumber: field.line,
    date,
    valueDate,
    label: told?.label || details || reference || "",
    amountCents,
    currency,
    counterparty: told?.counterparty ?? null,
    reference: told?.reference ?? reference ?? null,
  };
}

/**
 * Parses an MT940 file (SWIFT customer statement, still exported by many banks): statements that start
 * at `:20:`, with the account (`:25:`), the opening balance (`:60F:`, or `:60M:` when one statement is
 * cut in several), the lines (`:61:`, debit/credit marks C, D, RC and RD, comma decimals) each followed
 * by its information (`:86:`, free, German `?` subfields or `/NAME/…/REMI/…`), and the closing balance
 * (`:62F:`/`:62M:`). Every statement must balance (opening + lines = closing reported), else the file is
 * refused; one file holds one account (several statements of it, or several days).
 */
export function parseMt940Statement(bytes: Uint8Array): StatementParseResult {
  const { text } = decodeLatinText(bytes);
  const fields = fieldsOf(text);
  if (!Array.isArray(fields)) return fields;
  if (fields.length === 0) return importError("emptyFile");
  const lines: ReadStatementLine[] = [];
  const accounts = new Map<string, number>();
  let index = 0;
  for (let start = fields[0]; start; start = fields[index]) {
    if (start.tag !== "20")
      return importError("malformedMt940", { line: start.line, value: `:${start.tag}:${start.value}` });
    index += 1;
    let account: string | null = null;
    let opening: { cents: number; currency: string } | null = null;
    let operationsCents = 0;
    let closed = false;
    for (let field = fields[index]; field && field.tag !== "20"; field = fields[index]) {
      index += 1;
      if (closed) continue; // :64:, :65: and the statement's own :86: after its closing balance.
      if (field.tag === "25") {
        account = collapse(field.value);
        if (!accounts.has(account)) accounts.set(account, field.line);
      } else if (field.tag === "60F" || field.tag === "60M") {
        const balance = balanceOf(field);
        if (!("cents" in balance)) return balance;
        opening = balance;
      } else if (field.tag === "61") {
        if (!opening || account === null)
          return importError("malformedMt940", {
            line: field.line,
            value: `:61:${field.value.split("\n")[0]}`,
          });
        const next = fields[index];
        const info = next?.tag === "86" ? next : undefined;
        if (info) index += 1;
        const line = statementLineOf(field, info, opening.currency);
        if ("ok" in line) return line;
        lines.push(line);
        operationsCents += line.amountCents;
        if (lines.length > MAX_STATEMENT_LINES) return importError("tooManyLines", { line: field.line });
      } else if (field.tag === "62F" || field.tag === "62M") {
        if (!opening)
          return importError("malformedMt940", { line: field.line, value: `:${field.tag}:${field.value}` });
        const closing = balanceOf(field);
        if (!("cents" in closing)) return closing;
        if (closing.currency !== opening.currency)
          return importError("currencyMismatch", {
            line: field.line,
            value: closing.currency,
            expected: opening.currency,
          });
        const mismatch = balanceMismatch(
          { line: field.line, currency: closing.currency },
          opening.cents,
          operationsCents,
          closing.cents,
        );
        if (mismatch) return mismatch;
        closed = true;
      }
    }
    if (account === null || opening === null)
      return importError("malformedMt940", { line: start.line, value: `:20:${start.value}` });
    if (!closed) return importError("missingClosingBalance", { line: fields[index - 1]?.line ?? start.line });
  }
  const mixed = severalAccounts(accounts);
  if (mixed) return mixed;
  return { ok: true, format: "mt940", lines: withFingerprints(lines.map(withNormalizedTexts)) };
}
