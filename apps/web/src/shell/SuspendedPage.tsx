import { Heading, Stack, Text } from "@trezo/ui";
import { useT } from "../i18n/appI18n";

/** Spec 000 §2: the service is suspended; the owner's email says whom to ask. */
export function SuspendedPage({ ownerEmail }: { ownerEmail: string }) {
  const t = useT();
  return (
    <Stack data-screen="suspended">
      <Heading level={1}>{t("web.shell.suspendedTitle")}</Heading>
      <Text>{t("web.shell.suspendedBody", { email: ownerEmail })}</Text>
      {ownerEmail ? (
        <Text>
          <a href={`mailto:${ownerEmail}`}>{t("billingScreen.suspended.write", { email: ownerEmail })}</a>
        </Text>
      ) : null}
    </Stack>
  );
}
