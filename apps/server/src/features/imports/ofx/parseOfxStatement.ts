import { decodeHTML } from "entities";
import { decodeText } from "../decodeText";
import { type UnfingerprintedLine, withFingerprints, withNormalizedTexts } from "../fingerprint";
import { lineCounter } from "../lineCounter";
import { parseFixedDecimalToCents } from "../parseAmount";
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

/**
 * OFX 2 is XML and OFX 1 allows SGML entities: "SARL DUPONT &amp; FILS" reads "SARL DUPONT & FILS".
 * Banks that escape twice write "&amp;lt;": decoded until nothing changes (HTML named and numeric
 * entities, by the `entities` library).
 */
function decodeEntities(value: string): string {
  let decoded = value;
  for (let pass = 0; pass < 4 && decoded.includes("&"); pass++) {
    const next = decodeHTML(decoded);
    if (next === decoded) break;
    decoded = next;
  }
  return decoded;
}

const CDATA = /<!\[CDATA\[([\s\S]*?)\]\]>/g;
/** Marks a CDATA section in the scanned text: \uFDD0 index \uFDD0 (a Unicode noncharacter, never in a bank file). */
const CDATA_MARK = /\uFDD0(\d+)\uFDD0/g;

/**
 * Takes the CDATA sections out of the text (their content is literal: no tag, no entity), leaving a
 * mark and as many line breaks, so that the scanner reads them as values and line numbers stay right.
 */
function extractCdata(text: string): { text: string; sections: string[] } {
  const sections: string[] = [];
  const replaced = text.replace(CDATA, (_, content: string) => {
    sections.push(content);
    return `\uFDD0${sections.length - 1}\uFDD0${"\n".repeat(content.split("\n").length - 1)}`;
  });
  return { text: replaced, sections };
}

/**
 * Cents times an exchange rate written as a decimal ("0.93", "1,0812"), exactly (integers, no float),
 * rounded to the cent half away from zero like every amount. Null for a rate that is not a number.
 */
function convertCents(cents: number, rate: string): number | null {
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(rate.trim());
  if (!match) return null;
  const decimals = match[2] ?? "";
  const scaled = BigInt(Math.abs(cents)) * BigInt(`${match[1]}${decimals}`);
  const divisor = 10n ** BigInt(decimals.length);
  const rounded = Number((scaled * 2n + divisor) / (divisor * 2n));
  if (!Number.isSafeInteger(rounded)) return null;
  return cents < 0 && rounded !== 0 ? -rounded : rounded;
}

