import { Text } from "@trezo/ui";
import { useLocation } from "react-router-dom";
import { useT } from "../i18n/appI18n";
import { useAppStore } from "../state/appStore";
import { bannerShowsOn } from "./navigation";
import { pretendingBar } from "./Shell.css";

/** The in-app message, only on the routes it lists (spec 000 §2). Shown as text: never as HTML. */
export function InAppBanner(_: { path: string }) {
  const t = useT();
  const message = useAppStore((state) => state.inAppMessage);
  const { pathname } = useLocation();
  if (!message || !bannerShowsOn(message.routes, pathname)) return null;
  return (
    <section className={pretendingBar} aria-label={t("web.shell.message")}>
      <Text>{message.body}</Text>
    </section>
  );
}
