import { LOCALES } from "@trezo/i18n";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_AMOUNT_CENTS, parseMoneyToCents } from "./money";

describe("parseMoneyToCents", () => {
  it("reads an amount written with the minus sign U+2212 as negative, in every locale", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_AMOUNT_CENTS }),
        fc.constantFrom(...LOCALES),
        (cents, locale) => {
          const written = `\u2212${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
          expect(parseMoneyToCents(written, locale)).toEqual({ ok: true, cents: -cents });
          expect(parseMoneyToCents(written.replace("\u2212", "-"), locale)).toEqual({
            ok: true,
            cents: -cents,
          });
        },
      ),
    );
  });

  it("reads a French amount with U+2212 and grouping spaces", () => {
    expect(parseMoneyToCents("\u22121 234,56", "fr-FR")).toEqual({ ok: true, cents: -123_456 });
    expect(parseMoneyToCents("1\u2212234", "fr-FR")).toEqual({ ok: false, error: "amountInvalid" });
  });
});
