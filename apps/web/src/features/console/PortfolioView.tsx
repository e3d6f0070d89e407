/**
 * The portfolio of the accounting firm's console (issue 16): the grid at desktop widths (sorting,
 * the first column pinned, virtual rows for hundreds of clients) and one card per client on phones.
 * Both show the same cells, for the columns the user chose and the permissions allow.
 */
import type { PortfolioClient } from "@trezo/api";
import { intlLocaleOf } from "@trezo/i18n";
import { Badge, Button, Card, DataTable, type DataTableColumn, IconButton } from "@trezo/ui";
import { BookmarkPlus, Trash2, UserCog } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { useFormat, useLocale, useT } from "../../i18n/appI18n";
import * as css from "./Portfolio.css";
import type { PortfolioColumn } from "./portfolioView";

export interface AlertSettings {
  thresholdWithinWeeks: number;
  staleBankDays: number;
  toCategoriseAtLeast: number;
}

export interface PortfolioViewProps {
  clients: readonly PortfolioClient[];
  columns: readonly PortfolioColumn[];
  alertSettings: AlertSettings;
  onOpen: (client: PortfolioClient) => void;
  /** Present when the user may delete client files. */
  onDelete?: ((client: PortfolioClient) => void) | undefined;
  /** Present when the user may keep the firm's category plan templates. */
  onSaveTemplate?: ((client: PortfolioClient) => void) | undefined;
  /** Present when the user may assign the firm's collaborators to clients. */
  onAssign?: ((client: PortfolioClient) => void) | undefined;
  empty: ReactNode;
}

/** How each column draws a client, its header and its sort value. */
function useCells(alertSettings: AlertSettings) {
  const t = useT();
  const format = useFormat();
  const locale = useLocale();
  return useMemo(() => {
    const month = new Intl.DateTimeFormat(intlLocaleOf(locale), { month: "long", year: "numeric" });
    const numbers = new Intl.NumberFormat(intlLocaleOf(locale));
    const money = (client: PortfolioClient, cents: number) => (
      <span className={css.amount} data-negative={cents < 0}>
        {format.money(cents, client.currency)}
      </span>
    );
    const cells: Record<
      PortfolioColumn,
      {
        value: (client: PortfolioClient) => string | number | null;
        cell: (client: PortfolioClient) => ReactNode;
        align?: "end";
        width: number;
      }
    > = {
      siret: { value: (client) => client.siret, cell: (client) => client.siret ?? "—", width: 140 },
      collaborators: {
        value: (client) => client.collaborators.join(", "),
        cell: (client) => {
          const names = client.collaborators.join(", ");
          return (
            <span className={css.ellipsis} title={names}>
              {names || t("consoleScreen.none")}
            </span>
          );
        },
        width: 170,
      },
      banks: {
        value: (client) => client.banks.length,
        cell: (client) => {
          if (client.banks.length === 0) return t("consoleScreen.noBank");
          const lines = client.banks.map((bank) => {
            const date =
              bank.lastUpdate === null ? t("consoleScreen.neverSynced") : format.date(bank.lastUpdate);
            return t(bank.stale ? "consoleScreen.staleBank" : "consoleScreen.bankUpdated", {
              name: bank.name,
              date,
            });
          });
          const stale = client.banks.some((bank) => bank.stale);
          return (
            <span className={`${css.ellipsis} ${stale ? css.stale : ""}`} title={lines.join("\n")}>
              {lines.join(" · ")}
            </span>
          );
        },
        width: 220,
      },
      cashToday: {
        value: (client) => client.figures?.cashTodayCents ?? null,
        cell: (client) => (client.figures ? money(client, client.figures.cashTodayCents) : "—"),
        align: "end",
        width: 140,
      },
      endOfHorizon: {
        value: (client) => client.figures?.endOfHorizonCents ?? null,
        cell: (client) => (client.figures ? money(client, client.figures.endOfHorizonCents) : "—"),
        align: "end",
        width: 140,
      },
      firstBelow: {
        value: (client) => client.figures?.firstMonthBelowThreshold ?? "9999",
        cell: (client) => {
          const first = client.figures?.firstMonthBelowThreshold;
          return first ? month.format(new Date(`${first}T12:00:00Z`)) : t("consoleScreen.none");
        },
        width: 140,
      },
      runway: {
        value: (client) => client.figures?.runwayMonths ?? Number.MAX_SAFE_INTEGER,
        cell: (client) => {
          const runway = client.figures?.runwayMonths;
          if (!client.figures) return "—";
          return runway === null || runway === undefined
            ? t("consoleScreen.notBurning")
            : t("consoleScreen.runway", { count: runway });
        },
        align: "end",
        width: 110,
      },
      uncategorised: {
        value: (client) => client.uncategorisedCount,
        cell: (client) => numbers.format(client.uncategorisedCount),
        align: "end",
        width: 120,
      },
      unmatched: {
        value: (client) => client.unmatchedInvoiceCount,
        cell: (client) => numbers.format(client.unmatchedInvoiceCount),
        align: "end",
        width: 120,
      },
      state: {
        value: (client) => (client.isActive ? (client.isTrial ? 1 : 0) : 2),
        cell: (client) => {
          if (!client.isActive) return <Badge>{t("consoleScreen.state.inactive")}</Badge>;
          if (!client.isTrial) return <Badge tone="success">{t("consoleScreen.state.subscribed")}</Badge>;
          return (
            <Badge tone="info">
              {client.trialEnd
                ? t("consoleScreen.state.trialUntil", { date: format.date(client.trialEnd) })
                : t("consoleScreen.state.trial")}
            </Badge>
          );
        },
        width: 150,
      },
      alerts: {
        value: (client) => client.alerts.length,
        cell: (client) =>
          client.alerts.length === 0 ? null : (
            <span className={css.badges}>
              {client.alerts.map((alert) => (
                <Badge key={alert} tone={alert === "belowThreshold" ? "danger" : "warning"}>
                  {t(`consoleScreen.alerts.${alert}`, {
                    weeks: alertSettings.thresholdWithinWeeks,
                    days: alertSettings.staleBankDays,
                    threshold: alertSettings.toCategoriseAtLeast,
                  })}
                </Badge>
              ))}
            </span>
          ),
        width: 280,
      },
    };
    return cells;
  }, [t, format, locale, alertSettings]);
}

