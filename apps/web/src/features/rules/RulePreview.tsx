/**
 * The preview of a rule being written, shared by the rule editor and "create a rule from this
 * transaction": what saving it would change (getAffectedTransactions: counts and the first changes) and
 * the rules it would conflict with, with the transactions proving each conflict (checkRulesConflicts),
 * and, when the company has the invoices module, the invoices it would file (getInvoicesAffectedByRule,
 * issue 15: rules file invoices as they file transactions).
 */
import { type CallInput, type CallOutput, useApiMutation } from "@trezo/api";
import { Stack, Text } from "@trezo/ui";
import { useState } from "react";
import { useFormat, useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";

export type RulePreviewResult = CallOutput<"getAffectedTransactions"> & {
  conflicts: CallOutput<"checkRulesConflicts">["conflicts"];
  /** The invoices the rule would file (none asked without the invoices module, or when that failed). */
  invoices?: CallOutput<"getInvoicesAffectedByRule"> | null;
};

type DraftRule = CallInput<"getAffectedTransactions">["rule"];

/** Asks the server for the preview of a draft; `show` rejects with the call's error. */
export function useRulePreview(companyId: number) {
  const affected = useApiMutation("getAffectedTransactions");
  const conflicts = useApiMutation("checkRulesConflicts");
  const invoicesAffected = useApiMutation("getInvoicesAffectedByRule");
  const invoicesAllowed = useAppStore((state) => state.company?.invoicesAllowed === true);
  const [preview, setPreview] = useState<RulePreviewResult | null>(null);
  const show = async (rule: DraftRule) => {
    const [changes, found, invoices] = await Promise.all([
      affected.mutateAsync({ companyId, rule }),
      conflicts.mutateAsync({ companyId, rule }),
      // The invoices are a bonus of the preview: their failure never hides the transactions'.
      invoicesAllowed ? invoicesAffected.mutateAsync({ companyId, rule }).catch(() => null) : null,
    ]);
    setPreview({ ...changes, conflicts: found.conflicts, invoices });
  };
  return {
    preview,
    previewing: affected.isPending || conflicts.isPending,
    show,
    clear: () => setPreview(null),
  };
}

const SHOWN_CHANGES = 10;
const SHOWN_PROOFS = 5;

export function RulePreview({
  preview,
  ruleName,
  categoryName,
}: {
  preview: RulePreviewResult;
  /** A rule of a conflict by its name, else its conditions in words; null is the draft. */
  ruleName: (id: number | null) => string;
  categoryName: (id: number | null) => string;
}) {
  const t = useT();
  const format = useFormat();
  return (
    <Stack gap="xs" role="status">
      <Text>
        {t("rules.preview.summary", { count: preview.matched_count, changes: preview.changed_count })}
      </Text>
      {preview.kept_manual_count > 0 ? (
        <Text>{t("rules.preview.keptManual", { count: preview.kept_manual_count })}</Text>
      ) : null}
      {preview.shadowed_count > 0 ? (
        <Text>{t("rules.preview.shadowed", { count: preview.shadowed_count })}</Text>
      ) : null}
      {preview.released_count > 0 ? (
        <Text>{t("rules.preview.released", { count: preview.released_count })}</Text>
      ) : null}
      {preview.changes.length > 0 ? (
        <ul aria-label={t("categoriesScreen.ruleEditor.changes")}>
          {preview.changes.slice(0, SHOWN_CHANGES).map(({ transaction, to_category_id }) => (
            <li key={transaction.id}>
              <Text size="sm">
                {format.date(transaction.date)} · {transaction.label} ·{" "}
                {format.money(transaction.amount_cents, transaction.currency)} →{" "}
                {categoryName(to_category_id)}
              </Text>
            </li>
          ))}
        </ul>
      ) : null}
      {preview.changed_count > SHOWN_CHANGES ? (
        <Text size="sm">
          {t("categoriesScreen.ruleEditor.more", { count: preview.changed_count - SHOWN_CHANGES })}
        </Text>
      ) : null}
      {preview.invoices && preview.invoices.count > 0 ? (
        <>
          <Text>{t("invoicesScreen.rulePreview.count", { count: preview.invoices.count })}</Text>
          <ul aria-label={t("invoicesScreen.rulePreview.list")}>
            {preview.invoices.invoices.slice(0, SHOWN_CHANGES).map((invoice) => (
              <li key={invoice.id}>
                <Text size="sm">
                  {invoice.number} · {invoice.counterparty_name} ·{" "}
                  {format.money(invoice.amount_incl_tax_cents)}
                </Text>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {preview.conflicts.length === 0 ? <Text>{t("rules.conflicts.none")}</Text> : null}
      {preview.conflicts.map((conflict) => (
        <Stack key={conflict.rule_ids.join("-")} gap="xs">
          <Text tone="danger">
            {t("rules.conflicts.conflict", {
              first: ruleName(conflict.rule_ids[0]),
              second: ruleName(conflict.rule_ids[1]),
              count: conflict.transaction_count,
            })}
          </Text>
          <ul aria-label={t("categoriesScreen.ruleEditor.proof")}>
            {conflict.transactions.slice(0, SHOWN_PROOFS).map((transaction) => (
              <li key={transaction.id}>
                <Text size="sm">
                  {format.date(transaction.date)} · {transaction.label} ·{" "}
                  {format.money(transaction.amount_cents, transaction.currency)}
                </Text>
              </li>
            ))}
          </ul>
        </Stack>
      ))}
    </Stack>
  );
}
