/**
 * Creates or changes a categorisation rule (DESIGN §6): an optional name, conditions that must all hold
 * (each a field, an operator that field accepts and its value, two bounds for "between"), the category
 * to set. The engine's own validation marks each faulty condition before anything is sent; "Preview"
 * asks the server what saving would change (getAffectedTransactions) and which rules it would conflict
 * with, with the transactions proving each conflict (checkRulesConflicts). A refused save shows the red
 * notice 'Veuillez vérifier votre saisie' and the server's reason. A rule saved whose re-categorisation
 * job then fails says so (the rule is saved, applying it failed) and offers to apply the rules again;
 * the lists refresh when the rule is saved and again when its job ends.
 */
import { ApiError, JobFailedError, useJobMutation } from "@trezo/api";
import { OPERATORS_BY_FIELD, type RuleField, type RuleOperator } from "@trezo/domain";
import {
  Button,
  DatePicker,
  Heading,
  IconButton,
  Inline,
  MoneyField,
  ProgressBar,
  Select,
  Stack,
  Text,
  TextField,
} from "@trezo/ui";
import { Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { conditionText } from "../../components/categoryExplanation";
import { useFormat, useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import { RulePreview, useRulePreview } from "./RulePreview";
import * as styles from "./RulesPanel.css";
import {
  type ConditionForm,
  draftOf,
  formOf,
  hasProblems,
  newCondition,
  problemsOf,
  RULE_FIELDS,
  type Rule,
  type RuleFormProblems,
  withField,
} from "./ruleDraft";

export interface RuleEditorProps {
  companyId: number;
  /** The rule to change, or null for a new one. */
  rule: Rule | null;
  rules: readonly Rule[];
  categoryOptions: readonly { id: string; label: string }[];
  categoryPaths: ReadonlyMap<number, string>;
  accounts: readonly { id: number; name: string }[];
  onDone: () => void;
}

const MAX_CONDITIONS = 20;

export function RuleEditor({
  companyId,
  rule,
  rules,
  categoryOptions,
  categoryPaths,
  accounts,
  onDone,
}: RuleEditorProps) {
  const t = useT();
  const format = useFormat();
  const notify = useAppStore((state) => state.notify);
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  // The editor opens above the list: the focus follows, so keyboard and screen-reader users land in it.
  useEffect(() => sectionRef.current?.focus(), []);
  const [form, setForm] = useState(() => formOf(rule));
  const [shownProblems, setShownProblems] = useState<RuleFormProblems | null>(null);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  /** Why the re-categorisation of a saved rule failed (the rule itself is saved), or null. */
  const [jobProblem, setJobProblem] = useState<string | null>(null);
  const { preview, previewing, show, clear } = useRulePreview(companyId);
  const firstAccount = accounts[0]?.id;

  const refused = (error: ApiError) => {
    notify({ msg: t("errors.checkInput"), color: "red" });
    setServerProblem(error.message || t("errors.checkInput"));
  };
  const applied = ({ result }: { result: { changed: number } }) => {
    notify({ msg: t("categoriesScreen.ruleEditor.saved", { count: result.changed }), color: "green" });
    onDone();
  };
  const options = {
    invalidates: ["listSubCategoryRules", "getSuggestionsList", "getTransactionList", "getTransaction"],
    // Saved: from now on a save changes this rule (a new one is not created twice).
    onAccepted: ({ rule: saved }: { rule: Rule }) => setForm((current) => ({ ...current, id: saved.id })),
    onSuccess: applied,
    onError: (error: ApiError) => {
      if (!(error instanceof JobFailedError)) return refused(error);
      const reason = error.message || t("errors.generic");
      notify({ msg: t("rules.recategorisationFailed", { reason }), color: "red" });
      setJobProblem(reason);
    },
  } as const;
  const create = useJobMutation("createNewSubCategoryRule", options);
  const edit = useJobMutation("editSubCategoryRule", options);
  const retry = useJobMutation("reindexTransactions", {
    invalidates: options.invalidates,
    onSuccess: applied,
    onError: (error) => {
      const reason = error.message || t("errors.generic");
      notify({ msg: t("rules.recategorisationFailed", { reason }), color: "red" });
      setJobProblem(reason);
    },
  });
  const recategorising = create.progress ?? edit.progress ?? retry.progress;

  const change = (next: typeof form) => {
    setForm(next);
    clear();
    setServerProblem(null);
    setJobProblem(null);
    // Problems shown stay until the next preview or save: marks vanishing on blur would move the
    // buttons below from under the pointer between press and release.
  };
  const setCondition = (index: number, condition: ConditionForm) =>
    change({ ...form, conditions: form.conditions.map((old, at) => (at === index ? condition : old)) });

  /** Marks every problem and says whether the form may go to the server. */
  const checked = () => {
    const problems = problemsOf(form);
    setShownProblems(problems);
    if (hasProblems(problems)) {
      notify({ msg: t("errors.checkInput"), color: "red" });
      return false;
    }
    return true;
  };

  const showPreview = async () => {
    if (!checked()) return;
    try {
      await show(draftOf(form));
    } catch (error) {
      if (error instanceof ApiError) refused(error);
      else setServerProblem(t("errors.generic"));
    }
  };

  const save = () => {
    if (!checked()) return;
    setJobProblem(null);
    const draft = draftOf(form);
    if (form.id !== undefined) edit.mutate({ companyId, rule: { ...draft, id: form.id } });
    else create.mutate({ companyId, rule: draft });
  };

  const formatters = {
    money: (cents: number) => format.money(cents),
    date: format.date,
    accountName: (id: number) => accounts.find((account) => account.id === id)?.name,
  };
  // A rule is named by its name, else by its conditions in words; null is the rule being written.
  const ruleName = (id: number | null) => {
    if (id === null || id === form.id) return form.name.trim() || t("categoriesScreen.ruleEditor.draft");
    const other = rules.find((candidate) => candidate.id === id);
    if (!other) return `#${id}`;
    return (
      other.name ??
      other.conditions
        .map((condition) => conditionText(t, condition, formatters))
        .filter(Boolean)
        .join(" · ")
    );
  };
  const categoryName = (id: number | null) =>
    id === null ? t("transactionsScreen.uncategorised") : (categoryPaths.get(id) ?? `#${id}`);

  const fieldOptions = RULE_FIELDS.map((field) => ({ id: field, label: t(`rules.fields.${field}`) }));
  const problemText = (codes: readonly string[] | undefined) =>
    codes && codes.length > 0
      ? codes.map((code) => t(`rules.errors.${code as "emptyValue"}`)).join(" ")
      : undefined;

  return (
    <section ref={sectionRef} tabIndex={-1} aria-labelledby={headingId} className={styles.editor}>
      <Stack gap="sm">
        <Heading level={3} id={headingId}>
          {form.id === undefined
            ? t("categoriesScreen.ruleEditor.titleNew")
            : t("categoriesScreen.ruleEditor.titleEdit")}
        </Heading>
        <TextField
          className={styles.wideField}
          label={t("categoriesScreen.ruleEditor.name")}
          value={form.name}
          maxLength={200}
          onChange={(name) => change({ ...form, name })}
        />
        <Text weight="semibold">{t("categoriesScreen.ruleEditor.conditions")}</Text>
        {form.conditions.map((condition, index) => {
          const number = index + 1;
          const problem = problemText(shownProblems?.conditions.get(index));
          return (
            // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring its own border and legend layout
            <div
              key={condition.key}
              role="group"
              aria-label={t("categoriesScreen.ruleEditor.condition", { index: number })}
            >
              <Inline gap="xs" align="flex-start" wrap>
                <Select
                  label={t("categoriesScreen.ruleEditor.field")}
                  options={fieldOptions}
                  value={condition.field}
                  onChange={(field) => {
                    if (field) setCondition(index, withField(condition, field as RuleField, firstAccount));
                  }}
                />
                <Select
                  label={t("categoriesScreen.ruleEditor.operator")}
                  options={OPERATORS_BY_FIELD[condition.field].map((operator) => ({
                    id: operator,
                    label: t(`rules.operators.${operator}`),
                  }))}
                  value={condition.operator}
                  onChange={(operator) => {
                    if (operator)
                      setCondition(index, {
                        ...condition,
                        operator: operator as RuleOperator,
                        valueTo: null,
                      });
                  }}
                />
                <ConditionValue
                  condition={condition}
                  accounts={accounts}
                  errorMessage={problem}
                  onChange={(next) => setCondition(index, next)}
                />
                <IconButton
                  variant="ghost"
                  label={t("categoriesScreen.ruleEditor.removeCondition", { index: number })}
                  icon={<Trash2 size={14} aria-hidden="true" />}
                  disabled={form.conditions.length === 1}
                  onClick={() =>
                    change({ ...form, conditions: form.conditions.filter((_, at) => at !== index) })
                  }
                />
              </Inline>
            </div>
          );
        })}
        <Inline gap="sm">
          <Button
            variant="ghost"
            size="small"
            iconStart={<Plus size={14} aria-hidden="true" />}
            disabled={form.conditions.length >= MAX_CONDITIONS}
            onClick={() => change({ ...form, conditions: [...form.conditions, newCondition()] })}
          >
            {t("categoriesScreen.ruleEditor.addCondition")}
          </Button>
        </Inline>
        <Select
          className={styles.wideField}
          label={t("categoriesScreen.ruleEditor.category")}
          options={categoryOptions}
          value={form.categoryId === null ? null : String(form.categoryId)}
          errorMessage={problemText(shownProblems?.rule)}
          onChange={(id) => change({ ...form, categoryId: id === null ? null : Number(id) })}
        />
        {serverProblem ? (
          <Text tone="danger" role="alert">
            {serverProblem}
          </Text>
        ) : null}
        {jobProblem === null ? null : (
          <Stack gap="xs" role="alert">
            <Text tone="danger">{t("rules.recategorisationFailed", { reason: jobProblem })}</Text>
            <Inline gap="sm">
              <Button
                variant="secondary"
                loading={retry.isPending}
                onClick={() => {
                  setJobProblem(null);
                  retry.mutate({ companyId });
                }}
              >
                {t("rules.retryRecategorisation")}
              </Button>
            </Inline>
          </Stack>
        )}
        {preview ? <RulePreview preview={preview} ruleName={ruleName} categoryName={categoryName} /> : null}
        {recategorising === null ? null : (
          <ProgressBar label={t("rules.recategorising")} value={recategorising} />
        )}
        <Inline gap="sm">
          <Button variant="secondary" loading={previewing} onClick={() => void showPreview()}>
            {t("categoriesScreen.ruleEditor.preview")}
          </Button>
          <Button loading={create.isPending || edit.isPending || retry.isPending} onClick={save}>
            {t("categoriesScreen.ruleEditor.save")}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            {t("categoriesScreen.ruleEditor.cancel")}
          </Button>
        </Inline>
      </Stack>
    </section>
  );
}

/** The value input(s) of one condition, by field: text, amount(s), sign, account, date(s). */
function ConditionValue({
  condition,
  accounts,
  errorMessage,
  onChange,
}: {
  condition: ConditionForm;
  accounts: readonly { id: number; name: string }[];
  errorMessage: string | undefined;
  onChange: (condition: ConditionForm) => void;
}) {
  const t = useT();
  const between = condition.operator === "between";
  const valueLabel = t("categoriesScreen.ruleEditor.value");
  const toLabel = t("categoriesScreen.ruleEditor.valueTo");
  const chrome = errorMessage === undefined ? {} : { errorMessage };
  switch (condition.field) {
    case "label":
    case "counterparty":
      return (
        <TextField
          label={valueLabel}
          value={typeof condition.value === "string" ? condition.value : ""}
          maxLength={200}
          onChange={(value) => onChange({ ...condition, value })}
          {...chrome}
        />
      );
    case "amount":
      return (
        <>
          <MoneyField
            label={valueLabel}
            value={typeof condition.value === "number" ? condition.value : null}
            onChange={(cents) => onChange({ ...condition, value: cents })}
            {...chrome}
          />
          {between ? (
            <MoneyField
              label={toLabel}
              value={typeof condition.valueTo === "number" ? condition.valueTo : null}
              onChange={(cents) => onChange({ ...condition, valueTo: cents })}
            />
          ) : null}
        </>
      );
    case "sign":
      return (
        <Select
          label={valueLabel}
          options={[
            { id: "debit", label: t("rules.signs.debit") },
            { id: "credit", label: t("rules.signs.credit") },
          ]}
          value={typeof condition.value === "string" ? condition.value : null}
          onChange={(value) => onChange({ ...condition, value })}
          {...chrome}
        />
      );
    case "account":
      return (
        <Select
          label={valueLabel}
          options={accounts.map((account) => ({ id: String(account.id), label: account.name }))}
          value={typeof condition.value === "string" ? condition.value : null}
          onChange={(value) => onChange({ ...condition, value })}
          {...chrome}
        />
      );
    case "date":
      return (
        <>
          <DatePicker
            label={valueLabel}
            value={typeof condition.value === "string" ? condition.value : null}
            onChange={(value) => onChange({ ...condition, value })}
            {...chrome}
          />
          {between ? (
            <DatePicker
              label={toLabel}
              value={typeof condition.valueTo === "string" ? condition.valueTo : null}
              onChange={(valueTo) => onChange({ ...condition, valueTo })}
            />
          ) : null}
        </>
      );
  }
}
