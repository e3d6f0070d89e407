/**
 * Transfers proposed when an account's balance is under the company's cash threshold (issue 22;
 * getTransferProposals, the rule in packages/domain/src/transfers/sweepProposals.ts): on /bank-transfers
 * a panel where each proposal is prepared in one click (an internal draft order, sent like any other),
 * on the dashboard a short notice leading there. Nothing shows when nothing is proposed.
 */
import { type ApiError, useApiMutation, useApiQuery } from "@trezo/api";
import { Button, Heading, Inline, Link, Stack, Text } from "@trezo/ui";
import { useFormat, useT } from "../../i18n/appI18n";
import { useTransactionReferences } from "../../references/useTransactionReferences";

export interface TransferProposalsProps {
  companyId: number;
  /**
   * `panel`: each proposal with its "prepare" button (/bank-transfers); `notice`: one line per proposal
   * and a link to /bank-transfers (the dashboard).
   * @default "panel"
   */
  variant?: "panel" | "notice";
  /** The execution date of a prepared transfer (ISO). */
  today: string;
  /** May prepare transfers (the "prepare" buttons show). @default false */
  canPrepare?: boolean;
  onDone?: (message: string) => void;
  onError?: (error: ApiError) => void;
}

export function TransferProposals({
  companyId,
  variant = "panel",
  today,
  canPrepare = false,
  onDone,
  onError,
}: TransferProposalsProps) {
  const t = useT();
  const format = useFormat();
  const references = useTransactionReferences(companyId);
  const query = useApiQuery("getTransferProposals", { companyId });
  const prepare = useApiMutation("createTransfer", {
    invalidates: ["getTransferProposals", "getTransferOrders", "getDashboardChartData"],
    onSuccess: () => onDone?.(t("transfers.proposals.prepared")),
    ...(onError ? { onError } : {}),
  });
  const proposals = query.data?.proposals ?? [];
  const threshold = query.data?.threshold_cents;
  if (proposals.length === 0 || threshold === null || threshold === undefined) return null;
  const name = (id: number) => references.accountNames.get(id) ?? String(id);

  if (variant === "notice")
    return (
      <Stack gap="xs" role="note" aria-label={t("transfers.proposals.title")}>
        {proposals.map((proposal) => (
          <Text key={`${proposal.debtor_account_id}-${proposal.creditor_account_id}`} tone="warning">
            {t("transfers.proposals.notice", {
              to: name(proposal.creditor_account_id),
              from: name(proposal.debtor_account_id),
              amount: format.money(proposal.amount_cents),
            })}
          </Text>
        ))}
        <Link href="/bank-transfers">{t("transfers.proposals.goTo")}</Link>
      </Stack>
    );

  return (
    <section aria-labelledby="transfer-proposals">
      <Stack gap="sm">
        <Heading level={2} id="transfer-proposals">
          {t("transfers.proposals.title")}
        </Heading>
        <Text tone="muted">{t("transfers.proposals.intro", { amount: format.money(threshold) })}</Text>
        <ul aria-labelledby="transfer-proposals">
          {proposals.map((proposal) => (
            <li key={`${proposal.debtor_account_id}-${proposal.creditor_account_id}`}>
              <Inline gap="sm" align="center" wrap>
                <Text weight="semibold">
                  {name(proposal.debtor_account_id)} → {name(proposal.creditor_account_id)}
                </Text>
                <Text weight="bold" numeric>
                  {format.money(proposal.amount_cents)}
                </Text>
                <Text size="sm" tone="muted">
                  {t("transfers.proposals.balance", {
                    amount: format.money(proposal.creditor_balance_cents),
                  })}
                </Text>
                {canPrepare ? (
                  <Button
                    size="small"
                    variant="secondary"
                    loading={prepare.isPending}
                    aria-label={`${t("transfers.proposals.prepare")} : ${name(proposal.debtor_account_id)} → ${name(proposal.creditor_account_id)}`}
                    onClick={() =>
                      prepare.mutate({
                        company_id: companyId,
                        orders: [
                          {
                            debtor_account_id: proposal.debtor_account_id,
                            creditor_account_id: proposal.creditor_account_id,
                            amount_cents: proposal.amount_cents,
                            execution_date: today,
                            remittance: t("transfers.proposals.remittance"),
                          },
                        ],
                      })
                    }
                  >
                    {t("transfers.proposals.prepare")}
                  </Button>
                ) : null}
              </Inline>
            </li>
          ))}
        </ul>
      </Stack>
    </section>
  );
}
