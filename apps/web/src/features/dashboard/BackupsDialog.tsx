/**
 * Backups of the forecast (createBackup, getBackupList, setBackupStatus; spec 001 §7.4): a dialog that
 * snapshots a scenario's forecast under a name, lists the backups with the active one marked, activates
 * or deactivates one (the active backup is what the dashboard compares with by default), and opens the
 * actual-against-expected view of a chosen backup.
 */
import { type ApiError, type CallOutput, useApiMutation, useApiQuery } from "@trezo/api";
import { Badge, Button, Dialog, Inline, Select, Stack, Text, TextField } from "@trezo/ui";
import { type FormEvent, useState } from "react";
import { BACKUP_QUERIES, type Scenario, useScenarioName } from "../../forecast/forecastQueries";
import { useFormat, useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import * as styles from "./BackupsDialog.css";

export type Backup = CallOutput<"getBackupList">["backups"][number];

/** The company's backups, newest first. */
export function useBackups(companyId: number) {
  return useApiQuery("getBackupList", { companyId }, { staleTime: 30_000 });
}

export interface BackupsDialogProps {
  companyId: number;
  scenarios: readonly Scenario[];
  /** The scenario the dashboard shows: the one a new backup snapshots unless another is chosen. */
  shownId: number;
  canEdit: boolean;
  /** Opens the actual-against-expected view of a backup. */
  onCompare: (backup: Backup) => void;
  onClose: () => void;
}

export function BackupsDialog({
  companyId,
  scenarios,
  shownId,
  canEdit,
  onCompare,
  onClose,
}: BackupsDialogProps) {
  const t = useT();
  const format = useFormat();
  const nameOf = useScenarioName();
  const notify = useAppStore((state) => state.notify);
  const list = useBackups(companyId);
  const [name, setName] = useState("");
  const [scenarioId, setScenarioId] = useState(String(shownId));
  const [error, setError] = useState<string | null>(null);
  const create = useApiMutation("createBackup", { invalidates: BACKUP_QUERIES });
  const setStatus = useApiMutation("setBackupStatus", { invalidates: BACKUP_QUERIES });
  const scenarioName = (id: number | null) =>
    nameOf(scenarios.find((scenario) => (id === null ? scenario.is_base : scenario.id === id)));

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = name.trim();
    if (trimmed === "" || create.isPending) return;
    create.mutate(
      { companyId, name: trimmed, scenarioId: Number(scenarioId) },
      {
        onSuccess: ({ backup }) => {
          setName("");
          setError(null);
          notify({ msg: t("dashboardScreen.backups.created", { name: backup.name }), color: "green" });
        },
        onError: (failure: ApiError) => setError(failure.message),
      },
    );
  };

  const toggle = (backup: Backup) =>
    setStatus.mutate(
      { companyId, backupId: backup.id, status: backup.status === "active" ? "inactive" : "active" },
      {
        onSuccess: () =>
          notify({
            msg: t(
              backup.status === "active"
                ? "dashboardScreen.backups.deactivated"
                : "dashboardScreen.backups.activated",
              { name: backup.name },
            ),
            color: "green",
          }),
        onError: (failure: ApiError) => notify({ msg: failure.message, color: "red" }),
      },
    );

  const backups = list.data?.backups ?? [];
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t("dashboardScreen.backups.title")}
      description={t("dashboardScreen.backups.description")}
      fullScreen="mobile"
      size="large"
    >
      <Stack gap="lg">
        {canEdit ? (
          <form onSubmit={submit} className={styles.form}>
            <TextField
              label={t("dashboardScreen.backups.name")}
              value={name}
              onChange={(value) => {
                setName(value);
                setError(null);
              }}
              isRequired
              maxLength={100}
              {...(error === null ? {} : { isInvalid: true, errorMessage: error })}
            />
            <Select
              label={t("dashboardScreen.backups.scenario")}
              options={scenarios.map((scenario) => ({ id: String(scenario.id), label: nameOf(scenario) }))}
              value={scenarioId}
              onChange={(id) => setScenarioId(id ?? String(shownId))}
            />
            <div>
              <Button type="submit" loading={create.isPending} disabled={name.trim() === ""}>
                {t("dashboardScreen.backups.create")}
              </Button>
            </div>
          </form>
        ) : null}
        <section aria-labelledby="dashboard-backups-list">
          <Stack gap="sm">
            <Text weight="semibold" id="dashboard-backups-list">
              {t("dashboardScreen.backups.list")}
            </Text>
            {list.isError ? (
              <Text role="alert" tone="danger">
                {list.error.message}
              </Text>
            ) : backups.length === 0 && !list.isPending ? (
              <Text tone="muted">{t("dashboardScreen.backups.empty")}</Text>
            ) : (
              <ul className={styles.list} aria-labelledby="dashboard-backups-list">
                {backups.map((backup) => (
                  <li key={backup.id} className={styles.item} data-testid="backup-item">
                    <div className={styles.itemText}>
                      <Text>
                        {t("dashboardScreen.backups.item", {
                          name: backup.name,
                          scenario: scenarioName(backup.scenario_id),
                          date: format.date(backup.created_at.slice(0, 10)),
                        })}
                      </Text>
                      {backup.status === "active" ? (
                        <Badge tone="success">{t("dashboardScreen.backups.active")}</Badge>
                      ) : null}
                    </div>
                    <Inline gap="xs">
                      {canEdit ? (
                        <Button
                          variant="secondary"
                          size="small"
                          onClick={() => toggle(backup)}
                          disabled={setStatus.isPending}
                          aria-label={`${t(
                            backup.status === "active"
                              ? "dashboardScreen.backups.deactivate"
                              : "dashboardScreen.backups.activate",
                          )} ${backup.name}`}
                        >
                          {t(
                            backup.status === "active"
                              ? "dashboardScreen.backups.deactivate"
                              : "dashboardScreen.backups.activate",
                          )}
                        </Button>
                      ) : null}
                      <Button
                        size="small"
                        onClick={() => onCompare(backup)}
                        aria-label={`${t("dashboardScreen.backups.compare")} ${backup.name}`}
                      >
                        {t("dashboardScreen.backups.compare")}
                      </Button>
                    </Inline>
                  </li>
                ))}
              </ul>
            )}
          </Stack>
        </section>
      </Stack>
    </Dialog>
  );
}