/** An OFX STATUS aggregate: CODE 0 is success; SEVERITY ERROR with another code is a refusal. */
interface OfxStatus {
  line: number;
  code: string;
  severity: string;
  message: string;
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
 *
 * The statement's currency is CURDEF; a transaction in another currency (CURRENCY aggregate) is
 * converted to it with its CURRATE. Amounts are read in OFX's own notation (parseFixedDecimalToCents):
 * "." or "," is the decimal mark, more than two decimals are rounded. Values may be in CDATA sections;
 * entities are decoded. A STATUS whose SEVERITY is ERROR (a code other than 0) is the bank refusing
 * the request: the file is refused with the bank's MESSAGE.
 */
export function parseOfxStatement(
  bytes: Uint8Array,
  options: { defaultCurrency: string },
): StatementParseResult {
  const decoded = decodeText(bytes).text;
  if (decoded.trim() === "") return importError("emptyFile");
  const { text, sections } = extractCdata(decoded);
  const fieldValue = (raw: string) =>
    raw.includes("\uFDD0")
      ? raw
          .split(CDATA_MARK)
          .map((part, index) => (index % 2 === 1 ? (sections[Number(part)] ?? "") : decodeEntities(part)))
          .join("")
          .trim()
      : decodeEntities(raw.trim());
  const start = text.search(/<OFX>/i);
  if (start < 0) return importError("malformedOfx", { line: 1 });
  const lineAt = lineCounter(text);
  const transactions: OfxTransaction[] = [];
  let current: OfxTransaction | null = null;
  let inPayee = false;
  let currencyAggregate: "CURRENCY" | "ORIGCURRENCY" | null = null;
  let status: OfxStatus | null = null;
  let refusal: OfxStatus | null = null;
  let currency = options.defaultCurrency;
  const tag = /<(\/?)([A-Za-z0-9.]+)>([^<]*)/g;
  tag.lastIndex = start;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    const [, closing, rawName = "", rawValue = ""] = match;
    const name = rawName.toUpperCase();
    const value = fieldValue(rawValue);
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
    if (name === "STATUS") {
      status = closing ? null : { line: lineAt(match.index), code: "", severity: "", message: "" };
      continue;
    }
    if (status && !closing && (name === "CODE" || name === "SEVERITY" || name === "MESSAGE")) {
      if (name === "CODE") status.code = value;
      else if (name === "SEVERITY") status.severity = value.toUpperCase();
      else status.message = value;
      // The bank said no (a code other than 0 and an error): its message, not an empty statement.
      if (status.code !== "" && status.code !== "0" && status.severity === "ERROR" && !refusal)
        refusal = status;
      continue;
    }
    if (name === "PAYEE") {
      inPayee = !closing;
      continue;
    }
    if (name === "CURRENCY" || name === "ORIGCURRENCY") {
      currencyAggregate = closing ? null : name;
      continue;
    }
    if (closing || value === "") continue;
    if (name === "CURDEF" && !current) {
      currency = value.toUpperCase();
      continue;
    }
    if (!current) continue;
    if (inPayee && name === "NAME") current.payeeName = value;
    else if (currencyAggregate) current.fields.set(`${currencyAggregate}.${name}`, value);
    else if (!current.fields.has(name)) current.fields.set(name, value);
  }
  if (refusal)
    return importError("bankRefused", {
      line: refusal.line,
      value: refusal.message || refusal.code,
    });
  if (current) return importError("malformedOfx", { line: current.line, value: "</STMTTRN>" });
  if (!/^[A-Z]{3}$/.test(currency)) return importError("invalidCurrency", { value: currency });

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
    // OFX fixes the notation: no group separator, "." (or "," which the specification allows) is the
    // decimal mark: -30.000 is -30.00, never -30,000.00.
    const written = parseFixedDecimalToCents(amountRaw, true);
    if (written === null) return importError("invalidAmount", { line, column: "TRNAMT", value: amountRaw });
    // A CURRENCY aggregate: TRNAMT is in CURSYM and CURRATE converts it to the statement's CURDEF
    // (an ORIGCURRENCY aggregate only tells the original: TRNAMT is already in CURDEF).
    const rateRaw = fields.get("CURRENCY.CURRATE");
    let amountCents = written;
    if (fields.has("CURRENCY.CURSYM") && fields.get("CURRENCY.CURSYM")?.toUpperCase() !== currency) {
      const converted = rateRaw === undefined ? null : convertCents(written, rateRaw);
      if (converted === null)
        return importError("invalidAmount", { line, column: "CURRATE", value: rateRaw ?? "" });
      amountCents = converted;
    }
    const name = fields.get("NAME") ?? "";
    const memo = fields.get("MEMO") ?? "";
    const label = (memo && !name.includes(memo) ? `${name} ${memo}` : name || memo)
      .replace(/\s+/g, " ")
      .trim();
    const counterparty = transaction.payeeName ?? null;

    lines.push(
      withNormalizedTexts({
        lineNumber: line,
        date,
        valueDate,
        label,
        amountCents,
        currency,
        counterparty,
        reference: fields.get("CHECKNUM") ?? fields.get("REFNUM") ?? fields.get("FITID") ?? null,
      }),
    );
  }
  return { ok: true, format: "ofx", lines: withFingerprints(lines) };
}