type ActionProps = Pick<PortfolioViewProps, "onDelete" | "onSaveTemplate" | "onAssign">;

/** The actions on a client: assign collaborators, keep its category plan as a template, delete its file. */
function ClientActions({
  client,
  onDelete,
  onSaveTemplate,
  onAssign,
}: { client: PortfolioClient } & ActionProps) {
  const t = useT();
  return (
    <span className={css.badges}>
      {onAssign ? (
        <IconButton
          size="small"
          variant="ghost"
          label={t("consoleScreen.assign.title", { name: client.name })}
          icon={<UserCog size={14} aria-hidden="true" />}
          onClick={() => onAssign(client)}
        />
      ) : null}
      {onSaveTemplate ? (
        <IconButton
          size="small"
          variant="ghost"
          label={t("consoleScreen.templates.save", { name: client.name })}
          icon={<BookmarkPlus size={14} aria-hidden="true" />}
          onClick={() => onSaveTemplate(client)}
        />
      ) : null}
      {onDelete ? (
        <IconButton
          size="small"
          variant="ghost"
          label={t("consoleScreen.delete", { name: client.name })}
          icon={<Trash2 size={14} aria-hidden="true" />}
          onClick={() => onDelete(client)}
        />
      ) : null}
    </span>
  );
}

/** The grid of clients (desktop and tablet widths). */
export function PortfolioTable({
  clients,
  columns,
  alertSettings,
  onOpen,
  onDelete,
  onSaveTemplate,
  onAssign,
  empty,
}: PortfolioViewProps) {
  const t = useT();
  const cells = useCells(alertSettings);
  const tableColumns = useMemo<DataTableColumn<PortfolioClient>[]>(
    () => [
      {
        id: "name",
        header: t("consoleScreen.columns.name"),
        value: (client) => client.name,
        cell: (client) => (
          <Button
            variant="ghost"
            size="small"
            onClick={() => onOpen(client)}
            aria-label={t("consoleScreen.open", { name: client.name })}
          >
            <span className={css.ellipsis}>{client.name}</span>
          </Button>
        ),
        width: 220,
        grow: true,
      },
      ...columns.map((column) => ({
        id: column,
        header: t(`consoleScreen.columns.${column}`),
        ...cells[column],
      })),
      ...(onDelete || onSaveTemplate || onAssign
        ? [
            {
              id: "actions",
              header: t("consoleScreen.columns.actions"),
              value: () => null,
              sortable: false,
              width: 120,
              cell: (client: PortfolioClient) => (
                <ClientActions
                  client={client}
                  onDelete={onDelete}
                  onSaveTemplate={onSaveTemplate}
                  onAssign={onAssign}
                />
              ),
            },
          ]
        : []),
    ],
    [t, cells, columns, onOpen, onDelete, onSaveTemplate, onAssign],
  );
  return (
    <DataTable
      label={t("consoleScreen.title")}
      columns={tableColumns}
      rows={clients}
      getRowId={(client) => String(client.id)}
      height="max(360px, calc(100vh - 360px))"
      rowHeight={44}
      empty={empty}
    />
  );
}

/** One card per client (phones). */
export function PortfolioCards({
  clients,
  columns,
  alertSettings,
  onOpen,
  onDelete,
  onSaveTemplate,
  onAssign,
  empty,
}: PortfolioViewProps) {
  const t = useT();
  const cells = useCells(alertSettings);
  if (clients.length === 0) return <>{empty}</>;
  return (
    <ul className={css.cards} aria-label={t("consoleScreen.title")}>
      {clients.map((client) => (
        <li key={client.id}>
          <Card
            title={client.name}
            titleLevel={3}
            padding="medium"
            actions={
              <>
                <Button
                  size="small"
                  onClick={() => onOpen(client)}
                  aria-label={t("consoleScreen.open", { name: client.name })}
                >
                  {t("consoleScreen.openShort")}
                </Button>
                <ClientActions
                  client={client}
                  onDelete={onDelete}
                  onSaveTemplate={onSaveTemplate}
                  onAssign={onAssign}
                />
              </>
            }
          >
            <dl className={css.cardFacts}>
              {columns.map((column) => (
                <div key={column} style={{ display: "contents" }}>
                  <dt className={css.factLabel}>{t(`consoleScreen.columns.${column}`)}</dt>
                  <dd className={css.factValue}>{cells[column].cell(client)}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}
