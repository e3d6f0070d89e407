/**
 * /callback (spec 000 §2 "bank confirmation"): where the aggregator's page brings the user back after
 * connecting or repairing a bank. The page records the connection and shows the first synchronisation's
 * progress (firstSync.ts: getProviderToken, completeBridgeSync, getDataAfterSuccess followed by
 * isGetDataAfterSuccessFinish), then says what happened in words and leads to the banks or the dashboard.
 * The progress bar and each step are announced to screen readers (a polite live region).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "@trezo/api";
import { Button, Heading, Inline, ProgressBar, Stack, Text } from "@trezo/ui";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useSessionService } from "../../app/AppServices";
import * as css from "../../features/bankLink/bankLink.css";
import {
  type CallbackParameters,
  callbackParametersOf,
  type FirstSyncOutcome,
  type FirstSyncStep,
  runFirstSync,
} from "../../features/bankLink/firstSync";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";

export function Component() {
  const company = useAppStore((state) => state.company);
  const session = useSessionService();
  const [search] = useSearchParams();
  if (!company) return null;
  return (
    <BankCallback
      companyId={company.id}
      parameters={callbackParametersOf(search)}
      onBanksChanged={() => {
        void session.refreshBanks().catch(() => undefined);
      }}
    />
  );
}

export interface BankCallbackProps {
  companyId: number;
  /** What the aggregator's page put in the return address (null: the state is missing). */
  parameters: CallbackParameters | null;
  /** Tells the shell its banks changed. */
  onBanksChanged?: () => void;
  /** Patience and polling of the first synchronisation (tests shorten them). */
  patienceMs?: number;
  pollMs?: number;
}

/** The return from the aggregator and the first synchronisation. */
export function BankCallback({
  companyId,
  parameters,
  onBanksChanged,
  patienceMs,
  pollMs,
}: BankCallbackProps) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [step, setStep] = useState<FirstSyncStep>({ step: "accounts" });
  const [outcome, setOutcome] = useState<FirstSyncOutcome | null>(
    parameters ? null : { kind: "failed", message: t("bankLink.callback.incomplete") },
  );
  // The state is good for one use: the steps run once, even when React runs the effect twice.
  const started = useRef(false);
  const onChanged = useRef(onBanksChanged);
  onChanged.current = onBanksChanged;

  // Leaving the page stops following the sync (which goes on on the server). React's development
  // remount (StrictMode) unmounts and mounts again at once: only a real unmount stops it.
  const mounted = useRef(false);
  const controller = useRef(new AbortController());
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      queueMicrotask(() => {
        if (!mounted.current) controller.current.abort();
      });
    };
  }, []);

  useEffect(() => {
    if (!parameters || started.current) return;
    started.current = true;
    void runFirstSync(client, parameters, {
      companyId,
      onStep: setStep,
      signal: controller.current.signal,
      ...(patienceMs === undefined ? {} : { patienceMs }),
      ...(pollMs === undefined ? {} : { pollMs }),
    }).then((result) => {
      setOutcome(result);
      if (result.kind !== "cancelled") {
        // A connection was recorded (or its job goes on): every screen reads the banks again.
        void queryClient.invalidateQueries({ queryKey: ["api"] });
        onChanged.current?.();
      }
    });
  }, [client, companyId, parameters, patienceMs, pollMs, queryClient]);

  const stepText =
    step.step === "accounts"
      ? t("bankLink.callback.accounts")
      : step.step === "transactions"
        ? t("bankLink.callback.transactions")
        : t("bankLink.callback.finishing");

  return (
    <div className={css.callback}>
      <Stack gap="lg">
        <Heading level={1}>{t("bankLink.callback.title")}</Heading>
        {outcome === null ? (
          <Stack gap="md" aria-busy="true">
            <ProgressBar
              label={t("bankLink.callback.progress")}
              value={step.step === "transactions" ? step.progress : undefined}
            />
            <Text role="status" tone="muted">
              {stepText}
            </Text>
          </Stack>
        ) : (
          <Stack gap="md">
            <OutcomeText outcome={outcome} />
            <Inline gap="sm" wrap>
              <Button
                variant={outcome.kind === "done" ? "secondary" : "primary"}
                onClick={() => navigate("/banks")}
              >
                {t("bankLink.callback.goBanks")}
              </Button>
              {outcome.kind === "done" ? (
                <Button onClick={() => navigate("/dashboard")}>{t("bankLink.callback.goDashboard")}</Button>
              ) : null}
            </Inline>
          </Stack>
        )}
      </Stack>
    </div>
  );
}

function OutcomeText({ outcome }: { outcome: FirstSyncOutcome }) {
  const t = useT();
  switch (outcome.kind) {
    case "done":
      return (
        <Text role="status" tone="success">
          {t("bankLink.callback.done", { count: outcome.accounts })}
        </Text>
      );
    case "cancelled":
      return <Text role="status">{t("bankLink.callback.cancelled")}</Text>;
    case "attention":
      return <Text role="status">{t("bankLink.callback.attention")}</Text>;
    case "slow":
      return <Text role="status">{t("bankLink.callback.slow")}</Text>;
    case "failed":
      return (
        <Stack gap="xs" role="alert">
          <Text tone="danger">{t("bankLink.callback.failed")}</Text>
          {outcome.message ? <Text>{outcome.message}</Text> : null}
        </Stack>
      );
  }
}
