/**
 * The browser's connection, said in the notification stack: an orange notice when it goes offline
 * (nothing the user changes can be saved then), and a blue one when it is back, which also takes the
 * orange one away.
 */
import type { AppStoreApi } from "../state/appStore";

/** The id of the offline notice, so that coming back online can remove it. */
export const OFFLINE_NOTICE_ID = "connectivity-offline";

/**
 * Listens to `target`'s offline and online events (the window's) and notifies through `store`, in the
 * words `translate` gives; returns the function that stops listening.
 */
export function watchConnectivity(
  target: EventTarget,
  store: AppStoreApi,
  translate: (key: "web.shell.offline" | "web.shell.online") => string,
): () => void {
  const offline = () =>
    store.getState().notify({
      id: OFFLINE_NOTICE_ID,
      msg: translate("web.shell.offline"),
      color: "orange",
      once: true,
    });
  const online = () => {
    store.getState().dismissNotification(OFFLINE_NOTICE_ID);
    store.getState().notify({ msg: translate("web.shell.online"), color: "blue", once: true });
  };
  target.addEventListener("offline", offline);
  target.addEventListener("online", online);
  return () => {
    target.removeEventListener("offline", offline);
    target.removeEventListener("online", online);
  };
}
