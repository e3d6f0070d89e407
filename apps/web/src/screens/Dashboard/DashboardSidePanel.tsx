/**
 * The column beside the dashboard's table: the details of a cell, the list of cash-flow series and
 * events, or the series editor. One at a time; the editor remembers where it was opened from, so that
 * saving or "back" returns there.
 */
import { SeriesEditor, type SeriesEditorTarget } from "../../features/cashFlowSeries/SeriesEditor";
import { SeriesList } from "../../features/cashFlowSeries/SeriesList";
import { CellDetailsPanel, type CellDetailsTarget } from "../../features/dashboard/CellDetailsPanel";
import type { DashboardGranularity } from "../../features/dashboard/dashboardView";
import type { Scenario } from "../../forecast/forecastQueries";

export type SidePanelState =
  | { kind: "details"; target: CellDetailsTarget }
  | { kind: "series" }
  | { kind: "editor"; target: SeriesEditorTarget; back: SidePanelState | null };

export interface DashboardSidePanelProps {
  state: SidePanelState;
  onChange: (state: SidePanelState | null) => void;
  companyId: number;
  scenario: Scenario;
  granularity: DashboardGranularity;
  currency: string;
  canEdit: boolean;
  /** Where a series created from the list starts: the next period. */
  defaultStart: string;
}

export function DashboardSidePanel({
  state,
  onChange,
  companyId,
  scenario,
  granularity,
  currency,
  canEdit,
  defaultStart,
}: DashboardSidePanelProps) {
  if (state.kind === "details") {
    const { target } = state;
    const numericRow = /^\d+$/.test(target.rowId);
    return (
      <CellDetailsPanel
        key={`${target.rowId}:${target.period.key}`}
        companyId={companyId}
        scenarioId={scenario.id}
        granularity={granularity}
        currency={currency}
        target={target}
        onClose={() => {
          onChange(null);
          // Back to the cell the panel was opened from (the grid's roving tab stop).
          document.querySelector<HTMLElement>("[role=treegrid] [tabindex='0']")?.focus();
        }}
        onOpenSeries={(cfsId) => onChange({ kind: "editor", target: { kind: "edit", cfsId }, back: state })}
        canEditSeries={canEdit}
        canEditAdjustments={canEdit}
        {...(canEdit && numericRow
          ? {
              onCreateSeries: () =>
                onChange({
                  kind: "editor",
                  target: { kind: "create", categoryId: Number(target.rowId), start: target.period.start },
                  back: state,
                }),
            }
          : {})}
      />
    );
  }
  if (state.kind === "series") {
    return (
      <SeriesList
        key={scenario.id}
        companyId={companyId}
        scenario={scenario}
        currency={currency}
        canEdit={canEdit}
        onOpen={(cfsId) => onChange({ kind: "editor", target: { kind: "edit", cfsId }, back: state })}
        onCreate={() =>
          onChange({
            kind: "editor",
            target: { kind: "create", categoryId: null, start: defaultStart },
            back: state,
          })
        }
        onClose={() => onChange(null)}
      />
    );
  }
  const { back } = state;
  return (
    <SeriesEditor
      key={`${scenario.id}:${state.target.kind === "edit" ? state.target.cfsId : "new"}`}
      companyId={companyId}
      scenario={scenario}
      currency={currency}
      target={state.target}
      canEdit={canEdit}
      onClose={() => onChange(null)}
      onBack={back ? () => onChange(back) : undefined}
    />
  );
}
