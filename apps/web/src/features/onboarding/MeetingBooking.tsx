import { useApiQuery } from "@trezo/api";
import { Card, Heading, Link, linkClass, Skeleton, Stack, Text } from "@trezo/ui";
import { CalendarClock } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { useT } from "../../i18n/appI18n";
import { type MeetingReason, REASON_TEXTS } from "./meetingReason";
import { icon, listItem } from "./onboarding.css";

export interface MeetingBookingProps {
  /** Why the user was sent here, said in words. */
  reason: MeetingReason;
  /** /book-a-meeting-analytics: the analytics paywall's title. */
  analytics: boolean;
  /** Where "back" goes (the user's landing route). */
  backTo: string;
}

/**
 * /book-a-meeting and /book-a-meeting-analytics: the reason of the visit and the booking link the server
 * is configured with (MEETING_BOOKING_URL, opened in a new tab); without one, how to reach support
 * (SUPPORT_EMAIL, else the help panel).
 */
export function MeetingBooking({ reason, analytics, backTo }: MeetingBookingProps) {
  const t = useT();
  const booking = useApiQuery("getMeetingBooking", {}, { staleTime: 5 * 60_000 });
  const url = booking.data?.booking_url ?? null;
  const email = booking.data?.support_email ?? null;
  return (
    <Card>
      <Stack gap="lg">
        <Heading level={1}>
          {t(analytics ? "onboarding.meeting.analyticsTitle" : "onboarding.meeting.title")}
        </Heading>
        <section aria-label={t("onboarding.meeting.reasonLabel")} data-reason={reason}>
          <Stack gap="xs">
            <Text weight="semibold">{t("onboarding.meeting.reasonLabel")}</Text>
            <Text>{t(REASON_TEXTS[reason])}</Text>
          </Stack>
        </section>
        {booking.isPending ? (
          <Skeleton height={24} width={240} />
        ) : url ? (
          <div className={listItem}>
            <CalendarClock size={18} className={icon} aria-hidden="true" />
            <Link href={url} external>
              {t("onboarding.meeting.book")} <span>{t("onboarding.meeting.newTab")}</span>
            </Link>
          </div>
        ) : (
          <Stack gap="xs" role="status">
            <Text tone={booking.isError ? "danger" : "default"}>
              {t(booking.isError ? "onboarding.meeting.loadFailed" : "onboarding.meeting.noLink")}
            </Text>
            <Text>
              {email ? t("onboarding.meeting.writeTo", { email }) : t("onboarding.meeting.useHelp")}
            </Text>
          </Stack>
        )}
        <div>
          <RouterLink className={linkClass} to={backTo}>
            {t("onboarding.meeting.backToApp")}
          </RouterLink>
        </div>
      </Stack>
    </Card>
  );
}
