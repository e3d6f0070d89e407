import type { CallOutput } from "@trezo/api";
import { getAppApiClient } from "../../api/lazyApiClient";
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
      // The validation and the API layer load while the user types: the form shows without them.
      schema={() => import("@trezo/forms").then((forms) => forms.signInSchema)}
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
        let result: CallOutput<"signIn">;
        try {
          result = await (await getAppApiClient()).call("signIn", { username: email, password });
        } catch (error) {
          const status = (error as { status?: number }).status;
          if (status === 401 || status === 400) {
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
