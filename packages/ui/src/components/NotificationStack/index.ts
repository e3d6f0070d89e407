export { NotificationStack, type NotificationStackProps, useNotificationStack } from "./NotificationStack";
export * from "./notifications";
