import { type Locale, type MessageKey, translate } from "@trezo/i18n";
import { DomainError, type DomainErrorKind } from "../../../errors/domainError";
import type { EInvoiceError, EInvoiceErrorCode } from "./types";

/** The HTTP-facing kind of each refusal: too big (413), not a file we read (415), else bad input (400). */
const KIND_OF_CODE: Record<EInvoiceErrorCode, DomainErrorKind> = {
  notEInvoice: "unsupported_media",
  unreadablePdf: "unsupported_media",
  pdfWithoutXml: "unsupported_media",
  unsupportedProfile: "unsupported_media",
  malformedXml: "invalid",
  unsafeXml: "invalid",
  missingField: "invalid",
  amountsInconsistent: "invalid",
  neitherParty: "invalid",
  unreadableZip: "invalid",
  emptyZip: "invalid",
  fileTooLarge: "too_large",
  zipTooLarge: "too_large",
};

/** Every refusal code (the keys of KIND_OF_CODE, which the type makes complete). */
export const EINVOICE_ERROR_CODES = Object.keys(KIND_OF_CODE) as EInvoiceErrorCode[];

function messageKeyOf(error: EInvoiceError): { key: MessageKey; params: Record<string, string> } {
  return { key: `einvoice.errors.${error.code}` as MessageKey, params: error.params };
}

/**
 * The user's text for a refused file, in their locale, introduced by the file's name ("« factures.zip/F-12.pdf » :
 * Ce PDF ne contient pas de facture électronique…"). The name and values are the file's own text: the
 * screen renders them as text, never as HTML.
 */
export function eInvoiceErrorMessage(error: EInvoiceError, locale: Locale): string {
  const { key, params } = messageKeyOf(error);
  const message = translate(key, locale, params);
  return translate("einvoice.where.inFile", locale, { file: error.fileName, message });
}

/**
 * A refused file as a DomainError (code `einvoice_<code>`, e.g. einvoice_neitherParty), for a handler
 * that refuses the whole upload: 413 for sizes, 415 for files that are not e-invoices, 400 otherwise.
 * Its message is the code's own (without the file name, which the user just chose).
 */
export function eInvoiceDomainError(error: EInvoiceError): DomainError {
  return new DomainError(KIND_OF_CODE[error.code], `einvoice_${error.code}`, messageKeyOf(error));
}
