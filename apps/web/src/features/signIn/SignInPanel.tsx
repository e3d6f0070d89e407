import { ApiError } from "@trezo/api";
import { signInSchema } from "@trezo/forms";
import { appApiClient } from "../../api/appApiClient";
import { useT } from "../../i18n/appI18n";
import { SchemaForm } from "../schemaForm/SchemaForm";

/**
 * Email and password, then signIn (spec 001 §7.7). An inactive user gets is_active false: the panel
 * says so and nothing is stored (spec 000 §5). Shared by the sign-in screen and the sign-in popup.
 */
export function SignInPanel({
  onSignedIn,
  defaultEmail,
}: {
  onSignedIn: (session: { token: string; userId: number }) => void | Promise<void>;
  defaultEmail?: string;
}) {
  const t = useT();
  return (
    <SchemaForm
      schema={signInSchema}
      formLabel={t("web.signIn.title")}
      fields={[
        { name: "email", label: t("forms.fields.email"), type: "email", autoComplete: "username" },
        {
          name: "password",
          label: t("forms.fields.password"),
          type: "password",
          autoComplete: "current-password",
        },
      ]}
      {...(defaultEmail ? { defaultValues: { email: defaultEmail } } : {})}
      submitLabel={t("forms.actions.signIn")}
      onSubmit={async ({ email, password }) => {
        let result: Awaited<ReturnType<typeof appApiClient.call<"signIn">>>;
        try {
          result = await appApiClient.call("signIn", { username: email, password });
        } catch (error) {
          if (error instanceof ApiError && (error.status === 401 || error.status === 400)) {
            throw new Error(t("web.signIn.invalidCredentials"));
          }
          throw error;
        }
        if (!result.is_active) throw new Error(t("web.signIn.inactive"));
        await onSignedIn({ token: result.token, userId: result.user_id });
      }}
    />
  );
}
