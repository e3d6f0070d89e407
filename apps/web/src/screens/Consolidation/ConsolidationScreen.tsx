/**
 * /consolidation (issue 16, spec 001 §7.5): the firm chooses client companies of one group and sees their
 * consolidated dashboard (categories matched by path, intercompany flows eliminated, each company's
 * total), and exports it as a workbook (exportDashboardConsolidationTableXLSX, a job with progress). For
 * each chosen client, the categories flagged as intercompany (the flows the consolidation eliminates).
 */
import { ApiError, type CallOutput, useApiMutation, useApiQuery, useJobMutation } from "@trezo/api";
import { Button, Card, Checkbox, Heading, Inline, ProgressBar, Stack, Text } from "@trezo/ui";
import { useState } from "react";
import { IntercompanyCategories } from "../../features/consolidation/IntercompanyCategories";
import { saveBase64File } from "../../features/dashboard/workbookFiles";
import { useMoneyFormat } from "../../forecast/useMoneyFormat";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import * as css from "./ConsolidationScreen.css";

type ConsolidationData = CallOutput<"getConsolidation">;

function ConsolidatedTable({ data }: { data: ConsolidationData }) {
  const t = useT();
  const money = useMoneyFormat(data.currency);
  const line = (
    key: string,
    label: string,
    values: readonly number[],
    options: { depth?: number; strong?: boolean },
  ) => (
    <tr key={key} className={options.strong ? css.strong : undefined}>
      <th
        scope="row"
        className={css.rowHeader}
        style={{ paddingInlineStart: `${0.5 + (options.depth ?? 0)}rem` }}
      >
        {label}
      </th>
      {values.map((cents, index) => (
        <td key={data.periods[index]?.key ?? index}>{money(cents)}</td>
      ))}
    </tr>
  );
  return (
    <div className={css.tableBox}>
      <table className={css.table} data-testid="consolidation-table">
        <thead>
          <tr>
            <th scope="col" className={css.rowHeader}>
              {t("firm.consolidation.category")}
            </th>
            {data.periods.map((period) => (
              <th scope="col" key={period.key}>
                {period.key}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) =>
            line(row.path.join("\u0000"), row.path[row.path.length - 1] ?? "", row.values, {
              depth: row.depth,
              strong: row.depth === 0,
            }),
          )}
          {line("total", t("firm.consolidation.total"), data.totals, { strong: true })}
          {line("eliminated", t("firm.consolidation.eliminated"), data.eliminated, { strong: true })}
          {data.companies.map((company) =>
            line(`company-${company.company_id}`, company.name, company.totals, {}),
          )}
        </tbody>
      </table>
    </div>
  );
}

export function Component() {
  const t = useT();
  const company = useAppStore((state) => state.company);
  const notify = useAppStore((state) => state.notify);
  const managed = useApiQuery("getManagedCompanies", {});
  const [chosen, setChosen] = useState<number[]>([]);
  const failed = (error: unknown) =>
    notify({
      msg: error instanceof ApiError && error.kind === "status" ? error.message : t("errors.generic"),
      color: "red",
    });
  const view = useApiMutation("getConsolidation", { onError: failed });
  const exportJob = useJobMutation("exportDashboardConsolidationTableXLSX", {
    onSuccess: ({ result }) => {
      saveBase64File(result);
      notify({ msg: t("firm.consolidation.exported"), color: "green" });
    },
    onError: failed,
  });
  if (!company) return null;
  const clients = (managed.data?.companies ?? []).filter((candidate) => candidate.parent_id === company.id);
  const query = { companyId: company.id, clientIds: chosen };
  return (
    <Stack gap="lg" className={css.column}>
      <Heading level={1}>{t("firm.consolidation.title")}</Heading>
      <Text tone="muted">{t("firm.consolidation.intro")}</Text>
      <Card title={t("firm.consolidation.clients")} titleLevel={2}>
        <Stack gap="md">
          {managed.isSuccess && clients.length === 0 ? (
            <Text tone="muted">{t("firm.consolidation.noClients")}</Text>
          ) : null}
          <div className={css.clients}>
            {clients.map((client) => (
              <Checkbox
                key={client.id}
                isSelected={chosen.includes(client.id)}
                onChange={(selected) =>
                  setChosen(selected ? [...chosen, client.id] : chosen.filter((id) => id !== client.id))
                }
              >
                {client.name}
              </Checkbox>
            ))}
          </div>
          {chosen.length === 0 && clients.length > 0 ? (
            <Text tone="muted">{t("firm.consolidation.chooseOne")}</Text>
          ) : null}
          <Inline gap="sm">
            <Button
              disabled={chosen.length === 0}
              loading={view.isPending}
              onClick={() => view.mutate(query)}
            >
              {t("firm.consolidation.show")}
            </Button>
            <Button
              variant="secondary"
              disabled={chosen.length === 0}
              loading={exportJob.isPending}
              onClick={() => exportJob.mutate(query)}
            >
              {t("firm.consolidation.export")}
            </Button>
          </Inline>
          {exportJob.isPending ? (
            <ProgressBar label={t("firm.consolidation.export")} value={exportJob.progress ?? 0} />
          ) : null}
        </Stack>
      </Card>
      {chosen.length > 0 ? (
        <Card title={t("firm.consolidation.intercompany.title")} titleLevel={2}>
          <Stack gap="md">
            <Text tone="muted">{t("firm.consolidation.intercompany.hint")}</Text>
            <div className={css.clients}>
              {clients
                .filter((client) => chosen.includes(client.id))
                .map((client) => (
                  <IntercompanyCategories key={client.id} clientId={client.id} clientName={client.name} />
                ))}
            </div>
          </Stack>
        </Card>
      ) : null}
      {view.data ? <ConsolidatedTable data={view.data} /> : null}
    </Stack>
  );
}
