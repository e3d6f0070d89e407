/**
 * One transaction in a dialog: counterparty and reference, "why this category", the comment, the status,
 * the validation toggle, its attachments and a rule made from it. Every change is saved at once and refreshes the list.
 */
import { type ApiError, useApiMutation, useApiQuery } from "@trezo/api";
import { Button, Dialog, RadioGroup, Skeleton, Stack, Switch, Text, TextField } from "@trezo/ui";
import { type ReactNode, useEffect, useState } from "react";
import { explanationLines } from "../../components/categoryExplanation";
import { useFormat, useT } from "../../i18n/appI18n";
import type { TransactionReferences } from "../../references/useTransactionReferences";
import { useAppStore } from "../../state/appStore";
import { AttachmentsPanel } from "./AttachmentsPanel";

export interface TransactionDetailsDialogProps {
  companyId: number;
  transactionId: number | null;
  references: TransactionReferences;
  canClassify: boolean;
  onClose: () => void;
  /** What a user who classifies may also do with the transaction (the screen passes the rule maker). */
  classifyExtra?: (transaction: { id: number; label: string; category_id: number | null }) => ReactNode;
}

const REFRESHED = ["getTransactionList", "getTransaction"] as const;
const NO_STATUS = "none";

export function TransactionDetailsDialog({
  companyId,
  transactionId,
  references,
  canClassify,
  onClose,
  classifyExtra,
}: TransactionDetailsDialogProps) {
  const t = useT();
  const format = useFormat();
  const notify = useAppStore((state) => state.notify);
  const details = useApiQuery(
    "getTransaction",
    { companyId, transactionId: transactionId ?? 0 },
    { enabled: transactionId !== null },
  );
  const failed = (error: ApiError) =>
    notify({ msg: error.message || t("transactionsScreen.saveFailed"), color: "red" });
  const setComment = useApiMutation("setTransactionComment", {
    invalidates: REFRESHED,
    onSuccess: () => notify({ msg: t("transactionsScreen.details.commentSaved"), color: "green" }),
    onError: failed,
  });
  const setStatus = useApiMutation("setTransactionStatus", { invalidates: REFRESHED, onError: failed });
  const setValidated = useApiMutation("setTransactionValidated", { invalidates: REFRESHED, onError: failed });

  const transaction = details.data?.transaction;
  const [comment, setCommentText] = useState("");
  useEffect(() => setCommentText(transaction?.comment ?? ""), [transaction?.comment]);

  const why = details.data
    ? explanationLines(t, details.data.explanation, {
        money: (cents) => format.money(cents, transaction?.currency ?? "EUR"),
        date: format.date,
        accountName: (id) => references.accountNames.get(id),
      })
    : null;
  const category =
    transaction?.category_id != null
      ? references.categoryPaths.get(transaction.category_id)
      : t("transactionsScreen.uncategorised");

  return (
    <Dialog
      open={transactionId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("transactionsScreen.details.title")}
      description={transaction ? `${format.date(transaction.date)} · ${transaction.label}` : undefined}
    >
      {!transaction || !why ? (
        <Skeleton height={160} />
      ) : (
        <Stack gap="md">
          <Text weight="semibold">{format.money(transaction.amount_cents, transaction.currency)}</Text>
          {transaction.counterparty ? (
            <Text>
              {t("transactionsScreen.details.counterparty")} : {transaction.counterparty}
            </Text>
          ) : null}
          {transaction.reference ? (
            <Text>
              {t("transactionsScreen.details.reference")} : {transaction.reference}
            </Text>
          ) : null}
          <section aria-label={t("transactionsScreen.details.why")}>
            <Text weight="semibold">{t("transactionsScreen.details.why")}</Text>
            <Text>{category}</Text>
            <Text>{why.summary}</Text>
            {why.conditions.length > 0 ? (
              <ul>
                {why.conditions.map((condition) => (
                  <li key={condition}>{condition}</li>
                ))}
              </ul>
            ) : null}
          </section>
          <TextField
            label={t("transactionsScreen.details.comment")}
            multiline
            value={comment}
            onChange={setCommentText}
            isDisabled={!canClassify}
            maxLength={2000}
          />
          {canClassify ? (
            <Button
              variant="secondary"
              loading={setComment.isPending}
              onClick={() =>
                setComment.mutate({
                  companyId,
                  transactionId: transaction.id,
                  comment: comment.trim() || null,
                })
              }
            >
              {t("transactionsScreen.details.saveComment")}
            </Button>
          ) : null}
          <RadioGroup
            label={t("transactionsScreen.columns.status")}
            orientation="horizontal"
            isDisabled={!canClassify}
            options={(["none", "to_check", "justified", "ignored"] as const).map((status) => ({
              id: status,
              label: t(`transactionsScreen.status.${status}`),
            }))}
            value={transaction.status ?? NO_STATUS}
            onChange={(value) =>
              setStatus.mutate({
                companyId,
                transactionIds: [transaction.id],
                status: value === NO_STATUS ? null : (value as "to_check" | "justified" | "ignored"),
              })
            }
          />
          <Switch
            isSelected={transaction.validated}
            isDisabled={!canClassify}
            onChange={(validated) =>
              setValidated.mutate({ companyId, transactionIds: [transaction.id], validated })
            }
          >
            {t("transactionsScreen.details.validated")}
          </Switch>
          <AttachmentsPanel
            companyId={companyId}
            transactionId={transaction.id}
            attachments={details.data?.attachments ?? []}
            canClassify={canClassify}
          />
          {canClassify ? classifyExtra?.(transaction) : null}
        </Stack>
      )}
    </Dialog>
  );
}
