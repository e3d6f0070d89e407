import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PDFDict, PDFDocument, PDFName } from "@cantoo/pdf-lib";
import { expectedPaymentDate } from "@trezo/domain";
import { LOCALES, type MessageKey, translate } from "@trezo/i18n";
import fc from "fast-check";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { EINVOICE_ERROR_CODES, eInvoiceDomainError, eInvoiceErrorMessage } from "./errors";
import {
  COMPANY,
  CUSTOMER,
  ciiXml,
  expectedTotals,
  SPECS,
  SUPPLIER,
  UBL_SPECS,
} from "./fixtures/generateFixtures";
import { readEInvoices } from "./readEInvoices";
import type { EInvoice, EInvoiceError, EInvoiceErrorCode } from "./types";

const FIXTURES = join(import.meta.dirname, "fixtures");
const company = { siren: COMPANY.siren };

function fixture(name: string): { name: string; bytes: Uint8Array } {
  return { name, bytes: new Uint8Array(readFileSync(join(FIXTURES, name))) };
}

async function readOne(name: string): Promise<EInvoice> {
  const result = await readEInvoices(fixture(name), company);
  expect(result.errors).toEqual([]);
  expect(result.invoices).toHaveLength(1);
  return result.invoices[0] as EInvoice;
}

async function refusal(file: { name: string; bytes: Uint8Array }): Promise<EInvoiceErrorCode> {
  const result = await readEInvoices(file, company);
  expect(result.invoices).toEqual([]);
  expect(result.errors).toHaveLength(1);
  return result.errors[0]?.code as EInvoiceErrorCode;
}

const text = (xml: string, name = "x.xml") => ({ name, bytes: new TextEncoder().encode(xml) });

describe("Factur-X PDFs of each profile (committed fixtures)", () => {
  it("MINIMUM: totals and parties, no due date, no breakdown; the expected date then comes from the counterparty's terms", async () => {
    const invoice = await readOne("facturx-minimum.pdf");
    const totals = expectedTotals(SPECS.minimum);
    expect(invoice).toMatchObject({
      source: { fileName: "facturx-minimum.pdf", format: "factur-x", attachmentName: "factur-x.xml" },
      profile: "MINIMUM",
      documentType: "invoice",
      direction: "supplier",
      number: "FD-2026-0101",
      issueDate: "2026-09-05",
      dueDate: null,
      paymentTerms: null,
      currency: "EUR",
      totalExcludingTaxCents: totals.taxBasis,
      totalVatCents: totals.vat,
      totalIncludingTaxCents: totals.grand,
      amountDueCents: totals.due,
      vatBreakdown: [],
      payeeIban: null,
    });
    expect(invoice.totalIncludingTaxCents).toBe(148_147);
    expect(invoice.counterparty).toEqual({
      name: SUPPLIER.name,
      siren: SUPPLIER.siren,
      siret: null,
      vatId: SUPPLIER.vat,
    });
    expect(invoice.buyer.siren).toBe(COMPANY.siren);
    expect(
      expectedPaymentDate({
        issueDate: invoice.issueDate,
        dueDate: invoice.dueDate,
        counterpartyDelay: { value: 30, unit: "day" },
        categoryWindow: null,
      }),
    ).toEqual({ date: "2026-10-05", rule: "counterpartyTerms" });
  });

  it("BASIC WL: a customer invoice with its VAT breakdown per rate, due date, terms and IBAN", async () => {
    const invoice = await readOne("facturx-basicwl.pdf");
    expect(invoice).toMatchObject({
      profile: "BASIC WL",
      direction: "customer",
      dueDate: "2026-10-10",
      paymentTerms: "Paiement à 30 jours, pas d'escompte pour paiement anticipé.",
      totalExcludingTaxCents: 115_000,
      totalVatCents: 19_375,
      totalIncludingTaxCents: 134_375,
      amountDueCents: 134_375,
      payeeIban: COMPANY.iban,
    });
    expect(invoice.vatBreakdown).toEqual([
      { categoryCode: "S", rateHundredths: 550, basisCents: 25_000, vatCents: 1_375 },
      { categoryCode: "S", rateHundredths: 2_000, basisCents: 90_000, vatCents: 18_000 },
    ]);
    expect(invoice.counterparty.name).toBe(CUSTOMER.name);
  });

  it("BASIC: read from a zugferd-invoice.xml attachment, lines checked against the totals", async () => {
    const invoice = await readOne("facturx-basic.pdf");
    const totals = expectedTotals(SPECS.basic);
    expect(invoice.source.attachmentName).toBe("zugferd-invoice.xml");
    expect(invoice).toMatchObject({
      profile: "BASIC",
      direction: "supplier",
      dueDate: "2026-10-31",
      paymentTerms: "45 jours fin de mois",
      totalExcludingTaxCents: totals.taxBasis,
      totalIncludingTaxCents: totals.grand,
      payeeIban: SUPPLIER.iban,
    });
  });

  it("EN 16931: the buyer's SIRET gives its SIREN; a charge and an exempt line", async () => {
    const invoice = await readOne("facturx-en16931.pdf");
    expect(invoice.profile).toBe("EN 16931");
    expect(invoice.counterparty).toMatchObject({ siren: CUSTOMER.siren, siret: `${CUSTOMER.siren}00027` });
    expect(invoice.totalExcludingTaxCents).toBe(242_500);
    expect(invoice.vatBreakdown).toContainEqual({
      categoryCode: "E",
      rateHundredths: 0,
      basisCents: 60_000,
      vatCents: 0,
    });
  });

  it("EXTENDED: a detail line is not summed, an allowance is taken off, two rates", async () => {
    const invoice = await readOne("facturx-extended.pdf");
    const totals = expectedTotals(SPECS.extended);
    expect(invoice).toMatchObject({
      profile: "EXTENDED",
      direction: "supplier",
      totalExcludingTaxCents: totals.taxBasis,
      totalVatCents: totals.vat,
      totalIncludingTaxCents: totals.grand,
    });
    expect(invoice.totalExcludingTaxCents).toBe(250_000 + 16_550 - 12_500);
    expect(invoice.vatBreakdown.map((line) => line.rateHundredths)).toEqual([2_000, 550]);
  });
});

