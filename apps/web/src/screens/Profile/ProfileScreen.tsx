import { ApiError, useApiMutation, useApiQuery } from "@trezo/api";
import { passwordChangeSchema, personalInfoSchema } from "@trezo/forms";
import { isLocale, LOCALES } from "@trezo/i18n";
import { Heading, Select, Stack, Switch, Text } from "@trezo/ui";
import { useSessionService } from "../../app/AppServices";
import { passwordField, personalInfoFields } from "../../features/schemaForm/personalInfoFields";
import { SchemaForm } from "../../features/schemaForm/SchemaForm";
import { useLocale, useT } from "../../i18n/appI18n";
import { userOf } from "../../session/sessionService";
import { useAppStore } from "../../state/appStore";
import { CrmConsent } from "./CrmConsent";
import { SecondFactor } from "./SecondFactor";
import { SupportAccesses } from "./SupportAccesses";

/** /profile: identity, password, locale, preferences and CRM consent of the signed-in user. */
export function Component() {
  const t = useT();
  const locale = useLocale();
  const session = useSessionService();
  const user = useAppStore((state) => state.user);
  const setUser = useAppStore((state) => state.setUser);
  const notify = useAppStore((state) => state.notify);
  const preferences = useApiQuery("getUserPreferences", {});
  const updateProfile = useApiMutation("updateUserProfile");
  const updatePassword = useApiMutation("updateUserPassword");
  const setBlurred = useApiMutation("setBlurredBalancePreferences", { invalidates: ["getUserPreferences"] });

  return (
    <Stack gap="xl">
      <Heading level={1}>{t("web.profile.title")}</Heading>

      <Stack as="section" gap="md" aria-labelledby="profile-identity">
        <Heading level={2} id="profile-identity">
          {t("web.profile.identity")}
        </Heading>
        <Text>
          {t("web.profile.email")} : {user?.email}
        </Text>
        {user && (
          <SchemaForm
            schema={personalInfoSchema}
            fields={personalInfoFields(t)}
            defaultValues={{ firstName: user.firstName, lastName: user.lastName, telephone: user.telephone }}
            submitLabel={t("forms.actions.save")}
            onSubmit={async (profile) => {
              const info = await updateProfile.mutateAsync({ profile });
              setUser(userOf(info));
              notify({ msg: t("web.profile.saved"), color: "green" });
            }}
          />
        )}
      </Stack>

      <Stack as="section" gap="md" aria-labelledby="profile-password">
        <Heading level={2} id="profile-password">
          {t("web.profile.password")}
        </Heading>
        <SchemaForm
          schema={passwordChangeSchema}
          fields={[
            passwordField("currentPassword", t("forms.fields.currentPassword"), "current-password"),
            passwordField("newPassword", t("forms.fields.newPassword")),
            passwordField("confirmPassword", t("forms.fields.confirmPassword")),
          ]}
          submitLabel={t("forms.actions.changePassword")}
          onSubmit={async ({ currentPassword, newPassword }) => {
            try {
              const changed = await updatePassword.mutateAsync({
                password: currentPassword,
                newPassword,
              });
              // Every earlier session ended with the old password: this tab goes on with the new token.
              if (changed.token !== null) session.renewToken(changed.token);
            } catch (error) {
              // A new password the server's rule refuses: its message, in the user's language.
              if (error instanceof ApiError && error.code === "weak_password") throw new Error(error.message);
              if (error instanceof ApiError && error.code === "wrong_password")
                throw new Error(t("web.profile.wrongPassword"));
              throw error;
            }
            notify({ msg: t("web.profile.passwordChanged"), color: "green" });
          }}
        />
      </Stack>

      <SecondFactor />

      <Stack as="section" gap="md" aria-labelledby="profile-preferences">
        <Heading level={2} id="profile-preferences">
          {t("web.profile.preferences")}
        </Heading>
        <Select
          label={t("web.profile.locale")}
          options={LOCALES.map((code) => ({ id: code, label: t(`web.locales.${code}`) }))}
          value={locale}
          onChange={(code) => {
            if (isLocale(code)) void session.saveLocale(code).catch(() => undefined);
          }}
        />
        <Switch
          isSelected={preferences.data?.blurred_balance ?? false}
          isDisabled={!preferences.data}
          onChange={async (blurred) => {
            await setBlurred.mutateAsync({ blurred });
          }}
        >
          {t("web.profile.blurredBalance")}
        </Switch>
      </Stack>

      <CrmConsent />
      <SupportAccesses />
    </Stack>
  );
}
