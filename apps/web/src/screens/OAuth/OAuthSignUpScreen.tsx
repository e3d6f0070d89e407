import { ApiClientProvider, ApiError, useApiClient } from "@trezo/api";
import { SignUpForm } from "@trezo/forms";
import { Heading, Link, Stack, Text } from "@trezo/ui";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { appApiClient } from "../../api/appApiClient";
import { useLocale, useT } from "../../i18n/appI18n";
import { TermsDialog } from "../SignUp/SignUpScreen";
import { card } from "./OAuthAuthorizeScreen.css";

/** The interaction id of an OAuth request, as the consent page accepts it. */
const UID_PATTERN = /^[A-Za-z0-9_-]{10,64}$/;

/** Where the user goes back to finish the OAuth request (the consent page), or null without a request. */
export function authorizeAddressOf(uid: string | null): string | null {
  return uid && UID_PATTERN.test(uid) ? `/oauth2/authorize?uid=${encodeURIComponent(uid)}` : null;
}

/**
 * /oauth-signup?uid=… on the auth host (spec 000 §2 oauth-signup): a person without a Trezo account,
 * sent by a partner application, creates one (the shared sign-up form and call), confirms their address
 * from the e-mail, then goes back to the consent page (/oauth2/authorize?uid=…) to sign in and finish.
 */
export function Component() {
  // The auth host's bare layout brings no API client: the page brings its own.
  return (
    <ApiClientProvider client={appApiClient}>
      <OAuthSignUp />
    </ApiClientProvider>
  );
}

/** The page itself, calling through the API client it is given. */
export function OAuthSignUp() {
  const t = useT();
  const api = useApiClient();
  const locale = useLocale();
  const [params] = useSearchParams();
  const back = authorizeAddressOf(params.get("uid"));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);

  return (
    <Stack gap="lg" className={card}>
      <Stack gap="xs">
        <Heading level={1}>{t("publicPages.oauthSignUp.title")}</Heading>
        <Text>{t("publicPages.oauthSignUp.intro")}</Text>
      </Stack>
      {sentTo ? (
        <Text role="status">{t("publicPages.oauthSignUp.checkEmail", { email: sentTo })}</Text>
      ) : (
        <>
          <SignUpForm
            onShowTerms={() => setTermsOpen(true)}
            onSubmit={async ({ email, password }) => {
              try {
                await api.call("signUp", { email, password, locale });
              } catch (error) {
                if (error instanceof ApiError && error.code === "weak_password")
                  return { fieldErrors: { password: error.message } };
                return { formError: error instanceof Error ? error.message : String(error) };
              }
              setSentTo(email);
              return undefined;
            }}
          />
          <TermsDialog open={termsOpen} onOpenChange={setTermsOpen} />
        </>
      )}
      {back && <Link href={back}>{t("publicPages.oauthSignUp.back")}</Link>}
    </Stack>
  );
}
