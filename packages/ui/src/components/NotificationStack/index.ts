export { NotificationStack, type NotificationStackProps, useNotificationStack } from "./NotificationStack";
export {
  addNotification,
  NOTIFICATION_DURATION_MS,
  type Notification,
  type NotificationTone,
  removeNotification,
} from "./notifications";
