import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { z } from "zod";
import type { BillingInvoiceRow } from "./billingQueries";

/**
 * An invoice of Trezo as a PDF with the French legal mentions (Code de commerce L441-9, CGI art. 242
 * nonies A): seller's name, address, SIREN and VAT number; buyer's name, address and VAT number; a number
 * of the one gapless sequence; issue and due dates; each line before VAT; the VAT rate and amount (or the
 * reverse-charge / outside-EU mention); totals; late-payment penalties and the 40 € recovery indemnity.
 */

const partySchema = z.object({
  name: z.string(),
  address: z.string(),
  vatNumber: z.string().nullable().optional(),
  siren: z.string().optional(),
});
const lineSchema = z.object({
  item: z.string(),
  quantity: z.number(),
  unitAmountCents: z.number(),
  amountCents: z.number(),
});

const euros = (cents: number) =>
  `${(cents / 100).toLocaleString("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/\u202f|\u00a0/g, " ")} EUR`;
const frenchDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const ITEM_NAMES: Record<string, string> = {
  additional_user: "Utilisateur supplémentaire",
  additional_bank: "Banque supplémentaire",
  additional_integration: "Intégration supplémentaire",
};

export async function invoicePdf(invoice: BillingInvoiceRow): Promise<Uint8Array> {
  const seller = partySchema.parse(invoice.seller);
  const buyer = partySchema.parse(invoice.buyer);
  const lines = z.array(lineSchema).parse(invoice.lines);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Facture ${invoice.number}`);
  pdf.setAuthor(seller.name);
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 800;
  const text = (value: string, x = 50, size = 10, strong = false) => {
    page.drawText(value, { x, y, size, font: strong ? bold : font });
  };
  const next = (step = 14) => {
    y -= step;
  };
  text(seller.name, 50, 14, true);
  text(`FACTURE N° ${invoice.number}`, 330, 14, true);
  next(18);
  text(seller.address);
  text(`Date d'émission : ${frenchDate(invoice.issuedOn)}`, 330);
  next();
  text(`SIREN : ${seller.siren ?? ""}`);
  text(`Date d'échéance : ${frenchDate(invoice.dueOn)}`, 330);
  next();
  text(`N° TVA intracommunautaire : ${seller.vatNumber ?? ""}`);
  text(`Période : ${frenchDate(invoice.periodStart)} – ${frenchDate(invoice.periodEnd)}`, 330);
  next(30);
  text("Facturé à :", 50, 10, true);
  next();
  text(buyer.name);
  next();
  text(buyer.address);
  next();
  if (buyer.vatNumber) {
    text(`N° TVA : ${buyer.vatNumber}`);
    next();
  }
  next(20);
  text("Désignation", 50, 10, true);
  text("Qté", 330, 10, true);
  text("P.U. HT", 380, 10, true);
  text("Montant HT", 470, 10, true);
  next(16);
  for (const line of lines) {
    text(ITEM_NAMES[line.item] ?? `Abonnement Trezo ${line.item}`);
    text(String(line.quantity), 330);
    text(euros(line.unitAmountCents), 380);
    text(euros(line.amountCents), 470);
    next();
  }
  next(10);
  const totals: Array<[string, number]> = [["Total HT", Number(invoice.subtotalCents)]];
  if (Number(invoice.discountCents) > 0) totals.push(["Remise (coupon)", -Number(invoice.discountCents)]);
  totals.push([`TVA ${(invoice.vatRateBp / 100).toLocaleString("fr-FR")} %`, Number(invoice.vatCents)]);
  totals.push(["Total TTC", Number(invoice.totalCents)]);
  for (const [label, cents] of totals) {
    text(label, 330, 10, label === "Total TTC");
    text(euros(cents), 470, 10, label === "Total TTC");
    next();
  }
  next(10);
  if (invoice.vatTreatment === "reverseCharge") {
    text(
      "Autoliquidation : TVA due par le preneur (article 283-2 du CGI, article 196 de la directive 2006/112/CE).",
      50,
      8,
    );
    next(12);
  } else if (invoice.vatTreatment === "outsideEu") {
    text("TVA non applicable, article 259 B du CGI (prestation à un preneur hors Union européenne).", 50, 8);
    next(12);
  }
  text(invoice.status === "paid" ? "Facture acquittée." : "Paiement non reçu.", 50, 8);
  next(12);
  text("Pas d'escompte pour paiement anticipé.", 50, 8);
  next(12);
  text(
    "Pénalités de retard : trois fois le taux d'intérêt légal, exigibles dès le lendemain de l'échéance.",
    50,
    8,
  );
  next(12);
  text(
    "Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 EUR (art. L441-10 C. com.).",
    50,
    8,
  );
  return pdf.save();
}
