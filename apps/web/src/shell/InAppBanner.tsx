import { useApiMutation } from "@trezo/api";
import { Banner } from "@trezo/ui";
import { useLocation } from "react-router-dom";
import { useAppStore } from "../state/appStore";
import { bannerShowsOn } from "./navigation";

/**
 * The in-app message in markdown (safely rendered by ui's Banner), only on the routes it lists. Closing
 * it hides it at once and tells the server (dismissInAppMessage), so it stays closed for this user on
 * every device and stays open for everyone else.
 */
export function InAppBanner() {
  const message = useAppStore((state) => state.inAppMessage);
  const setMessage = useAppStore((state) => state.setInAppMessage);
  const dismiss = useApiMutation("dismissInAppMessage");
  const { pathname } = useLocation();
  if (!message || !bannerShowsOn(message.routes, pathname)) return null;
  return (
    <Banner
      markdown={message.body}
      onDismiss={() => {
        setMessage(null);
        dismiss.mutate({ id: message.id });
      }}
    />
  );
}
