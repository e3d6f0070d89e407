/**
 * Rules of the notification stack (spec 000 §3, §4, §9). The store applies them; the ui
 * NotificationStack only draws what the store holds.
 */

/** Display time of a disappearing notification (spec 000 §9). */
export const NOTIFICATION_DISPLAY_MS = 8000;

/** Colours of the notification stack: green success, red error, orange warning, blue information. */
export type NotificationColor = "green" | "red" | "orange" | "blue";

/** A notification of spec 000 §3. */
export interface AppNotification {
  id: string;
  msg: string;
  color: NotificationColor;
  /** An identical message marked once is not shown twice at the same time. */
  once: boolean;
  /** Leaves by itself after NOTIFICATION_DISPLAY_MS. */
  disappearing: boolean;
}

/**
 * Whether `candidate` may join `shown` (spec 000 §4): not when its id is already present, nor when it is
 * marked once and an identical message is already shown.
 */
export function canAddNotification(shown: readonly AppNotification[], candidate: AppNotification): boolean {
  if (shown.some((notification) => notification.id === candidate.id)) return false;
  if (candidate.once && shown.some((notification) => notification.msg === candidate.msg)) return false;
  return true;
}

/** The list after adding `candidate`, unchanged when the rules refuse it. */
export function addNotification(
  shown: readonly AppNotification[],
  candidate: AppNotification,
): readonly AppNotification[] {
  return canAddNotification(shown, candidate) ? [...shown, candidate] : shown;
}
