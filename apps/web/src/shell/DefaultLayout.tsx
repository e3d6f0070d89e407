import { ApiClientProvider } from "@trezo/api";
import { BrandProvider, LocaleProvider, useBrand } from "@trezo/ui";
import { NavLink, Outlet } from "react-router-dom";
import { appApiClient } from "../api/appApiClient";
import { useSessionService } from "../app/AppServices";
import type { CurrentRoute } from "../app/guardLoader";
import { useT } from "../i18n/appI18n";
import { accessContextOf, useAppStore } from "../state/appStore";
import { CompanySwitcher } from "./CompanySwitcher";
import { InAppBanner } from "./InAppBanner";
import { navigationItems } from "./navigation";
import * as css from "./Shell.css";
import { SuspendedPage } from "./SuspendedPage";

/**
 * The signed-in layout: the company's brand (BrandProvider fed by its branding), the locale of ui's
 * components, and the API client for the screens' queries, around the chrome.
 */
export default function DefaultLayout({ current }: { current: CurrentRoute }) {
  const branding = useAppStore((store) => store.branding);
  const locale = useAppStore((store) => store.locale);
  return (
    <BrandProvider branding={branding}>
      <LocaleProvider locale={locale}>
        <ApiClientProvider client={appApiClient}>
          <Chrome current={current} />
        </ApiClientProvider>
      </LocaleProvider>
    </BrandProvider>
  );
}

/** Branded header, navigation from permissions, content, side help panel. */
function Chrome({ current }: { current: CurrentRoute }) {
  const t = useT();
  const brand = useBrand();
  const session = useSessionService();
  const state = useAppStore((store) => store);
  const access = accessContextOf(state);
  const items = access
    ? navigationItems(access, {
        isSuperAdmin: state.user?.role === "SuperAdmin" && state.session !== "pretending",
        analyticsAllowed: state.company?.analyticsAllowed ?? false,
      })
    : [];
  const suspended = state.company?.suspended === true && state.user?.role !== "SuperAdmin";

  return (
    <div className={css.page}>
      <a className={css.skipLink} href="#content">
        {t("web.shell.skipToContent")}
      </a>
      <header className={css.header} data-testid="app-header">
        <div className={css.brand}>
          {brand.logo ? (
            <img
              className={css.logo}
              src={brand.logo}
              alt={t("web.shell.logo", { name: state.company?.name ?? "" })}
            />
          ) : (
            <span>{t("app.name")}</span>
          )}
        </div>
        <CompanySwitcher />
        <span className={css.headerSpacer} />
        <button
          type="button"
          className={css.headerButton}
          onClick={() => state.setHelpOpen(!state.helpOpen)}
          aria-expanded={state.helpOpen}
        >
          {t("web.nav.help")}
        </button>
        <NavLink className={css.headerButton} to="/profile">
          {t("web.nav.profile")}
        </NavLink>
        <button
          type="button"
          className={css.headerButton}
          onClick={() => {
            session.logout();
            window.location.assign("/signin");
          }}
        >
          {t("web.nav.signOut")}
        </button>
      </header>
      {state.session === "pretending" && (
        <div className={css.pretendingBar} role="status">
          <span>{t("web.nav.pretendingAs", { email: state.pretendedEmail ?? "" })}</span>
          <button type="button" className={css.headerButton} onClick={() => session.stopPretending()}>
            {t("web.nav.stopPretending")}
          </button>
        </div>
      )}
      <div className={css.body}>
        <nav className={css.nav} aria-label={t("web.nav.label")}>
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} className={css.navLink}>
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
        <main id="content" className={css.main}>
          <InAppBanner path={current.route.path} />
          {suspended ? <SuspendedPage ownerEmail={state.company?.ownerEmail ?? ""} /> : <Outlet />}
        </main>
        {state.helpOpen && (
          <aside className={css.helpPanel} aria-label={t("web.shell.helpTitle")}>
            <h2>{t("web.shell.helpTitle")}</h2>
            <p>{t("web.shell.helpBody")}</p>
          </aside>
        )}
      </div>
    </div>
  );
}
