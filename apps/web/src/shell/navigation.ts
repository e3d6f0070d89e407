/**
 * The side navigation, from permissions (spec 000 §6): an item shows only when the guard would let the
 * user through, so the menu never offers a page that bounces, and only when its screen is built, so it
 * never offers the placeholder.
 */
import { type AccessContext, canAccessRoute, type GuardedRoute } from "@trezo/domain";
import type { MessageKey } from "@trezo/i18n";
import { screenIsBuilt } from "../app/screenModules";
import { MAIN_ROUTES } from "../routing/routeTable";

export interface NavItem {
  to: string;
  label: MessageKey;
}

const COMPANY_ITEMS: Array<NavItem & { guard?: GuardedRoute }> = [
  { to: "/dashboard", label: "web.nav.dashboard", guard: "/dashboard" },
  { to: "/transactions", label: "web.nav.transactions", guard: "/transactions" },
  { to: "/invoices", label: "web.nav.invoices", guard: "/invoices" },
  { to: "/checks", label: "web.nav.checks", guard: "/checks" },
  { to: "/bank-transfers", label: "transfers.title", guard: "/bank-transfers" },
  { to: "/categories", label: "web.nav.categories", guard: "/dashboard" },
  { to: "/banks", label: "banks.nav", guard: "/transactions" },
  { to: "/analytics", label: "web.nav.analytics", guard: "/analytics" },
  { to: "/company", label: "web.nav.company" },
];

const FIRM_ITEMS: Array<NavItem & { guard?: GuardedRoute }> = [
  { to: "/console", label: "web.nav.console", guard: "/console" },
  { to: "/cabinet", label: "web.nav.cabinet", guard: "/cabinet" },
  { to: "/users", label: "web.nav.users", guard: "/users" },
  { to: "/consolidation", label: "firm.consolidation.title", guard: "/console" },
];

/** Whether the route at `path` shows a built screen (not the placeholder). */
export function pathIsBuilt(path: string): boolean {
  const route = MAIN_ROUTES.find((candidate) => candidate.path === path);
  return route !== undefined && screenIsBuilt(route.screen);
}

/** Items of the side navigation for this company and user. */
export function navigationItems(
  access: AccessContext,
  options: {
    isSuperAdmin: boolean;
    analyticsAllowed: boolean;
    /**
     * Whether the screen at a path is built.
     * @default pathIsBuilt
     */
    isBuilt?: (path: string) => boolean;
  },
): NavItem[] {
  const isBuilt = options.isBuilt ?? pathIsBuilt;
  const items = (access.isCpa ? FIRM_ITEMS : COMPANY_ITEMS).filter(
    (item) =>
      isBuilt(item.to) &&
      (!item.guard || canAccessRoute(item.guard, access)) &&
      (item.to !== "/analytics" || options.analyticsAllowed),
  );
  const result: NavItem[] = items.map(({ to, label }) => ({ to, label }));
  if (options.isSuperAdmin) result.push({ to: "/admin", label: "web.nav.admin" });
  return result;
}

/** Whether the in-app banner shows on `path`: only on the routes its message lists (spec 000 §2). */
export function bannerShowsOn(routes: readonly string[], path: string): boolean {
  return routes.some((route) => route === path || route === path.replace(/^\//, ""));
}
