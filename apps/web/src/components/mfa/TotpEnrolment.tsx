import { ApiError, type CallOutput } from "@trezo/api";
import { Button, Inline, Stack, Text, TextField } from "@trezo/ui";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { getAppApiClient } from "../../api/lazyApiClient";
import { useT } from "../../i18n/appI18n";
import * as css from "./mfa.css";

type Provisioning = CallOutput<"startTotpEnrolment">;
type Confirmed = CallOutput<"confirmTotpEnrolment">;

/** The server's message for a refused code, or the generic one. */
export function codeErrorOf(error: unknown, t: ReturnType<typeof useT>): string {
  if (error instanceof ApiError && error.code === "invalid_code") return t("mfa.web.wrongCode");
  if (error instanceof ApiError && error.code === "invalid_challenge") return t("mfa.web.expired");
  return error instanceof Error ? error.message : String(error);
}

/** The recovery codes, shown once, and the button that says they are kept. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  return (
    <Stack gap="sm" aria-labelledby="mfa-recovery-title">
      <Text weight="medium" id="mfa-recovery-title">
        {t("mfa.web.recoveryTitle")}
      </Text>
      <Text tone="muted">{t("mfa.web.recoveryShownOnce")}</Text>
      <ol className={css.codes} aria-label={t("mfa.web.recoveryTitle")}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Inline gap="sm">
        <Button onClick={onDone}>{t("mfa.web.recoveryDone")}</Button>
      </Inline>
    </Stack>
  );
}

/**
 * Setting up an authenticator app: the secret (QR code and text, shown once), then a first code to
 * confirm it, then the recovery codes. With a sign-in's enrolment `challenge` (a policy requires a
 * second factor), the confirmation also answers the session.
 */
export function TotpEnrolment({
  challenge,
  onEnrolled,
}: {
  challenge?: string;
  onEnrolled: (confirmed: Confirmed) => void | Promise<void>;
}) {
  const t = useT();
  const [provisioning, setProvisioning] = useState<Provisioning | null>(null);
  const [confirmed, setConfirmed] = useState<Confirmed | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void getAppApiClient()
      .then((client) => client.call("startTotpEnrolment", challenge ? { challenge } : {}))
      .then(setProvisioning, (failure: unknown) => setError(codeErrorOf(failure, t)));
  }, [challenge, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const client = await getAppApiClient();
      setConfirmed(await client.call("confirmTotpEnrolment", challenge ? { code, challenge } : { code }));
    } catch (failure) {
      setError(codeErrorOf(failure, t));
    } finally {
      setBusy(false);
    }
  };

  if (confirmed)
    return <RecoveryCodes codes={confirmed.recovery_codes} onDone={() => onEnrolled(confirmed)} />;
  return (
    <Stack gap="md">
      {provisioning ? (
        <>
          <Text>{t("mfa.web.scanIntro")}</Text>
          <img
            className={css.qr}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(provisioning.qr_svg)}`}
            alt={t("mfa.web.qrLabel")}
          />
          <Stack gap="xxs">
            <Text tone="muted">{t("mfa.web.secretLabel")}</Text>
            <Text className={css.secret} data-testid="totp-secret">
              {provisioning.secret}
            </Text>
          </Stack>
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <TextField
                className={css.codeField}
                label={t("mfa.web.codeLabel")}
                value={code}
                onChange={setCode}
                inputMode="numeric"
                autoComplete="one-time-code"
                isRequired
              />
              {error ? (
                <Text role="alert" tone="danger">
                  {error}
                </Text>
              ) : null}
              <Inline gap="sm">
                <Button type="submit" loading={busy}>
                  {t("mfa.web.confirm")}
                </Button>
              </Inline>
            </Stack>
          </form>
        </>
      ) : error ? (
        <Text role="alert" tone="danger">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
