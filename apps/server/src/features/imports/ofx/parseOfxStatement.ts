import { normalizeLabel } from "@trezo/domain";
import { decodeText } from "../decodeText";
import { type UnfingerprintedLine, withFingerprints } from "../fingerprint";
import { lineCounter } from "../lineCounter";
import { detectDecimalSeparator, parseAmountToCents } from "../parseAmount";
import { importError, MAX_STATEMENT_LINES, type StatementParseResult } from "../statementLine";

/** OFX dates: YYYYMMDD, then optionally HHMMSS[.XXX][[offset:TZ]]. */
function ofxDate(raw: string | undefined): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(raw?.trim() ?? "");
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return `${year}-${month}-${day}`;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** OFX 2 is XML and OFX 1 allows SGML entities: "SARL DUPONT &amp; FILS" reads "SARL DUPONT & FILS". */
function decodeEntities(value: string): string {
  if (!value.includes("&")) return value;
  return value.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (entity, name: string) => {
    const hex = /^#x/i.test(name);
    const code = name.startsWith("#") ? Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10) : Number.NaN;
    if (name.startsWith("#")) return code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

interface OfxTransaction {
  line: number;
  fields: Map<string, string>;
  /** PAYEE aggregate's NAME, when there is one. */
  payeeName?: string;
}

/**
 * Parses an OFX or QFX statement, both OFX 1.x (SGML: leaf elements are not closed) and OFX 2.x (XML),
 * with one tolerant scanner: each `<TAG>value` is a field, `<STMTTRN>` … `</STMTTRN>` a transaction.
 * The booking date is DTPOSTED, the value date DTAVAIL; the label is NAME and MEMO; the reference is
 * CHECKNUM, else REFNUM, else the bank's FITID.
 */
export function parseOfxStatement(
  bytes: Uint8Array,
  options: { defaultCurrency: string },
): StatementParseResult {
  const { text } = decodeText(bytes);
  if (text.trim() === "") return importError("emptyFile");
  const start = text.search(/<OFX>/i);
  if (start < 0) return importError("malformedOfx", { line: 1 });
  const lineAt = lineCounter(text);
  const transactions: OfxTransaction[] = [];
  let current: OfxTransaction | null = null;
  let inPayee = false;
  let currency = options.defaultCurrency;
  const tag = /<(\/?)([A-Za-z0-9.]+)>([^<]*)/g;
  tag.lastIndex = start;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    const [, closing, rawName = "", rawValue = ""] = match;
    const name = rawName.toUpperCase();
    const value = decodeEntities(rawValue.trim());
    if (name === "STMTTRN") {
      if (closing) {
        if (current) transactions.push(current);
        current = null;
      } else {
        if (current) return importError("malformedOfx", { line: lineAt(match.index), value: "<STMTTRN>" });
        if (transactions.length >= MAX_STATEMENT_LINES)
          return importError("tooManyLines", { line: lineAt(match.index) });
        current = { line: lineAt(match.index), fields: new Map() };
      }
      continue;
    }
    if (name === "PAYEE") {
      inPayee = !closing;
      continue;
    }
    if (closing || value === "") continue;
    if (name === "CURDEF" && !current) {
      currency = value.toUpperCase();
      continue;
    }
    if (!current) continue;
    if (inPayee && name === "NAME") current.payeeName = value;
    else if (!current.fields.has(name)) current.fields.set(name, value);
  }
  if (current) return importError("malformedOfx", { line: current.line, value: "</STMTTRN>" });
  if (!/^[A-Z]{3}$/.test(currency)) return importError("invalidCurrency", { value: currency });

  const separator = detectDecimalSeparator(transactions.map((t) => t.fields.get("TRNAMT") ?? ""));
  const lines: UnfingerprintedLine[] = [];
  for (const transaction of transactions) {
    const { fields, line } = transaction;
    const postedRaw = fields.get("DTPOSTED") ?? fields.get("DTUSER");
    if (!postedRaw) return importError("missingDate", { line, column: "DTPOSTED" });
    const date = ofxDate(postedRaw);
    if (!date) return importError("invalidDate", { line, column: "DTPOSTED", value: postedRaw });
    const availRaw = fields.get("DTAVAIL");
    const valueDate = availRaw ? ofxDate(availRaw) : null;
    if (availRaw && !valueDate)
      return importError("invalidDate", { line, column: "DTAVAIL", value: availRaw });
    const amountRaw = fields.get("TRNAMT");
    if (!amountRaw) return importError("missingAmount", { line, column: "TRNAMT" });
    // OFX amounts use "." but some French banks write "," (one file never mixes them).
    const amountCents = parseAmountToCents(
      amountRaw,
      amountRaw.includes(",") && !amountRaw.includes(".") ? "," : separator,
    );
    if (amountCents === null)
      return importError("invalidAmount", { line, column: "TRNAMT", value: amountRaw });
    const name = fields.get("NAME") ?? "";
    const memo = fields.get("MEMO") ?? "";
    const label = (memo && !name.includes(memo) ? `${name} ${memo}` : name || memo)
      .replace(/\s+/g, " ")
      .trim();
    const counterparty = transaction.payeeName ?? null;
    const lineCurrency = (fields.get("CURSYM") ?? currency).toUpperCase();
    lines.push({
      lineNumber: line,
      date,
      valueDate,
      label,
      normalizedLabel: normalizeLabel(label),
      amountCents,
      currency: lineCurrency,
      counterparty,
      normalizedCounterparty: counterparty ? normalizeLabel(counterparty) : "",
      reference: fields.get("CHECKNUM") ?? fields.get("REFNUM") ?? fields.get("FITID") ?? null,
    });
  }
  return { ok: true, format: "ofx", lines: withFingerprints(lines) };
}
