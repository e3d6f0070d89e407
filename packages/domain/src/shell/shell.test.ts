import { describe, expect, it } from "vitest";
import { crmPayload, SALES_EVENT_VALUES } from "./salesEvents";
import { resolveShellStyles, type ShellStyleSettings } from "./shellStyles";

const firm: ShellStyleSettings = {
  app_header_bg_color: "#143c8c",
  menu_text_color: "#ffffff",
  menu_active_text_color: null,
  app_logo: "logo-firm",
  app_icon: null,
};

describe("resolveShellStyles", () => {
  it("prefers the company's own, then its firm's, else the shell's theme", () => {
    const own = { ...firm, app_header_bg_color: "#000000" };
    expect(resolveShellStyles(own, firm)).toEqual({ styles: own, source: "company" });
    expect(resolveShellStyles(null, firm)).toEqual({ styles: firm, source: "parent" });
    const none = resolveShellStyles(null, null);
    expect(none.source).toBe("default");
    expect(Object.values(none.styles).every((value) => value === null)).toBe(true);
  });
});

describe("crmPayload", () => {
  const contact = { email: "ines@example.fr", firstName: "Inès", lastName: "Roux" };

  it("carries the spec's base values", () => {
    expect(SALES_EVENT_VALUES).toEqual({ bank_add_tentative: 40, bank_added: 110, free_trial: 230 });
    expect(crmPayload(7, "bank_added", null, false)).toEqual({
      company_id: 7,
      event: "bank_added",
      value: 110,
    });
  });

  it("sends nothing personal without the company's consent", () => {
    const payload = crmPayload(7, "free_trial", contact, false);
    expect(payload).toEqual({ company_id: 7, event: "free_trial", value: 230 });
    expect(JSON.stringify(payload)).not.toContain("ines@example.fr");
    expect(crmPayload(7, "free_trial", contact, true).contact).toEqual(contact);
  });
});
