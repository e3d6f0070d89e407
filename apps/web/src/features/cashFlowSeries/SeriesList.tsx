/**
 * The cash-flow series in effect in the shown scenario (get_cfs_list): what each one is, shown or
 * hidden in the lists (update_cfs_displayed), opened in the editor, deleted (delete_cfs); a new series;
 * and, in a scenario other than the base, its events (ScenarioEvents).
 */
import { useApiQuery } from "@trezo/api";
import { Button, ConfirmDialog, Inline, Skeleton, Stack, Switch, Text } from "@trezo/ui";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { type Scenario, useScenarioName, useSeriesMutation } from "../../forecast/forecastQueries";
import { SidePanel } from "../../forecast/SidePanel";
import { useFormat, useT } from "../../i18n/appI18n";
import { categoryPaths } from "../../references/categoryPaths";
import { ScenarioEvents } from "./ScenarioEvents";
import * as styles from "./SidePanel.css";
import type { SeriesOutput } from "./seriesForm";
import { useSeriesAction } from "./useSeriesAction";

export interface SeriesListProps {
  companyId: number;
  scenario: Scenario;
  currency: string;
  canEdit: boolean;
  onOpen: (cfsId: number) => void;
  onCreate: () => void;
  onClose: () => void;
}

/** One line of what a series does: "Mensuel · -1 500,00 € · du 01/12/2026 au 31/12/2027". */
export function useSeriesSummary(currency: string) {
  const t = useT();
  const format = useFormat();
  return (series: SeriesOutput) => {
    const amount =
      series.formula !== null ? `= ${series.formula}` : format.money(series.amount_cents ?? 0, currency);
    const when =
      series.frequency === "once"
        ? t("series.list.on", { date: format.date(series.start) })
        : series.end !== null
          ? t("series.list.fromTo", { start: format.date(series.start), end: format.date(series.end) })
          : series.count !== null
            ? t("series.list.fromCount", { start: format.date(series.start), count: series.count })
            : t("series.list.from", { start: format.date(series.start) });
    return [t(`dashboardScreen.details.frequency.${series.frequency}`), amount, when].join(" · ");
  };
}

export function SeriesList({
  companyId,
  scenario,
  currency,
  canEdit,
  onOpen,
  onCreate,
  onClose,
}: SeriesListProps) {
  const t = useT();
  const scenarioName = useScenarioName();
  const { mutateAsync: setDisplayed } = useSeriesMutation("update_cfs_displayed");
  const { mutateAsync: deleteSeries } = useSeriesMutation("delete_cfs");
  const [showHidden, setShowHidden] = useState(false);
  const [toDelete, setToDelete] = useState<SeriesOutput | null>(null);
  const { busy, run } = useSeriesAction();
  const list = useApiQuery("get_cfs_list", {
    companyId,
    ...(scenario.is_base ? {} : { scenarioId: scenario.id }),
  });
  const tree = useApiQuery("getCategoryTree", { companyId }, { staleTime: 60_000 });
  const paths = useMemo(() => categoryPaths(tree.data?.categories ?? []), [tree.data]);
  const summary = useSeriesSummary(currency);
  const all = list.data?.cfs_list ?? [];
  const shown = all.filter((series) => showHidden || series.displayed);
  const hiddenCount = all.length - all.filter((series) => series.displayed).length;
  const nameOf = (series: SeriesOutput) =>
    series.label || t(`dashboardScreen.details.frequency.${series.frequency}`);

  return (
    <SidePanel
      title={t("series.list.title")}
      subtitle={t("series.scenarioOf", { name: scenarioName(scenario) })}
      onClose={onClose}
      data-testid="series-list"
    >
      {canEdit ? (
        <div>
          <Button iconStart={<Plus size={16} />} onClick={onCreate}>
            {t("series.list.create")}
          </Button>
        </div>
      ) : null}
      {hiddenCount > 0 ? (
        <Switch isSelected={showHidden} onChange={setShowHidden}>
          {t("series.list.showHidden", { count: hiddenCount })}
        </Switch>
      ) : null}
      {list.isPending ? (
        <Skeleton lines={6} />
      ) : list.isError ? (
        <Text tone="danger" role="alert">
          {list.error.message}
        </Text>
      ) : shown.length === 0 ? (
        <Text tone="muted">{t("series.list.empty")}</Text>
      ) : (
        <ul className={styles.list} aria-label={t("series.list.title")}>
          {shown.map((series) => (
            <li key={series.id} className={styles.item}>
              <Stack gap="xxs">
                <Text weight="semibold">{nameOf(series)}</Text>
                <Text size="sm" tone="muted">
                  {paths.get(series.category_id) ?? "—"}
                </Text>
                <Text size="sm">{summary(series)}</Text>
              </Stack>
              {canEdit ? (
                <div className={styles.itemActions}>
                  <Switch
                    isSelected={series.displayed}
                    isDisabled={busy}
                    aria-label={t("series.list.displayedOf", { name: nameOf(series) })}
                    onChange={(displayed) =>
                      void run(
                        () => setDisplayed({ companyId, cfsId: series.id, displayed }),
                        t(displayed ? "series.list.shownDone" : "series.list.hiddenDone"),
                      )
                    }
                  >
                    {t("series.fields.displayed")}
                  </Switch>
                  <Button
                    variant="ghost"
                    size="small"
                    iconStart={<Pencil size={14} />}
                    aria-label={t("series.list.editOf", { name: nameOf(series) })}
                    onClick={() => onOpen(series.id)}
                  >
                    {t("series.list.edit")}
                  </Button>
                  <Button
                    variant="ghost"
                    size="small"
                    iconStart={<Trash2 size={14} />}
                    aria-label={t("series.list.deleteOf", { name: nameOf(series) })}
                    onClick={() => setToDelete(series)}
                  >
                    {t("series.editor.delete")}
                  </Button>
                </div>
              ) : (
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={t("series.list.viewOf", { name: nameOf(series) })}
                  onClick={() => onOpen(series.id)}
                >
                  {t("series.list.view")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!scenario.is_base ? (
        <ScenarioEvents companyId={companyId} scenario={scenario} canEdit={canEdit} onOpen={onOpen} />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t("series.editor.deleteTitle")}
        tone="danger"
        confirmLabel={t("series.editor.delete")}
        loading={busy}
        onConfirm={() => {
          const series = toDelete;
          if (!series) return;
          void run(
            () =>
              deleteSeries({
                companyId,
                cfsId: series.id,
                ...(scenario.is_base ? {} : { scenarioId: scenario.id }),
              }),
            t("series.editor.deleted"),
          ).then(() => setToDelete(null));
        }}
      >
        {toDelete
          ? t(
              scenario.is_base || toDelete.scenario_id === scenario.id
                ? "series.editor.deleteText"
                : "series.editor.deleteInScenarioText",
              { name: nameOf(toDelete) },
            )
          : null}
      </ConfirmDialog>
      <Inline gap="sm">
        <Text size="sm" tone="muted">
          {t("series.list.count", { count: all.length })}
        </Text>
      </Inline>
    </SidePanel>
  );
}
