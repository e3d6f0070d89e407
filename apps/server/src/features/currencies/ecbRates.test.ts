import { describe, expect, it } from "vitest";
import { DAILY_XML, HIST_CSV } from "./ecbFixtures";
import { EcbRatesError, parseEcbRates } from "./ecbRates";

describe("parseEcbRates", () => {
  it("reads eurofxref-hist.csv, skipping N/A cells and the trailing empty column", () => {
    expect(parseEcbRates(HIST_CSV)).toEqual([
      { currency: "USD", date: "2024-01-05", rate: "1.0921" },
      { currency: "JPY", date: "2024-01-05", rate: "158.4" },
      { currency: "BGN", date: "2024-01-05", rate: "1.9558" },
      { currency: "USD", date: "2024-01-04", rate: "1.0953" },
      { currency: "JPY", date: "2024-01-04", rate: "158.24" },
      { currency: "BGN", date: "2024-01-04", rate: "1.9558" },
    ]);
  });

  it("reads the daily eurofxref.csv with its long dates and spaces", () => {
    expect(parseEcbRates("Date, USD, JPY, \n05 January 2024, 1.0921, 158.40, \n")).toEqual([
      { currency: "USD", date: "2024-01-05", rate: "1.0921" },
      { currency: "JPY", date: "2024-01-05", rate: "158.4" },
    ]);
  });

  it("reads eurofxref-daily.xml", () => {
    expect(parseEcbRates(DAILY_XML)).toEqual([
      { currency: "USD", date: "2024-01-08", rate: "1.0946" },
      { currency: "JPY", date: "2024-01-08", rate: "158.1" },
      { currency: "BHD", date: "2024-01-08", rate: "0.4127" },
    ]);
  });

  it("refuses a DOCTYPE (no entity is ever expanded: XXE, billion laughs)", () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${DAILY_XML.replace(/^<\?xml[^>]*>/, "").replace("USD", "&e;")}`;
    expect(() => parseEcbRates(xxe)).toThrow(EcbRatesError);
    expect(() => parseEcbRates(xxe)).toThrow(/DOCTYPE/);
  });

  it("refuses malformed XML, an unknown currency, a bad rate or date", () => {
    expect(() => parseEcbRates("<gesmes:Envelope><Cube>")).toThrow(/malformed/);
    expect(() => parseEcbRates("Date,usd\n2024-01-05,1.1")).toThrow(/usd/);
    expect(() => parseEcbRates("Date,EUR\n2024-01-05,1.1")).toThrow(/EUR/);
    expect(() => parseEcbRates("Date,USD\n2024-01-05,-1.1")).toThrow(/USD/);
    expect(() => parseEcbRates("Date,USD\n2024-01-05,0")).toThrow(/USD/);
    expect(() => parseEcbRates("Date,USD\n2024-02-30,1.1")).toThrow(/line 2/);
    expect(() => parseEcbRates("Day,USD\n2024-01-05,1.1")).toThrow(/Date/);
  });

  it("finds no rate in a file of headers only", () => {
    expect(parseEcbRates("Date,USD,\n")).toEqual([]);
  });
});
