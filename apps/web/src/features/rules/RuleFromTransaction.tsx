/**
 * "Create a rule from this transaction": the label's words as a "label contains" condition, the
 * category to set, a preview of what saving it would change (getAffectedTransactions) and of the rules
 * it would conflict with (checkRulesConflicts, with the number of transactions proving it), then the rule.
 * Lives inside the details dialog, hence the inline category picker (no portal).
 */
import { type ApiError, JobFailedError, useApiQuery, useJobMutation } from "@trezo/api";
import { Button, Inline, ProgressBar, Stack, Text, TextField } from "@trezo/ui";
import { useState } from "react";
import { CategoryPicker } from "../../components/CategoryPicker";
import { conditionText } from "../../components/categoryExplanation";
import { useFormat, useT } from "../../i18n/appI18n";
import type { TransactionReferences } from "../../references/useTransactionReferences";
import { useAppStore } from "../../state/appStore";
import { RulePreview, useRulePreview } from "./RulePreview";

export interface RuleFromTransactionProps {
  companyId: number;
  /** The transaction the rule starts from: its label, its category. */
  transaction: { label: string; category_id: number | null };
  references: TransactionReferences;
  onCreated: () => void;
}

export function RuleFromTransaction({
  companyId,
  transaction,
  references,
  onCreated,
}: RuleFromTransactionProps) {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const [value, setValue] = useState(transaction.label);
  const [categoryId, setCategoryId] = useState<number | null>(transaction.category_id);
  const { preview, previewing, show, clear } = useRulePreview(companyId);
  const [problem, setProblem] = useState<string | null>(null);
  const format = useFormat();
  const rules = useApiQuery("listSubCategoryRules", { companyId });
  const create = useJobMutation("createNewSubCategoryRule", {
    invalidates: ["getTransactionList", "getTransaction", "listSubCategoryRules"],
    onSuccess: ({ result }) => {
      notify({ msg: t("transactionsScreen.details.ruleCreated", { count: result.changed }), color: "green" });
      onCreated();
    },
    onError: (error: ApiError) =>
      setProblem(
        error instanceof JobFailedError
          ? t("rules.recategorisationFailed", { reason: error.message || t("errors.generic") })
          : error.message || t("errors.checkInput"),
      ),
  });

  const draft = () =>
    categoryId === null
      ? null
      : {
          conditions: [{ field: "label" as const, operator: "contains" as const, value: value.trim() }],
          category_id: categoryId,
        };

  const showPreview = async () => {
    const rule = draft();
    if (!rule) return setProblem(t("rules.errors.missingCategory"));
    setProblem(null);
    try {
      await show(rule);
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : t("errors.checkInput"));
    }
  };

  // A rule is named by its name, else by its conditions in words; null is the draft being written.
  const ruleName = (id: number | null) => {
    const formatters = {
      money: (cents: number) => format.money(cents),
      date: format.date,
      accountName: () => undefined,
    };
    const rule = id === null ? draft() : rules.data?.rules.find((candidate) => candidate.id === id);
    if (!rule) return `#${id}`;
    return (
      ("name" in rule ? rule.name : null) ??
      rule.conditions.map((condition) => conditionText(t, condition, formatters)).join(" · ")
    );
  };

  const chosen = categoryId === null ? null : references.categoryPaths.get(categoryId);
  return (
    <section aria-label={t("transactionsScreen.details.createRule")}>
      <Stack gap="sm">
        <Text weight="semibold">{t("transactionsScreen.details.createRule")}</Text>
        <TextField
          label={t("transactionsScreen.details.ruleValue")}
          value={value}
          onChange={(next) => {
            setValue(next);
            clear();
          }}
          maxLength={200}
        />
        <Text>
          {t("transactionsScreen.columns.category")} : {chosen ?? "—"}
        </Text>
        <CategoryPicker
          label={t("transactionsScreen.columns.category")}
          options={references.categoryOptions}
          onPick={(id) => {
            setCategoryId(id);
            clear();
          }}
        />
        {problem ? (
          <Text tone="danger" role="alert">
            {problem}
          </Text>
        ) : null}
        {preview ? (
          <RulePreview
            preview={preview}
            ruleName={ruleName}
            categoryName={(id) =>
              id === null
                ? t("transactionsScreen.uncategorised")
                : (references.categoryPaths.get(id) ?? `#${id}`)
            }
          />
        ) : null}
        {create.progress === null ? null : (
          <ProgressBar label={t("rules.recategorising")} value={create.progress} />
        )}
        <Inline gap="sm">
          <Button variant="secondary" loading={previewing} onClick={() => void showPreview()}>
            {t("transactionsScreen.details.previewRule")}
          </Button>
          <Button
            loading={create.isPending}
            disabled={categoryId === null || value.trim() === ""}
            onClick={() => {
              const rule = draft();
              if (rule) create.mutate({ companyId, rule });
            }}
          >
            {t("rules.suggestions.accept")}
          </Button>
        </Inline>
      </Stack>
    </section>
  );
}