describe("CII and UBL XML files", () => {
  it("a plain CII invoice", async () => {
    const invoice = await readOne("invoice-cii.xml");
    expect(invoice).toMatchObject({
      source: { format: "cii", attachmentName: null },
      number: "AT-2026-0044",
      direction: "customer",
      totalIncludingTaxCents: 119_880,
      dueDate: "2026-10-18",
    });
  });

  it("a partially prepaid invoice: the amount due is BT-115, not the grand total", async () => {
    const invoice = await readOne("prepaid-cii.xml");
    expect(invoice.totalIncludingTaxCents).toBe(1_200_000);
    expect(invoice.prepaidCents).toBe(300_000);
    expect(invoice.amountDueCents).toBe(900_000);
  });

  it("a UBL invoice: SIREN from scheme 0002, SIRET from the 0009 address, payee IBAN, terms", async () => {
    const invoice = await readOne("invoice-ubl.xml");
    const totals = expectedTotals(UBL_SPECS.invoice);
    expect(invoice).toMatchObject({
      source: { format: "ubl" },
      profile: "EN 16931",
      documentType: "invoice",
      typeCode: "380",
      direction: "supplier",
      number: "FD-2026-0140",
      issueDate: "2026-09-22",
      dueDate: "2026-10-22",
      paymentTerms: "Paiement à 30 jours par virement",
      totalIncludingTaxCents: totals.grand,
      amountDueCents: totals.due,
    });
    expect(invoice.counterparty).toEqual({
      name: SUPPLIER.name,
      siren: SUPPLIER.siren,
      siret: `${SUPPLIER.siren}00015`,
      vatId: SUPPLIER.vat,
    });
  });

  it("a UBL credit note reads with negative amounts and its due date from PaymentMeans", async () => {
    const invoice = await readOne("creditnote-ubl.xml");
    expect(invoice).toMatchObject({
      documentType: "creditNote",
      typeCode: "381",
      direction: "customer",
      dueDate: "2026-10-25",
      totalExcludingTaxCents: -5_000,
      totalVatCents: -275,
      totalIncludingTaxCents: -5_275,
      amountDueCents: -5_275,
    });
    expect(invoice.vatBreakdown).toEqual([
      { categoryCode: "S", rateHundredths: 550, basisCents: -5_000, vatCents: -275 },
    ]);
  });

  it("a CII credit note (TypeCode 381) is negative too", async () => {
    const xml = ciiXml({ ...SPECS.cii, typeCode: "381", number: "AV-1" });
    const [invoice] = (await readEInvoices(text(xml), company)).invoices;
    expect(invoice?.documentType).toBe("creditNote");
    expect(invoice?.amountDueCents).toBe(-119_880);
  });

  it("a party known only by its French VAT id still gets its SIREN", async () => {
    const xml = ciiXml(SPECS.cii).replace(`<ram:ID schemeID="0002">${CUSTOMER.siren}</ram:ID>`, "");
    const [invoice] = (await readEInvoices(text(xml), company)).invoices;
    expect(invoice?.counterparty.siren).toBe(CUSTOMER.siren);
  });

  it("an amount written with a thousands separator is refused, never misread", async () => {
    const xml = ciiXml(SPECS.cii).replace(
      "<ram:GrandTotalAmount>1198.80<",
      "<ram:GrandTotalAmount>1,198.80<",
    );
    expect(xml).toContain("1,198.80");
    const result = await readEInvoices(text(xml), company);
    expect(result.errors[0]).toMatchObject({ code: "missingField", params: { field: "BT-112" } });
  });
});

