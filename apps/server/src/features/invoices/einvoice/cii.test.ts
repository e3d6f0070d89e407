import { describe, expect, it } from "vitest";
import { ciiProfileOf } from "./cii";
import { ciiXml, SPECS } from "./fixtures/generateFixtures";
import { readEInvoices } from "./readEInvoices";
import { EInvoiceReadError } from "./types";

describe("ciiProfileOf", () => {
  it.each([
    ["urn:factur-x.eu:1p0:minimum", "MINIMUM"],
    ["urn:factur-x.eu:1p0:basicwl", "BASIC WL"],
    ["urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic", "BASIC"],
    ["urn:cen.eu:en16931:2017", "EN 16931"],
    ["urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:en16931", "EN 16931"],
    ["urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0", "EN 16931"],
    ["urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended", "EXTENDED"],
    ["urn:cen.eu:en16931:2017#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0", "EXTENDED"],
    ["urn:zugferd.de:2p0:minimum", "MINIMUM"],
    ["urn:cen.eu:en16931:2017#compliant#urn:zugferd.de:2p0:basic", "BASIC"],
    [" URN:FACTUR-X.EU:1P0:BASICWL ", "BASIC WL"],
  ])("%s → %s", (guideline, profile) => {
    expect(ciiProfileOf(guideline)).toBe(profile);
  });

  it("refuses an unknown or missing guideline", () => {
    expect(() => ciiProfileOf("urn:ferd:CrossIndustryDocument:invoice:1p0:comfort")).toThrow(
      EInvoiceReadError,
    );
    expect(() => ciiProfileOf(null)).toThrow(EInvoiceReadError);
  });
});

describe("XML encodings", () => {
  it("reads a UTF-16 document with its byte-order mark, and a Latin-1 one by its declaration", async () => {
    const xml = ciiXml(SPECS.cii).replace('encoding="UTF-8"', 'encoding="UTF-16"');
    const utf16 = new Uint8Array(2 + xml.length * 2);
    utf16.set([0xff, 0xfe]);
    for (let index = 0; index < xml.length; index += 1) {
      const code = xml.charCodeAt(index);
      utf16[2 + index * 2] = code & 0xff;
      utf16[3 + index * 2] = code >> 8;
    }
    const company = { siren: "842115636" };
    const [fromUtf16] = (await readEInvoices({ name: "u16.xml", bytes: utf16 }, company)).invoices;
    expect(fromUtf16?.number).toBe("AT-2026-0044");

    const latin = ciiXml(SPECS.cii)
      .replace('encoding="UTF-8"', 'encoding="ISO-8859-1"')
      .replace("30 jours net", "30 jours net, pénalités de retard");
    const latinBytes = Uint8Array.from(latin, (character) => character.charCodeAt(0) & 0xff);
    const [fromLatin] = (await readEInvoices({ name: "l1.xml", bytes: latinBytes }, company)).invoices;
    expect(fromLatin?.paymentTerms).toBe("30 jours net, pénalités de retard");
    expect(fromLatin?.seller.name).toBe("Atelier Trezo SAS");
  });
});
