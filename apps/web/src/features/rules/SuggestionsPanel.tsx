/**
 * Rule suggestions learned from repeated manual categorisations: a switch turns them on or off for the
 * company (switchSuggestions), each one can be accepted (the suggested rule is created) or dismissed for
 * good (deleteSuggestion).
 */
import { type ApiError, JobFailedError, useApiMutation, useApiQuery, useJobMutation } from "@trezo/api";
import { Button, Heading, Inline, ProgressBar, Stack, Switch, Text } from "@trezo/ui";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";

export interface SuggestionsPanelProps {
  companyId: number;
  categoryPaths: ReadonlyMap<number, string>;
}

export function SuggestionsPanel({ companyId, categoryPaths }: SuggestionsPanelProps) {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const failed = (error: ApiError) =>
    notify({ msg: error.message || t("transactionsScreen.saveFailed"), color: "red" });
  const suggestions = useApiQuery("getSuggestionsList", { companyId });
  const toggle = useApiMutation("switchSuggestions", {
    invalidates: ["getSuggestionsList"],
    onError: failed,
  });
  const create = useJobMutation("createNewSubCategoryRule", {
    invalidates: ["listSubCategoryRules", "getSuggestionsList", "getTransactionList"],
    onSuccess: ({ result }) =>
      notify({ msg: t("transactionsScreen.details.ruleCreated", { count: result.changed }), color: "green" }),
    onError: (error) =>
      error instanceof JobFailedError
        ? notify({
            msg: t("rules.recategorisationFailed", { reason: error.message || t("errors.generic") }),
            color: "red",
          })
        : failed(error),
  });
  const dismiss = useApiMutation("deleteSuggestion", {
    invalidates: ["getSuggestionsList"],
    onError: failed,
  });

  const enabled = toggle.isPending ? toggle.variables.suggestionsEnabled : suggestions.data?.enabled;
  const list = suggestions.data?.suggestions ?? [];
  return (
    <section aria-label={t("transactionsScreen.rulesPanel.suggestions")}>
      <Stack gap="sm">
        <Inline gap="md" align="center">
          <Heading level={3}>{t("transactionsScreen.rulesPanel.suggestions")}</Heading>
          {suggestions.data ? (
            <Switch
              isSelected={enabled === true}
              isDisabled={toggle.isPending}
              onChange={(on) => toggle.mutate({ companyId, suggestionsEnabled: on, withList: true })}
            >
              {t("categoriesScreen.suggestions.switch")}
            </Switch>
          ) : null}
        </Inline>
        {create.progress === null ? null : (
          <ProgressBar label={t("rules.recategorising")} value={create.progress} />
        )}
        {suggestions.data && !enabled ? (
          <Text tone="muted">{t("categoriesScreen.suggestions.off")}</Text>
        ) : null}
        {suggestions.data && enabled && list.length === 0 ? (
          <Text tone="muted">{t("categoriesScreen.suggestions.none")}</Text>
        ) : null}
        {enabled && list.length > 0 ? (
          <ul>
            {list.map((suggestion) => (
              <li key={suggestion.id}>
                <Inline gap="sm">
                  <Text>
                    {t("rules.suggestions.suggestion", {
                      count: suggestion.occurrences,
                      value: suggestion.value,
                    })}{" "}
                    ({categoryPaths.get(suggestion.category_id) ?? `#${suggestion.category_id}`})
                  </Text>
                  <Button
                    size="small"
                    loading={create.isPending}
                    onClick={() => create.mutate({ companyId, rule: suggestion.rule })}
                  >
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
        ) : null}
      </Stack>
    </section>
  );
}