describe("where a PDF keeps its XML", () => {
  async function rewritten(change: (document: PDFDocument) => void): Promise<Uint8Array> {
    const document = await PDFDocument.load(fixture("facturx-en16931.pdf").bytes, { updateMetadata: false });
    change(document);
    return document.save({ useObjectStreams: false });
  }

  it("finds it through the catalog's /AF array alone (no EmbeddedFiles name tree)", async () => {
    const bytes = await rewritten((document) => document.catalog.delete(PDFName.of("Names")));
    const result = await readEInvoices({ name: "af-only.pdf", bytes }, company);
    expect(result.invoices[0]?.number).toBe("AT-2026-0043");
  });

  it("finds it in a name tree split into /Kids, without /AF", async () => {
    const bytes = await rewritten((document) => {
      const names = document.catalog.lookup(PDFName.of("Names"), PDFDict);
      const leaf = names.lookup(PDFName.of("EmbeddedFiles"), PDFDict);
      const root = document.context.obj({ Kids: [document.context.register(leaf)] });
      names.set(PDFName.of("EmbeddedFiles"), root);
      document.catalog.delete(PDFName.of("AF"));
    });
    const result = await readEInvoices({ name: "kids.pdf", bytes }, company);
    expect(result.invoices[0]?.number).toBe("AT-2026-0043");
  });

  it("ignores attachments that are not XML and says the PDF carries no invoice", async () => {
    const document = await PDFDocument.create();
    document.addPage();
    await document.attach(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), "logo.png", { mimeType: "image/png" });
    const bytes = await document.save();
    expect(await refusal({ name: "logo-only.pdf", bytes })).toBe("pdfWithoutXml");
  });

  it("reads a hybrid PDF carrying UBL as xrechnung.xml, and an XML whose comment mentions %PDF-", async () => {
    const document = await PDFDocument.create();
    document.addPage();
    await document.attach(fixture("invoice-ubl.xml").bytes, "xrechnung.xml", { mimeType: "text/xml" });
    const [invoice] = (await readEInvoices({ name: "x.pdf", bytes: await document.save() }, company))
      .invoices;
    expect(invoice?.source).toEqual({ fileName: "x.pdf", format: "ubl", attachmentName: "xrechnung.xml" });
    const xml = ciiXml(SPECS.cii).replace(
      "<rsm:CrossIndustryInvoice",
      "<!-- %PDF-1.7 -->\n<rsm:CrossIndustryInvoice",
    );
    expect((await readEInvoices(text(xml), company)).invoices[0]?.source.format).toBe("cii");
  });

  it("refuses an attachment that inflates past 5 MB (a bomb carried by a PDF)", async () => {
    const document = await PDFDocument.create();
    document.addPage();
    await document.attach(new Uint8Array(6 * 1024 * 1024).fill(0x20), "factur-x.xml", {
      mimeType: "text/xml",
    });
    const bytes = await document.save();
    expect(bytes.length).toBeLessThan(100 * 1024);
    expect(await refusal({ name: "bomb.pdf", bytes })).toBe("fileTooLarge");
  });
});

