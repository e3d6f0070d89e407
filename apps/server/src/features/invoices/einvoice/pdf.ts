import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
} from "@cantoo/pdf-lib";
import { Unzlib } from "fflate";
import { EINVOICE_LIMITS, EInvoiceReadError } from "./types";

/** The attachment names of the e-invoice standards, in the order they are looked for (lower case). */
const EINVOICE_ATTACHMENT_NAMES = ["factur-x.xml", "zugferd-invoice.xml", "xrechnung.xml", "zugferd.xml"];

/** How deep an EmbeddedFiles name tree is followed (a cycle or a hostile tree stops there). */
const MAX_NAME_TREE_DEPTH = 16;

/** Whether bytes start like a PDF ("%PDF-" in the first kilobyte, as readers accept). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  return head.includes("%PDF-");
}

function textOfPdf(value: unknown): string | null {
  return value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : null;
}

/** A file specification's name: /UF (Unicode), else /F, else the name tree's key. */
function fileSpecName(spec: PDFDict, key: string | null): string | null {
  return textOfPdf(spec.lookup(PDFName.of("UF"))) ?? textOfPdf(spec.lookup(PDFName.of("F"))) ?? key;
}

/** Every file specification of the EmbeddedFiles name tree (its Names pairs and its Kids), bounded. */
function nameTreeSpecs(
  node: unknown,
  depth: number,
  seen: Set<unknown>,
  out: Array<{ name: string | null; spec: PDFDict }>,
) {
  if (!(node instanceof PDFDict) || depth > MAX_NAME_TREE_DEPTH || seen.has(node)) return;
  seen.add(node);
  const names = node.lookup(PDFName.of("Names"));
  if (names instanceof PDFArray) {
    for (let index = 0; index + 1 < names.size(); index += 2) {
      const spec = names.lookup(index + 1);
      if (spec instanceof PDFDict)
        out.push({ name: fileSpecName(spec, textOfPdf(names.lookup(index))), spec });
    }
  }
  const kids = node.lookup(PDFName.of("Kids"));
  if (kids instanceof PDFArray) {
    for (let index = 0; index < kids.size(); index += 1)
      nameTreeSpecs(kids.lookup(index), depth + 1, seen, out);
  }
}

/** A zlib stream inflated, refused past `max` bytes (a small stream can expand a thousandfold). */
function boundedUnzlib(data: Uint8Array, max: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const inflater = new Unzlib((chunk) => {
    total += chunk.length;
    if (total > max) throw new EInvoiceReadError("fileTooLarge", { max: String(max / 1024 / 1024) });
    chunks.push(chunk);
  });
  const step = 4096;
  for (let offset = 0; offset < data.length; offset += step) {
    inflater.push(data.subarray(offset, offset + step), offset + step >= data.length);
  }
  const out = new Uint8Array(total);
  let position = 0;
  for (const chunk of chunks) {
    out.set(chunk, position);
    position += chunk.length;
  }
  return out;
}

/** The bytes of an embedded file's stream: unfiltered, FlateDecode (bounded), or another filter by pdf-lib. */
function embeddedBytes(spec: PDFDict): Uint8Array | null {
  const files = spec.lookup(PDFName.of("EF"));
  if (!(files instanceof PDFDict)) return null;
  const stream = files.lookup(PDFName.of("F")) ?? files.lookup(PDFName.of("UF"));
  if (!(stream instanceof PDFRawStream)) return null;
  const filter = stream.dict.lookup(PDFName.of("Filter"));
  const filters =
    filter instanceof PDFName
      ? [filter.asString()]
      : filter instanceof PDFArray
        ? filter.asArray().map((item) => (item instanceof PDFName ? item.asString() : "?"))
        : [];
  const max = EINVOICE_LIMITS.maxXmlBytes;
  if (filters.length === 0) return stream.contents;
  if (filters.length === 1 && filters[0] === "/FlateDecode" && !stream.dict.has(PDFName.of("DecodeParms"))) {
    return boundedUnzlib(stream.contents, max);
  }
  const decoded = decodePDFRawStream(stream).decode();
  if (decoded.length > max) throw new EInvoiceReadError("fileTooLarge", { max: String(max / 1024 / 1024) });
  return decoded;
}

/**
 * The e-invoice XML a Factur-X / ZUGFeRD / XRechnung PDF carries: its attachments are the catalog's
 * /Names /EmbeddedFiles name tree (followed through /Kids) and the catalog's /AF array (PDF/A-3
 * associated files); the one named factur-x.xml (else zugferd-invoice.xml, xrechnung.xml) is taken,
 * else the only XML attachment. unreadablePdf when the file is cut short (no %%EOF) or pdf-lib cannot open it, pdfWithoutXml when
 * it holds no XML. pdf-lib runs tolerant (an invalid object is skipped, as PDF readers do): the XML
 * found is checked on its own anyway.
 */
export async function extractPdfInvoiceXml(bytes: Uint8Array): Promise<{ name: string; xml: Uint8Array }> {
  // A PDF ends with %%EOF (readers allow some trailing bytes): without it the file was cut short.
  const tail = new TextDecoder("latin1").decode(bytes.subarray(Math.max(0, bytes.length - 1024)));
  if (!tail.includes("%%EOF")) throw new EInvoiceReadError("unreadablePdf");
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
  } catch {
    throw new EInvoiceReadError("unreadablePdf");
  }
  const specs: Array<{ name: string | null; spec: PDFDict }> = [];
  try {
    const catalog = document.catalog;
    const names = catalog.lookup(PDFName.of("Names"));
    if (names instanceof PDFDict)
      nameTreeSpecs(names.lookup(PDFName.of("EmbeddedFiles")), 0, new Set(), specs);
    const associated = catalog.lookup(PDFName.of("AF"));
    if (associated instanceof PDFArray) {
      for (let index = 0; index < associated.size(); index += 1) {
        const spec = associated.lookup(index);
        if (spec instanceof PDFDict && !specs.some((known) => known.spec === spec)) {
          specs.push({ name: fileSpecName(spec, null), spec });
        }
      }
    }
  } catch {
    throw new EInvoiceReadError("unreadablePdf");
  }
  const xmlSpecs = specs.filter((item) => item.name?.toLowerCase().endsWith(".xml"));
  const chosen =
    EINVOICE_ATTACHMENT_NAMES.map((wanted) =>
      xmlSpecs.find((item) => item.name?.toLowerCase() === wanted),
    ).find((item) => item !== undefined) ?? (xmlSpecs.length === 1 ? xmlSpecs[0] : undefined);
  if (!chosen) throw new EInvoiceReadError("pdfWithoutXml");
  let xml: Uint8Array | null;
  try {
    xml = embeddedBytes(chosen.spec);
  } catch (error) {
    if (error instanceof EInvoiceReadError) throw error;
    throw new EInvoiceReadError("unreadablePdf");
  }
  if (xml === null) throw new EInvoiceReadError("pdfWithoutXml");
  return { name: chosen.name ?? "factur-x.xml", xml };
}
