import { type Notification, NotificationStack } from "@trezo/ui";
import type { NotificationColor } from "../notifications/notificationRules";
import { useAppStore } from "../state/appStore";

const TONES: Record<NotificationColor, Notification["tone"]> = {
  green: "success",
  red: "error",
  orange: "warning",
  blue: "info",
};

/** The store's notifications (rules in notificationRules) drawn by ui's NotificationStack. */
export function NotificationArea() {
  const notifications = useAppStore((state) => state.notifications);
  const dismiss = useAppStore((state) => state.dismissNotification);
  return (
    <NotificationStack
      notifications={notifications.map((notification) => ({
        id: notification.id,
        tone: TONES[notification.color],
        message: notification.msg,
        once: notification.once,
        disappearing: notification.disappearing,
      }))}
      onDismiss={dismiss}
    />
  );
}