describe("amounts through a whole CII document (property)", () => {
  it("any basis and VAT, written with any number of decimals, read back to the cent", async () => {
    const decimal = (cents: number, decimals: number) => {
      const magnitude = Math.abs(cents);
      const fraction = String(magnitude % 100)
        .padStart(2, "0")
        .padEnd(decimals, "0");
      return `${cents < 0 ? "-" : ""}${Math.floor(magnitude / 100)}${decimals === 0 ? "" : `.${fraction}`}`;
    };
    const template = ciiXml(SPECS.minimum);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 10 ** 11 }),
        fc.integer({ min: 2, max: 8 }),
        async (basis, vat, decimals) => {
          const xml = template
            .replace(
              /<ram:TaxBasisTotalAmount>[^<]*</,
              `<ram:TaxBasisTotalAmount>${decimal(basis, decimals)}<`,
            )
            .replace(/(<ram:TaxTotalAmount currencyID="EUR">)[^<]*</, `$1${decimal(vat, decimals)}<`)
            .replace(
              /<ram:GrandTotalAmount>[^<]*</,
              `<ram:GrandTotalAmount>${decimal(basis + vat, decimals)}<`,
            )
            .replace(
              /<ram:DuePayableAmount>[^<]*</,
              `<ram:DuePayableAmount>${decimal(basis + vat, decimals)}<`,
            );
          const [invoice] = (await readEInvoices(text(xml), company)).invoices;
          expect(invoice?.totalExcludingTaxCents).toBe(basis);
          expect(invoice?.totalVatCents).toBe(vat);
          expect(invoice?.amountDueCents).toBe(basis + vat);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("a zip of e-invoices", () => {
  it("reads every invoice, skips macOS metadata and names the file it could not read", async () => {
    const result = await readEInvoices(fixture("invoices.zip"), company);
    expect(result.invoices.map((invoice) => invoice.number).sort()).toEqual([
      "AV-2026-0007",
      "FD-2026-0101",
      "FD-2026-0140",
    ]);
    expect(result.invoices.find((invoice) => invoice.number === "FD-2026-0101")?.source).toEqual({
      fileName: "invoices.zip/septembre/facturx-minimum.pdf",
      format: "factur-x",
      attachmentName: "factur-x.xml",
    });
    expect(result.errors).toEqual([
      { fileName: "invoices.zip/septembre/lisez-moi.txt", code: "notEInvoice", params: {} },
    ]);
  });

  it("refuses a zip bomb and a zip of too many files before inflating them", async () => {
    const bomb = await readEInvoices(fixture("broken-bomb.zip"), company);
    expect(bomb.errors[0]?.code).toBe("zipTooLarge");
    expect(eInvoiceErrorMessage(bomb.errors[0] as EInvoiceError, "fr-FR")).toBe(
      "« broken-bomb.zip » : L'archive zip dépasse les limites (fichiers au maximum : 500 ; taille décompressée au maximum : 100 Mo).",
    );
    expect(await refusal(fixture("broken-too-many.zip"))).toBe("zipTooLarge");
  });

  it("an entry lying about its size cannot grow past what it declares", async () => {
    const good = new TextEncoder().encode(ciiXml(SPECS.cii));
    const zip = zipSync({ "f.xml": [good, { level: 9 }] });
    // Central directory entry: uncompressed size at offset 24 of the record "PK\x01\x02"; declare 100 bytes.
    const view = new DataView(zip.buffer);
    for (let offset = zip.length - 22; offset >= 0; offset -= 1) {
      if (view.getUint32(offset, true) === 0x02014b50) {
        view.setUint32(offset + 24, 100, true);
        break;
      }
    }
    const result = await readEInvoices({ name: "liar.zip", bytes: zip }, company);
    expect(result.invoices).toEqual([]);
    expect(result.errors[0]?.code).toBe("malformedXml");
  });

  it("refuses a zip inside a zip, an empty zip and a damaged one", async () => {
    const inner = zipSync({ "a.xml": new TextEncoder().encode(ciiXml(SPECS.cii)) });
    const nested = await readEInvoices(
      { name: "outer.zip", bytes: zipSync({ "inner.zip": inner }) },
      company,
    );
    expect(nested.errors.map((error) => error.code)).toEqual(["notEInvoice"]);
    expect(await refusal({ name: "e.zip", bytes: zipSync({}) })).toBe("emptyZip");
    expect(await refusal({ name: "d.zip", bytes: inner.subarray(0, 30) })).toBe("unreadableZip");
  });
});

describe("broken files give a typed error, never an exception", () => {
  it.each([
    ["broken-truncated.pdf", "unreadablePdf"],
    ["broken-no-xml.pdf", "pdfWithoutXml"],
    ["broken-xxe.xml", "unsafeXml"],
    ["broken-billion-laughs.xml", "unsafeXml"],
    ["broken-wrong-root.xml", "notEInvoice"],
    ["broken-malformed.xml", "malformedXml"],
    ["broken-amounts.xml", "amountsInconsistent"],
    ["broken-neither-party.xml", "neitherParty"],
  ] as const)("%s → %s", async (name, code) => {
    expect(await refusal(fixture(name))).toBe(code);
  });

  it("the external entity is never resolved and the billion laughs never expanded", async () => {
    const xxe = fixture("broken-xxe.xml");
    expect(new TextDecoder().decode(xxe.bytes)).toContain('<!ENTITY xxe SYSTEM "file:///etc/passwd">');
    const started = Date.now();
    const result = await readEInvoices(fixture("broken-billion-laughs.xml"), company);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(JSON.stringify(result)).not.toContain("lol");
  });

  it("says where malformed XML breaks, and which rule inconsistent amounts break", async () => {
    const malformed = await readEInvoices(fixture("broken-malformed.xml"), company);
    expect(malformed.errors[0]?.params.line).toMatch(/^\d+$/);
    const amounts = await readEInvoices(fixture("broken-amounts.xml"), company);
    expect(amounts.errors[0]?.params).toEqual({ rule: "BR-CO-10" });
    const grand = ciiXml(SPECS.cii).replace(
      "<ram:DuePayableAmount>1198.80<",
      "<ram:DuePayableAmount>1198.79<",
    );
    expect((await readEInvoices(text(grand), company)).errors[0]?.params).toEqual({ rule: "BR-CO-16" });
  });

  it("refuses an unknown profile, ZUGFeRD 1.0, a UBL inside a PDF's place, an empty file and random bytes", async () => {
    const unknown = ciiXml(SPECS.cii).replace(
      "<ram:ID>urn:cen.eu:en16931:2017</ram:ID>",
      "<ram:ID>urn:example:custom</ram:ID>",
    );
    expect(await refusal(text(unknown))).toBe("unsupportedProfile");
    expect(
      await refusal(text('<CrossIndustryDocument xmlns="urn:ferd:CrossIndustryDocument:invoice:1p0"/>')),
    ).toBe("unsupportedProfile");
    expect(await refusal({ name: "empty.pdf", bytes: new Uint8Array() })).toBe("notEInvoice");
    expect(await refusal({ name: "x.bin", bytes: new Uint8Array([1, 2, 3, 4, 5]) })).toBe("notEInvoice");
    expect(await refusal({ name: "fake.pdf", bytes: new TextEncoder().encode("%PDF-1.7\ngarbage") })).toBe(
      "unreadablePdf",
    );
  });

  it("refuses a file over 20 MB and an XML over 5 MB unread", async () => {
    expect(await refusal({ name: "big.pdf", bytes: new Uint8Array(20 * 1024 * 1024 + 1) })).toBe(
      "fileTooLarge",
    );
    const padded = ciiXml(SPECS.cii).replace(
      "<rsm:ExchangedDocument>",
      `<!--${" ".repeat(5 * 1024 * 1024)}--><rsm:ExchangedDocument>`,
    );
    expect(await refusal(text(padded))).toBe("fileTooLarge");
  });

  it("refuses an XML whose root has the right name in another namespace", async () => {
    const foreign = ciiXml(SPECS.cii).replace(
      'xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"',
      'xmlns:rsm="urn:example:not-cii"',
    );
    expect(await refusal(text(foreign))).toBe("notEInvoice");
    expect(await refusal(text("<Invoice><ID>1</ID></Invoice>"))).toBe("notEInvoice");
  });

  it("decodes character references in names, and reads a MINIMUM invoice without its VAT total", async () => {
    const xml = ciiXml(SPECS.minimum)
      .replace("Fournitures Durand &amp; Fils", "Fournitures Durand &#38; Fils &#x2014; Soci&#233;t&#233;")
      .replace(/\s*<ram:TaxTotalAmount[^>]*>[^<]*<\/ram:TaxTotalAmount>/, "");
    const [invoice] = (await readEInvoices(text(xml), company)).invoices;
    expect(invoice?.seller.name).toBe("Fournitures Durand & Fils — Société");
    expect(invoice?.totalVatCents).toBe(24_691);
  });

  it("a missing required field names its business term", async () => {
    const noNumber = ciiXml(SPECS.cii).replace("<ram:ID>AT-2026-0044</ram:ID>", "");
    expect((await readEInvoices(text(noNumber), company)).errors[0]).toMatchObject({
      code: "missingField",
      params: { field: "BT-1" },
    });
    const badDate = ciiXml(SPECS.cii).replace(">20260918<", ">20260931<");
    expect((await readEInvoices(text(badDate), company)).errors[0]?.params).toEqual({ field: "BT-2" });
  });
});

describe("the errors in words", () => {
  it("says, in every locale, that the invoice names neither party as the company", async () => {
    const result = await readEInvoices(fixture("broken-neither-party.xml"), company);
    const error = result.errors[0];
    if (!error) throw new Error("expected a refusal");
    expect(eInvoiceErrorMessage(error, "en-GB")).toBe(
      "“broken-neither-party.xml”: This invoice names neither party as your company.",
    );
    expect(eInvoiceErrorMessage(error, "fr-FR")).toBe(
      "« broken-neither-party.xml » : Cette facture ne désigne votre société ni comme vendeur ni comme acheteur.",
    );
    for (const locale of LOCALES) {
      const message = eInvoiceErrorMessage(error, locale);
      expect(message).toContain("broken-neither-party.xml");
      expect(message).not.toContain("einvoice.");
    }
  });

  it("has words for every refusal and every expected-date rule in every locale", () => {
    expect(EINVOICE_ERROR_CODES).toHaveLength(13);
    const rules = ["invoiceDueDate", "counterpartyTerms", "categoryWindow", "issueDate"];
    for (const locale of LOCALES) {
      for (const key of [
        ...EINVOICE_ERROR_CODES.map((code) => `einvoice.errors.${code}`),
        ...rules.map((rule) => `einvoice.expectedDate.${rule}`),
      ]) {
        const message = translate(key as MessageKey, locale, {
          max: "20",
          files: "500",
          value: "x",
          field: "BT-1",
          rule: "BR-CO-10",
          line: "1",
          column: "1",
        });
        expect(message, `${locale} ${key}`).not.toBe(key);
        expect(message).not.toContain("{{");
      }
    }
  });

  it("maps each refusal to a DomainError of the right HTTP kind", () => {
    const of = (code: EInvoiceErrorCode) =>
      eInvoiceDomainError({ fileName: "f", code, params: { max: "20", value: "x" } });
    expect(of("zipTooLarge").kind).toBe("too_large");
    expect(of("pdfWithoutXml").kind).toBe("unsupported_media");
    expect(of("neitherParty")).toMatchObject({ kind: "invalid", code: "einvoice_neitherParty" });
    expect(of("fileTooLarge").messageIn("fr-FR")).toBe("Le fichier est trop volumineux (20 Mo au maximum).");
  });
});
