import { Button, Heading, Inline, Stack, Text, TextField } from "@trezo/ui";
import { type FormEvent, useState } from "react";
import { getAppApiClient } from "../../api/lazyApiClient";
import { useT } from "../../i18n/appI18n";
import { codeErrorOf, TotpEnrolment } from "./TotpEnrolment";

export interface SecondStep {
  mfa: "code" | "enrolment";
  challenge: string;
}

/**
 * The second step of a sign-in (issue 23): the authenticator's code (verifySignInCode) or a recovery
 * code (checkPuk); or, when a policy requires a second factor not yet set up, its enrolment. Loaded only
 * when a sign-in needs it.
 */
export default function SecondFactorStep({
  step,
  onSignedIn,
}: {
  step: SecondStep;
  onSignedIn: (session: { token: string; userId: number }) => void | Promise<void>;
}) {
  const t = useT();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (step.mfa === "enrolment") {
    return (
      <Stack gap="md" aria-labelledby="mfa-enrol-title">
        <Heading level={2} id="mfa-enrol-title">
          {t("mfa.web.enrolRequiredTitle")}
        </Heading>
        <Text tone="muted">{t("mfa.web.enrolRequiredIntro")}</Text>
        <TotpEnrolment
          challenge={step.challenge}
          onEnrolled={async ({ session }) => {
            if (session) await onSignedIn({ token: session.token, userId: session.user_id });
          }}
        />
      </Stack>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const client = await getAppApiClient();
      const session = recovery
        ? await client.call("checkPuk", { challenge: step.challenge, puk: code })
        : await client.call("verifySignInCode", { challenge: step.challenge, code });
      await onSignedIn({ token: session.token, userId: session.user_id });
    } catch (failure) {
      setError(codeErrorOf(failure, t));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="mfa-code-title">
      <Stack gap="md">
        <Heading level={2} id="mfa-code-title">
          {t("mfa.web.codeTitle")}
        </Heading>
        <Text tone="muted">{t(recovery ? "mfa.web.recoveryIntro" : "mfa.web.codeIntro")}</Text>
        <TextField
          key={recovery ? "recovery" : "code"}
          label={t(recovery ? "mfa.web.recoveryLabel" : "mfa.web.codeLabel")}
          value={code}
          onChange={setCode}
          autoFocus
          isRequired
          {...(recovery ? { autoComplete: "off" } : { inputMode: "numeric", autoComplete: "one-time-code" })}
        />
        {error ? (
          <Text role="alert" tone="danger">
            {error}
          </Text>
        ) : null}
        <Inline gap="md" justify="space-between">
          <Button type="submit" loading={busy}>
            {t("mfa.web.verify")}
          </Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setRecovery(!recovery);
              setCode("");
              setError(null);
            }}
          >
            {t(recovery ? "mfa.web.useAuthenticator" : "mfa.web.useRecoveryCode")}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
