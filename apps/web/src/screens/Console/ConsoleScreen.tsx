/**
 * /console: the accounting firm's portfolio (issue 16, spec 000 §6). Every client the user may see in
 * one read (getPortfolio): search, filter, the columns the user keeps, the alerts, totals when the user
 * may see aggregated data. A client opens in one click (the company switch of spec 000 §4); a client file
 * is created (the create-company popup with the firm as parent, the trial limit popup at the third trial
 * client) or deleted (the typed confirmation) from here.
 */
import type { PortfolioClient } from "@trezo/api";
import { useApiQuery } from "@trezo/api";
import { canManageCompany, hasAnyFlag } from "@trezo/domain";
import {
  Button,
  breakpoints,
  Checkbox,
  EmptyState,
  Heading,
  Popover,
  Select,
  Skeleton,
  Stack,
  Text,
  TextField,
} from "@trezo/ui";
import { useCallback, useMemo, useState, useSyncExternalStore } from "react";
import { useSessionService } from "../../app/AppServices";
import { AlertSettingsDialog } from "../../features/console/AlertSettingsDialog";
import { AssignCollaboratorsDialog } from "../../features/console/AssignCollaboratorsDialog";
import * as css from "../../features/console/Portfolio.css";
import { PortfolioCards, PortfolioTable } from "../../features/console/PortfolioView";
import {
  FIGURE_COLUMNS,
  loadColumns,
  PORTFOLIO_COLUMNS,
  PORTFOLIO_FILTERS,
  type PortfolioColumn,
  type PortfolioFilter,
  saveColumns,
  visibleClients,
} from "../../features/console/portfolioView";
import { SaveTemplateDialog } from "../../features/console/SaveTemplateDialog";
import { useFormat, useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import { memberAccessOf } from "../../state/memberAccess";

const PHONE_QUERY = `(max-width: ${breakpoints.tablet - 1}px)`;
const subscribePhone = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/** Whether the window is phone-sized: the portfolio turns into cards. */
function usePhone(): boolean {
  return useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

export function Component() {
  const company = useAppStore((state) => state.company);
  const permissions = useAppStore((state) => state.permissions);
  const user = useAppStore((state) => state.user);
  if (!company || !user) return null;
  const member = memberAccessOf(company, permissions);
  return (
    <Console
      key={company.id}
      firmId={company.id}
      userId={user.id}
      canCreate={
        member.ownerLevel ||
        hasAnyFlag(permissions, ["cpap_access_all_managed_companies", "cpap_cpa_company_access"])
      }
      canDelete={canManageCompany(member)}
      canSetAlerts={member.ownerLevel}
      canAssign={
        member.ownerLevel ||
        hasAnyFlag(permissions, ["cpap_edit_cpa_permissions", "cpap_edit_cpa_staff_accountant_permissions"])
      }
    />
  );
}

export interface ConsoleProps {
  firmId: number;
  userId: number;
  /** May create client files (the server's rule for createCompany with a parent). */
  canCreate: boolean;
  /** May delete client files (the owner level of the firm). */
  canDelete: boolean;
  /** May assign the firm's collaborators to clients (the server's rule for setClientCollaborators). */
  canAssign?: boolean;
  /** May set the firm's alert thresholds (owner level, as setPortfolioAlertSettings). */
  canSetAlerts?: boolean;
}

export function Console({
  firmId,
  userId,
  canCreate,
  canDelete,
  canAssign = false,
  canSetAlerts = false,
}: ConsoleProps) {
  const t = useT();
  const format = useFormat();
  const phone = usePhone();
  const session = useSessionService();
  const openPopup = useAppStore((state) => state.openPopup);
  const portfolio = useApiQuery("getPortfolio", { companyId: firmId });
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<PortfolioFilter>("all");
  const [templateSource, setTemplateSource] = useState<PortfolioClient | null>(null);
  const [assigning, setAssigning] = useState<PortfolioClient | null>(null);
  const [settingAlerts, setSettingAlerts] = useState(false);
  const [chosen, setChosen] = useState<PortfolioColumn[]>(() => loadColumns(window.localStorage, userId));

  const data = portfolio.data;
  const columns = useMemo(
    () => chosen.filter((column) => data?.figures !== false || !FIGURE_COLUMNS.includes(column)),
    [chosen, data?.figures],
  );
  const clients = useMemo(
    () => (data ? visibleClients(data.clients, search, filter) : []),
    [data, search, filter],
  );
  const watched = data ? data.clients.filter((client) => client.alerts.length > 0).length : 0;

  const toggleColumn = (column: PortfolioColumn, shown: boolean) => {
    const next = shown ? [...chosen, column] : chosen.filter((one) => one !== column);
    saveColumns(window.localStorage, userId, next);
    setChosen(loadColumns(window.localStorage, userId));
  };
  const open = useCallback(
    (client: PortfolioClient) => {
      void session.chooseCompany(client.id, "/console").then((outcome) => {
        if (outcome.kind === "navigate") window.location.assign(outcome.to);
        else window.location.reload();
      });
    },
    [session],
  );
  const remove = useCallback(
    (client: PortfolioClient) =>
      openPopup({ id: "deleteCompany", companyId: client.id, name: client.name, clientFile: true }),
    [openPopup],
  );

  const newClient = canCreate ? (
    <Button onClick={() => openPopup({ id: "createCompany", parentId: firmId })}>
      {t("consoleScreen.newClient")}
    </Button>
  ) : null;
  const empty =
    data && data.clients.length === 0 ? (
      <EmptyState title={t("consoleScreen.emptyTitle")} description={t("consoleScreen.emptyBody")} />
    ) : (
      <Text>{t("consoleScreen.noMatch")}</Text>
    );
  const viewProps = {
    clients,
    columns,
    alertSettings: data?.alertSettings ?? {
      thresholdWithinWeeks: 0,
      staleBankDays: 0,
      toCategoriseAtLeast: 0,
    },
    onOpen: open,
    onDelete: canDelete ? remove : undefined,
    onSaveTemplate: canCreate ? setTemplateSource : undefined,
    onAssign: canAssign ? setAssigning : undefined,
    empty,
  };

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Heading level={1}>{t("web.nav.console")}</Heading>
        <Text tone="muted">{t("consoleScreen.intro")}</Text>
      </Stack>
      {portfolio.isError ? (
        <Stack gap="sm">
          <Text role="alert">{t("consoleScreen.loadFailed")}</Text>
          <div>
            <Button variant="secondary" onClick={() => void portfolio.refetch()}>
              {t("consoleScreen.retry")}
            </Button>
          </div>
        </Stack>
      ) : !data ? (
        <Skeleton height={320} />
      ) : (
        <>
          <div className={css.summary} aria-live="polite">
            <Text>{t("consoleScreen.clientCount", { count: data.clients.length })}</Text>
            <Button variant="ghost" size="small" onClick={() => setFilter("alerts")}>
              {t("consoleScreen.watchCount", { count: watched })}
            </Button>
            {data.totals ? (
              <>
                <span className={css.total}>
                  <span>{t("consoleScreen.totalCash")}</span>
                  <span className={css.totalValue}>{format.money(data.totals.cashTodayCents)}</span>
                </span>
                <span className={css.total}>
                  <span>{t("consoleScreen.totalEnd")}</span>
                  <span className={css.totalValue}>{format.money(data.totals.endOfHorizonCents)}</span>
                </span>
              </>
            ) : (
              <Text tone="muted">{t("consoleScreen.figuresHidden")}</Text>
            )}
          </div>
          <div className={css.toolbar}>
            <div className={css.search}>
              <TextField
                label={t("consoleScreen.search")}
                placeholder={t("consoleScreen.searchPlaceholder")}
                type="search"
                value={search}
                onChange={setSearch}
              />
            </div>
            <Select
              label={t("consoleScreen.filter")}
              options={PORTFOLIO_FILTERS.map((id) => ({ id, label: t(`consoleScreen.filters.${id}`) }))}
              value={filter}
              onChange={(id) => {
                const next = PORTFOLIO_FILTERS.find((one) => one === id);
                if (next) setFilter(next);
              }}
            />
            <Popover
              label={t("consoleScreen.columnsLabel")}
              trigger={<Button variant="secondary">{t("consoleScreen.columnsButton")}</Button>}
            >
              <fieldset className={css.columnsList}>
                <legend>{t("consoleScreen.columnsLabel")}</legend>
                {PORTFOLIO_COLUMNS.filter((column) => data.figures || !FIGURE_COLUMNS.includes(column)).map(
                  (column) => (
                    <Checkbox
                      key={column}
                      isSelected={chosen.includes(column)}
                      onChange={(shown) => toggleColumn(column, shown)}
                    >
                      {t(`consoleScreen.columns.${column}`)}
                    </Checkbox>
                  ),
                )}
              </fieldset>
            </Popover>
            {canSetAlerts ? (
              <Button variant="secondary" onClick={() => setSettingAlerts(true)}>
                {t("consoleScreen.alertSettings.button")}
              </Button>
            ) : null}
            {newClient}
          </div>
          {phone ? <PortfolioCards {...viewProps} /> : <PortfolioTable {...viewProps} />}
          {templateSource ? (
            <SaveTemplateDialog
              firmId={firmId}
              client={templateSource}
              onClose={() => setTemplateSource(null)}
            />
          ) : null}
          {settingAlerts ? (
            <AlertSettingsDialog
              firmId={firmId}
              settings={data.alertSettings}
              onClose={() => setSettingAlerts(false)}
            />
          ) : null}
          {assigning ? (
            <AssignCollaboratorsDialog
              firmId={firmId}
              client={assigning}
              onClose={() => setAssigning(null)}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
