import type { AccessContext } from "@trezo/domain";
import { describe, expect, it } from "vitest";
import { SCREEN_MODULES } from "../app/screenModules";
import { MAIN_ROUTES } from "../routing/routeTable";
import { bannerShowsOn, navigationItems, pathIsBuilt } from "./navigation";

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
// The permission rules below are checked as if every screen were built.
const options = { isSuperAdmin: false, analyticsAllowed: true, isBuilt: () => true };

describe("navigation from permissions", () => {
  it("shows a company member only what the permissions open", () => {
    const items = navigationItems(company({ transactions_info: true }), options).map((item) => item.to);
    expect(items).toEqual(["/transactions", "/banks", "/company"]);
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

  it("shows an accounting firm its console, cabinet, users and consolidation by their flags", () => {
    const firm = company({ cpap_view_admin_console: true, cpap_can_invite_user: true }, { isCpa: true });
    expect(navigationItems(firm, options).map((item) => item.to)).toEqual([
      "/console",
      "/users",
      "/consolidation",
    ]);
    // Consolidation is the portfolio's: without a console flag, no consolidation.
    const usersOnly = company({ cpap_can_invite_user: true }, { isCpa: true });
    expect(navigationItems(usersOnly, options).map((item) => item.to)).toEqual(["/users"]);
  });

  it("adds administration for a SuperAdmin", () => {
    const items = navigationItems(company({ view_forecast: true }), { ...options, isSuperAdmin: true });
    expect(items.at(-1)?.to).toBe("/admin");
  });
});

describe("navigation and the screens still to come", () => {
  const everything = company(
    {
      view_forecast: true,
      transactions_info: true,
      invoices_page_access: true,
    },
    { invoicesAllowed: true, checksAllowed: true },
  );
  const firm = company(
    { cpap_view_admin_console: true, cpap_can_invite_user: true, cpap_cpa_company_access: true },
    { isCpa: true },
  );

  it("never offers a placeholder screen, to a company, a firm or a SuperAdmin", () => {
    // A screen module that loads the placeholder is not built, whichever way it is written.
    const loadsPlaceholder = (screen: keyof typeof SCREEN_MODULES) =>
      SCREEN_MODULES[screen].toString().includes("Placeholder");
    expect(
      Object.keys(SCREEN_MODULES).filter((screen) => loadsPlaceholder(screen as never)).length,
    ).toBeGreaterThan(0);
    const real = { isSuperAdmin: true, analyticsAllowed: true };
    for (const access of [everything, firm]) {
      for (const item of navigationItems(access, real)) {
        const route = MAIN_ROUTES.find((candidate) => candidate.path === item.to);
        expect(route, item.to).toBeDefined();
        if (route) expect(loadsPlaceholder(route.screen), item.to).toBe(false);
      }
    }
  });

  it("offers the built screens the permissions open", () => {
    expect(pathIsBuilt("/dashboard")).toBe(true);
    expect(pathIsBuilt("/invoices")).toBe(true);
    expect(pathIsBuilt("/checks")).toBe(true);
    expect(pathIsBuilt("/analytics")).toBe(true);
    const items = navigationItems(everything, { isSuperAdmin: false, analyticsAllowed: true });
    expect(items.map((item) => item.to)).toEqual([
      "/dashboard",
      "/transactions",
      "/invoices",
      "/checks",
      "/categories",
      "/banks",
      "/analytics",
      "/company",
    ]);
    const withoutChecks = company(
      { view_forecast: true, transactions_info: true, invoices_page_access: true },
      { invoicesAllowed: true, checksAllowed: false },
    );
    expect(
      navigationItems(withoutChecks, { isSuperAdmin: false, analyticsAllowed: true }).map((item) => item.to),
    ).not.toContain("/checks");
  });
});

describe("in-app banner", () => {
  it("shows only on the routes its message lists", () => {
    expect(bannerShowsOn(["/dashboard", "transactions"], "/dashboard")).toBe(true);
    expect(bannerShowsOn(["/dashboard", "transactions"], "/transactions")).toBe(true);
    expect(bannerShowsOn(["/dashboard"], "/profile")).toBe(false);
  });
});
