import type { CallOutput } from "@trezo/api";
import { SignInForm } from "@trezo/forms";
import { lazy, Suspense, useState } from "react";
import { getAppApiClient } from "../../api/lazyApiClient";
import type { SecondStep } from "../../components/mfa/SecondFactorStep";
import { useT } from "../../i18n/appI18n";

/** The second step's screen: its own chunk, loaded only when a sign-in asks for a second factor. */
const SecondFactorStep = lazy(() => import("../../components/mfa/SecondFactorStep"));

/**
 * @trezo/forms' SignInForm, then signIn (spec 001 §7.7). An inactive user gets is_active false: the
 * panel says so and nothing is stored (spec 000 §5). A user with a second factor (or one a policy
 * requires) gets a challenge instead of a session: the panel goes on with the code step. Shared by the
 * sign-in screen and the sign-in popup. The API layer loads when the form is submitted: the page paints
 * without it.
 */
export function SignInPanel({
  onSignedIn,
  defaultEmail,
}: {
  onSignedIn: (session: { token: string; userId: number }) => void | Promise<void>;
  defaultEmail?: string;
}) {
  const t = useT();
  const [second, setSecond] = useState<SecondStep | null>(null);
  if (second) {
    return (
      <Suspense fallback={null}>
        <SecondFactorStep step={second} onSignedIn={onSignedIn} />
      </Suspense>
    );
  }
  return (
    <SignInForm
      {...(defaultEmail ? { defaultValues: { email: defaultEmail } } : {})}
      onSubmit={async ({ email, password }) => {
        let result: CallOutput<"signIn">;
        try {
          result = await (await getAppApiClient()).call("signIn", { username: email, password });
        } catch (error) {
          const status = (error as { status?: number }).status;
          if (status === 401 || status === 400) return { formError: t("web.signIn.invalidCredentials") };
          return { formError: error instanceof Error ? error.message : String(error) };
        }
        if (!result.is_active) return { formError: t("web.signIn.inactive") };
        if ("mfa" in result) {
          setSecond({ mfa: result.mfa, challenge: result.challenge });
          return undefined;
        }
        await onSignedIn({ token: result.token, userId: result.user_id });
        return undefined;
      }}
    />
  );
}
