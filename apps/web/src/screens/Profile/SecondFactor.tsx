import { useApiMutation, useApiQuery } from "@trezo/api";
import { Button, Heading, Inline, Stack, Text, TextField } from "@trezo/ui";
import { useState } from "react";
import { codeErrorOf, RecoveryCodes, TotpEnrolment } from "../../components/mfa/TotpEnrolment";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";

/**
 * /profile: the second factor (issue 23). Off: set up an authenticator app (QR code, a first code,
 * recovery codes shown once). On: new recovery codes (getPuk) or turning it off (disableTotp), both with
 * a current code; turning off is not offered while a policy requires it.
 */
export function SecondFactor() {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const status = useApiQuery("getMfaStatus", {});
  const renew = useApiMutation("getPuk", { invalidates: ["getMfaStatus"] });
  const disable = useApiMutation("disableTotp", { invalidates: ["getMfaStatus"] });
  const [enrolling, setEnrolling] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [fresh, setFresh] = useState<string[] | null>(null);

  const act = async (action: () => Promise<void>) => {
    setError(null);
    try {
      await action();
      setCode("");
    } catch (failure) {
      setError(codeErrorOf(failure, t));
    }
  };

  const data = status.data;
  return (
    <Stack as="section" gap="md" aria-labelledby="profile-mfa">
      <Heading level={2} id="profile-mfa">
        {t("mfa.web.title")}
      </Heading>
      {data ? <Text role="status">{t(data.enabled ? "mfa.web.statusOn" : "mfa.web.statusOff")}</Text> : null}
      {data?.required ? <Text tone="muted">{t("mfa.web.requiredNote")}</Text> : null}
      {fresh ? (
        <RecoveryCodes codes={fresh} onDone={() => setFresh(null)} />
      ) : data && !data.enabled ? (
        enrolling ? (
          <TotpEnrolment
            onEnrolled={() => {
              setEnrolling(false);
              notify({ msg: t("mfa.web.enabled"), color: "green" });
              void status.refetch();
            }}
          />
        ) : (
          <Inline gap="sm">
            <Button onClick={() => setEnrolling(true)}>{t("mfa.web.enable")}</Button>
          </Inline>
        )
      ) : data ? (
        <Stack gap="sm">
          <Text>{t("mfa.web.recoveryLeft", { count: data.recovery_codes_left })}</Text>
          <TextField
            label={t("mfa.web.currentCode")}
            value={code}
            onChange={setCode}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
          {error ? (
            <Text role="alert" tone="danger">
              {error}
            </Text>
          ) : null}
          <Inline gap="sm">
            <Button
              variant="secondary"
              loading={renew.isPending}
              onClick={() =>
                act(async () => {
                  setFresh((await renew.mutateAsync({ code })).recovery_codes);
                })
              }
            >
              {t("mfa.web.regenerate")}
            </Button>
            {data.required ? null : (
              <Button
                variant="danger"
                loading={disable.isPending}
                onClick={() =>
                  act(async () => {
                    await disable.mutateAsync({ code });
                    notify({ msg: t("mfa.web.disabled"), color: "green" });
                  })
                }
              >
                {t("mfa.web.disable")}
              </Button>
            )}
          </Inline>
        </Stack>
      ) : null}
    </Stack>
  );
}
