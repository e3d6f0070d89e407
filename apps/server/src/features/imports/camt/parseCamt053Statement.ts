import { normalizeLabel } from "@trezo/domain";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { decodeText } from "../decodeText";
import { type UnfingerprintedLine, withFingerprints } from "../fingerprint";
import { lineCounter } from "../lineCounter";
import { parseAmountToCents } from "../parseAmount";
import { importError, MAX_STATEMENT_LINES, type StatementParseResult } from "../statementLine";

/** A parsed XML node: fast-xml-parser's plain objects, read defensively. */
type XmlNode = { [key: string]: unknown };

const ARRAYS = new Set(["Stmt", "Ntry", "NtryDtls", "TxDtls", "Ustrd"]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => ARRAYS.has(name),
});

function node(value: unknown): XmlNode | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as XmlNode)
    : undefined;
}

function list(value: unknown): XmlNode[] {
  if (!Array.isArray(value)) return [];
  const nodes: XmlNode[] = [];
  for (const item of value as unknown[]) {
    const element = node(item);
    if (element) nodes.push(element);
  }
  return nodes;
}

function text(value: unknown): string | undefined {
  if (typeof value === "string") return value.trim() || undefined;
  if (typeof value === "number") return String(value);
  const element = node(value);
  return element ? text(element["#text"]) : undefined;
}

/** Follows a path of element names, taking the first element of arrays. */
function at(root: unknown, ...path: string[]): unknown {
  let current: unknown = root;
  for (const name of path) {
    const element = Array.isArray(current) ? current[0] : current;
    current = node(element)?.[name];
    if (current === undefined) return undefined;
  }
  return current;
}

/** A CAMT date: `Dt` (YYYY-MM-DD) or `DtTm` (its first 10 characters), checked. */
function camtDate(container: unknown): string | null | undefined {
  const raw = text(at(container, "Dt")) ?? text(at(container, "DtTm"));
  if (raw === undefined) return undefined;
  const day = raw.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : day;
}

/** Name of a party in CAMT v2 (`Dbtr/Nm`) or v8+ (`Dbtr/Pty/Nm`). */
function partyName(party: unknown): string | undefined {
  return text(at(party, "Nm")) ?? text(at(party, "Pty", "Nm"));
}

/**
 * Parses a CAMT.053 bank-to-customer statement (ISO 20022 XML, versions 02 to 08+): every booked entry
 * (`Ntry` whose status is BOOK, or has no status) of every statement. The sign comes from
 * CdtDbtInd; the counterparty is the creditor of a debit and the debtor of a credit; the label is the
 * entry's additional information, else the unstructured remittance information; the reference is the
 * bank's AcctSvcrRef, else the end-to-end id. Malformed XML is refused with its line and column.
 */
export function parseCamt053Statement(bytes: Uint8Array): StatementParseResult {
  const { text: xml } = decodeText(bytes);
  if (xml.trim() === "") return importError("emptyFile");
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return importError("malformedXml", { line: 1, value: "<!DOCTYPE>" });
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    return importError("malformedXml", {
      line: valid.err.line,
      column: String(valid.err.col),
      value: valid.err.msg,
    });
  }
  const document = node(node(parser.parse(xml))?.Document);
  const report = node(document?.BkToCstmrStmt);
  if (!report) return importError("notCamt053", { line: 1 });

  // Line of each <Ntry> in document order, to name the entry in errors and in the preview.
  const lineAt = lineCounter(xml);
  const entryLines: number[] = [];
  for (const match of xml.matchAll(/<(?:[\w.-]+:)?Ntry[\s>]/g)) entryLines.push(lineAt(match.index));

  const lines: UnfingerprintedLine[] = [];
  let entryIndex = 0;
  for (const statement of list(report.Stmt)) {
    for (const entry of list(statement.Ntry)) {
      const line = entryLines[entryIndex] ?? 1;
      entryIndex += 1;
      if (lines.length >= MAX_STATEMENT_LINES) return importError("tooManyLines", { line });
      const status = text(at(entry, "Sts")) ?? text(at(entry, "Sts", "Cd"));
      if (status !== undefined && status.toUpperCase() !== "BOOK") continue;

      const amountNode = at(entry, "Amt");
      const amountRaw = text(amountNode);
      if (amountRaw === undefined) return importError("missingAmount", { line, column: "Amt" });
      const magnitude = parseAmountToCents(amountRaw, ".");
      if (magnitude === null || amountRaw.startsWith("-")) {
        return importError("invalidAmount", { line, column: "Amt", value: amountRaw });
      }
      const indicator = text(at(entry, "CdtDbtInd"));
      if (indicator !== "CRDT" && indicator !== "DBIT") {
        return importError("invalidAmount", { line, column: "CdtDbtInd", value: indicator ?? "" });
      }
      const currency = (text(node(amountNode)?.["@_Ccy"]) ?? "").toUpperCase();
      if (!/^[A-Z]{3}$/.test(currency))
        return importError("invalidCurrency", { line, column: "Ccy", value: currency });

      const date = camtDate(at(entry, "BookgDt"));
      if (date === undefined) return importError("missingDate", { line, column: "BookgDt" });
      if (date === null)
        return importError("invalidDate", {
          line,
          column: "BookgDt",
          value: text(at(entry, "BookgDt", "Dt")),
        });
      const valueDate = camtDate(at(entry, "ValDt"));
      if (valueDate === null) return importError("invalidDate", { line, column: "ValDt" });

      const details = at(entry, "NtryDtls", "TxDtls");
      const parties = at(details, "RltdPties");
      const counterparty =
        (indicator === "DBIT" ? partyName(at(parties, "Cdtr")) : partyName(at(parties, "Dbtr"))) ?? null;
      const unstructured = node(at(details, "RmtInf"))?.Ustrd;
      const remittance = (Array.isArray(unstructured) ? unstructured : [])
        .map((value: unknown) => text(value))
        .filter((value): value is string => value !== undefined);
      const label = (
        text(at(entry, "AddtlNtryInf")) ??
        (remittance.length > 0 ? remittance.join(" ") : undefined) ??
        text(at(details, "AddtlTxInf")) ??
        counterparty ??
        ""
      )
        .replace(/\s+/g, " ")
        .trim();
      const endToEnd = text(at(details, "Refs", "EndToEndId"));
      const reference =
        text(at(entry, "AcctSvcrRef")) ??
        (endToEnd && endToEnd !== "NOTPROVIDED" ? endToEnd : undefined) ??
        null;
      lines.push({
        lineNumber: line,
        date,
        valueDate: valueDate ?? null,
        label,
        normalizedLabel: normalizeLabel(label),
        amountCents: indicator === "DBIT" ? -magnitude : magnitude,
        currency,
        counterparty,
        normalizedCounterparty: counterparty ? normalizeLabel(counterparty) : "",
        reference,
      });
    }
  }
  return { ok: true, format: "camt053", lines: withFingerprints(lines) };
}
