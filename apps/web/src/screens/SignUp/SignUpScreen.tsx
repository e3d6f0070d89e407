import { signUpSchema } from "@trezo/forms";
import { Checkbox, Heading, Stack, Text } from "@trezo/ui";
import { useState } from "react";
import { Link, useRouteLoaderData } from "react-router-dom";
import { appApiClient } from "../../api/appApiClient";
import type { CurrentRoute } from "../../app/guardLoader";
import { SchemaForm } from "../../features/schemaForm/SchemaForm";
import { useLocale, useT } from "../../i18n/appI18n";
import { appStorage } from "../../platform/boundedStorage";
import { SIGN_UP_KIND_KEY, signUpVariantOf } from "./signUpVariant";

/** Every sign-up route (spec 000 §2): email and password, then "check your inbox". */
export function Component() {
  const t = useT();
  const locale = useLocale();
  const current = useRouteLoaderData("root") as CurrentRoute;
  const variant = signUpVariantOf(current.route.name, current.params);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <Stack gap="md" role="status">
        <Heading level={1}>{t("web.signUp.checkEmailTitle")}</Heading>
        <Text>{t("web.signUp.checkEmailBody", { email: sentTo })}</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Heading level={1}>{t(variant.accountingFirm ? "web.signUp.cpaTitle" : "web.signUp.title")}</Heading>
        {variant.partner && (
          <Text tone="muted" data-testid="signup-partner">
            {t("web.signUp.partner", { partner: variant.partner })}
          </Text>
        )}
      </Stack>
      <SchemaForm
        schema={signUpSchema}
        formLabel={t("web.signUp.title")}
        fields={[
          { name: "email", label: t("forms.fields.email"), type: "email", autoComplete: "email" },
          {
            name: "password",
            label: t("forms.fields.password"),
            type: "password",
            autoComplete: "new-password",
          },
        ]}
        extraValues={{ acceptTerms }}
        submitLabel={t("forms.actions.signUp")}
        onSubmit={async ({ email, password }) => {
          await appApiClient.call("signUp", { email, password, locale: variant.locale ?? locale });
          appStorage.setJson(SIGN_UP_KIND_KEY, {
            accountingFirm: variant.accountingFirm,
            partner: variant.partner,
          });
          setSentTo(email);
        }}
      >
        <Checkbox isSelected={acceptTerms} onChange={setAcceptTerms} name="acceptTerms">
          {t("forms.fields.acceptTerms")}
        </Checkbox>
      </SchemaForm>
      <Text>
        {t("web.signUp.haveAccount")} <Link to="/signin">{t("web.signUp.signIn")}</Link>
      </Text>
    </Stack>
  );
}
