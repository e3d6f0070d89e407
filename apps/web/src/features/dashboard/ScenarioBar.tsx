/**
 * Scenarios on the dashboard: the one the table shows, the ones the chart compares it with, a creator
 * (empty or copying another's events, within the plan's max_scenarios), the shown scenario's deletion and the switches of the shown
 * scenario's event groups (updateScenario disabled_group_ids).
 */
import { useApiMutation } from "@trezo/api";
import { Button, Checkbox, Dialog, Inline, Select, Stack, Switch, Text, TextField } from "@trezo/ui";
import { Plus } from "lucide-react";
import { useState } from "react";
import { FORECAST_QUERIES, type Scenario, useScenarioName } from "../../forecast/forecastQueries";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import { DeleteScenario } from "./DeleteScenario";
import { MAX_COMPARED_SCENARIOS } from "./dashboardView";

export interface ScenarioBarProps {
  companyId: number;
  scenarios: readonly Scenario[];
  maxScenarios: number | null;
  shownId: number;
  compareIds: readonly number[];
  canEdit: boolean;
  onShow: (scenarioId: number) => void;
  onCompare: (scenarioIds: number[]) => void;
}

/** The event groups of a scenario, with how many events each holds. */
export function eventGroups(scenario: Scenario): Array<{ id: string; count: number; enabled: boolean }> {
  const counts = new Map<string, number>();
  for (const event of scenario.events) {
    if (event.group_id !== null) counts.set(event.group_id, (counts.get(event.group_id) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, count]) => ({ id, count, enabled: !scenario.disabled_group_ids.includes(id) }));
}

export function ScenarioBar({
  companyId,
  scenarios,
  maxScenarios,
  shownId,
  compareIds,
  canEdit,
  onShow,
  onCompare,
}: ScenarioBarProps) {
  const t = useT();
  const nameOf = useScenarioName();
  const [creating, setCreating] = useState(false);
  const openPopup = useAppStore((state) => state.openPopup);
  const shown = scenarios.find((scenario) => scenario.id === shownId);
  const others = scenarios.filter((scenario) => scenario.id !== shownId);
  const updateScenario = useApiMutation("updateScenario", { invalidates: FORECAST_QUERIES });
  // max_scenarios counts the scenarios the user creates, not the base (server decision, scenarioLimit.ts).
  const atLimit =
    maxScenarios !== null && scenarios.filter((scenario) => !scenario.is_base).length >= maxScenarios;

  return (
    <Stack gap="sm">
      <Inline gap="md" align="flex-end">
        <Select
          label={t("dashboardScreen.scenarios.label")}
          options={scenarios.map((scenario) => ({ id: String(scenario.id), label: nameOf(scenario) }))}
          value={String(shownId)}
          onChange={(id) => {
            if (id) onShow(Number(id));
          }}
        />
        {canEdit ? (
          <Button
            variant="secondary"
            iconStart={<Plus size={16} />}
            // At the plan's limit the button explains it: the unlock-feature popup (spec 000 §6 paywall
            // "scenario number").
            onClick={() =>
              atLimit ? openPopup({ id: "unlockFeature", feature: "scenarios" }) : setCreating(true)
            }
            // Announced as unavailable, yet a click says why (the popup) instead of doing nothing.
            aria-disabled={atLimit || undefined}
            title={atLimit ? t("dashboardScreen.scenarios.limit", { count: maxScenarios ?? 0 }) : undefined}
          >
            {t("dashboardScreen.scenarios.create")}
          </Button>
        ) : null}
        {canEdit && shown ? (
          <DeleteScenario
            key={shown.id}
            companyId={companyId}
            scenario={shown}
            onDeleted={(scenarioId) => {
              // Back to the base (the screen drops unknown scenarios from the comparison by itself).
              const base = scenarios.find((scenario) => scenario.is_base && scenario.id !== scenarioId);
              if (base) onShow(base.id);
            }}
          />
        ) : null}
      </Inline>
      {others.length > 0 ? (
        <fieldset>
          <legend>{t("dashboardScreen.scenarios.compare")}</legend>
          <Inline gap="md">
            {others.map((scenario) => (
              <Checkbox
                key={scenario.id}
                isSelected={compareIds.includes(scenario.id)}
                isDisabled={!compareIds.includes(scenario.id) && compareIds.length >= MAX_COMPARED_SCENARIOS}
                onChange={(selected) =>
                  onCompare(
                    selected ? [...compareIds, scenario.id] : compareIds.filter((id) => id !== scenario.id),
                  )
                }
              >
                {nameOf(scenario)}
              </Checkbox>
            ))}
          </Inline>
        </fieldset>
      ) : null}
      {shown && !shown.is_base ? (
        <fieldset>
          <legend>{t("dashboardScreen.scenarios.groups")}</legend>
          {eventGroups(shown).length === 0 ? (
            <Text tone="muted" size="sm">
              {t("dashboardScreen.scenarios.noGroups")}
            </Text>
          ) : (
            <Inline gap="md">
              {eventGroups(shown).map((group) => (
                <Switch
                  key={group.id}
                  isSelected={group.enabled}
                  isDisabled={!canEdit || updateScenario.isPending}
                  onChange={(enabled) =>
                    updateScenario.mutate({
                      companyId,
                      scenarioId: shown.id,
                      disabled_group_ids: enabled
                        ? shown.disabled_group_ids.filter((id) => id !== group.id)
                        : [...shown.disabled_group_ids, group.id],
                    })
                  }
                >
                  {t("dashboardScreen.scenarios.groupEvents", { group: group.id, count: group.count })}
                </Switch>
              ))}
            </Inline>
          )}
        </fieldset>
      ) : null}
      {creating ? (
        <CreateScenarioDialog
          companyId={companyId}
          scenarios={scenarios}
          onClose={() => setCreating(false)}
          onCreated={(scenario) => {
            setCreating(false);
            onShow(scenario.id);
          }}
        />
      ) : null}
    </Stack>
  );
}

