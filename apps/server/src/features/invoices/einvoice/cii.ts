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
import type { EInvoiceProfile, EInvoiceVatLine } from "./types";
import { EInvoiceReadError } from "./types";
import { at, attributeOf, children, first, textOf, type XmlElement } from "./xml";

/**
 * The profile of a CII document from its guideline id (BT-24), Factur-X 1.0 and ZUGFeRD 2.x alike:
 * urn:factur-x.eu:1p0:minimum, …:basicwl, urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic,
 * urn:cen.eu:en16931:2017 (and its CIUS, XRechnung included), …#conformant#urn:factur-x.eu:1p0:extended.
 * Anything else is unsupportedProfile.
 */
export function ciiProfileOf(guideline: string | null): EInvoiceProfile {
  const id = (guideline ?? "").trim().toLowerCase();
  const named = /(?:factur-x\.eu:1p0|zugferd\.de:2p0):(minimum|basicwl|basic|en16931|extended)\b/.exec(
    id,
  )?.[1];
  if (named === "minimum") return "MINIMUM";
  if (named === "basicwl") return "BASIC WL";
  if (named === "basic") return "BASIC";
  // "#conformant#" marks an extension of EN 16931 (Factur-X EXTENDED, the XRechnung extension).
  if (named === "extended" || id.includes("#conformant#")) return "EXTENDED";
  if (named === "en16931" || id.startsWith("urn:cen.eu:en16931:2017")) return "EN 16931";
  throw new EInvoiceReadError("unsupportedProfile", { value: guideline ?? "?" });
}

/** A udt:DateTimeString (format 102: YYYYMMDD) under `node`. */
function ciiDate(node: XmlElement | undefined, term: string): string | null {
  const dateTime = first(node, "DateTimeString");
  return dateOf(textOf(dateTime), term);
}

function ciiParty(party: XmlElement | undefined): RawParty {
  const ids = [
    ...partyIds(children(party, "SpecifiedLegalOrganization").flatMap((legal) => children(legal, "ID"))),
    ...partyIds(children(party, "GlobalID"), (scheme) => scheme !== null),
  ];
  const vatIds = children(party, "SpecifiedTaxRegistration")
    .flatMap((registration) => children(registration, "ID"))
    .filter((id) => (attributeOf(id, "schemeID") ?? "VA").toUpperCase() === "VA")
    .map(textOf)
    .filter((id): id is string => id !== null);
  const name =
    textOf(first(party, "Name")) ?? textOf(at(party, "SpecifiedLegalOrganization", "TradingBusinessName"));
  return { name, ids, vatIds };
}

/** Lines that only inform or detail a group line (EXTENDED) are not summed. */
function countsInTotals(line: XmlElement): boolean {
  const status = textOf(at(line, "AssociatedDocumentLineDocument", "LineStatusReasonCode"))?.toUpperCase();
  return status !== "DETAIL" && status !== "INFORMATION";
}

/**
 * Reads a UN/CEFACT CrossIndustryInvoice (D16B, the syntax of Factur-X and ZUGFeRD 2) into a RawInvoice:
 * BT-1 ExchangedDocument/ID, BT-3 TypeCode, BT-2 IssueDateTime; in ApplicableHeaderTradeSettlement:
 * BT-5 InvoiceCurrencyCode, BT-9 SpecifiedTradePaymentTerms/DueDateDateTime, BT-20 its Description,
 * BG-23 ApplicableTradeTax, BT-84 SpecifiedTradeSettlementPaymentMeans/PayeePartyCreditorFinancialAccount/IBANID,
 * and the monetary summation (BT-106 LineTotalAmount, BT-107/108, BT-109 TaxBasisTotalAmount,
 * BT-110 TaxTotalAmount in the invoice currency, BT-112 GrandTotalAmount, BT-113 TotalPrepaidAmount,
 * BT-114 RoundingAmount, BT-115 DuePayableAmount); seller and buyer from ApplicableHeaderTradeAgreement.
 */
