import { personalInfoSchema } from "@trezo/forms";
import { Heading, Stack, Text } from "@trezo/ui";
import { useNavigate } from "react-router-dom";
import { appApiClient } from "../../api/appApiClient";
import { personalInfoFields } from "../../features/schemaForm/personalInfoFields";
import { SchemaForm } from "../../features/schemaForm/SchemaForm";
import { useT } from "../../i18n/appI18n";
import { userOf } from "../../session/sessionService";
import { useAppStore } from "../../state/appStore";

/**
 * /personal-infos: first name, last name and telephone (spec 000 §4 sends an incomplete profile here).
 * During sign-up the company step follows; otherwise the user goes on to the app.
 */
export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const user = useAppStore((state) => state.user);
  const hasCompany = useAppStore((state) => state.company !== null);
  const setUser = useAppStore((state) => state.setUser);
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Heading level={1}>{t("web.personalInfos.title")}</Heading>
        <Text tone="muted">{t("web.personalInfos.intro")}</Text>
      </Stack>
      <SchemaForm
        schema={personalInfoSchema}
        fields={personalInfoFields(t)}
        defaultValues={{
          firstName: user?.firstName ?? "",
          lastName: user?.lastName ?? "",
          telephone: user?.telephone ?? "",
        }}
        submitLabel={t("web.completeSignUp.continue")}
        onSubmit={async (profile) => {
          const info = await appApiClient.call("updateUserProfile", { profile });
          setUser(userOf(info));
          // Without a company (sign-up not finished, or the last company was deleted): create one.
          navigate(hasCompany ? "/dashboard" : "/company-infos");
        }}
      />
    </Stack>
  );
}
