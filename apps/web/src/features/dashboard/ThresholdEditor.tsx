/**
 * The balance threshold of the dashboard (getThreshold / setThreshold, spec 001 §7.3): a button beside
 * the threshold that opens a small dialog to type it in the user's format, or clear it. A text that is
 * not an amount is refused here with the localised message and nothing is sent; a refusal of the server
 * shows its localised message in the field.
 */
import { type ApiError, useApiMutation } from "@trezo/api";
import { Button, Dialog, Inline, TextField } from "@trezo/ui";
import { useState } from "react";
import { useMoneyFormat } from "../../forecast/useMoneyFormat";
import { useLocale, useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import { editableAmount, parseMoneyInput } from "./forecastEdit";

export interface ThresholdEditorProps {
  companyId: number;
  /** The threshold now, in cents; null when there is none. */
  thresholdCents: number | null;
  currency: string;
}

export function ThresholdEditor({ companyId, thresholdCents, currency }: ThresholdEditorProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="small" onClick={() => setOpen(true)}>
        {t("dashboardScreen.thresholdEditor.button")}
      </Button>
      {open ? (
        <ThresholdDialog
          companyId={companyId}
          thresholdCents={thresholdCents}
          currency={currency}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function ThresholdDialog({
  companyId,
  thresholdCents,
  currency,
  onClose,
}: ThresholdEditorProps & { onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const money = useMoneyFormat(currency);
  const notify = useAppStore((state) => state.notify);
  const [text, setText] = useState(thresholdCents === null ? "" : editableAmount(thresholdCents, locale));
  const [error, setError] = useState<string | null>(null);
  const save = useApiMutation("setThreshold", { invalidates: ["getDashboardChartData", "getThreshold"] });

  const submit = (clear = false) => {
    if (save.isPending) return;
    const trimmed = text.trim();
    const cents = clear || trimmed === "" ? null : parseMoneyInput(trimmed, locale);
    if (!clear && trimmed !== "" && cents === null) {
      setError(t("dashboardScreen.thresholdEditor.invalid"));
      return;
    }
    setError(null);
    save.mutate(
      { companyId, threshold_cents: cents },
      {
        onSuccess: ({ threshold_cents }) => {
          notify({
            msg:
              threshold_cents === null
                ? t("dashboardScreen.thresholdEditor.cleared")
                : t("dashboardScreen.thresholdEditor.saved", { amount: money(threshold_cents) }),
            color: "green",
          });
          onClose();
        },
        onError: (failure: ApiError) => setError(failure.message),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t("dashboardScreen.thresholdEditor.title")}
      description={t("dashboardScreen.thresholdEditor.help")}
      fullScreen="mobile"
      onEnter={() => submit()}
      footer={
        <Inline gap="sm" justify="flex-end">
          {thresholdCents !== null ? (
            <Button variant="ghost" onClick={() => submit(true)} disabled={save.isPending}>
              {t("dashboardScreen.thresholdEditor.none")}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button onClick={() => submit()} loading={save.isPending}>
            {t("common.save")}
          </Button>
        </Inline>
      }
    >
      <TextField
        label={t("dashboardScreen.thresholdEditor.label")}
        value={text}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
        inputMode="decimal"
        autoFocus
        maxLength={30}
        {...(error === null ? {} : { isInvalid: true, errorMessage: error })}
      />
    </Dialog>
  );
}
