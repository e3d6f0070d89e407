import { XMLParser, XMLValidator } from "fast-xml-parser";
import { decodeText } from "../decodeText";
import { type UnfingerprintedLine, withFingerprints, withNormalizedTexts } from "../fingerprint";
import { lineCounter } from "../lineCounter";
import { parseFixedDecimalToCents } from "../parseAmount";
import { importError, MAX_STATEMENT_LINES, type StatementParseResult } from "../statementLine";

/** A parsed XML node: fast-xml-parser's plain objects, read defensively. */
type XmlNode = { [key: string]: unknown };

const ARRAYS = new Set(["Stmt", "Rpt", "Ntfctn", "Ntry", "NtryDtls", "TxDtls", "Ustrd"]);

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

/** The report element of each CAMT message read, and its statements' element. */
const CAMT_REPORTS = [
  { root: "BkToCstmrStmt", items: "Stmt" },
  { root: "BkToCstmrAcctRpt", items: "Rpt" },
  { root: "BkToCstmrDbtCdtNtfctn", items: "Ntfctn" },
] as const;

/** One transaction of an entry: the entry itself, or one of a batch entry's transaction details. */
interface CamtMovement {
  magnitude: number;
  indicator: "CRDT" | "DBIT";
  currency: string;
  details: unknown;
}

