/**
 * /book-a-meeting and /book-a-meeting-analytics (spec 000 §2, §6): where a user is sent at the plan's
 * maxConnections, on the analytics paywall, or for a demo; the reason comes in the query (`reason`).
 */
import { landingRoute } from "@trezo/domain";
import { useRouteLoaderData, useSearchParams } from "react-router-dom";
import type { CurrentRoute } from "../../app/guardLoader";
import { MeetingBooking } from "../../features/onboarding/MeetingBooking";
import { meetingReasonOf } from "../../features/onboarding/meetingReason";
import { page } from "../../features/onboarding/onboarding.css";
import { accessContextOf, useAppStore } from "../../state/appStore";

export function Component() {
  const current = useRouteLoaderData("root") as CurrentRoute;
  const [search] = useSearchParams();
  const analytics = current.route.name === "bookAMeetingAnalytics";
  // A string from the store (a new access object on each read would re-render without end).
  const backTo = useAppStore((state) => {
    const access = accessContextOf(state);
    return access ? landingRoute(access) : "/dashboard";
  });
  return (
    <div className={page} data-screen="bookAMeeting">
      <MeetingBooking
        reason={meetingReasonOf(search.get("reason"), analytics)}
        analytics={analytics}
        backTo={backTo}
      />
    </div>
  );
}
