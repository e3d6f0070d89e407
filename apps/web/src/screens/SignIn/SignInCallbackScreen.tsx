import { ApiError } from "@trezo/api";
import { Stack, Text } from "@trezo/ui";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { getAppApiClient } from "../../api/lazyApiClient";
import { useSessionService } from "../../app/AppServices";
import type { SecondStep } from "../../components/mfa/SecondFactorStep";
import { OIDC_MODE_KEY } from "../../features/signIn/ProviderButtons";
import { useT } from "../../i18n/appI18n";

const SecondFactorStep = lazy(() => import("../../components/mfa/SecondFactorStep"));

/**
 * /signin/callback: the end of an external sign-in. The OpenID Connect provider sends the browser back
 * here with `code` and `state` (googleSignin, or googleSignup when the sign-up page started it); the
 * answer is a session, or the second step. A `token` in the query (older links) starts the session.
 */
export function Component() {
  const t = useT();
  const session = useSessionService();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const done = useRef(false);
  const [second, setSecond] = useState<SecondStep | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const token = params.get("token");
    const code = params.get("code");
    const state = params.get("state");
    if (token) {
      session.startSession(token);
      navigate("/dashboard", { replace: true });
      return;
    }
    if (!code || !state) {
      navigate("/signin", { replace: true });
      return;
    }
    const mode = window.sessionStorage.getItem(OIDC_MODE_KEY) === "signup" ? "signup" : "signin";
    window.sessionStorage.removeItem(OIDC_MODE_KEY);
    const iss = params.get("iss");
    const input = { code, state, ...(iss ? { iss } : {}) };
    void getAppApiClient()
      .then((client) => client.call(mode === "signup" ? "googleSignup" : "googleSignin", input))
      .then(
        (result) => {
          if (!result.is_active) setFailure(t("web.signIn.inactive"));
          else if ("mfa" in result) setSecond({ mfa: result.mfa, challenge: result.challenge });
          else {
            session.startSession(result.token);
            navigate("/dashboard", { replace: true });
          }
        },
        (error: unknown) =>
          setFailure(error instanceof ApiError || error instanceof Error ? error.message : String(error)),
      );
  }, [params, session, navigate, t]);

  if (second) {
    return (
      <Suspense fallback={null}>
        <SecondFactorStep
          step={second}
          onSignedIn={({ token }) => {
            session.startSession(token);
            navigate("/dashboard", { replace: true });
          }}
        />
      </Suspense>
    );
  }
  if (failure) {
    return (
      <Stack gap="md">
        <Text role="alert" tone="danger">
          {failure}
        </Text>
        <Link to="/signin">{t("web.signIn.title")}</Link>
      </Stack>
    );
  }
  return <Text role="status">{t("web.signIn.callback")}</Text>;
}
