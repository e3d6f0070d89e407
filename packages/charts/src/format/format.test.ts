import { formatDate, formatMoney, LOCALES } from "@trezo/i18n";
import { describe, expect, it } from "vitest";
import { compactMoneyFormatter, moneyFormatter, valueFormatter } from "./money";
import { dateFormatter, periodLabel } from "./periodLabel";

describe("cached formatters", () => {
  it.each(LOCALES)("%s: money as formatMoney writes it", (locale) => {
    const money = moneyFormatter(locale, "EUR");
    for (const cents of [0, 5, -5, 123_456_789, -4_510, 99])
      expect(money(cents)).toBe(formatMoney(cents, "EUR", locale));
    expect(moneyFormatter(locale, "USD")(12_345)).toBe(formatMoney(12_345, "USD", locale));
  });

  it.each(LOCALES)("%s: dates as formatDate writes them", (locale) => {
    const date = dateFormatter(locale);
    for (const iso of ["2026-11-21", "2021-01-02", "1999-12-31"])
      expect(date(iso)).toBe(formatDate(iso, locale));
  });

  it("labels months and days per locale, and keeps other keys", () => {
    expect(periodLabel("2026-03", "fr-FR")).toBe("mars 2026");
    expect(periodLabel("2026-03", "en-GB")).toBe("Mar 2026");
    expect(periodLabel("2026-03-04", "de-DE")).toBe("04.03.2026");
    expect(periodLabel("S12", "fr-FR")).toBe("S12");
  });

  it("formats compact ticks and units", () => {
    expect(compactMoneyFormatter("fr-FR", "EUR")(4_500_000).replace(/\s/g, " ")).toBe("45 k €");
    expect(valueFormatter("percent", "fr-FR", "EUR")(68.5).replace(/\s/g, " ")).toBe("68,5 %");
    expect(valueFormatter("number", "en-GB", "EUR")(1234.5)).toBe("1,234.5");
  });
});
