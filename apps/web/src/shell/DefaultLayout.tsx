import { ApiClientProvider } from "@trezo/api";
import { AppShell, BrandProvider, Inline, LocaleProvider } from "@trezo/ui";
import { useEffect } from "react";
import { Link, Outlet, useLocation } from "react-router-dom";
import { appApiClient } from "../api/appApiClient";
import { useSessionService } from "../app/AppServices";
import type { CurrentRoute } from "../app/guardLoader";
import { WithQueryClient } from "../app/queryClient";
import { HelpPanel } from "../features/help/HelpPanel";
import { useT } from "../i18n/appI18n";
import { adScriptProbe, scheduleAdBlockerCheck } from "../platform/adBlockerCheck";
import { accessContextOf, appStore, useAppStore } from "../state/appStore";
import { CompanySwitcher } from "./CompanySwitcher";
import { InAppBanner } from "./InAppBanner";
import { navigationItems } from "./navigation";
import { isMobileUserAgent } from "./popups/popupTypes";
import * as css from "./Shell.css";
import { SuspendedPage } from "./SuspendedPage";
import { TagConsentBanner } from "./TagConsentBanner/TagConsentBanner";

/**
 * The signed-in layout: the company's brand (BrandProvider fed by its branding), the locale of ui's
 * components, and the query and API clients for the screens' queries, around the chrome.
 */
export default function DefaultLayout({ current }: { current: CurrentRoute }) {
  const branding = useAppStore((store) => store.branding);
  const locale = useAppStore((store) => store.locale);
  return (
    <BrandProvider branding={branding}>
      <LocaleProvider locale={locale}>
        <WithQueryClient>
          <ApiClientProvider client={appApiClient}>
            <Chrome current={current} />
          </ApiClientProvider>
        </WithQueryClient>
      </LocaleProvider>
    </BrandProvider>
  );
}

/** ui's AppShell: branded header, navigation from permissions, content, side help panel. */
function Chrome({ current }: { current: CurrentRoute }) {
  const t = useT();
  const session = useSessionService();
  const { pathname } = useLocation();
  const state = useAppStore((store) => store);
  const access = accessContextOf(state);
  const items = access
    ? navigationItems(access, {
        isSuperAdmin: state.user?.role === "SuperAdmin" && state.session !== "pretending",
        analyticsAllowed: state.company?.analyticsAllowed ?? false,
      })
    : [];
  const suspended = state.company?.suspended === true && state.user?.role !== "SuperAdmin";
  const current_ = items.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
  void current;

  // Spec 000 §9: 2 s after the signed-in app shows, the ad-blocker check; a detected blocker opens the
  // ad-blocker warning, unless another popup is open then.
  useEffect(
    () =>
      scheduleAdBlockerCheck(adScriptProbe(), () => {
        const { popup, openPopup } = appStore.getState();
        if (!popup) openPopup({ id: "adBlocker" });
      }),
    [],
  );

  return (
    <AppShell
      productName={state.company?.name ?? t("app.name")}
      navigation={items.map((item) => ({ id: item.to, href: item.to, label: t(item.label) }))}
      {...(current_ ? { currentId: current_.to } : {})}
      renderLink={({ item, className, current: isCurrent, onNavigate }) => (
        <Link
          to={item.href}
          className={className}
          aria-current={isCurrent ? "page" : undefined}
          onClick={onNavigate}
        >
          {item.label}
        </Link>
      )}
      mobile={isMobileUserAgent(navigator.userAgent)}
      headerActions={
        <Inline gap="sm">
          <CompanySwitcher />
          <Link className={css.headerButton} to="/profile">
            {t("web.nav.profile")}
          </Link>
          <button
            type="button"
            className={css.headerButton}
            onClick={async () => {
              await session.signOut();
              window.location.assign("/signin");
            }}
          >
            {t("web.nav.signOut")}
          </button>
        </Inline>
      }
      help={<HelpPanel />}
      helpOpen={state.helpOpen}
      onHelpOpenChange={state.setHelpOpen}
      banner={
        <>
          {state.session === "pretending" && (
            <div className={css.pretendingBar} role="status">
              <span>{t("web.nav.pretendingAs", { email: state.pretendedEmail ?? "" })}</span>
              <button type="button" className={css.headerButton} onClick={() => session.stopPretending()}>
                {t("web.nav.stopPretending")}
              </button>
            </div>
          )}
          <InAppBanner />
          {state.company ? <TagConsentBanner companyId={state.company.id} /> : null}
        </>
      }
    >
      {suspended ? <SuspendedPage ownerEmail={state.company?.ownerEmail ?? ""} /> : <Outlet />}
    </AppShell>
  );
}
