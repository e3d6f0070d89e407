import { readCii } from "./cii";
import { finishInvoice } from "./normalize";
import { extractPdfInvoiceXml, looksLikePdf } from "./pdf";
import {
  EINVOICE_LIMITS,
  type EInvoice,
  type EInvoiceError,
  type EInvoiceFormat,
  EInvoiceReadError,
  type EInvoiceReadResult,
} from "./types";
import { readUbl } from "./ubl";
import { looksLikeXml, parseXmlDocument } from "./xml";
import { looksLikeZip, unzipEInvoices } from "./zip";

/** The namespace of a CII invoice's root (D16B, as Factur-X and ZUGFeRD 2 use it). */
const CII_NAMESPACE = "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100";
/** The namespaces of UBL 2.1 roots: …Invoice-2 and …CreditNote-2. */
const UBL_NAMESPACE_PREFIX = "urn:oasis:names:specification:ubl:schema:xsd:";

/** One XML document read as an invoice (CII or UBL, told by its root element). */
function invoiceOfXml(
  xml: Uint8Array,
  source: { fileName: string; format: EInvoiceFormat; attachmentName: string | null },
  companySiren: string,
): EInvoice {
  const { rootName, rootNamespace, root } = parseXmlDocument(xml);
  if (rootName === "CrossIndustryInvoice" && rootNamespace === CII_NAMESPACE) {
    return finishInvoice(
      readCii(root),
      { ...source, format: source.format === "factur-x" ? "factur-x" : "cii" },
      companySiren,
    );
  }
  if (
    (rootName === "Invoice" || rootName === "CreditNote") &&
    rootNamespace === `${UBL_NAMESPACE_PREFIX}${rootName}-2`
  ) {
    // A hybrid PDF carrying UBL (some XRechnung senders) reads as UBL; its attachment name says it came in a PDF.
    return finishInvoice(readUbl(root, rootName), { ...source, format: "ubl" }, companySiren);
  }
  if (rootName === "CrossIndustryDocument")
    throw new EInvoiceReadError("unsupportedProfile", { value: "ZUGFeRD 1.0" });
  throw new EInvoiceReadError("notEInvoice");
}

/** One file (uploaded alone or found in a zip): a PDF carrying its XML, or an XML. */
async function readOne(name: string, bytes: Uint8Array, companySiren: string): Promise<EInvoice> {
  if (bytes.byteLength === 0) throw new EInvoiceReadError("notEInvoice");
  // XML first: a PDF never starts with "<", while an XML comment could hold "%PDF-".
  if (looksLikeXml(bytes))
    return invoiceOfXml(bytes, { fileName: name, format: "cii", attachmentName: null }, companySiren);
  if (looksLikePdf(bytes)) {
    const attachment = await extractPdfInvoiceXml(bytes);
    return invoiceOfXml(
      attachment.xml,
      { fileName: name, format: "factur-x", attachmentName: attachment.name },
      companySiren,
    );
  }
  throw new EInvoiceReadError("notEInvoice");
}

function errorOf(fileName: string, error: unknown): EInvoiceError {
  // Anything a reader did not foresee (a library's own exception on a hostile file) is still the
  // file's fault: the user hears "not an e-invoice", never a server error.
  if (error instanceof EInvoiceReadError) return { fileName, code: error.code, params: error.params };
  return { fileName, code: "notEInvoice", params: {} };
}

/**
 * Reads the e-invoices of one uploaded file, for the company of SIREN `company.siren`.
 *
 * **Takes**: a Factur-X / ZUGFeRD 2 / XRechnung PDF (PDF/A-3 with its CII XML attached as factur-x.xml,
 * zugferd-invoice.xml or xrechnung.xml; profiles MINIMUM, BASIC WL, BASIC, EN 16931, EXTENDED), a CII
 * XML (rsm:CrossIndustryInvoice, UN/CEFACT D16B), a UBL 2.1 XML (Invoice or CreditNote), or a zip of
 * such files (read entry by entry; folders, __MACOSX/ and dot files skipped; no zip inside a zip).
 *
 * **Gives** `{ invoices, errors }`: one normalised {@link EInvoice} per invoice read, and one
 * {@link EInvoiceError} per file refused (its name, a code, the values of its message). A zip can give
 * both: good entries are read even when others are refused; the caller decides whether to import the
 * good ones (preview) or refuse all. A refused single file gives `{ invoices: [], errors: [one] }`.
 * It never throws for a bad file: every failure is a typed error, localised with
 * `eInvoiceErrorMessage`, or turned into a DomainError with `eInvoiceDomainError` (never a 500).
 *
 * **Normalised**: amounts are integer cents read exactly from the decimal text (never floating point),
 * a credit note's amounts are negative, `amountDueCents` is BT-115 (what is still to pay when part is
 * prepaid), `direction` is "customer" when the company (by SIREN, scheme 0002 / SIRET / French VAT id)
 * is the seller and "supplier" when it is the buyer; an invoice naming neither is refused
 * (`neitherParty`). `dueDate` is null when the invoice states none (MINIMUM profile): the caller
 * decides the expected date with `expectedPaymentDate` of @trezo/domain (the counterparty's terms,
 * else the category's window) and shows the rule it used.
 *
 * **Refuses** (codes of `EInvoiceErrorCode`): not an e-invoice, unreadable PDF, PDF without XML,
 * malformed XML, XML with a DOCTYPE or entities (XXE, billion laughs: never expanded), unsupported
 * format or profile, missing field, inconsistent amounts (EN 16931 rules BR-CO-10/13/14/15/16), the
 * company on neither side, a file over 20 MB, a zip of more than 500 files or 100 MB uncompressed.
 *
 * Pure and stateless: reads nothing from the database and stores nothing; PDF parsing is CPU work
 * (a large zip is worth running in a job).
 */
export async function readEInvoices(
  file: { name: string; bytes: Uint8Array },
  company: { siren: string },
): Promise<EInvoiceReadResult> {
  if (file.bytes.byteLength > EINVOICE_LIMITS.maxFileBytes) {
    return {
      invoices: [],
      errors: [
        {
          fileName: file.name,
          code: "fileTooLarge",
          params: { max: String(EINVOICE_LIMITS.maxFileBytes / 1024 / 1024) },
        },
      ],
    };
  }
  if (!looksLikeZip(file.bytes)) {
    try {
      return { invoices: [await readOne(file.name, file.bytes, company.siren)], errors: [] };
    } catch (error) {
      return { invoices: [], errors: [errorOf(file.name, error)] };
    }
  }
  let entries: Array<{ name: string; bytes: Uint8Array }>;
  try {
    entries = unzipEInvoices(file.bytes);
  } catch (error) {
    return { invoices: [], errors: [errorOf(file.name, error)] };
  }
  const result: EInvoiceReadResult = { invoices: [], errors: [] };
  for (const entry of entries) {
    const entryName = `${file.name}/${entry.name}`;
    try {
      if (looksLikeZip(entry.bytes)) throw new EInvoiceReadError("notEInvoice");
      result.invoices.push(await readOne(entryName, entry.bytes, company.siren));
    } catch (error) {
      result.errors.push(errorOf(entryName, error));
    }
  }
  return result;
}
