/**
 * Deleting the shown scenario from the dashboard (deleteScenario): a confirmation naming it, then the
 * base is shown again. The base scenario cannot be deleted: its button says so instead. A refusal of the
 * server stays in the confirmation, in the server's words.
 */
import { useApiMutation } from "@trezo/api";
import { Button, ConfirmDialog, Text } from "@trezo/ui";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { FORECAST_QUERIES, type Scenario, useScenarioName } from "../../forecast/forecastQueries";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";

export interface DeleteScenarioProps {
  companyId: number;
  scenario: Scenario;
  /** Called once the scenario is gone. */
  onDeleted: (scenarioId: number) => void;
}

export function DeleteScenario({ companyId, scenario, onDeleted }: DeleteScenarioProps) {
  const t = useT();
  const nameOf = useScenarioName();
  const notify = useAppStore((state) => state.notify);
  const [open, setOpen] = useState(false);
  const remove = useApiMutation("deleteScenario", { invalidates: FORECAST_QUERIES });
  const name = nameOf(scenario);

  if (scenario.is_base) {
    return (
      <Button
        variant="ghost"
        iconStart={<Trash2 size={16} />}
        aria-disabled
        title={t("shellPages.scenarioDelete.baseLocked")}
        onClick={() => notify({ msg: t("shellPages.scenarioDelete.baseLocked"), color: "orange" })}
      >
        {t("shellPages.scenarioDelete.open")}
      </Button>
    );
  }

  const confirm = async () => {
    if (remove.isPending) return;
    try {
      await remove.mutateAsync({ companyId, scenarioId: scenario.id });
    } catch {
      // The server's refusal stays in the confirmation (remove.error).
      return;
    }
    // Awaited rather than mutate's callbacks: the refreshed scenarios may unmount this button first.
    setOpen(false);
    notify({ msg: t("shellPages.scenarioDelete.deleted", { name }), color: "green" });
    onDeleted(scenario.id);
  };

  return (
    <>
      <Button
        variant="ghost"
        iconStart={<Trash2 size={16} />}
        onClick={() => {
          remove.reset();
          setOpen(true);
        }}
      >
        {t("shellPages.scenarioDelete.open")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("shellPages.scenarioDelete.title")}
        confirmLabel={t("shellPages.scenarioDelete.confirm")}
        tone="danger"
        loading={remove.isPending}
        onConfirm={() => void confirm()}
      >
        <Text>{t("shellPages.scenarioDelete.body", { name })}</Text>
        {remove.isError ? (
          <Text role="alert" tone="danger">
            {remove.error.message}
          </Text>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