/** Where the end of a text is (1-based line and column), for a truncated file. */
function endOf(xml: string): { line: number; column: number } {
  const body = xml.trimEnd();
  const lines = body.split(/\r\n|\n|\r/);
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

/** An amount element (`<Amt Ccy="EUR">12.30</Amt>`): xs:decimal, "." as decimal mark, no sign. */
function amountOf(amountNode: unknown): { magnitude: number | null; raw: string; currency: string } {
  const raw = text(amountNode) ?? "";
  const magnitude = raw.startsWith("-") || raw.startsWith("+") ? null : parseFixedDecimalToCents(raw, false);
  return { magnitude, raw, currency: (text(node(amountNode)?.["@_Ccy"]) ?? "").toUpperCase() };
}

/** A transaction detail's own amount: `Amt` (version 3 and later) or `AmtDtls/TxAmt/Amt` (version 2). */
function detailAmountNode(details: unknown): unknown {
  return (
    at(details, "Amt") ?? at(details, "AmtDtls", "TxAmt", "Amt") ?? at(details, "AmtDtls", "InstdAmt", "Amt")
  );
}

/**
 * Parses an ISO 20022 cash-management statement (XML, versions 02 to 08+): CAMT.053 (BkToCstmrStmt,
 * the end-of-day statement), CAMT.052 (BkToCstmrAcctRpt, the intraday report) and CAMT.054
 * (BkToCstmrDbtCdtNtfctn, the debit/credit notification): every booked entry (`Ntry` whose status is
 * BOOK, or has no status) of every statement, report or notification.
 *
 * - The sign comes from CdtDbtInd; amounts are xs:decimal ("." is the decimal mark, never guessed).
 * - The operation date is BookgDt (when the bank booked the entry on the account: what the statement's
 *   balance follows); the value date is ValDt (when it counts for interest). A notification without
 *   BookgDt takes ValDt as its operation date.
 * - A batch entry (several `TxDtls`: a remittance of cheques, a grouped SEPA transfer) becomes one line
 *   per transaction detail, each with its own amount, counterparty, reference and cheque number, when
 *   the details' amounts add up to the entry's; otherwise the entry stays one line (the balance is the
 *   bank's).
 * - The counterparty is the creditor of a debit and the debtor of a credit; the label is the detail's
 *   unstructured remittance information, else the entry's additional information; the reference is
 *   the cheque number (ChqNb), else the bank's AcctSvcrRef, else the end-to-end id.
 * Malformed XML is refused with its line and column; a truncated file with where it stops.
 */
export function parseCamt053Statement(bytes: Uint8Array): StatementParseResult {
  const { text: xml } = decodeText(bytes);
  if (xml.trim() === "") return importError("emptyFile");
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return importError("malformedXml", { line: 1, column: "1" });
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    // The root never closed: the file stops before its end (a cut download).
    if (!/<\/(?:[\w.-]+:)?Document\s*>\s*$/.test(xml)) {
      const end = endOf(xml);
      return importError("truncatedXml", { line: end.line, column: String(end.column) });
    }
    return importError("malformedXml", { line: valid.err.line, column: String(valid.err.col) });
  }
  const document = node(node(parser.parse(xml))?.Document);
  const kind = CAMT_REPORTS.find((candidate) => node(document?.[candidate.root]));
  const report = kind ? node(document?.[kind.root]) : undefined;
  if (!kind || !report) return importError("notCamt053", { line: 1 });
  // Line of each <Ntry> in document order, to name the entry in errors and in the preview.
  const lineAt = lineCounter(xml);
  const entryLines: number[] = [];
  for (const match of xml.matchAll(/<(?:[\w.-]+:)?Ntry[\s>]/g)) entryLines.push(lineAt(match.index));
  const lines: UnfingerprintedLine[] = [];
  let entryIndex = 0;
  for (const statement of list(report[kind.items])) {
    for (const entry of list(statement.Ntry)) {
      const line = entryLines[entryIndex] ?? 1;
      entryIndex += 1;
      if (lines.length >= MAX_STATEMENT_LINES) return importError("tooManyLines", { line });
      const status = text(at(entry, "Sts")) ?? text(at(entry, "Sts", "Cd"));
      if (status !== undefined && status.toUpperCase() !== "BOOK") continue;
      const amount = amountOf(at(entry, "Amt"));
      if (amount.raw === "") return importError("missingAmount", { line, column: "Amt" });
      if (amount.magnitude === null)
        return importError("invalidAmount", { line, column: "Amt", value: amount.raw });
      const indicator = text(at(entry, "CdtDbtInd"));
      if (indicator !== "CRDT" && indicator !== "DBIT") {
        return importError("invalidAmount", { line, column: "CdtDbtInd", value: indicator ?? "" });
      }
      if (!/^[A-Z]{3}$/.test(amount.currency))
        return importError("invalidCurrency", { line, column: "Ccy", value: amount.currency });
      const booked = camtDate(at(entry, "BookgDt"));
      const valueDate = camtDate(at(entry, "ValDt"));
      if (booked === null)
        return importError("invalidDate", {
          line,
          column: "BookgDt",
          value: text(at(entry, "BookgDt", "Dt")),
        });
      if (valueDate === null)
        return importError("invalidDate", { line, column: "ValDt", value: text(at(entry, "ValDt", "Dt")) });
      const date = booked ?? valueDate;
      if (date === undefined) return importError("missingDate", { line, column: "BookgDt" });

      const allDetails = list(at(entry, "NtryDtls")).flatMap((group) => list(group.TxDtls));
      const entryMovement: CamtMovement = {
        magnitude: amount.magnitude,
        indicator,
        currency: amount.currency,
        details: allDetails[0],
      };
      let movements: CamtMovement[] = [entryMovement];
      if (allDetails.length > 1) {
        const split: CamtMovement[] = [];
        for (const details of allDetails) {
          const own = amountOf(detailAmountNode(details));
          const ownIndicator = text(at(details, "CdtDbtInd")) ?? indicator;
          if (own.magnitude === null || (ownIndicator !== "CRDT" && ownIndicator !== "DBIT")) break;
          split.push({
            magnitude: own.magnitude,
            indicator: ownIndicator,
            currency: own.currency || amount.currency,
            details,
          });
        }
        const signed = (movement: CamtMovement) =>
          movement.indicator === "DBIT" ? -movement.magnitude : movement.magnitude;
        const total = split.reduce((sum, movement) => sum + signed(movement), 0);
        if (split.length === allDetails.length && total === signed(entryMovement)) movements = split;
      }

      for (const movement of movements) {
        const details = movement.details;
        const parties = at(details, "RltdPties");
        const counterparty =
          (movement.indicator === "DBIT" ? partyName(at(parties, "Cdtr")) : partyName(at(parties, "Dbtr"))) ??
          null;
        const unstructured = node(at(details, "RmtInf"))?.Ustrd;
        const remittance = (Array.isArray(unstructured) ? unstructured : [])
          .map((value: unknown) => text(value))
          .filter((value): value is string => value !== undefined);
        const entryInfo = text(at(entry, "AddtlNtryInf"));
        const label = (
          (movements.length > 1 ? undefined : entryInfo) ??
          (remittance.length > 0 ? remittance.join(" ") : undefined) ??
          text(at(details, "AddtlTxInf")) ??
          entryInfo ??
          counterparty ??
          ""
        )
          .replace(/\s+/g, " ")
          .trim();
        const endToEnd = text(at(details, "Refs", "EndToEndId"));
        const reference =
          text(at(details, "Refs", "ChqNb")) ??
          (movements.length > 1 ? text(at(details, "Refs", "AcctSvcrRef")) : undefined) ??
          text(at(entry, "AcctSvcrRef")) ??
          (endToEnd && endToEnd !== "NOTPROVIDED" ? endToEnd : undefined) ??
          null;
        lines.push(
          withNormalizedTexts({
            lineNumber: line,
            date,
            valueDate: valueDate ?? null,
            label,
            amountCents: movement.indicator === "DBIT" ? -movement.magnitude : movement.magnitude,
            currency: movement.currency,
            counterparty,
            reference,
          }),
        );
      }
    }
  }
  return { ok: true, format: "camt053", lines: withFingerprints(lines) };
}
