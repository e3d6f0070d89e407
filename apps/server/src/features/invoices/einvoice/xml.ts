import { XMLParser, XMLValidator } from "fast-xml-parser";
import { EINVOICE_LIMITS, EInvoiceReadError } from "./types";

/**
 * A parsed XML element: fast-xml-parser's plain object, every child element in an array (isArray for
 * all tags), attributes under "@_name", text under "#text". Namespace prefixes are removed (rsm:, ram:,
 * cbc:, cac: are read by local name).
 */
export type XmlElement = { [key: string]: unknown };

/**
 * The parser: no DOCTYPE ever reaches it (parseXmlDocument refuses them first), so no entity of the
 * document is ever expanded (no XXE, no billion laughs); only the five predefined XML entities and
 * character references are decoded. Values stay strings (never numbers: amounts are read exactly by
 * parseDecimalHundredths).
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  // Decodes character references (&#233; &#x20AC;) and named HTML ones, from a fixed table: never a
  // definition of the document (there is no DOCTYPE).
  htmlEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: EINVOICE_LIMITS.maxXmlDepth,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});

/** The text of bytes: UTF-16 by its byte-order mark, ISO-8859-1/Windows-1252 when the declaration says so, else UTF-8. */
export function decodeXmlBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 200));
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w.-]+)["']/i.exec(head)?.[1]?.toLowerCase();
  const encoding =
    declared === "iso-8859-1" ||
    declared === "latin1" ||
    declared === "windows-1252" ||
    declared === "iso-8859-15"
      ? "windows-1252"
      : "utf-8";
  return new TextDecoder(encoding).decode(bytes).replace(/^\uFEFF/, "");
}

/** Whether bytes look like an XML document (after a BOM and white space, a "<"). */
export function looksLikeXml(bytes: Uint8Array): boolean {
  const text = decodeXmlBytes(bytes.subarray(0, 512));
  return /^\s*</.test(text);
}

/**
 * The namespace URI of the document's root element, read from its start tag (the parser drops xmlns
 * attributes): the default namespace, or the one its prefix is bound to; null when undeclared.
 */
function rootNamespaceOf(xml: string): string | null {
  const body = xml.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, "");
  const start =
    /<(?:([A-Za-z_][\w.-]*):)?[A-Za-z_][\w.-]*((?:\s+[^\s=>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*\/?>/.exec(body);
  if (!start) return null;
  const attribute = start[1] ? `xmlns:${start[1]}` : "xmlns";
  const declared = new RegExp(`\\s${attribute.replace(/[.]/g, "\\.")}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(
    start[2] ?? "",
  );
  return declared ? (declared[1] ?? declared[2] ?? null) : null;
}

/**
 * Parses an XML document safely into its root element, the root's local name and its namespace. Refuses, with a
 * typed error: a document over the size limit, any DOCTYPE or ENTITY declaration (unsafeXml), a
 * document that is not well formed (malformedXml, with line and column), nesting beyond the limit.
 */
export function parseXmlDocument(bytes: Uint8Array): {
  rootName: string;
  rootNamespace: string | null;
  root: XmlElement;
} {
  if (bytes.byteLength > EINVOICE_LIMITS.maxXmlBytes) {
    throw new EInvoiceReadError("fileTooLarge", { max: String(EINVOICE_LIMITS.maxXmlBytes / 1024 / 1024) });
  }
  const xml = decodeXmlBytes(bytes);
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new EInvoiceReadError("unsafeXml");
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new EInvoiceReadError("malformedXml", {
      line: String(valid.err.line),
      column: String(valid.err.col),
    });
  }
  let parsed: unknown;
  try {
    parsed = parser.parse(xml);
  } catch {
    throw new EInvoiceReadError("malformedXml", { line: "1", column: "1" });
  }
  const document = element(parsed);
  const rootName = document
    ? Object.keys(document).find((key) => !key.startsWith("@_") && key !== "#text")
    : undefined;
  const root = rootName ? first(document, rootName) : undefined;
  if (!rootName || !root) throw new EInvoiceReadError("notEInvoice");
  return { rootName, rootNamespace: rootNamespaceOf(xml), root };
}

/** The value as an element, or undefined. */
export function element(value: unknown): XmlElement | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as XmlElement)
    : undefined;
}

/** Every child element of that local name. */
export function children(parent: XmlElement | undefined, name: string): XmlElement[] {
  const value = parent?.[name];
  const items = Array.isArray(value) ? (value as unknown[]) : value === undefined ? [] : [value];
  return items
    .map((item) => (typeof item === "string" ? { "#text": item } : element(item)))
    .filter((item) => item !== undefined);
}

/** The first child element of that local name. */
export function first(parent: XmlElement | undefined, name: string): XmlElement | undefined {
  return children(parent, name)[0];
}

/** Follows a path of local names, taking the first element at each step. */
export function at(parent: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let current = parent;
  for (const name of path) {
    current = first(current, name);
    if (!current) return undefined;
  }
  return current;
}

/** An element's trimmed text (with inner white space runs made single spaces), or null when empty. */
export function textOf(node: XmlElement | undefined): string | null {
  const value = node?.["#text"];
  if (typeof value !== "string" && typeof value !== "number") return null;
  const text = String(value).replace(/\s+/g, " ").trim();
  return text === "" ? null : text;
}

/** An attribute's trimmed value, or null. */
export function attributeOf(node: XmlElement | undefined, name: string): string | null {
  const value = node?.[`@_${name}`];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}
