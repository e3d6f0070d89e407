import { parseRate } from "@trezo/domain";
import { XMLParser, XMLValidator } from "fast-xml-parser";

/** One reference rate: `rate` units of `currency` for one euro on `date` (decimal text, exact). */
export interface EcbRate {
  currency: string;
  date: string;
  rate: string;
}

/** Why an ECB file was refused (the message key's `reason`). */
export class EcbRatesError extends Error {}

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** "2024-01-05" or the daily CSV's "05 January 2024" as an ISO date; null otherwise. */
function isoDateOf(text: string): string | null {
  const trimmed = text.trim();
  let iso: string | null = null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) iso = trimmed;
  const long = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(trimmed);
  if (long) {
    const month = MONTHS.indexOf((long[2] ?? "").toLowerCase()) + 1;
    if (month > 0) iso = `${long[3]}-${String(month).padStart(2, "0")}-${(long[1] ?? "").padStart(2, "0")}`;
  }
  if (!iso) return null;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === iso ? iso : null;
}

/** A rate as published, checked (positive decimal, at most 12 decimals) and without trailing zeros. */
function checkedRate(text: string, where: string): string {
  const trimmed = text.trim();
  try {
    parseRate(trimmed);
  } catch {
    throw new EcbRatesError(`${where}: "${trimmed.slice(0, 20)}"`);
  }
  return trimmed.includes(".") ? trimmed.replace(/0+$/, "").replace(/\.$/, "") : trimmed;
}

/**
 * A currency code of the file: three capitals other than EUR. The history lists currencies since
 * withdrawn (CYP, SIT…), which the runtime's ISO list no longer knows: they are kept as published.
 */
function checkedCurrency(text: string, where: string): string {
  const code = text.trim();
  if (!/^[A-Z]{3}$/.test(code) || code === "EUR") throw new EcbRatesError(`${where}: "${code.slice(0, 20)}"`);
  return code;
}

/**
 * The ECB's CSV files: eurofxref-hist.csv ("Date,USD,JPY,…," then "2024-01-05,1.0921,158.4,N/A,…") and the
 * daily eurofxref.csv ("Date, USD, …" then "05 January 2024, 1.0921, …"). "N/A" and empty cells are skipped
 * (currencies that did not exist on that day).
 */
function parseEcbCsv(text: string): EcbRate[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "");
  const header = (lines[0] ?? "").split(",").map((cell) => cell.trim());
  if (header[0] !== "Date") throw new EcbRatesError('the first column is not "Date"');
  const currencies = header.map((cell, index) =>
    index === 0 || cell === "" ? null : checkedCurrency(cell, "column"),
  );
  const rates: EcbRate[] = [];
  lines.slice(1).forEach((line, index) => {
    const cells = line.split(",");
    const date = isoDateOf(cells[0] ?? "");
    if (!date) throw new EcbRatesError(`line ${index + 2}: date "${(cells[0] ?? "").slice(0, 20)}"`);
    cells.forEach((cell, column) => {
      const currency = currencies[column];
      const value = cell.trim();
      if (!currency || value === "" || value === "N/A") return;
      rates.push({ currency, date, rate: checkedRate(value, `line ${index + 2} ${currency}`) });
    });
  });
  return rates;
}

/**
 * The parser of the ECB's XML (gesmes:Envelope > Cube > Cube time > Cube currency rate). No DOCTYPE ever
 * reaches it (parseEcbXml refuses them first), so no entity is expanded: no XXE, no billion laughs.
 */
const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name) => name === "Cube",
});

type XmlNode = { [key: string]: unknown };

function childCubes(node: unknown): XmlNode[] {
  if (typeof node !== "object" || node === null || !("Cube" in node)) return [];
  const cubes = node.Cube;
  return Array.isArray(cubes)
    ? cubes.filter((cube): cube is XmlNode => typeof cube === "object" && cube !== null)
    : [];
}

/** eurofxref-daily.xml, eurofxref-hist-90d.xml, eurofxref-hist.xml. */
function parseEcbXml(text: string): EcbRate[] {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new EcbRatesError("DOCTYPE or ENTITY declarations are refused");
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new EcbRatesError(`malformed XML (line ${valid.err.line})`);
  const document: XmlNode = xmlParser.parse(text);
  const envelope = document.Envelope;
  if (typeof envelope !== "object" || envelope === null) throw new EcbRatesError("no gesmes:Envelope");
  const rates: EcbRate[] = [];
  for (const outer of childCubes(envelope)) {
    for (const day of childCubes(outer)) {
      const date = isoDateOf(String(day["@_time"] ?? ""));
      if (!date) throw new EcbRatesError(`time "${String(day["@_time"] ?? "").slice(0, 20)}"`);
      for (const entry of childCubes(day)) {
        const currency = checkedCurrency(String(entry["@_currency"] ?? ""), date);
        rates.push({
          currency,
          date,
          rate: checkedRate(String(entry["@_rate"] ?? ""), `${date} ${currency}`),
        });
      }
    }
  }
  return rates;
}

/**
 * The rates of an ECB reference-rates file, CSV or XML (told by its first character). Throws
 * EcbRatesError with the reason; an empty list means the file held no rate.
 */
export function parseEcbRates(text: string): EcbRate[] {
  const body = text.replace(/^\uFEFF/, "");
  return /^\s*</.test(body) ? parseEcbXml(body) : parseEcbCsv(body);
}
