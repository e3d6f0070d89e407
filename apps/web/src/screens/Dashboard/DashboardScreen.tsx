/**
 * /dashboard: the cash-flow chart with scenario comparison and the threshold, above the category ×
 * period table of the shown scenario; view options in the URL; the threshold editor; backups and the
 * actual-against-expected view of one; XLSX export and template import; a guide instead of an empty
 * grid for a company without data. The parts live in features/dashboard.
 */
import { ApiError } from "@trezo/api";
import { CashFlowChart } from "@trezo/charts";
import { companyToday, PREPARE_TRANSFERS, passesAccessRule, scaledSize } from "@trezo/domain";
import { Button, Card, Heading, Inline, Skeleton, Stack, Text } from "@trezo/ui";
import { useMemo, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { usePaywall } from "../../features/billing/usePaywall";
import { useAdjustedCells } from "../../features/dashboard/adjustedCells";
import { type Backup, BackupsDialog, useBackups } from "../../features/dashboard/BackupsDialog";
import { DashboardOnboarding } from "../../features/dashboard/DashboardOnboarding";
import { DashboardTable } from "../../features/dashboard/DashboardTable";
import { DashboardToolbar } from "../../features/dashboard/DashboardToolbar";
import { chartScenarios } from "../../features/dashboard/dashboardChart";
import { buildDashboardTable, collapsibleIds, type TableRow } from "../../features/dashboard/dashboardTable";
import { BACKUP_MODES } from "../../features/dashboard/dashboardView";
import { ExportActions } from "../../features/dashboard/ExportActions";
import { hasDashboardData, onboardingSteps } from "../../features/dashboard/onboardingSteps";
import { RecurringEditDialog } from "../../features/dashboard/RecurringEditDialog";
import { ScenarioBar } from "../../features/dashboard/ScenarioBar";
import { ThresholdEditor } from "../../features/dashboard/ThresholdEditor";
import { useBanks, useDashboardChartData } from "../../features/dashboard/useDashboardData";
import {
  forgetRememberedScenario,
  useDashboardView,
  useRememberedScenario,
} from "../../features/dashboard/useDashboardView";
import { useForecastCellEdit } from "../../features/dashboard/useForecastCellEdit";
import { usePeriodLabel } from "../../features/dashboard/usePeriodLabel";
import { TransferProposals } from "../../features/transfers/TransferProposals";
import { useScenarioName, useScenarios } from "../../forecast/forecastQueries";
import { useMoneyFormat } from "../../forecast/useMoneyFormat";
import { useLocale, useT } from "../../i18n/appI18n";
import { useScreenScale } from "../../platform/screenScale";
import { useAppStore } from "../../state/appStore";
import { memberAccessOf } from "../../state/memberAccess";
import { DashboardSidePanel, type SidePanelState } from "./DashboardSidePanel";

/** The chart height at screen scale 1, and the least it shrinks to on scaled screens (spec 000 §9). */
const CHART_HEIGHT = 320;
const CHART_MIN_HEIGHT = 180;

export function Component() {
  const company = useAppStore((state) => state.company);
  const permissions = useAppStore((state) => state.permissions);
  if (!company) return null;
  const canEdit = company.isOwner || permissions.edit_forecast === true;
  return (
    <Dashboard
      key={company.id}
      companyId={company.id}
      canEdit={canEdit}
      canPrepareTransfers={passesAccessRule(memberAccessOf(company, permissions), PREPARE_TRANSFERS)}
    />
  );
}

/** The dashboard of one company. */
export function Dashboard({
  companyId,
  canEdit,
  canPrepareTransfers = false,
}: {
  companyId: number;
  canEdit: boolean;
  /** Transfers proposed under the threshold show (issue 22). */
  canPrepareTransfers?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const [view, setView] = useDashboardView();
  const screenScale = useScreenScale();
  const scenariosQuery = useScenarios(companyId);
  const scenarios = scenariosQuery.data?.scenarios ?? [];
  const base = scenarios.find((scenario) => scenario.is_base) ?? scenarios[0];
  const shown = scenarios.find((scenario) => scenario.id === view.scenarioId) ?? base;
  const shownId = shown?.id ?? 0;
  const knownIds = useMemo(
    () => (scenariosQuery.data ? scenariosQuery.data.scenarios.map((scenario) => scenario.id) : null),
    [scenariosQuery.data],
  );
  useRememberedScenario(companyId, view, setView, knownIds);
  const compareIds = view.compareIds.filter(
    (id) => id !== shownId && scenarios.some((scenario) => scenario.id === id),
  );
  const chart = useDashboardChartData(companyId, view, [shownId, ...compareIds], shown !== undefined);
  const banks = useBanks(companyId);
  const data = chart.data;
  const nameOf = useScenarioName();
  const periodLabel = usePeriodLabel();
  const money = useMoneyFormat(data?.currency ?? "EUR");
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [side, setSide] = useState<SidePanelState | null>(null);
  const [skipGuide, setSkipGuide] = useState(false);
  const [backupsOpen, setBackupsOpen] = useState(false);
  const backups = useBackups(companyId);
  const paywall = usePaywall(companyId);
  // The actual vs expected modes need a backup: without one the table shows the shown value.
  const mode = BACKUP_MODES.includes(view.mode) && data?.backup_id == null ? "shown" : view.mode;
  const comparedBackup = backups.data?.backups.find((backup) => backup.id === data?.backup_id);
  const adjustedCells = useAdjustedCells(companyId, data?.periods);
  const { editCell, pendingChoice } = useForecastCellEdit(companyId, shownId, shown?.is_base ?? true, data);

  const table = useMemo(
    () => (data ? buildDashboardTable(data, shownId, mode, collapsed) : null),
    [data, shownId, mode, collapsed],
  );
  const chartData = useMemo(
    () =>
      data
        ? chartScenarios(
            data,
            [shownId, ...compareIds],
            (id) => nameOf(scenarios.find((scenario) => scenario.id === id)),
            periodLabel,
          )
        : [],
    [data, shownId, compareIds, scenarios, periodLabel, nameOf],
  );

  const rowLabel = (row: TableRow) => row.name ?? t(`dashboardScreen.table.${row.systemName ?? "variation"}`);
  const range = data?.periods.length
    ? { start: data.periods[0]?.start ?? "", end: data.periods.at(-1)?.end ?? "" }
    : null;

  if (scenariosQuery.isError || chart.isError) {
    // A foreign account whose rate is unknown on a day: the server's message names the currency and the
    // day, and the company types the rate in /company (issue 17).
    const missingRate =
      chart.error instanceof ApiError && chart.error.code === "no_exchange_rate" ? chart.error.message : null;
    return (
      <Stack gap="md">
        <Heading level={1}>{t("dashboardScreen.title")}</Heading>
        <Text role="alert" tone="danger">
          {missingRate ?? t("dashboardScreen.loadError")}
        </Text>
        {missingRate !== null ? (
          <div>
            <RouterLink to="/company">{t("currencies.typeRateLink")}</RouterLink>
          </div>
        ) : null}
        <div>
          <Button
            onClick={() => {
              void scenariosQuery.refetch();
              void chart.refetch();
            }}
          >
            {t("dashboardScreen.retry")}
          </Button>
        </div>
      </Stack>
    );
  }

  if (!data || !table || !shown) {
    return (
      <Stack gap="md" aria-busy="true">
        <Heading level={1}>{t("dashboardScreen.title")}</Heading>
        <Skeleton shape="rectangle" height={320} />
        <Skeleton lines={8} />
      </Stack>
    );
  }

  if (!hasDashboardData(data) && !skipGuide) {
    return (
      <Stack gap="md">
        <Heading level={1}>{t("dashboardScreen.title")}</Heading>
        <DashboardOnboarding
          steps={onboardingSteps(data, banks.data?.banks.length ?? 0)}
          onSkip={() => setSkipGuide(true)}
        />
      </Stack>
    );
  }

  const figures = data.scenarios.find((scenario) => scenario.scenario_id === shownId);
  const lastIndex = data.periods.length - 1;
  const lastPeriod = data.periods[lastIndex];
  const currentKey = data.periods[data.current_period_index]?.key;

  return (
    <Stack gap="lg">
      <Inline gap="md" justify="space-between">
        <Heading level={1}>{t("dashboardScreen.title")}</Heading>
        <ExportActions
          companyId={companyId}
          view={view}
          scenarioId={shownId}
          range={range}
          canEdit={canEdit}
        />
      </Inline>
      <ScenarioBar
        companyId={companyId}
        scenarios={scenarios}
        maxScenarios={scenariosQuery.data?.max_scenarios ?? null}
        shownId={shownId}
        compareIds={compareIds}
        canEdit={canEdit}
        onShow={(scenarioId) => {
          if (scenarioId === base?.id) forgetRememberedScenario(companyId);
          setView({
            scenarioId: scenarioId === base?.id ? null : scenarioId,
            compareIds: view.compareIds.filter((id) => id !== scenarioId),
          });
        }}
        onCompare={(ids) => setView({ compareIds: ids })}
      />
      <Card>
        <Stack gap="sm">
          <CashFlowChart
            scenarios={chartData}
            locale={locale}
            currency={data.currency}
            threshold={data.threshold_cents ?? undefined}
            today={currentKey}
            height={scaledSize(CHART_HEIGHT, screenScale, CHART_MIN_HEIGHT)}
          />
          <Inline gap="lg">
            {lastPeriod ? (
              <Text weight="semibold" data-testid="end-balance">
                {t("dashboardScreen.endBalance", {
                  period: periodLabel(lastPeriod),
                  amount: money(figures?.totals.end[lastIndex] ?? 0),
                })}
              </Text>
            ) : null}
            {data.threshold_cents !== null ? (
              <Text tone="muted" data-testid="threshold">
                {t("dashboardScreen.threshold", { amount: money(data.threshold_cents) })}
              </Text>
            ) : null}
            {canEdit ? (
              <ThresholdEditor
                companyId={companyId}
                thresholdCents={data.threshold_cents}
                currency={data.currency}
              />
            ) : null}
            <Button variant="ghost" size="small" onClick={() => setBackupsOpen(true)}>
              {t("dashboardScreen.backups.button")}
            </Button>
            {figures && figures.issues.length > 0 ? (
              <Text tone="warning">{t("dashboardScreen.issues", { count: figures.issues.length })}</Text>
            ) : null}
          </Inline>
        </Stack>
      </Card>
      {canPrepareTransfers ? (
        <TransferProposals companyId={companyId} variant="notice" today={companyToday()} />
      ) : null}
      <DashboardToolbar view={view} range={range} onChange={setView} hasBackup={data.backup_id !== null} />
      {BACKUP_MODES.includes(mode) && comparedBackup ? (
        <Inline gap="sm" role="status">
          <Text weight="semibold" data-testid="compared-backup">
            {t("dashboardScreen.backups.comparing", { name: comparedBackup.name })}
          </Text>
          <Button variant="ghost" size="small" onClick={() => setView({ mode: "shown", backupId: null })}>
            {t("dashboardScreen.backups.stopCompare")}
          </Button>
        </Inline>
      ) : null}
      <Inline gap="sm">
        <Button variant="ghost" size="small" onClick={() => setCollapsed(new Set())}>
          {t("dashboardScreen.table.expandAll")}
        </Button>
        <Button variant="ghost" size="small" onClick={() => setCollapsed(new Set(collapsibleIds(data)))}>
          {t("dashboardScreen.table.collapseAll")}
        </Button>
        <Button variant="secondary" size="small" onClick={() => setSide({ kind: "series" })}>
          {t("dashboardScreen.seriesButton")}
        </Button>
      </Inline>
      <div
        style={{
          display: "grid",
          gridTemplateColumns: side ? "minmax(0, 1fr) minmax(300px, 420px)" : "minmax(0, 1fr)",
          gap: "1rem",
        }}
      >
        <DashboardTable
          table={table}
          mode={mode}
          currency={data.currency}
          rowLabel={rowLabel}
          canEdit={canEdit}
          adjustedCells={adjustedCells}
          onToggle={(rowId) =>
            setCollapsed((current) => {
              const next = new Set(current);
              if (!next.delete(rowId)) next.add(rowId);
              return next;
            })
          }
          onOpenCell={(row, column) => {
            const values = figures?.rows.find((candidate) => candidate.id === row.id);
            setSide({
              kind: "details",
              target: {
                rowId: row.id,
                rowLabel: rowLabel(row),
                period: column.period,
                periodLabel: periodLabel(column.period),
                actualCents: values?.actual[column.periodIndex] ?? 0,
                forecastCents: values?.forecast[column.periodIndex] ?? 0,
              },
            });
          }}
          onEditCell={(row, column, cents) =>
            editCell(row, column, cents, { row: rowLabel(row), period: periodLabel(column.period) })
          }
        />
        {side ? (
          <DashboardSidePanel
            state={side}
            onChange={setSide}
            companyId={companyId}
            scenario={shown}
            granularity={data.granularity}
            currency={data.currency}
            canEdit={canEdit}
            defaultStart={data.periods[data.current_period_index + 1]?.start ?? data.today}
          />
        ) : null}
      </div>
      {pendingChoice ? <RecurringEditDialog pending={pendingChoice} currency={data.currency} /> : null}
      {backupsOpen ? (
        <BackupsDialog
          companyId={companyId}
          scenarios={scenarios}
          shownId={shownId}
          canEdit={canEdit}
          onCompare={(backup: Backup) => {
            setBackupsOpen(false);
            // The actual-vs-expected paywall (spec 000 §6): the unlock popup on a plan without it.
            if (paywall.guard("actualVsExpected")) return;
            setView({ backupId: backup.id, mode: "expectedVariance" });
          }}
          onClose={() => setBackupsOpen(false)}
        />
      ) : null}
    </Stack>
  );
}
