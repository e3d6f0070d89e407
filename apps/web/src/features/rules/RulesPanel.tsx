/**
 * The rules panel of /categories: the company's rules in the order they run (priority, moved with
 * buttons; setSubCategoryRulePriorities sends the whole new order), each phrased in words with the
 * category it sets, deletable; and the suggestions learned from manual categorisations, to accept
 * (the suggested rule is created) or dismiss for good.
 */
import { type ApiError, type CallOutput, useApiMutation, useApiQuery } from "@trezo/api";
import { Button, Heading, IconButton, Inline, Stack, Text } from "@trezo/ui";
import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { useFormat, useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import { conditionText } from "../transactions/categoryExplanation";

type Rule = CallOutput<"listSubCategoryRules">["rules"][number];

export interface RulesPanelProps {
  companyId: number;
  categoryPaths: ReadonlyMap<number, string>;
  canClassify: boolean;
}

const RULE_CALLS = ["listSubCategoryRules", "getSuggestionsList", "getTransactionList"] as const;

export function RulesPanel({ companyId, categoryPaths, canClassify }: RulesPanelProps) {
  const t = useT();
  const format = useFormat();
  const notify = useAppStore((state) => state.notify);
  const failed = (error: ApiError) =>
    notify({ msg: error.message || t("transactionsScreen.saveFailed"), color: "red" });
  const rules = useApiQuery("listSubCategoryRules", { companyId });
  const suggestions = useApiQuery("getSuggestionsList", { companyId }, { enabled: canClassify });
  const priorities = useApiMutation("setSubCategoryRulePriorities", {
    invalidates: RULE_CALLS,
    onError: failed,
  });
  const remove = useApiMutation("removeSubCategoryRule", { invalidates: RULE_CALLS, onError: failed });
  const create = useApiMutation("createNewSubCategoryRule", {
    invalidates: RULE_CALLS,
    onSuccess: ({ applied }) =>
      notify({ msg: t("transactionsScreen.details.ruleCreated", { count: applied }), color: "green" }),
    onError: failed,
  });
  const dismiss = useApiMutation("deleteSuggestion", {
    invalidates: ["getSuggestionsList"],
    onError: failed,
  });

  const formatters = {
    money: (cents: number) => format.money(cents),
    date: format.date,
    accountName: () => undefined,
  };
  const describe = (rule: Pick<Rule, "name" | "conditions">) =>
    rule.name ??
    rule.conditions
      .map((condition) => conditionText(t, condition, formatters))
      .filter(Boolean)
      .join(" · ");

  const ordered = [...(rules.data?.rules ?? [])].sort((a, b) => a.priority - b.priority);
  const swap = (index: number, offset: number) => {
    const ids = ordered.map((rule) => rule.id);
    const target = index + offset;
    const moved = ids[index];
    const other = ids[target];
    if (moved === undefined || other === undefined) return;
    ids[index] = other;
    ids[target] = moved;
    priorities.mutate({ companyId, ids });
  };

  return (
    <Stack gap="md">
      <Heading level={2}>{t("transactionsScreen.rulesPanel.title")}</Heading>
      {ordered.length === 0 && rules.isSuccess ? (
        <Text tone="muted">{t("transactionsScreen.rulesPanel.empty")}</Text>
      ) : null}
      <ol aria-label={t("transactionsScreen.rulesPanel.title")}>
        {ordered.map((rule, index) => {
          const name = describe(rule);
          return (
            <li key={rule.id}>
              <Inline gap="sm" justify="space-between">
                <Text>
                  {name} → {categoryPaths.get(rule.category_id) ?? `#${rule.category_id}`}
                </Text>
                {canClassify ? (
                  <Inline gap="xs">
                    <IconButton
                      size="small"
                      label={t("transactionsScreen.categories.moveUp", { name })}
                      icon={<ArrowUp size={14} aria-hidden="true" />}
                      disabled={index === 0}
                      onClick={() => swap(index, -1)}
                    />
                    <IconButton
                      size="small"
                      label={t("transactionsScreen.categories.moveDown", { name })}
                      icon={<ArrowDown size={14} aria-hidden="true" />}
                      disabled={index === ordered.length - 1}
                      onClick={() => swap(index, 1)}
                    />
                    <IconButton
                      size="small"
                      label={t("transactionsScreen.categories.remove", { name })}
                      icon={<Trash2 size={14} aria-hidden="true" />}
                      onClick={() => remove.mutate({ companyId, id: rule.id })}
                    />
                  </Inline>
                ) : null}
              </Inline>
            </li>
          );
        })}
      </ol>
      {canClassify && (suggestions.data?.suggestions.length ?? 0) > 0 ? (
        <section aria-label={t("transactionsScreen.rulesPanel.suggestions")}>
          <Heading level={3}>{t("transactionsScreen.rulesPanel.suggestions")}</Heading>
          <ul>
            {suggestions.data?.suggestions.map((suggestion) => (
              <li key={suggestion.id}>
                <Inline gap="sm">
                  <Text>
                    {t("rules.suggestions.suggestion", {
                      count: suggestion.occurrences,
                      value: suggestion.value,
                    })}{" "}
                    ({categoryPaths.get(suggestion.category_id) ?? `#${suggestion.category_id}`})
                  </Text>
                  <Button size="small" onClick={() => create.mutate({ companyId, rule: suggestion.rule })}>
                    {t("rules.suggestions.accept")}
                  </Button>
                  <Button
                    size="small"
                    variant="ghost"
                    onClick={() => dismiss.mutate({ companyId, suggestionId: suggestion.id })}
                  >
                    {t("rules.suggestions.dismiss")}
                  </Button>
                </Inline>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Stack>
  );
}
