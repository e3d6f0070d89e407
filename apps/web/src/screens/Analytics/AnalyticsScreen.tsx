/**
 * /analytics (issue 18, spec 000 §2, §3, §6): the company's reports of formula indicators. Reports are
 * created, renamed, reordered and deleted here, or added ready-made; the selected report shows its
 * indicators over the dashboard's periods (months or the 13 weeks) for a scenario. Without the company's
 * analytics_allowed flag the route leads to the analytics paywall, /book-a-meeting-analytics.
 */
import { ApiError, type CallOutput, useApiMutation, useApiQuery } from "@trezo/api";
import { READY_REPORTS } from "@trezo/domain";
import type { MessageKey } from "@trezo/i18n";
import {
  Button,
  Card,
  EmptyState,
  Heading,
  IconButton,
  Inline,
  Select,
  Skeleton,
  Stack,
  Text,
  TextField,
} from "@trezo/ui";
import { ArrowDown, ArrowUp, Pencil, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Navigate } from "react-router-dom";
import * as styles from "../../features/analytics/analytics.css";
import { ConfirmAnalyticsDelete } from "../../features/analytics/ConfirmAnalyticsDelete";
import type { ReportQuery } from "../../features/analytics/IndicatorEditor";
import { ReportView } from "../../features/analytics/ReportView";
import { useScenarioName, useScenarios } from "../../forecast/forecastQueries";
import { useT } from "../../i18n/appI18n";
import { planPopupOf } from "../../shell/popups/planPopups";
import { useAppStore } from "../../state/appStore";

/** The analytics paywall (spec 000 §6). */
export const ANALYTICS_PAYWALL = "/book-a-meeting-analytics?reason=analytics";

export function Component() {
  const company = useAppStore((state) => state.company);
  if (!company) return null;
  if (!company.analyticsAllowed) return <Navigate to={ANALYTICS_PAYWALL} replace />;
  return <Analytics key={company.id} companyId={company.id} />;
}

type Report = CallOutput<"getReports">["reports"][number];
const INVALIDATES = ["getReports", "getReportValues"] as const;

