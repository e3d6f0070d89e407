import { describe, expect, it } from "vitest";
import { allPermissions, type PermissionMap } from "./permissionFlags";
import { type AccessContext, canAccessRoute, landingRoute } from "./routeAccess";

const company = (permissions: PermissionMap, flags: Partial<AccessContext> = {}): AccessContext => ({
  isCpa: false,
  permissions,
  invoicesAllowed: false,
  checksAllowed: false,
  ...flags,
});

describe("ordinary company", () => {
  it("lands on the dashboard with any forecast flag", () => {
    expect(landingRoute(company({ view_forecast: true }))).toBe("/dashboard");
    expect(canAccessRoute("/analytics", company({ basic_info: true }))).toBe(true);
  });

  it("falls through the landing order", () => {
    expect(landingRoute(company({ allow_classification: true }))).toBe("/transactions");
    expect(landingRoute(company({ invoices_page_access: true }, { invoicesAllowed: true }))).toBe(
      "/invoices",
    );
    expect(landingRoute(company({ invoices_page_access: true }, { checksAllowed: true }))).toBe("/checks");
  });

  it("needs the company flag as well as the permission for invoices and checks", () => {
    expect(canAccessRoute("/invoices", company({ invoices_page_access: true }))).toBe(false);
    expect(landingRoute(company({ invoices_page_access: true }))).toBe("/no-permissions");
  });

  it("sends a member with no permission, or all false, to /no-permissions", () => {
    expect(landingRoute(company({}))).toBe("/no-permissions");
    expect(landingRoute(company({ view_forecast: false, basic_info: false }))).toBe("/no-permissions");
  });
});

describe("accounting firm", () => {
  const cpa = (permissions: PermissionMap) => ({ ...company(permissions), isCpa: true });

  it("lands on console, cabinet or users in that order", () => {
    expect(landingRoute(cpa({ cpap_can_see_aggregated_data: true }))).toBe("/console");
    expect(landingRoute(cpa({ cpap_update_pricing: true }))).toBe("/cabinet");
    expect(landingRoute(cpa({ cpap_can_invite_user: true }))).toBe("/users");
    expect(landingRoute(cpa({ view_forecast: true }))).toBe("/no-permissions");
  });

  it("maps its dashboard to the landing route instead of opening it", () => {
    expect(canAccessRoute("/dashboard", cpa(allPermissions()))).toBe(false);
    expect(landingRoute(cpa(allPermissions()))).toBe("/console");
  });
});
