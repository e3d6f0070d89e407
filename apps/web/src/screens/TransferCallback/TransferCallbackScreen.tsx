/**
 * /transfer/callback (and /bank-transfers/callback), spec 000 §2: where the bank's consent page brings the
 * payer back after a payment initiation (issue 22). The return address carries the payment's id, but it
 * proves nothing: the screen asks the server, which asks the aggregator where the payment stands
 * (checkTransferOrderAttempt), and says it in words: being checked, waiting for the payer's consent,
 * confirmed (the bank executes it), executed, or refused (the orders are rejected and can be sent again).
 */
import { type ApiError, useApiMutation } from "@trezo/api";
import { Button, Heading, Inline, Link, Stack, Text } from "@trezo/ui";
import { useEffect, useRef } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { useFormat, useT } from "../../i18n/appI18n";

/**
 * /transfer/callback is public (spec 000 §2): it forwards, with its query, to /bank-transfers/callback,
 * where the navigation guard restores the session and the company (or asks to sign in first), and which
 * shows TransferCallback.
 */
export function Component() {
  const { search } = useLocation();
  return <Navigate to={`/bank-transfers/callback${search}`} replace />;
}

export interface TransferCallbackProps {
  /** The selected company; null: nobody is signed in. */
  companyId: number | null;
  /** The aggregator's payment id the return address carries (`payment_request_id`). */
  paymentId: string | null;
  /** Or Trezo's attempt id (a link from the transfers list). */
  attemptId?: number | null;
}

/** The outcome of a payment initiation, checked with the bank. */
export function TransferCallback({ companyId, paymentId, attemptId = null }: TransferCallbackProps) {
  const t = useT();
  const format = useFormat();
  const check = useApiMutation("checkTransferOrderAttempt", {
    invalidates: ["getTransferOrders", "getDashboardChartData"],
  });
  const hasTarget = paymentId !== null || attemptId !== null;
  const run = () => {
    if (companyId === null || !hasTarget) return;
    check.mutate({
      companyId,
      ...(attemptId !== null ? { attempt_id: attemptId } : {}),
      ...(paymentId !== null ? { payment_id: paymentId } : {}),
    });
  };
  // Asked once when the page opens, even when React runs the effect twice.
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the check runs once per return from the bank
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  }, []);

  let tone: "danger" | undefined;
  let message: string;
  let canRetry = false;
  if (companyId === null) message = t("transfers.callback.signIn");
  else if (!hasTarget) {
    tone = "danger";
    message = t("transfers.callback.missing");
  } else if (check.isError) {
    const error = check.error as ApiError;
    tone = "danger";
    message = error.status === 404 ? t("transfers.callback.missing") : error.message || t("transfers.failed");
    canRetry = error.status !== 404;
  } else if (!check.data) message = t("transfers.callback.checking");
  else {
    const status = check.data.payment_status;
    canRetry = status === "created" || status === "initiated";
    if (status === "rejected") tone = "danger";
    message =
      status === "executed"
        ? t("transfers.callback.succeeded")
        : status === "initiated"
          ? t("transfers.callback.initiated")
          : status === "created"
            ? t("transfers.callback.created")
            : t("transfers.callback.failed");
  }
  return (
    <Stack gap="md">
      <Heading level={1}>{t("transfers.callback.title")}</Heading>
      <Text role="status" tone={tone}>
        {message}
      </Text>
      {check.data ? <Text numeric>{format.money(check.data.attempt.total_cents)}</Text> : null}
      <Inline gap="md" align="center" wrap>
        {canRetry ? (
          <Button variant="secondary" loading={check.isPending} onClick={run}>
            {t("transfers.callback.retry")}
          </Button>
        ) : null}
        {companyId === null ? (
          <Link href="/signin">{t("transfers.callback.signInLink")}</Link>
        ) : (
          <Link href="/bank-transfers">{t("transfers.callback.back")}</Link>
        )}
      </Inline>
    </Stack>
  );
}