/** Names a new scenario and optionally starts it from another's events. */
function CreateScenarioDialog({
  companyId,
  scenarios,
  onClose,
  onCreated,
}: {
  companyId: number;
  scenarios: readonly Scenario[];
  onClose: () => void;
  onCreated: (scenario: Scenario) => void;
}) {
  const t = useT();
  const nameOf = useScenarioName();
  const notify = useAppStore((state) => state.notify);
  const openPopup = useAppStore((state) => state.openPopup);
  const [name, setName] = useState("");
  const [copyFrom, setCopyFrom] = useState<string>("none");
  const create = useApiMutation("createScenario", { invalidates: FORECAST_QUERIES });
  const submit = () => {
    const trimmed = name.trim();
    if (trimmed === "" || create.isPending) return;
    create.mutate(
      {
        companyId,
        scenario: { name: trimmed, ...(copyFrom === "none" ? {} : { copy_from: Number(copyFrom) }) },
      },
      {
        onSuccess: ({ scenario }) => {
          notify({ msg: t("dashboardScreen.scenarios.created", { name: scenario.name }), color: "green" });
          onCreated(scenario);
        },
        onError: (error) => {
          // The plan's limit said by the server (another tab created one): the unlock-feature popup.
          if (error.code === "scenario_limit") {
            onClose();
            openPopup({ id: "unlockFeature", feature: "scenarios" });
          }
        },
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("dashboardScreen.scenarios.createTitle")}
      onEnter={submit}
      footer={
        <Inline gap="sm" justify="flex-end">
          <Button variant="ghost" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button onClick={submit} loading={create.isPending} disabled={name.trim() === ""}>
            {t("common.save")}
          </Button>
        </Inline>
      }
    >
      <Stack gap="md">
        <TextField
          label={t("dashboardScreen.scenarios.name")}
          value={name}
          onChange={setName}
          isRequired
          maxLength={100}
          {...(create.isError ? { isInvalid: true, errorMessage: create.error.message } : {})}
        />
        <Select
          label={t("dashboardScreen.scenarios.copyFrom")}
          options={[
            { id: "none", label: t("dashboardScreen.scenarios.empty") },
            ...scenarios
              .filter((scenario) => !scenario.is_base)
              .map((scenario) => ({ id: String(scenario.id), label: nameOf(scenario) })),
          ]}
          value={copyFrom}
          onChange={(id) => setCopyFrom(id ?? "none")}
        />
      </Stack>
    </Dialog>
  );
}
