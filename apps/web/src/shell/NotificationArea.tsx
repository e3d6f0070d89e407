import { useT } from "../i18n/appI18n";
import { useAppStore } from "../state/appStore";
import * as css from "./NotificationArea.css";

/**
 * The notification stack of the store (rules in notificationRules). Interim rendering until ui's
 * NotificationStack lands; the store and its rules stay.
 */
export function NotificationArea() {
  const t = useT();
  const notifications = useAppStore((state) => state.notifications);
  const dismiss = useAppStore((state) => state.dismissNotification);
  return (
    <div className={css.stack} aria-live="polite">
      {notifications.map((notification) => (
        <div
          key={notification.id}
          role={notification.color === "red" ? "alert" : "status"}
          className={css.notification[notification.color]}
          data-color={notification.color}
        >
          <span>{notification.msg}</span>
          <button
            type="button"
            className={css.close}
            onClick={() => dismiss(notification.id)}
            aria-label={t("common.close")}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