export function readCii(root: XmlElement): RawInvoice {
  const profile = ciiProfileOf(
    textOf(at(root, "ExchangedDocumentContext", "GuidelineSpecifiedDocumentContextParameter", "ID")),
  );
  const document = first(root, "ExchangedDocument");
  const transaction = first(root, "SupplyChainTradeTransaction");
  const agreement = first(transaction, "ApplicableHeaderTradeAgreement");
  const settlement = first(transaction, "ApplicableHeaderTradeSettlement");
  if (!document || !transaction || !settlement)
    throw new EInvoiceReadError("missingField", { field: "BG-22" });
  const summation = first(settlement, "SpecifiedTradeSettlementHeaderMonetarySummation");
  if (!summation) throw new EInvoiceReadError("missingField", { field: "BG-22" });

  const currency = requiredText(first(settlement, "InvoiceCurrencyCode"), "BT-5").toUpperCase();
  const vatTotals = children(summation, "TaxTotalAmount");
  const vatTotalNode =
    vatTotals.find((node) => (attributeOf(node, "currencyID") ?? currency).toUpperCase() === currency) ??
    undefined;

  const vatBreakdown: EInvoiceVatLine[] = children(settlement, "ApplicableTradeTax").map((tax) => {
    const rate = amountOf(first(tax, "RateApplicablePercent"), "BT-119");
    return {
      categoryCode: textOf(first(tax, "CategoryCode")) ?? "S",
      rateHundredths: rate,
      basisCents: requiredAmount(first(tax, "BasisAmount"), "BT-116"),
      vatCents: requiredAmount(first(tax, "CalculatedAmount"), "BT-117"),
    };
  });

  const terms = children(settlement, "SpecifiedTradePaymentTerms");
  const termsText = terms
    .flatMap((term) => children(term, "Description"))
    .map(textOf)
    .filter((text): text is string => text !== null);
  const dueDate =
    terms.map((term) => ciiDate(first(term, "DueDateDateTime"), "BT-9")).find((date) => date !== null) ??
    null;

  const iban =
    children(settlement, "SpecifiedTradeSettlementPaymentMeans")
      .map((means) => textOf(at(means, "PayeePartyCreditorFinancialAccount", "IBANID")))
      .find((value) => value !== null) ?? null;

  const lineNetAmounts = children(transaction, "IncludedSupplyChainTradeLineItem")
    .filter(countsInTotals)
    .map((line) =>
      requiredAmount(
        at(
          line,
          "SpecifiedLineTradeSettlement",
          "SpecifiedTradeSettlementLineMonetarySummation",
          "LineTotalAmount",
        ),
        "BT-131",
      ),
    );

  return {
    profile,
    typeCode: requiredText(first(document, "TypeCode"), "BT-3"),
    creditNoteRoot: false,
    number: requiredText(first(document, "ID"), "BT-1"),
    issueDate: ciiDate(first(document, "IssueDateTime"), "BT-2") ?? missing("BT-2"),
    dueDate,
    paymentTerms: termsText.length > 0 ? termsText.join(" ") : null,
    currency,
    lineNetAmounts,
    ...documentTotals(summation, {
      lineTotal: "LineTotalAmount",
      allowanceTotal: "AllowanceTotalAmount",
      chargeTotal: "ChargeTotalAmount",
      taxBasisTotal: "TaxBasisTotalAmount",
      grandTotal: "GrandTotalAmount",
      prepaid: "TotalPrepaidAmount",
      rounding: "RoundingAmount",
      duePayable: "DuePayableAmount",
    }),
    vatTotal: amountOf(vatTotalNode, "BT-110"),
    vatBreakdown,
    seller: ciiParty(first(agreement, "SellerTradeParty")),
    buyer: ciiParty(first(agreement, "BuyerTradeParty")),
    payeeIban: iban,
  };
}

function missing(term: string): never {
  throw new EInvoiceReadError("missingField", { field: term });
}
