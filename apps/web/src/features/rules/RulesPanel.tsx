/**
 * The rules panel of /categories: the company's rules in the order they run, each phrased in words with
 * the category it sets. The order changes by dragging a rule (react-aria drag and drop: by pointer, or
 * from its grip with Enter, the arrow keys and Enter again) or with its up/down buttons;
 * setSubCategoryRulePriorities sends the whole new order. A rule is created or changed in the rule
 * editor (conditions, preview, conflicts), or deleted. Below, the suggestions learned from manual
 * categorisations, to accept (the suggested rule is created) or dismiss for good.
 */
import { type ApiError, useApiQuery, useJobMutation } from "@trezo/api";
import { Button, Heading, IconButton, Inline, ProgressBar, Stack, Text } from "@trezo/ui";
import { ArrowDown, ArrowUp, GripVertical, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import {
  Button as AriaButton,
  DropIndicator,
  GridList,
  GridListItem,
  useDragAndDrop,
} from "react-aria-components";
import { conditionText } from "../../components/categoryExplanation";
import { useFormat, useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import { RuleEditor } from "./RuleEditor";
import * as styles from "./RulesPanel.css";
import { type Rule, reorderedIds } from "./ruleDraft";
import { SuggestionsPanel } from "./SuggestionsPanel";

export interface RulesPanelProps {
  companyId: number;
  categoryPaths: ReadonlyMap<number, string>;
  categoryOptions: readonly { id: string; label: string }[];
  accounts: readonly { id: number; name: string }[];
  canClassify: boolean;
}

const RULE_CALLS = ["listSubCategoryRules", "getSuggestionsList", "getTransactionList"] as const;

/** The rule being edited: a rule, "new", or none. */
type Editing = Rule | "new" | null;

export function RulesPanel({
  companyId,
  categoryPaths,
  categoryOptions,
  accounts,
  canClassify,
}: RulesPanelProps) {
  const t = useT();
  const format = useFormat();
  const notify = useAppStore((state) => state.notify);
  const [editing, setEditing] = useState<Editing>(null);
  const failed = (error: ApiError) =>
    notify({ msg: error.message || t("transactionsScreen.saveFailed"), color: "red" });
  const rules = useApiQuery("listSubCategoryRules", { companyId });
  const priorities = useJobMutation("setSubCategoryRulePriorities", {
    invalidates: RULE_CALLS,
    onError: failed,
  });
  const remove = useJobMutation("removeSubCategoryRule", { invalidates: RULE_CALLS, onError: failed });
  const recategorising = priorities.progress ?? remove.progress;

  const formatters = {
    money: (cents: number) => format.money(cents),
    date: format.date,
    accountName: (id: number) => accounts.find((account) => account.id === id)?.name,
  };
  const describe = (rule: Pick<Rule, "name" | "conditions">) =>
    rule.name ??
    rule.conditions
      .map((condition) => conditionText(t, condition, formatters))
      .filter(Boolean)
      .join(" · ");

  const ordered = [...(rules.data?.rules ?? [])].sort((a, b) => a.priority - b.priority);
  const ids = ordered.map((rule) => rule.id);
  const swap = (index: number, offset: number) => {
    const moved = ids[index];
    const other = ids[index + offset];
    if (moved === undefined || other === undefined) return;
    priorities.mutate({ companyId, ids: reorderedIds(ids, [moved], other, offset < 0 ? "before" : "after") });
  };

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].map((key) => {
        const rule = ordered.find((candidate) => candidate.id === Number(key));
        return { "text/plain": rule ? describe(rule) : String(key) };
      }),
    onReorder: ({ keys, target }) => {
      if (target.dropPosition === "on") return;
      const next = reorderedIds(ids, [...keys].map(Number), Number(target.key), target.dropPosition);
      if (next.some((id, index) => id !== ids[index])) priorities.mutate({ companyId, ids: next });
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={styles.dropIndicator} />,
  });

  const editor = (rule: Rule | null) => (
    <RuleEditor
      key={rule?.id ?? "new"}
      companyId={companyId}
      rule={rule}
      rules={ordered}
      categoryOptions={categoryOptions}
      categoryPaths={categoryPaths}
      accounts={accounts}
      onDone={() => setEditing(null)}
    />
  );

  return (
    <Stack gap="md">
      <Inline gap="sm" justify="space-between" align="center">
        <Heading level={2}>{t("transactionsScreen.rulesPanel.title")}</Heading>
        {canClassify && editing === null ? (
          <Button
            variant="secondary"
            iconStart={<Plus size={16} aria-hidden="true" />}
            onClick={() => setEditing("new")}
          >
            {t("categoriesScreen.ruleEditor.newRule")}
          </Button>
        ) : null}
      </Inline>
      {recategorising === null ? null : (
        <ProgressBar label={t("rules.recategorising")} value={recategorising} />
      )}
      {editing !== null ? editor(editing === "new" ? null : editing) : null}
      {ordered.length === 0 && rules.isSuccess ? (
        <Text tone="muted">{t("transactionsScreen.rulesPanel.empty")}</Text>
      ) : null}
      {canClassify && ordered.length > 1 ? (
        <Text size="sm" tone="muted">
          {t("categoriesScreen.ruleEditor.priorities")}
        </Text>
      ) : null}
      {ordered.length > 0 ? (
        <GridList
          aria-label={t("transactionsScreen.rulesPanel.title")}
          items={ordered}
          className={styles.list}
          dependencies={[categoryPaths, accounts, canClassify, ids.join()]}
          {...(canClassify ? { dragAndDropHooks } : {})}
        >
          {(rule) => {
            const index = ids.indexOf(rule.id);
            const name = describe(rule);
            return (
              <GridListItem id={rule.id} textValue={name} className={styles.item}>
                <Inline gap="sm" justify="space-between" align="center">
                  <Inline gap="xs" align="center">
                    {canClassify ? (
                      <AriaButton
                        slot="drag"
                        className={styles.dragHandle}
                        aria-label={t("categoriesScreen.ruleEditor.drag", { name })}
                      >
                        <GripVertical size={16} aria-hidden="true" />
                      </AriaButton>
                    ) : null}
                    <Text>
                      {name} → {categoryPaths.get(rule.category_id) ?? `#${rule.category_id}`}
                    </Text>
                  </Inline>
                  {canClassify ? (
                    <Inline gap="xs">
                      <IconButton
                        size="small"
                        variant="ghost"
                        label={t("categoriesScreen.ruleEditor.edit", { name })}
                        icon={<Pencil size={14} aria-hidden="true" />}
                        onClick={() => setEditing(rule)}
                      />
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
              </GridListItem>
            );
          }}
        </GridList>
      ) : null}
      {canClassify ? <SuggestionsPanel companyId={companyId} categoryPaths={categoryPaths} /> : null}
    </Stack>
  );
}
