import {
  amountOf,
  dateOf,
  documentTotals,
  partyIds,
  type RawInvoice,
  type RawParty,
  requiredAmount,
  requiredText,
} from "./normalize";
import type { EInvoiceVatLine } from "./types";
import { EInvoiceReadError } from "./types";
import { at, attributeOf, children, first, textOf, type XmlElement } from "./xml";

function ublParty(container: XmlElement | undefined): RawParty {
  const party = first(container, "Party");
  // Identifiers and electronic addresses count only with a French scheme: an unschemed one may be any reference.
  const schemed = [
    ...children(party, "PartyIdentification").flatMap((identification) => children(identification, "ID")),
    ...children(party, "EndpointID"),
  ];
  const ids = [
    ...partyIds(children(party, "PartyLegalEntity").flatMap((legal) => children(legal, "CompanyID"))),
    ...partyIds(schemed, (scheme) => scheme === "0002" || scheme === "0009"),
  ];
  const vatIds = children(party, "PartyTaxScheme")
    .filter((scheme) => (textOf(at(scheme, "TaxScheme", "ID")) ?? "VAT").toUpperCase() === "VAT")
    .map((scheme) => textOf(first(scheme, "CompanyID")))
    .filter((id): id is string => id !== null);
  const name =
    textOf(at(party, "PartyLegalEntity", "RegistrationName")) ?? textOf(at(party, "PartyName", "Name"));
  return { name, ids, vatIds };
}

/**
 * Reads an OASIS UBL 2.1 Invoice or CreditNote (EN 16931 syntax binding, Peppol BIS Billing 3.0) into a
 * RawInvoice: BT-1 cbc:ID, BT-2 cbc:IssueDate, BT-3 cbc:InvoiceTypeCode / cbc:CreditNoteTypeCode,
 * BT-9 cbc:DueDate (a CreditNote's cac:PaymentMeans/cbc:PaymentDueDate), BT-20 cac:PaymentTerms/cbc:Note,
 * BT-5 cbc:DocumentCurrencyCode, BG-23 cac:TaxTotal/cac:TaxSubtotal, BT-84 cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID,
 * cac:LegalMonetaryTotal (BT-106 LineExtensionAmount, BT-109 TaxExclusiveAmount, BT-112 TaxInclusiveAmount,
 * BT-113 PrepaidAmount, BT-114 PayableRoundingAmount, BT-115 PayableAmount), and the parties
 * cac:AccountingSupplierParty / cac:AccountingCustomerParty.
 */
export function readUbl(root: XmlElement, rootName: "Invoice" | "CreditNote"): RawInvoice {
  const creditNote = rootName === "CreditNote";
  const customization = textOf(first(root, "CustomizationID"));
  const currency = requiredText(first(root, "DocumentCurrencyCode"), "BT-5").toUpperCase();
  const totals = first(root, "LegalMonetaryTotal");
  if (!totals) throw new EInvoiceReadError("missingField", { field: "BG-22" });

  const taxTotals = children(root, "TaxTotal");
  const taxTotal =
    taxTotals.find(
      (total) =>
        (attributeOf(first(total, "TaxAmount"), "currencyID") ?? currency).toUpperCase() === currency,
    ) ?? undefined;
  const vatBreakdown: EInvoiceVatLine[] = children(taxTotal, "TaxSubtotal").map((subtotal) => {
    const category = first(subtotal, "TaxCategory");
    return {
      categoryCode: textOf(first(category, "ID")) ?? "S",
      rateHundredths: amountOf(first(category, "Percent"), "BT-119"),
      basisCents: requiredAmount(first(subtotal, "TaxableAmount"), "BT-116"),
      vatCents: requiredAmount(first(subtotal, "TaxAmount"), "BT-117"),
    };
  });

  const paymentMeans = children(root, "PaymentMeans");
  const paymentTerms = children(root, "PaymentTerms");
  const dueDateText =
    textOf(first(root, "DueDate")) ??
    paymentMeans.map((means) => textOf(first(means, "PaymentDueDate"))).find((date) => date !== null) ??
    paymentTerms.map((terms) => textOf(first(terms, "PaymentDueDate"))).find((date) => date !== null) ??
    null;
  const notes = paymentTerms
    .flatMap((terms) => children(terms, "Note"))
    .map(textOf)
    .filter((note): note is string => note !== null);
  const iban =
    paymentMeans.map((means) => textOf(at(means, "PayeeFinancialAccount", "ID"))).find((id) => id !== null) ??
    null;

  const lineNetAmounts = children(root, creditNote ? "CreditNoteLine" : "InvoiceLine").map((line) =>
    requiredAmount(first(line, "LineExtensionAmount"), "BT-131"),
  );

  return {
    profile: customization?.toLowerCase().includes("urn:cen.eu:en16931:2017") ? "EN 16931" : "UBL",
    typeCode:
      textOf(first(root, creditNote ? "CreditNoteTypeCode" : "InvoiceTypeCode")) ??
      (creditNote ? "381" : "380"),
    creditNoteRoot: creditNote,
    number: requiredText(first(root, "ID"), "BT-1"),
    issueDate: dateOf(requiredText(first(root, "IssueDate"), "BT-2"), "BT-2") as string,
    dueDate: dateOf(dueDateText, "BT-9"),
    paymentTerms: notes.length > 0 ? notes.join(" ") : null,
    currency,
    lineNetAmounts,
    ...documentTotals(totals, {
      lineTotal: "LineExtensionAmount",
      allowanceTotal: "AllowanceTotalAmount",
      chargeTotal: "ChargeTotalAmount",
      taxBasisTotal: "TaxExclusiveAmount",
      grandTotal: "TaxInclusiveAmount",
      prepaid: "PrepaidAmount",
      rounding: "PayableRoundingAmount",
      duePayable: "PayableAmount",
    }),
    vatTotal: amountOf(first(taxTotal, "TaxAmount"), "BT-110"),
    vatBreakdown,
    seller: ublParty(first(root, "AccountingSupplierParty")),
    buyer: ublParty(first(root, "AccountingCustomerParty")),
    payeeIban: iban,
  };
}
