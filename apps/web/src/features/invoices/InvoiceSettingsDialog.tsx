/**
 * The company's matching options on /invoices (issue 15): "match automatically when unique and exact"
 * (after every import and bank sync), the learned payment delays switched on or back to the category's
 * window, each customer's learned delay as the forecast uses it, and a button that runs the automatic
 * matching now (runETSMatching) and says how many matches it made.
 */
import { type ApiError, useApiMutation, useApiQuery } from "@trezo/api";
import { Button, Dialog, Stack, Switch, Text } from "@trezo/ui";
import { useState } from "react";
import { useT } from "../../i18n/appI18n";
import { INVOICE_QUERIES } from "./InvoiceForm";

export interface InvoiceSettingsDialogProps {
  companyId: number;
  onClose: () => void;
}

export function InvoiceSettingsDialog({ companyId, onClose }: InvoiceSettingsDialogProps) {
  const t = useT();
  const settings = useApiQuery("getInvoiceSettings", { companyId });
  const details = useApiQuery("getInvoicesDetails", { companyId, filters: { kind: "customer" } });
  const [message, setMessage] = useState<{ text: string; danger: boolean } | null>(null);
  const onError = (error: ApiError) =>
    setMessage({ text: error.message || t("invoicesScreen.settings.saveFailed"), danger: true });
  const update = useApiMutation("updateInvoiceSettings", {
    invalidates: ["getInvoiceSettings", ...INVOICE_QUERIES, "getDashboardTransactions"],
    onError,
  });
  const run = useApiMutation("runETSMatching", {
    invalidates: [...INVOICE_QUERIES, "getBankChecksDetails", "listBankChecks", "getDashboardTransactions"],
    onSuccess: ({ matched_count }) =>
      setMessage({
        text:
          matched_count === 0
            ? t("invoicesScreen.settings.nothing")
            : t("invoicesScreen.settings.matched", { count: matched_count }),
        danger: false,
      }),
    onError,
  });
  const delays = details.data?.learned_delays ?? [];

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("invoicesScreen.settings.title")}
      footer={
        <Button variant="ghost" onClick={onClose}>
          {t("invoicesScreen.settings.close")}
        </Button>
      }
    >
      <Stack gap="md">
        <Stack gap="xs">
          <Switch
            isSelected={settings.data?.auto_match === true}
            isDisabled={!settings.data || update.isPending}
            onChange={(on) => update.mutate({ companyId, auto_match: on })}
          >
            {t("invoicesScreen.settings.autoMatch")}
          </Switch>
          <Text tone="muted" size="sm">
            {t("invoicesScreen.settings.autoMatchHelp")}
          </Text>
        </Stack>
        <Stack gap="xs">
          <Switch
            isSelected={settings.data?.use_learned_delays === true}
            isDisabled={!settings.data || update.isPending}
            onChange={(on) => update.mutate({ companyId, use_learned_delays: on })}
          >
            {t("invoicesScreen.settings.learnedDelays")}
          </Switch>
          <Text tone="muted" size="sm">
            {t("invoicesScreen.settings.learnedDelaysHelp")}
          </Text>
        </Stack>
        <Stack gap="xs">
          <Text weight="semibold">{t("invoicesScreen.settings.delaysTitle")}</Text>
          {delays.length === 0 ? (
            <Text tone="muted" size="sm">
              {t("invoicesScreen.settings.noDelays")}
            </Text>
          ) : (
            <ul aria-label={t("invoicesScreen.settings.delaysTitle")}>
              {delays.map((delay) => (
                <li key={delay.counterparty}>
                  <Text size="sm">
                    {t("invoicesScreen.settings.delay", {
                      counterparty: delay.counterparty,
                      days: delay.days,
                    })}
                  </Text>
                </li>
              ))}
            </ul>
          )}
        </Stack>
        <div>
          <Button variant="secondary" loading={run.isPending} onClick={() => run.mutate({ companyId })}>
            {t("invoicesScreen.settings.runNow")}
          </Button>
        </div>
        {message ? (
          <Text tone={message.danger ? "danger" : "default"} role={message.danger ? "alert" : "status"}>
            {message.text}
          </Text>
        ) : null}
      </Stack>
    </Dialog>
  );
}
