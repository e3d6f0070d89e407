import { catalogs, flattenKeys, LOCALES } from "@trezo/i18n";
import { describe, expect, it } from "vitest";
import { catalogHalf } from "../../catalogPlugin";

describe("the boot and rest halves of a catalog (catalogPlugin)", () => {
  it.each(LOCALES)("%s: every message is in exactly one half, and the halves merge back", (locale) => {
    const messages = catalogs[locale] as unknown as Record<string, unknown>;
    const boot = flattenKeys(catalogHalf(messages, "boot"));
    const rest = flattenKeys(catalogHalf(messages, "rest"));
    expect(boot.filter((key) => rest.includes(key))).toEqual([]);
    expect([...boot, ...rest].sort()).toEqual(flattenKeys(messages).sort());
  });

  it("keeps in the boot half what the sign-in page says, and the business screens out of it", () => {
    const boot = flattenKeys(catalogHalf(catalogs["fr-FR"] as unknown as Record<string, unknown>, "boot"));
    for (const key of ["web.signIn.title", "forms.fields.email", "forms.validation.emailInvalid", "ui.close"])
      expect(boot).toContain(key);
    expect(boot.some((key) => key.startsWith("dashboardScreen.") || key.startsWith("web.profile."))).toBe(
      false,
    );
  });
});
