import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dateSeparatorOf, formatDate, formatDateTime, formatMoney, moneyFormatter } from "./format";
import { LOCALES } from "./locales";

describe("formatDate", () => {
  it("uses the spec's separators", () => {
    expect(formatDate("2026-11-21", "fr-FR")).toBe("21/11/2026");
    expect(formatDate("2026-11-21", "en-GB")).toBe("21/11/2026");
    expect(formatDate("2026-11-21", "de-DE")).toBe("21.11.2026");
    expect(formatDate("2026-11-21", "no-NO")).toBe("21.11.2026");
    expect(formatDate("2026-11-21", "nl-NL")).toBe("21-11-2026");
    expect(formatDate("2026-11-21", "ua-UA")).toBe("21/11/2026");
  });

  it.each(LOCALES)("%s writes day, month and year with its one separator", (locale) => {
    const formatted = formatDate("2026-03-04", locale);
    expect(formatted.split(dateSeparatorOf(locale))).toHaveLength(3);
    expect(formatted).toContain("2026");
  });

  it("refuses what is not a date", () => {
    expect(() => formatDate("21/11/2026", "fr-FR")).toThrow(RangeError);
  });
});

describe("formatMoney", () => {
  it("formats integer cents as euros in French", () => {
    // Intl uses a narrow no-break space as the French thousands separator.
    expect(formatMoney(123456789, "EUR", "fr-FR").replace(/\s/g, " ")).toBe("1 234 567,89 €");
    expect(formatMoney(-5n, "EUR", "en-GB")).toBe("-€0.05");
  });
});

describe("moneyFormatter", () => {
  const hasMinus = (text: string) => /[-\u2212]/.test(text);
  const zeroOf = (locale: (typeof LOCALES)[number]) => formatMoney(0, "EUR", locale);

  it("never writes a negative zero", () => {
    for (const locale of LOCALES) {
      expect(formatMoney(-0, "EUR", locale)).toBe(zeroOf(locale));
      expect(formatMoney(-0.4, "EUR", locale)).toBe(zeroOf(locale));
      expect(hasMinus(zeroOf(locale))).toBe(false);
    }
    expect(formatMoney(-0.5, "EUR", "fr-FR").replace(/\s/g, " ")).toBe("0,00 €");
  });

  it("shows a minus exactly when the amount is below zero once rounded to the cent, in every locale", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.oneof(
          fc.double({ min: -1e9, max: 1e9, noNaN: true }),
          fc.double({ min: -1, max: 1, noNaN: true }),
        ),
        (locale, cents) => {
          const text = moneyFormatter("EUR", locale)(cents);
          expect(hasMinus(text)).toBe(Math.round(cents) < 0);
          // Amounts that round to zero read exactly as zero.
          if (Math.round(cents) === 0) expect(text).toBe(zeroOf(locale));
        },
      ),
    );
  });

  it("gives the same text as formatMoney for integer cents", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.integer(), (locale, cents) => {
        expect(moneyFormatter("EUR", locale)(cents)).toBe(formatMoney(cents, "EUR", locale));
      }),
    );
  });
});

describe("formatDateTime", () => {
  it("reads an instant in the given time zone with the locale's date separator", () => {
    expect(formatDateTime("2026-11-21T13:05:00Z", "fr-FR", "Europe/Paris")).toBe("21/11/2026 14:05");
    expect(formatDateTime("2026-11-21T23:30:00Z", "de-DE", "Europe/Berlin")).toBe("22.11.2026 00:30");
    expect(formatDateTime("2026-07-01T00:00:00Z", "en-GB", "UTC")).toBe("01/07/2026 00:00");
  });

  it("refuses what is not an instant", () => {
    expect(() => formatDateTime("yesterday", "fr-FR")).toThrow(RangeError);
  });
});
