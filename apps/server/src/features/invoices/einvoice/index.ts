export { eInvoiceDomainError, eInvoiceErrorMessage } from "./errors";
export { readEInvoices } from "./readEInvoices";
export type {
  EInvoice,
  EInvoiceError,
  EInvoiceErrorCode,
  EInvoiceFormat,
  EInvoiceParty,
  EInvoiceProfile,
  EInvoiceReadResult,
  EInvoiceVatLine,
} from "./types";
export { EINVOICE_LIMITS } from "./types";
