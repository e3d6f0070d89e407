import { newPasswordSchema, PasswordRecoveryForm } from "@trezo/forms";
import { Heading, Stack, Text } from "@trezo/ui";
import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { z } from "zod";
import { appApiClient } from "../../api/appApiClient";
import { passwordField } from "../../features/schemaForm/personalInfoFields";
import { SchemaForm } from "../../features/schemaForm/SchemaForm";
import { useT } from "../../i18n/appI18n";

const newPasswordForm = z.object({ password: newPasswordSchema });

/**
 * /passwordrecovery (main and auth hosts): asks for the address (@trezo/forms' PasswordRecoveryForm)
 * and mails a link; the link comes back here with its recoveryToken to choose the new password.
 */
export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const recoveryToken = params.get("recoveryToken");
  const [done, setDone] = useState(false);

  return (
    <Stack gap="lg">
      <Heading level={1}>
        {t(recoveryToken ? "web.passwordRecovery.newPasswordTitle" : "web.passwordRecovery.title")}
      </Heading>
      {done ? (
        <Text role="status">
          {t(recoveryToken ? "web.passwordRecovery.changed" : "web.passwordRecovery.sent")}
        </Text>
      ) : recoveryToken ? (
        <SchemaForm
          schema={newPasswordForm}
          fields={[passwordField("password", t("forms.fields.newPassword"))]}
          submitLabel={t("forms.actions.save")}
          onSubmit={async ({ password }) => {
            await appApiClient.call("recoverPasswordConfirm", { password, recoveryToken });
            setDone(true);
          }}
        />
      ) : (
        <>
          <Text>{t("web.passwordRecovery.intro")}</Text>
          <PasswordRecoveryForm
            onSubmit={async ({ email }) => {
              try {
                await appApiClient.call("recoverPasswordRequest", { email });
              } catch (error) {
                return { formError: error instanceof Error ? error.message : String(error) };
              }
              setDone(true);
              return undefined;
            }}
          />
        </>
      )}
      <Link to="/signin">{t("web.passwordRecovery.backToSignIn")}</Link>
    </Stack>
  );
}
