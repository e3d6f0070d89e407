import { newPasswordSchema, personalInfoSchema } from "@trezo/forms";
import { Heading, Stack, Text } from "@trezo/ui";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { appApiClient } from "../../api/appApiClient";
import { useSessionService } from "../../app/AppServices";
import { passwordField, personalInfoFields } from "../../features/schemaForm/personalInfoFields";
import { SchemaForm } from "../../features/schemaForm/SchemaForm";
import { useT } from "../../i18n/appI18n";
import { appStorage } from "../../platform/boundedStorage";
import { SESSION_STORAGE_KEYS } from "../../session/sessionState";

const inviteForm = personalInfoSchema.extend({ password: newPasswordSchema });

/**
 * /acceptInvite?token=…: a signed-in user joins the inviting company at once; someone without an account
 * creates it here (signUpByInvite) and is signed in.
 */
export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const session = useSessionService();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const signedIn = Boolean(appStorage.getItem(SESSION_STORAGE_KEYS.token));
  const [state, setState] = useState<"idle" | "accepting" | "failed">(signedIn ? "accepting" : "idle");
  const started = useRef(false);

  useEffect(() => {
    if (!signedIn || started.current) return;
    started.current = true;
    appApiClient
      .call("acceptInvitation", { token })
      .then(({ companyId }) => {
        appStorage.setItem(SESSION_STORAGE_KEYS.companyId, String(companyId));
        window.location.assign("/dashboard");
      })
      .catch(() => setState("failed"));
  }, [signedIn, token]);

  return (
    <Stack gap="lg">
      <Heading level={1}>{t(signedIn ? "web.acceptInvite.title" : "web.acceptInvite.createAccount")}</Heading>
      {state === "failed" || !token ? (
        <Text role="alert">{t("web.acceptInvite.failed")}</Text>
      ) : state === "accepting" ? (
        <Text role="status">{t("web.acceptInvite.accepting")}</Text>
      ) : (
        <SchemaForm
          schema={inviteForm}
          fields={[...personalInfoFields(t), passwordField("password", t("forms.fields.password"))]}
          submitLabel={t("web.completeSignUp.continue")}
          onSubmit={async ({ firstName, lastName, telephone, password }) => {
            const result = await appApiClient.call("signUpByInvite", {
              token,
              password,
              name: firstName,
              surname: lastName,
              phone: telephone,
            });
            session.startSession(result.token);
            appStorage.setItem(SESSION_STORAGE_KEYS.companyId, String(result.companyId));
            navigate("/dashboard");
          }}
        />
      )}
    </Stack>
  );
}
