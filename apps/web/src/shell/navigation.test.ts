import type { AccessContext } from "@trezo/domain";
import { describe, expect, it } from "vitest";
import { bannerShowsOn, navigationItems } from "./navigation";

const company = (
  permissions: AccessContext["permissions"],
  extra: Partial<AccessContext> = {},
): AccessContext => ({
  isCpa: false,
  permissions,
  invoicesAllowed: false,
  checksAllowed: false,
  ...extra,
});
const options = { isSuperAdmin: false, analyticsAllowed: true };

describe("navigation from permissions", () => {
  it("shows a company member only what the permissions open", () => {
    const items = navigationItems(company({ transactions_info: true }), options).map((item) => item.to);
    expect(items).toEqual(["/transactions", "/company"]);
  });

  it("needs the company flag for invoices and checks", () => {
    const items = navigationItems(
      company({ invoices_page_access: true }, { invoicesAllowed: true }),
      options,
    ).map((item) => item.to);
    expect(items).toContain("/invoices");
    expect(items).not.toContain("/checks");
  });

  it("hides analytics when the company does not allow it", () => {
    const items = navigationItems(company({ view_forecast: true }), { ...options, analyticsAllowed: false });
    expect(items.map((item) => item.to)).not.toContain("/analytics");
  });

  it("shows an accounting firm its console, cabinet and users by their flags", () => {
    const firm = company({ cpap_view_admin_console: true, cpap_can_invite_user: true }, { isCpa: true });
    expect(navigationItems(firm, options).map((item) => item.to)).toEqual(["/console", "/users"]);
  });

  it("adds administration for a SuperAdmin", () => {
    const items = navigationItems(company({ view_forecast: true }), { ...options, isSuperAdmin: true });
    expect(items.at(-1)?.to).toBe("/admin");
  });
});

describe("in-app banner", () => {
  it("shows only on the routes its message lists", () => {
    expect(bannerShowsOn(["/dashboard", "transactions"], "/dashboard")).toBe(true);
    expect(bannerShowsOn(["/dashboard", "transactions"], "/transactions")).toBe(true);
    expect(bannerShowsOn(["/dashboard"], "/profile")).toBe(false);
  });
});
