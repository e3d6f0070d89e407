import type { MessageKey } from "@trezo/i18n";

/**
 * Why the user was sent to /book-a-meeting (query parameter `reason`): the plan's connections are used
 * up (spec 000 §6 maxConnections), the analytics paywall (/book-a-meeting-analytics), a plan change, a
 * locked feature, or a demo asked from the onboarding. Anything else reads as a general offer of help.
 */
export const MEETING_REASONS = [
  "maxConnections",
  "analytics",
  "upgradePlan",
  "unlockFeature",
  "demo",
] as const;
export type MeetingReason = (typeof MEETING_REASONS)[number] | "general";

/** The reason of a visit, from the `reason` parameter and the route (the analytics route defaults to it). */
export function meetingReasonOf(reason: string | null, analyticsRoute: boolean): MeetingReason {
  if ((MEETING_REASONS as readonly string[]).includes(reason ?? "")) return reason as MeetingReason;
  return analyticsRoute ? "analytics" : "general";
}

/** The link to the meeting page for a reason. */
export function meetingPath(reason: MeetingReason): string {
  const path = reason === "analytics" ? "/book-a-meeting-analytics" : "/book-a-meeting";
  return reason === "general" ? path : `${path}?reason=${reason}`;
}

/** The sentence that says the reason. */
export const REASON_TEXTS: Record<MeetingReason, MessageKey> = {
  maxConnections: "onboarding.meeting.reasons.maxConnections",
  analytics: "onboarding.meeting.reasons.analytics",
  upgradePlan: "onboarding.meeting.reasons.upgradePlan",
  unlockFeature: "onboarding.meeting.reasons.unlockFeature",
  demo: "onboarding.meeting.reasons.demo",
  general: "onboarding.meeting.reasons.general",
};
