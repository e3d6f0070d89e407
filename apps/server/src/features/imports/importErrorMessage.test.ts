import { RULE_ERROR_CODES } from "@trezo/domain";
import { LOCALES, type MessageKey, translate } from "@trezo/i18n";
import { describe, expect, it } from "vitest";
import { importErrorMessage } from "./importErrorMessage";
import { IMPORT_ERROR_CODES } from "./statementLine";

describe("importErrorMessage", () => {
  it("names the line and column in French", () => {
    expect(
      importErrorMessage({ code: "invalidAmount", line: 12, column: "Montant", value: "douze" }, "fr-FR"),
    ).toBe("Ligne 12, colonne « Montant » : Montant invalide « douze ».");
    expect(importErrorMessage({ code: "malformedCsv", line: 3 }, "en-GB")).toBe(
      "Line 3: Unclosed quotation mark.",
    );
    expect(importErrorMessage({ code: "emptyFile" }, "de-DE")).toBe("Die Datei ist leer.");
  });

  it.each(LOCALES)("has a text for every parser error code in %s", (locale) => {
    for (const code of IMPORT_ERROR_CODES) {
      const key = `imports.errors.${code}`;
      expect(translate(key as MessageKey, locale), key).not.toBe(key);
    }
  });

  // The rules engine lives in packages/domain, which imports no workspace package: its error codes'
  // texts are checked here, where both meet.
  it.each(LOCALES)("has a text for every rule error code in %s", (locale) => {
    for (const code of RULE_ERROR_CODES) {
      const key = `rules.errors.${code}`;
      expect(translate(key as MessageKey, locale), key).not.toBe(key);
    }
  });
});
