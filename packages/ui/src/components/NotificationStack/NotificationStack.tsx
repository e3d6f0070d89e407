import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from "lucide-react";
import { useCallback, useEffect, useReducer } from "react";
import { useT } from "../../i18n/LocaleProvider";
import { IconButton } from "../IconButton/IconButton";
import { message as messageClass, notification as notificationClass, stack } from "./NotificationStack.css";
import {
  addNotification,
  NOTIFICATION_DURATION_MS,
  type Notification,
  type NotificationTone,
  removeNotification,
} from "./notifications";

const ICONS: Record<NotificationTone, typeof Info> = {
  success: CircleCheck,
  error: CircleAlert,
  warning: TriangleAlert,
  info: Info,
};

function NotificationItem({
  notification,
  onDismiss,
  durationMs,
}: {
  notification: Notification;
  onDismiss: (id: string) => void;
  durationMs: number;
}) {
  const t = useT();
  const disappearing = notification.disappearing !== false;
  useEffect(() => {
    // A notice that must stay (disappearing: false) leaves only when dismissed.
    if (!disappearing) return;
    const timer = setTimeout(() => onDismiss(notification.id), durationMs);
    return () => clearTimeout(timer);
  }, [notification.id, onDismiss, durationMs, disappearing]);
  const Icon = ICONS[notification.tone];
  return (
    <li className={notificationClass({ tone: notification.tone })} data-tone={notification.tone}>
      <Icon size={18} aria-hidden="true" style={{ marginTop: 7, flexShrink: 0 }} />
      <span className={messageClass}>{notification.message}</span>
      <IconButton
        label={t("ui.dismiss")}
        icon={<X />}
        size="small"
        onClick={() => onDismiss(notification.id)}
      />
    </li>
  );
}

export interface NotificationStackProps {
  notifications: readonly Notification[];
  onDismiss: (id: string) => void;
  /** How long each notification stays (default 8000 ms, spec 000 §4). */
  durationMs?: number;
}

/**
 * The notification stack, bottom right: green, red, orange or blue notices that leave after 8 s or on
 * dismiss (one marked `disappearing: false` only on dismiss). A polite live region: screen readers announce each new notice.
 */
export function NotificationStack({
  notifications,
  onDismiss,
  durationMs = NOTIFICATION_DURATION_MS,
}: NotificationStackProps) {
  const t = useT();
  return (
    <section aria-label={t("ui.notifications")} aria-live="polite" aria-relevant="additions">
      <ul className={stack}>
        {notifications.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            onDismiss={onDismiss}
            durationMs={durationMs}
          />
        ))}
      </ul>
    </section>
  );
}

type Action = { type: "add"; notification: Notification } | { type: "remove"; id: string };

function reducer(state: Notification[], action: Action): Notification[] {
  return action.type === "add"
    ? addNotification(state, action.notification)
    : removeNotification(state, action.id);
}

/** Local notification state with the spec's rules, for apps and stories without a global store. */
export function useNotificationStack(initial: readonly Notification[] = []) {
  const [notifications, dispatch] = useReducer(reducer, [...initial]);
  const notify = useCallback((notification: Notification) => dispatch({ type: "add", notification }), []);
  const dismiss = useCallback((id: string) => dispatch({ type: "remove", id }), []);
  return { notifications, notify, dismiss };
}
