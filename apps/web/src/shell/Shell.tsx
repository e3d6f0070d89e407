import { BrandProvider } from "@trezo/ui";
import { Outlet, useLoaderData, useNavigation } from "react-router-dom";
import type { CurrentRoute } from "../app/guardLoader";
import { useAppStore } from "../state/appStore";
import { DefaultLayout } from "./DefaultLayout";
import { NotificationArea } from "./NotificationArea";
import { PopupHost } from "./popups/PopupHost";
import { card, centred, spinnerBar } from "./Shell.css";
import { UpdatePrompt } from "./UpdatePrompt";

/**
 * The application shell: the company's brand over the theme, the layout the route asks for, and what
 * floats above every screen (notifications, the open popup, the update prompt, the global spinner).
 */
export function Shell() {
  const current = useLoaderData() as CurrentRoute | undefined;
  const branding = useAppStore((state) => state.branding);
  const globalLoading = useAppStore((state) => state.flags.globalLoading);
  const navigation = useNavigation();
  const layout = current?.route.layout ?? "default";

  return (
    <BrandProvider branding={branding}>
      {layout === "default" && current ? (
        <DefaultLayout current={current} />
      ) : layout === "noAuth" ? (
        <main className={centred}>
          <div className={card}>
            <Outlet />
          </div>
        </main>
      ) : (
        <Outlet />
      )}
      {(navigation.state !== "idle" || globalLoading) && (
        <div className={spinnerBar} role="progressbar" aria-busy="true" aria-label="…" />
      )}
      <NotificationArea />
      <PopupHost />
      <UpdatePrompt />
    </BrandProvider>
  );
}
