/**
 * The matching of a set of ETS (an invoice's instalments or a check's one ETS), shared by the invoice
 * and check match panels: the amount left, the transactions already matched (each can be undone:
 * detachTransactionFromETS), and the transactions getETSSuggestions proposes for these ETS, best first,
 * with the reasons of their score; one click accepts (attachTransactionToETS for what is left on both
 * sides).
 */
import type { CallOutput } from "@trezo/api";
import { type ApiError, useApiMutation, useApiQuery } from "@trezo/api";
import { Button, Heading, Inline, Skeleton, Stack, Text } from "@trezo/ui";
import { type ReactNode, useState } from "react";
import { useFormat, useT } from "../../i18n/appI18n";
import { previewCard, previewList } from "./EInvoiceImport.css";

/** The queries a match changes. */
const REFRESHED = [
  "getInvoice",
  "getETSSuggestions",
  "listInvoices",
  "getInvoicesDetails",
  "listBankChecks",
  "getBankChecksDetails",
  "getETSByBankCheckId",
  "getDetailsOfInvoiceETS",
  "getDashboardChartData",
] as const;

type Match = CallOutput<"getInvoice">["invoice"]["matches"][number];

export interface EtsMatchesProps {
  companyId: number;
  /** The panel's title (names the invoice or check). */
  title: string;
  currency: string;
  /** What is still expected of these ETS, signed as the money moves. */
  leftCents: number;
  /** The ETS whose suggestions are shown. */
  etsIds: readonly number[];
  /** The transactions already matched to them. */
  matches: readonly Match[];
  /** Closes the panel. */
  onClose?: () => void;
  /** Shown under the amount left (an invoice's expected payments). */
  children?: ReactNode;
}

export function EtsMatches({
  companyId,
  title,
  currency,
  leftCents,
  etsIds,
  matches,
  onClose,
  children,
}: EtsMatchesProps) {
  const t = useT();
  const format = useFormat();
  const [problem, setProblem] = useState<string | null>(null);
  const suggestions = useApiQuery("getETSSuggestions", { companyId });
  const onError = (error: ApiError) => setProblem(error.message || t("invoicesScreen.match.failed"));
  const attach = useApiMutation("attachTransactionToETS", {
    invalidates: REFRESHED,
    onSuccess: () => setProblem(null),
    onError,
  });
  const detach = useApiMutation("detachTransactionFromETS", {
    invalidates: REFRESHED,
    onSuccess: () => setProblem(null),
    onError,
  });

  const wanted = new Set(etsIds);
  const proposed = (suggestions.data?.transactions ?? []).flatMap((transaction) =>
    transaction.suggestions
      .filter((suggestion) => wanted.has(suggestion.ets_id))
      .map((suggestion) => ({ transaction, suggestion })),
  );
  proposed.sort((a, b) => b.suggestion.score - a.suggestion.score);

  return (
    <section aria-label={title}>
      <Stack gap="md">
        <Inline gap="sm" justify="space-between" align="center">
          <Heading level={2}>{title}</Heading>
          {onClose ? (
            <Button variant="secondary" onClick={onClose}>
              {t("invoicesScreen.match.close")}
            </Button>
          ) : null}
        </Inline>
        <Text weight="bold" numeric>
          {t("invoicesScreen.match.left", { amount: format.money(leftCents, currency) })}
        </Text>
        {children}
        {problem ? (
          <Text tone="danger" role="alert">
            {problem}
          </Text>
        ) : null}
        <Heading level={3}>{t("invoicesScreen.match.matches")}</Heading>
        {matches.length === 0 ? (
          <Text tone="muted">{t("invoicesScreen.match.noMatch")}</Text>
        ) : (
          <ul className={previewList} aria-label={t("invoicesScreen.match.matches")}>
            {matches.map((match) => (
              <li key={match.id} className={previewCard}>
                <Text weight="bold">{match.transaction_label}</Text>
                <Text size="sm">
                  {format.date(match.transaction_date)} · {format.money(match.amount_cents, currency)}
                </Text>
                <Button
                  variant="secondary"
                  disabled={detach.isPending}
                  onClick={() =>
                    detach.mutate({ companyId, etsId: match.ets_id, transactionId: match.transaction_id })
                  }
                >
                  {t("invoicesScreen.match.undo")}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Heading level={3}>{t("invoicesScreen.match.suggestions")}</Heading>
        {suggestions.isPending ? (
          <Skeleton height="4rem" />
        ) : proposed.length === 0 ? (
          <Text tone="muted">{t("invoicesScreen.match.none")}</Text>
        ) : (
          <ul className={previewList} aria-label={t("invoicesScreen.match.suggestions")}>
            {proposed.map(({ transaction, suggestion }) => (
              <li key={`${transaction.transaction_id}:${suggestion.ets_id}`} className={previewCard}>
                <Text weight="bold">{transaction.label}</Text>
                <Text size="sm">
                  {format.date(transaction.date)} · {format.money(transaction.amount_cents, currency)}
                </Text>
                <Text size="sm" tone="muted">
                  {suggestion.reasons.map((reason) => t(`invoicesScreen.match.${reason}`)).join(" · ")}
                </Text>
                <Button
                  variant="primary"
                  disabled={attach.isPending}
                  onClick={() =>
                    attach.mutate({
                      companyId,
                      etsId: suggestion.ets_id,
                      transactionId: transaction.transaction_id,
                    })
                  }
                >
                  {t("invoicesScreen.match.accept")}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </section>
  );
}
