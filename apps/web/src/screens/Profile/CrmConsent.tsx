import { useApiMutation, useApiQuery } from "@trezo/api";
import { Heading, Stack, Switch, Text } from "@trezo/ui";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";

/**
 * /profile: the user's consent to their contact details going with the CRM's sales events
 * (getCrmConsent, setCrmConsent). The server keeps it and applies it in updateHubSpotObject: without it,
 * nothing personal is sent.
 */
export function CrmConsent() {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const consent = useApiQuery("getCrmConsent", {});
  const save = useApiMutation("setCrmConsent", { invalidates: ["getCrmConsent"] });
  return (
    <Stack as="section" gap="md" aria-labelledby="profile-crm-consent">
      <Heading level={2} id="profile-crm-consent">
        {t("shellPages.crmConsent.title")}
      </Heading>
      <Text tone="muted">{t("shellPages.crmConsent.body")}</Text>
      <Switch
        isSelected={consent.data?.consented ?? false}
        isDisabled={!consent.data || save.isPending}
        onChange={async (given) => {
          try {
            await save.mutateAsync({ consent: given });
            notify({
              msg: t(given ? "shellPages.crmConsent.granted" : "shellPages.crmConsent.withdrawn"),
              color: "green",
            });
          } catch {
            notify({ msg: t("shellPages.crmConsent.failed"), color: "red" });
          }
        }}
      >
        {t("shellPages.crmConsent.label")}
      </Switch>
    </Stack>
  );
}
