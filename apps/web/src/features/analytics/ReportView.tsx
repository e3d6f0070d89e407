/**
 * One report (issue 18): its indicators evaluated over the dashboard's periods for the chosen scenario
 * (getReportValues, one call), as a table or a chart per indicator; technical indicators are hidden from
 * the report and listed apart with the inactive ones; edit, add and delete indicators; XLSX export.
 */
import { keepPreviousData } from "@tanstack/react-query";
import { ApiError, type CallOutput, useApiMutation, useApiQuery } from "@trezo/api";
import { IndicatorChart } from "@trezo/charts";
import { Badge, Button, IconButton, Inline, Skeleton, Stack, Tabs, Text } from "@trezo/ui";
import { Download, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useT } from "../../i18n/appI18n";
import { saveDownloadedFile } from "../../platform/saveDownloadedFile";
import { useAppStore } from "../../state/appStore";
import { ConfirmAnalyticsDelete } from "./ConfirmAnalyticsDelete";
import { type Indicator, IndicatorEditor, type ReportQuery } from "./IndicatorEditor";
import { type ValuesRow, ValuesTable } from "./ValuesTable";

type Reports = CallOutput<"getReports">;
type Report = Reports["reports"][number];

export function ReportView({
  companyId,
  report,
  categories,
  query,
  compare = null,
}: {
  companyId: number;
  report: Report;
  categories: Reports["categories"];
  query: ReportQuery;
  /** A second scenario: each indicator's values in it and the difference are shown under its row. */
  compare?: { scenarioId: number; name: string } | null;
}) {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const [editing, setEditing] = useState<Indicator | "new" | null>(null);
  const [deleting, setDeleting] = useState<Indicator | null>(null);
  const values = useApiQuery(
    "getReportValues",
    { companyId, id: report.id, ...query },
    { placeholderData: keepPreviousData, staleTime: 30_000 },
  );
  const compared = useApiQuery(
    "getReportValues",
    { companyId, id: report.id, ...query, scenarioId: compare?.scenarioId },
    { enabled: compare !== null, placeholderData: keepPreviousData, staleTime: 30_000 },
  );
  const remove = useApiMutation("deleteIndicator", { invalidates: ["getReports", "getReportValues"] });
  const exportReport = useApiMutation("exportReportXLSX");
  const outcomes = new Map((values.data?.indicators ?? []).map((outcome) => [outcome.id, outcome]));
  const rowOf = (indicator: Indicator): ValuesRow => {
    const outcome = outcomes.get(indicator.id);
    const failed =
      outcome?.status === "cycle"
        ? t("analytics.cycle", { names: (outcome.cycle ?? []).join(" → ") })
        : outcome?.status === "syntaxError"
          ? t("analytics.syntaxError")
          : null;
    return {
      id: indicator.id,
      name: failed ? `${indicator.name} — ${failed}` : indicator.name,
      color: indicator.color,
      values: outcome?.values ?? [],
      errors: outcome?.errors ?? [],
    };
  };
  const comparedOutcomes = new Map((compared.data?.indicators ?? []).map((outcome) => [outcome.id, outcome]));
  /** The indicator's row, then with a comparison its values in the other scenario and the difference. */
  const tableRows = (indicator: Indicator): ValuesRow[] => {
    const row = rowOf(indicator);
    const other = comparedOutcomes.get(indicator.id);
    if (!compare || !other) return [row];
    return [
      row,
      {
        ...row,
        id: -indicator.id,
        name: `${indicator.name} · ${compare.name}`,
        values: other.values,
        errors: other.errors,
      },
      {
        ...row,
        id: -indicator.id - 0.5,
        name: `${indicator.name} · ${t("analytics.difference")}`,
        values: row.values.map((value, index) => {
          const theirs = other.values[index];
          return value === null || value === undefined || theirs === null || theirs === undefined
            ? null
            : theirs - value;
        }),
        errors: row.values.map(() => null),
      },
    ];
  };
  const shown = report.indicators.filter((indicator) => indicator.status && !indicator.isTechnical);
  const aside = report.indicators.filter((indicator) => !indicator.status || indicator.isTechnical);
  const byId = new Map(report.indicators.map((indicator) => [indicator.id, indicator]));
  const actions = (row: ValuesRow) => {
    const indicator = byId.get(row.id);
    if (!indicator) return null;
    return (
      <Inline gap="xxs">
        <IconButton
          label={`${t("analytics.edit")} ${indicator.name}`}
          icon={<Pencil size={14} aria-hidden="true" />}
          variant="ghost"
          size="small"
          onClick={() => setEditing(indicator)}
        />
        <IconButton
          label={`${t("analytics.delete")} ${indicator.name}`}
          icon={<Trash2 size={14} aria-hidden="true" />}
          variant="ghost"
          size="small"
          onClick={() => setDeleting(indicator)}
        />
      </Inline>
    );
  };
  const download = async () => {
    try {
      const file = await exportReport.mutateAsync({ companyId, id: report.id, ...query });
      saveDownloadedFile({ ...file, file_name: file.filename });
    } catch (error) {
      notify({
        msg: error instanceof ApiError && error.message ? error.message : t("analytics.syntaxError"),
        color: "red",
      });
    }
  };
  const periods = values.data?.periods ?? [];
  const currency = values.data?.currency ?? "EUR";
  return (
    <Stack gap="md">
      <Inline gap="sm" wrap>
        <Button iconStart={<Plus size={16} aria-hidden="true" />} onClick={() => setEditing("new")}>
          {t("analytics.addIndicator")}
        </Button>
        <Button
          variant="secondary"
          iconStart={<Download size={16} aria-hidden="true" />}
          loading={exportReport.isPending}
          onClick={() => void download()}
        >
          {t("analytics.export")}
        </Button>
      </Inline>
      {values.isPending ? (
        <Skeleton lines={4} />
      ) : report.indicators.length === 0 ? (
        <Text tone="muted">{t("analytics.noIndicators")}</Text>
      ) : (
        <Tabs
          label={report.name}
          items={[
            {
              id: "table",
              label: t("analytics.table"),
              content: (
                <ValuesTable
                  periods={periods}
                  rows={shown.flatMap(tableRows)}
                  actions={actions}
                  testId="report-table"
                />
              ),
            },
            {
              id: "chart",
              label: t("analytics.chart"),
              content: (
                <Stack gap="md">
                  {shown.map((indicator) => {
                    const row = rowOf(indicator);
                    return (
                      <IndicatorChart
                        key={indicator.id}
                        indicatorName={indicator.name}
                        color={indicator.color}
                        currency={currency}
                        points={periods.flatMap((period, index) => {
                          const value = row.values[index];
                          return value === null || value === undefined ? [] : [{ key: period.key, value }];
                        })}
                      />
                    );
                  })}
                </Stack>
              ),
            },
          ]}
        />
      )}
      {aside.length > 0 ? (
        <Stack gap="xs">
          {aside.map((indicator) => (
            <Inline key={indicator.id} gap="sm">
              <Text as="span">{indicator.name}</Text>
              {indicator.isTechnical ? <Badge>{t("analytics.technicalBadge")}</Badge> : null}
              {indicator.status ? null : <Badge>{t("analytics.inactiveBadge")}</Badge>}
              {actions(rowOf(indicator))}
            </Inline>
          ))}
        </Stack>
      ) : null}
      {editing ? (
        <IndicatorEditor
          companyId={companyId}
          report={report}
          indicator={editing === "new" ? null : editing}
          categories={categories}
          query={query}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmAnalyticsDelete
        item={deleting}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={(indicator) => {
          void remove.mutateAsync({ companyId, indicator_id: indicator.id }).finally(() => setDeleting(null));
        }}
      >
        {deleting?.name}
      </ConfirmAnalyticsDelete>
    </Stack>
  );
}
