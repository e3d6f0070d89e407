import { describe, expect, it } from "vitest";
import { dateSeparatorOf, formatDate, formatMoney } from "./format";
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
