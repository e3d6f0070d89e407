import { companySchema } from "@trezo/forms";
import { Heading, Stack, Text } from "@trezo/ui";
import { useNavigate } from "react-router-dom";
import { appApiClient } from "../../api/appApiClient";
import { SchemaForm } from "../../features/schemaForm/SchemaForm";
import { useT } from "../../i18n/appI18n";
import { appStorage } from "../../platform/boundedStorage";
import { SESSION_STORAGE_KEYS } from "../../session/sessionState";
import { SIGN_UP_KIND_KEY } from "../SignUp/signUpVariant";

/**
 * /company-infos: the last sign-up step. finishSignup creates the user's first company (an accounting
 * firm needs its SIRET), which becomes the selected company; the guard then opens the app.
 */
export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const kind = appStorage.getJson<{ accountingFirm?: boolean }>(SIGN_UP_KIND_KEY);
  const accountingFirm = kind?.accountingFirm === true;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Heading level={1}>{t("web.companyInfos.title")}</Heading>
        <Text tone="muted">{t("web.companyInfos.intro")}</Text>
      </Stack>
      <SchemaForm
        schema={companySchema({ accountingFirm })}
        fields={[
          { name: "name", label: t("forms.fields.companyName"), autoComplete: "organization" },
          { name: "siret", label: t("forms.fields.siret") },
        ]}
        submitLabel={t("forms.actions.createCompany")}
        onSubmit={async ({ name, siret }) => {
          const user = await appApiClient.call("getUserInfo", {});
          // A user whose sign-up is finished lands here after deleting their last company: a new one.
          const { companyId } = user.signup_finished
            ? await appApiClient.call("createCompany", {
                name,
                ...(siret ? { siret } : {}),
                isCpa: accountingFirm,
              })
            : await appApiClient.call("finishSignup", {
                firstName: user.profile.firstName,
                lastName: user.profile.lastName,
                telephone: user.telephone,
                companyName: name,
                ...(siret ? { siret } : {}),
                isCpa: accountingFirm,
              });
          appStorage.setItem(SESSION_STORAGE_KEYS.companyId, String(companyId));
          appStorage.removeItem(SIGN_UP_KIND_KEY);
          navigate("/dashboard");
        }}
      />
    </Stack>
  );
}
