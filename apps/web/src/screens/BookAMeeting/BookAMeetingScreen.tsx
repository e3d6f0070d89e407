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
  const access = useAppStore(accessContextOf);
  return (
    <div className={page} data-screen="bookAMeeting">
      <MeetingBooking
        reason={meetingReasonOf(search.get("reason"), analytics)}
        analytics={analytics}
        backTo={access ? landingRoute(access) : "/dashboard"}
      />
    </div>
  );
}
