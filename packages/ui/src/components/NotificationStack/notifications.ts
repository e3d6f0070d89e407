/** Colour of a notification: green success, red error, orange warning, blue information. */
export type NotificationTone = "success" | "error" | "warning" | "info";

/** One notification of the stack (spec 000 §4). */
export interface Notification {
  /** Stable id: a notification whose id is already shown is not added again. */
  id: string;
  tone: NotificationTone;
  message: string;
  /** A `once` message is not added while an identical message is shown. */
  once?: boolean;
  /** False: it stays until dismissed (a notice the user must act on). @default true */
  disappearing?: boolean;
}

/** How long a notification stays, in ms (spec 000 §4: 8 seconds). */
export const NOTIFICATION_DURATION_MS = 8000;

/**
 * The stack after `incoming` is offered (spec 000 §4): it is added only if its id is not already
 * present, and, when it is marked `once`, only if no identical message is already shown.
 */
export function addNotification(stack: readonly Notification[], incoming: Notification): Notification[] {
  if (stack.some((shown) => shown.id === incoming.id)) return [...stack];
  if (
    incoming.once &&
    stack.some((shown) => shown.message === incoming.message && shown.tone === incoming.tone)
  ) {
    return [...stack];
  }
  return [...stack, incoming];
}

/** The stack without the notification `id`. */
export function removeNotification(stack: readonly Notification[], id: string): Notification[] {
  return stack.filter((shown) => shown.id !== id);
}
