/**
 * The transactions to match (issue 15, "matching that does the work for the user"): every recent bank
 * transaction with money not yet given to an ETS that getETSSuggestions can pay an invoice or a check
 * with, each with its suggestions best first (number, counterparty, what is left, the reasons of the
 * score) and one click to accept (attachTransactionToETS for what is left on both sides). A match can be
 * undone from the invoice's or the check's match panel.
 */
import { type ApiError, useApiMutation, useApiQuery } from "@trezo/api";
import { Button, EmptyState, Heading, Skeleton, Stack, Text } from "@trezo/ui";
import { useState } from "react";
import { useFormat, useT } from "../../i18n/appI18n";
import { previewCard, previewList } from "./EInvoiceImport.css";
import { INVOICE_QUERIES } from "./InvoiceForm";

export interface MatchQueueProps {
  companyId: number;
  /** The company's currency. @default "EUR" */
  currency?: string;
  /** The most suggestions shown per transaction. @default 3 */
  perTransaction?: number;
}

export function MatchQueue({ companyId, currency = "EUR", perTransaction = 3 }: MatchQueueProps) {
  const t = useT();
  const format = useFormat();
  const [problem, setProblem] = useState<string | null>(null);
  const suggestions = useApiQuery("getETSSuggestions", { companyId });
  const attach = useApiMutation("attachTransactionToETS", {
    invalidates: [...INVOICE_QUERIES, "listBankChecks", "getBankChecksDetails", "getDashboardTransactions"],
    onSuccess: () => setProblem(null),
    onError: (error: ApiError) => setProblem(error.message || t("invoicesScreen.match.failed")),
  });
  const waiting = (suggestions.data?.transactions ?? []).filter(
    (transaction) => transaction.suggestions.length > 0,
  );

  return (
    <section aria-label={t("invoicesScreen.queue.title")}>
      <Stack gap="md">
        <Heading level={2}>{t("invoicesScreen.queue.title")}</Heading>
        <Text tone="muted">{t("invoicesScreen.queue.intro")}</Text>
        {problem ? (
          <Text tone="danger" role="alert">
            {problem}
          </Text>
        ) : null}
        {suggestions.isPending ? (
          <Skeleton height="6rem" />
        ) : suggestions.isError ? (
          <Text tone="danger">{t("invoicesScreen.queue.loadFailed")}</Text>
        ) : waiting.length === 0 ? (
          <EmptyState title={t("invoicesScreen.queue.empty")} />
        ) : (
          <ul className={previewList} aria-label={t("invoicesScreen.queue.title")}>
            {waiting.map((transaction) => (
              <li key={transaction.transaction_id} className={previewCard} data-testid="queue-transaction">
                <Text weight="bold">{transaction.label}</Text>
                <Text size="sm" numeric>
                  {format.date(transaction.date)} · {format.money(transaction.amount_cents, currency)}
                  {transaction.free_cents !== transaction.amount_cents
                    ? ` · ${t("invoicesScreen.queue.free", { amount: format.money(transaction.free_cents, currency) })}`
                    : ""}
                </Text>
                <ul
                  className={previewList}
                  aria-label={t("invoicesScreen.queue.for", { label: transaction.label })}
                >
                  {transaction.suggestions.slice(0, perTransaction).map((suggestion) => (
                    <li key={suggestion.ets_id}>
                      <Stack gap="xs">
                        <Text size="sm" weight="semibold">
                          {suggestion.number} · {suggestion.counterparty_name}
                        </Text>
                        <Text size="sm" numeric>
                          {t("invoicesScreen.match.left", {
                            amount: format.money(suggestion.left_cents, currency),
                          })}{" "}
                          · {format.date(suggestion.expected_date)}
                        </Text>
                        <Text size="sm" tone="muted">
                          {suggestion.reasons
                            .map((reason) => t(`invoicesScreen.match.${reason}`))
                            .join(" · ")}
                        </Text>
                        <div>
                          <Button
                            size="small"
                            disabled={attach.isPending}
                            aria-label={t("invoicesScreen.queue.acceptFor", {
                              number: suggestion.number,
                              label: transaction.label,
                            })}
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
                        </div>
                      </Stack>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </section>
  );
}