export function Analytics({ companyId }: { companyId: number }) {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const reports = useApiQuery("getReports", { companyId });
  const openPopup = useAppStore((state) => state.openPopup);
  const locked = reports.isError && planPopupOf(reports.error) !== null;
  // Where the user meets the analytics paywall, its popup opens once by itself.
  useEffect(() => {
    if (locked) openPopup({ id: "unlockFeature", feature: "analytics" });
  }, [locked, openPopup]);
  const scenarios = useScenarios(companyId);
  const scenarioName = useScenarioName();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [query, setQuery] = useState<ReportQuery>({ granularity: "month" });
  /** A second scenario whose values are shown beside the chosen one's, with the difference. */
  const [compareId, setCompareId] = useState<number | null>(null);
  const [newName, setNewName] = useState("");
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Report | null>(null);
  const create = useApiMutation("createReport", { invalidates: INVALIDATES });
  const update = useApiMutation("updateReport", { invalidates: INVALIDATES });
  const remove = useApiMutation("deleteReport", { invalidates: INVALIDATES });
  const list = reports.data?.reports ?? [];
  const selected = list.find((report) => report.id === selectedId) ?? list[0] ?? null;
  const fail = (error: unknown) =>
    notify({
      msg: error instanceof ApiError && error.message ? error.message : t("analytics.syntaxError"),
      color: "red",
    });

  const addReport = async (input: { name?: string; template?: (typeof READY_REPORTS)[number] }) => {
    try {
      const created = await create.mutateAsync({ companyId, ...input });
      setSelectedId(created.report.id);
      setNewName("");
      if (created.missing.length > 0) {
        const roles = created.missing
          .map((role) => t(`analytics.ready.missing.${role}` as MessageKey))
          .join(", ");
        notify({ msg: t("analytics.readyMissing", { roles }), color: "orange" });
      }
    } catch (error) {
      fail(error);
    }
  };
  const move = (report: Report, by: number) => {
    const index = list.findIndex((one) => one.id === report.id);
    update.mutateAsync({ companyId, id: report.id, position: Math.max(0, index + by) }).catch(fail);
  };

  if (reports.isPending) return <Skeleton lines={6} />;
  if (reports.isError) {
    // The plan lacks analytics (paywall_analytics): the unlock popup, one click from the plans.
    const popup = planPopupOf(reports.error);
    return (
      <Stack gap="sm">
        <Text tone="danger">{reports.error.message}</Text>
        {popup ? (
          <div>
            <Button onClick={() => openPopup(popup)}>{t("billingScreen.paywall.seePlans")}</Button>
          </div>
        ) : null}
      </Stack>
    );
  }
  return (
    <div className={styles.layout} data-screen="analytics">
      <Stack gap="xs">
        <Heading level={1}>{t("analytics.title")}</Heading>
        <Text tone="muted">{t("analytics.intro")}</Text>
      </Stack>

      <Card title={t("analytics.reports")} titleLevel={2}>
        <Stack gap="md">
          {list.length === 0 ? (
            <EmptyState title={t("analytics.empty")} headingLevel={3} />
          ) : (
            <nav className={styles.reportTabs} aria-label={t("analytics.reports")}>
              {list.map((report) => (
                <Button
                  key={report.id}
                  variant={report.id === selected?.id ? "primary" : "secondary"}
                  aria-pressed={report.id === selected?.id}
                  onClick={() => {
                    setSelectedId(report.id);
                    setRenaming(null);
                  }}
                >
                  {report.name}
                </Button>
              ))}
            </nav>
          )}
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (newName.trim()) void addReport({ name: newName.trim() });
            }}
          >
            <Inline gap="sm" align="flex-end">
              <TextField
                label={t("analytics.reportName")}
                value={newName}
                onChange={setNewName}
                maxLength={120}
              />
              <Button type="submit" disabled={newName.trim() === ""} loading={create.isPending}>
                {t("analytics.addReport")}
              </Button>
            </Inline>
          </form>
        </Stack>
      </Card>

      {selected ? (
        <Card
          title={selected.name}
          titleLevel={2}
          actions={
            <Inline gap="xxs">
              <IconButton
                label={t("analytics.rename")}
                icon={<Pencil size={16} aria-hidden="true" />}
                variant="ghost"
                onClick={() => setRenaming(selected.name)}
              />
              <IconButton
                label={t("analytics.moveUp")}
                icon={<ArrowUp size={16} aria-hidden="true" />}
                variant="ghost"
                disabled={list[0]?.id === selected.id}
                onClick={() => move(selected, -1)}
              />
              <IconButton
                label={t("analytics.moveDown")}
                icon={<ArrowDown size={16} aria-hidden="true" />}
                variant="ghost"
                disabled={list.at(-1)?.id === selected.id}
                onClick={() => move(selected, 1)}
              />
              <IconButton
                label={t("analytics.delete")}
                icon={<Trash2 size={16} aria-hidden="true" />}
                variant="ghost"
                onClick={() => setDeleting(selected)}
              />
            </Inline>
          }
        >
          <Stack gap="md">
            {renaming !== null ? (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  if (!renaming.trim()) return;
                  update
                    .mutateAsync({ companyId, id: selected.id, name: renaming.trim() })
                    .then(() => setRenaming(null), fail);
                }}
              >
                <Inline gap="sm" align="flex-end">
                  <TextField
                    label={t("analytics.reportName")}
                    value={renaming}
                    onChange={setRenaming}
                    autoFocus
                  />
                  <Button type="submit">{t("analytics.save")}</Button>
                  <Button variant="secondary" onClick={() => setRenaming(null)}>
                    {t("analytics.cancel")}
                  </Button>
                </Inline>
              </form>
            ) : null}
            <Inline gap="md" align="flex-end">
              <Select
                label={t("analytics.scenario")}
                options={(scenarios.data?.scenarios ?? []).map((scenario) => ({
                  id: String(scenario.id),
                  label: scenarioName(scenario),
                }))}
                value={
                  query.scenarioId === undefined
                    ? String(scenarios.data?.scenarios[0]?.id ?? "")
                    : String(query.scenarioId)
                }
                onChange={(id) => setQuery({ ...query, scenarioId: id ? Number(id) : undefined })}
              />
              <Select
                label={t("analytics.compareWith")}
                options={[
                  { id: "none", label: t("analytics.compareNone") },
                  ...(scenarios.data?.scenarios ?? [])
                    .filter(
                      (scenario) => scenario.id !== (query.scenarioId ?? scenarios.data?.scenarios[0]?.id),
                    )
                    .map((scenario) => ({ id: String(scenario.id), label: scenarioName(scenario) })),
                ]}
                value={compareId === null ? "none" : String(compareId)}
                onChange={(id) => setCompareId(id && id !== "none" ? Number(id) : null)}
              />
              <Select
                label={t("analytics.periods")}
                options={[
                  { id: "month", label: t("analytics.granularityMonth") },
                  { id: "week", label: t("analytics.granularityWeek") },
                ]}
                value={query.granularity}
                onChange={(id) => setQuery({ ...query, granularity: id === "week" ? "week" : "month" })}
              />
            </Inline>
            <ReportView
              companyId={companyId}
              report={selected}
              categories={reports.data.categories}
              query={query}
              compare={
                compareId !== null && compareId !== query.scenarioId
                  ? {
                      scenarioId: compareId,
                      name: scenarioName(
                        scenarios.data?.scenarios.find((scenario) => scenario.id === compareId),
                      ),
                    }
                  : null
              }
            />
          </Stack>
        </Card>
      ) : null}

      <Card title={t("analytics.readyTitle")} titleLevel={2}>
        <div className={styles.readyGrid}>
          {READY_REPORTS.map((key) => (
            <Stack key={key} gap="xs">
              <Text weight="semibold">{t(`analytics.ready.${key}.name` as MessageKey)}</Text>
              <Text size="sm" tone="muted">
                {t(`analytics.ready.${key}.comment` as MessageKey)}
              </Text>
              <div>
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={`${t("analytics.readyAdd")} ${t(`analytics.ready.${key}.name` as MessageKey)}`}
                  onClick={() => void addReport({ template: key })}
                >
                  {t("analytics.readyAdd")}
                </Button>
              </div>
            </Stack>
          ))}
        </div>
      </Card>

      <ConfirmAnalyticsDelete
        item={deleting}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={(report) => {
          remove
            .mutateAsync({ companyId, id: report.id })
            .then(() => setSelectedId(null), fail)
            .finally(() => setDeleting(null));
        }}
      >
        {deleting ? t("analytics.deleteConfirm", { name: deleting.name }) : null}
      </ConfirmAnalyticsDelete>
    </div>
  );
}
