import { Button, Stack, Text } from "@trezo/ui";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { appApiClient } from "../../api/appApiClient";
import { useSessionService } from "../../app/AppServices";
import { useT } from "../../i18n/appI18n";

/** Spec 000 §4 and 001 §2: after the e-mail confirmation the user goes to /dashboard after 5000 ms. */
export const CONFIRMATION_REDIRECT_MS = 5000;

/** Confirms the address with the mailed token, signs the user in, then counts down to /dashboard. */
export function EmailConfirmation({ token }: { token: string }) {
  const t = useT();
  const session = useSessionService();
  const navigate = useNavigate();
  const [state, setState] = useState<"confirming" | "confirmed" | "failed">("confirming");
  const [secondsLeft, setSecondsLeft] = useState(CONFIRMATION_REDIRECT_MS / 1000);
  const sent = useRef(false);

  useEffect(() => {
    // Development's strict mode mounts twice; the token can be used only once.
    if (sent.current) return;
    sent.current = true;
    appApiClient
      .call("confirmEmail", { emailConfirmationToken: token })
      .then((result) => {
        session.startSession(result.token);
        setState("confirmed");
      })
      .catch(() => setState("failed"));
  }, [token, session]);

  useEffect(() => {
    if (state !== "confirmed") return;
    const started = Date.now();
    const tick = setInterval(() => {
      const left = Math.max(0, Math.ceil((CONFIRMATION_REDIRECT_MS - (Date.now() - started)) / 1000));
      setSecondsLeft(left);
    }, 250);
    const redirect = setTimeout(() => navigate("/dashboard"), CONFIRMATION_REDIRECT_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(redirect);
    };
  }, [state, navigate]);

  if (state === "confirming") return <Text role="status">{t("web.emailConfirmation.confirming")}</Text>;
  if (state === "failed") return <Text role="alert">{t("web.emailConfirmation.failed")}</Text>;
  return (
    <Stack gap="md">
      <Text role="status">{t("web.emailConfirmation.confirmed", { seconds: secondsLeft })}</Text>
      <Button onClick={() => navigate("/dashboard")}>{t("web.emailConfirmation.goNow")}</Button>
    </Stack>
  );
}
