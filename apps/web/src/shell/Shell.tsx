import { GlobalSpinner } from "@trezo/ui";
import { lightTheme, themeRoot } from "@trezo/ui/theme";
import { lazy, Suspense } from "react";
import { Outlet, useLoaderData, useNavigation } from "react-router-dom";
import type { CurrentRoute } from "../app/guardLoader";
import { useT } from "../i18n/appI18n";
import { useAppStore } from "../state/appStore";
import { NotificationArea } from "./NotificationArea";
import { authBrand, authLogo, card, centred, spinnerBar } from "./Shell.css";
import { ShellSpinner } from "./ShellSpinner";

/** The signed-in layout (brand, navigation, API provider) loads with the first signed-in screen. */
const DefaultLayout = lazy(() => import("./DefaultLayout"));
/** The popups' host (their registry) loads with the first popup opened. */
const PopupHost = lazy(() => import("./popups/PopupHost").then((module) => ({ default: module.PopupHost })));
/** The update prompt (a markdown banner) loads when an update is out. */
const UpdatePrompt = lazy(() =>
  import("./UpdatePrompt").then((module) => ({ default: module.UpdatePrompt })),
);

/**
 * The product's name, or the brand's logo when the tab has one, at the top of the sign-in and sign-up
 * cards: a user knows where they are signing in.
 */
function ProductMark() {
  const t = useT();
  const logo = useAppStore((state) => state.branding?.app_logo);
  return (
    <div className={authBrand}>
      {logo ? <img className={authLogo} src={logo} alt={t("app.name")} /> : <span>{t("app.name")}</span>}
    </div>
  );
}

/**
 * The application shell: the theme, the layout the route asks for (the signed-in one brings the
 * company's brand), and what floats above every screen (notifications, the open popup, the update
 * prompt, the global spinner).
 */
export function Shell() {
  const current = useLoaderData() as CurrentRoute | undefined;
  const globalLoading = useAppStore((state) => state.flags.globalLoading);
  const navigation = useNavigation();
  const updateReady = useAppStore((state) => state.updateReady);
  const popupOpen = useAppStore((state) => state.popup !== null);
  const layout = current?.route.layout ?? "default";

  return (
    <div className={`${lightTheme} ${themeRoot}`}>
      {layout === "default" && current ? (
        <Suspense fallback={<ShellSpinner />}>
          <DefaultLayout current={current} />
        </Suspense>
      ) : layout === "noAuth" ? (
        <main className={centred}>
          <div className={card}>
            <ProductMark />
            <Outlet />
          </div>
        </main>
      ) : (
        <Outlet />
      )}
      {navigation.state !== "idle" && <div className={spinnerBar} aria-hidden="true" />}
      <GlobalSpinner visible={globalLoading} />
      <NotificationArea />
      {popupOpen && (
        <Suspense fallback={null}>
          <PopupHost />
        </Suspense>
      )}
      {updateReady && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </div>
  );
}
