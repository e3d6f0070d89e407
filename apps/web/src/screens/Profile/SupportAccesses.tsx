import { useApiQuery } from "@trezo/api";
import { Heading, Stack, Text } from "@trezo/ui";
import { useFormat, useT } from "../../i18n/appI18n";

/**
 * /profile: when the support team acted as this user (getSupportAccessHistory), with the reason the
 * administrator typed; the administrator is not named.
 */
export function SupportAccesses() {
  const t = useT();
  const format = useFormat();
  const history = useApiQuery("getSupportAccessHistory", {});
  const accesses = history.data?.accesses ?? [];
  return (
    <Stack as="section" gap="md" aria-labelledby="profile-support-accesses">
      <Heading level={2} id="profile-support-accesses">
        {t("auditTrail.supportTitle")}
      </Heading>
      <Text tone="muted">{t("auditTrail.supportIntro")}</Text>
      {history.data && accesses.length === 0 ? <Text>{t("auditTrail.supportNone")}</Text> : null}
      {accesses.length > 0 ? (
        <ul aria-label={t("auditTrail.supportTitle")} style={{ margin: 0, paddingInlineStart: "1.25rem" }}>
          {accesses.map((access) => (
            <li key={access.started_at}>
              <Text>
                {t("auditTrail.supportStarted")} : {format.dateTime(access.started_at)} ·{" "}
                {t("auditTrail.supportEnded")} :{" "}
                {access.ended_at ? format.dateTime(access.ended_at) : t("auditTrail.supportOngoing")}
                {access.reason ? ` · ${t("auditTrail.supportReason")} : ${access.reason}` : ""}
              </Text>
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}
