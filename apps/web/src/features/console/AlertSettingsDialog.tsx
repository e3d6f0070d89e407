import { ApiError, useApiMutation } from "@trezo/api";
import { ALERT_SETTING_LIMITS, type AlertSettings, invalidAlertSettings } from "@trezo/domain";
import { Button, Dialog, Stack, Text, TextField } from "@trezo/ui";
import { useState } from "react";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";

const FIELDS = [
  { key: "thresholdWithinWeeks", label: "consoleScreen.alertSettings.weeks" },
  { key: "staleBankDays", label: "consoleScreen.alertSettings.days" },
  { key: "toCategoriseAtLeast", label: "consoleScreen.alertSettings.toCategorise" },
] as const;

/** A typed whole number ("1 000" and "1000" alike), NaN when it is not one. */
function wholeNumber(text: string): number {
  const compact = text.replace(/[\s\u00a0\u202f]/g, "");
  return /^\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

/**
 * The firm's console alert thresholds (issue 16): weeks before a client falls under its threshold, days
 * without bank synchronisation, transactions to categorise. Checked here with the domain's limits (a
 * message under each refused field), then setPortfolioAlertSettings; the console and the weekly digest
 * follow.
 */
export function AlertSettingsDialog({
  firmId,
  settings,
  onClose,
}: {
  firmId: number;
  settings: AlertSettings;
  onClose: () => void;
}) {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const [texts, setTexts] = useState<Record<keyof AlertSettings, string>>({
    thresholdWithinWeeks: String(settings.thresholdWithinWeeks),
    staleBankDays: String(settings.staleBankDays),
    toCategoriseAtLeast: String(settings.toCategoriseAtLeast),
  });
  const [refused, setRefused] = useState<readonly (keyof AlertSettings)[]>([]);
  const [error, setError] = useState<string | null>(null);
  const save = useApiMutation("setPortfolioAlertSettings", { invalidates: ["getPortfolio"] });
  const submit = () => {
    const values = {
      thresholdWithinWeeks: wholeNumber(texts.thresholdWithinWeeks),
      staleBankDays: wholeNumber(texts.staleBankDays),
      toCategoriseAtLeast: wholeNumber(texts.toCategoriseAtLeast),
    };
    const invalid = invalidAlertSettings(values);
    setRefused(invalid);
    setError(null);
    if (invalid.length > 0) return;
    save.mutate(
      { companyId: firmId, ...values },
      {
        onSuccess: () => {
          notify({ msg: t("consoleScreen.alertSettings.saved"), color: "green" });
          onClose();
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.status !== undefined && failure.status < 500
              ? failure.message
              : t("consoleScreen.loadFailed"),
          ),
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("consoleScreen.alertSettings.title")}
      size="small"
      fullScreen="mobile"
      onEnter={submit}
      footer={
        <Button onClick={submit} disabled={save.isPending}>
          {t("consoleScreen.alertSettings.submit")}
        </Button>
      }
    >
      <Stack gap="md">
        <Text tone="muted">{t("consoleScreen.alertSettings.hint")}</Text>
        {FIELDS.map(({ key, label }) => (
          <TextField
            key={key}
            label={t(label)}
            inputMode="numeric"
            value={texts[key]}
            onChange={(text) => setTexts({ ...texts, [key]: text })}
            isRequired
            description={`${ALERT_SETTING_LIMITS[key].min}–${ALERT_SETTING_LIMITS[key].max}`}
            {...(refused.includes(key)
              ? { isInvalid: true, errorMessage: t(`consoleScreen.alertSettings.errors.${key}`) }
              : {})}
          />
        ))}
        {error ? <Text role="alert">{error}</Text> : null}
      </Stack>
    </Dialog>
  );
}
