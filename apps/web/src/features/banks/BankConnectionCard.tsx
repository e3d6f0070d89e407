/**
 * One bank connection of the banks-and-accounts screen: its name (and its bank's own name once renamed),
 * kind, state and last update, its actions (rename, archive, delete), and its accounts with balance,
 * currency, IBAN and BIC, each with its actions (rename, pin, BIC, import a statement, delete). A table
 * on a wide screen, one card per account on a phone. The calls are the screen's: this part only asks.
 */
import type { CallOutput } from "@trezo/api";
import { displayedBankName, parseBic } from "@trezo/domain";
import { formatIban } from "@trezo/forms";
import { Badge, Button, Inline, Menu, type MenuItem, Text } from "@trezo/ui";
import { Fragment, useState } from "react";
import { useFormat, useLocale, useT } from "../../i18n/appI18n";
import * as linkCss from "../bankLink/bankLink.css";
import {
  aggregatorLabel,
  type ConnectionHealth,
  connectionHealthOf,
  localDateAndTime,
} from "../bankLink/connectionHealth";
import * as css from "./BankConnectionCard.css";
import { InlineTextForm } from "./InlineTextForm";

export type BankConnection = CallOutput<"getBanksAndAccountsList">["banks"][number];
export type BankAccount = BankConnection["accounts"][number];

export interface BankConnectionCardProps {
  bank: BankConnection;
  /**
   * Whether the user may change connections and accounts (transactions_info).
   * @default false
   */
  canChange?: boolean;
  /**
   * Whether the user may delete them (the owner level).
   * @default false
   */
  canDelete?: boolean;
  onRenameBank: (name: string) => Promise<void>;
  /** Opens the aggregator's page that repairs the connection (getModifyUrl); shown when the user must act. */
  onRepair?: () => void;
  /** Whether the repair is on its way (the button shows busy). */
  repairing?: boolean;
  /** Stops the synchronisation of a linked connection (after the screen's confirmation). */
  onUnsync?: () => void;
  onArchive: () => void;
  onDelete: () => void;
  onRenameAccount: (account: BankAccount, name: string) => Promise<void>;
  onTogglePin: (account: BankAccount) => void;
  /** Saves the BIC (already checked and normalised), or clears it with null. */
  onSaveBic: (account: BankAccount, bic: string | null) => Promise<void>;
  onImport: (account: BankAccount) => void;
  onDeleteAccount: (account: BankAccount) => void;
}

/** Column widths of the accounts table (name, balance, currency, IBAN, BIC, actions): alike in every connection. */
const COLUMN_WIDTHS = ["30%", "16%", "9%", "23%", "12%", "10%"] as const;

type Editing = { kind: "bank" } | { kind: "accountName" | "bic"; accountId: number } | null;

/**
 * The state badge of a connection (spec 000 §3): archived; working ("synchronised" when an aggregator
 * feeds it, "active" otherwise); else the server's short message in the user's words.
 */
function StateBadge({ bank, health }: { bank: BankConnection; health: ConnectionHealth }) {
  const t = useT();
  if (bank.archived) return <Badge>{t("banks.connection.archived")}</Badge>;
  const tone = health.tone === "neutral" ? undefined : health.tone;
  if (health.shortMessage) return <Badge tone={tone}>{health.shortMessage}</Badge>;
  if (bank.status === "working")
    return (
      <Badge tone="success">{health.linked ? t("bankLink.state.ok") : t("banks.connection.working")}</Badge>
    );
  if (bank.action_required) return <Badge tone="warning">{t("banks.connection.actionRequired")}</Badge>;
  return <Badge tone={tone}>{t("banks.connection.status", { status: bank.status })}</Badge>;
}

export function BankConnectionCard({
  bank,
  canChange = false,
  canDelete = false,
  onRenameBank,
  onRepair,
  repairing = false,
  onUnsync,
  onArchive,
  onDelete,
  onRenameAccount,
  onTogglePin,
  onSaveBic,
  onImport,
  onDeleteAccount,
}: BankConnectionCardProps) {
  const t = useT();
  const format = useFormat();
  const locale = useLocale();
  const health = connectionHealthOf(bank);
  const [editing, setEditing] = useState<Editing>(null);
  const name = displayedBankName(bank);
  const headingId = `bank-${bank.id}-name`;

  const bankActions: MenuItem[] = [
    ...(canChange
      ? [
          { id: "rename", label: t("banks.connection.rename"), onAction: () => setEditing({ kind: "bank" }) },
          ...(health.linked && onUnsync
            ? [{ id: "unsync", label: t("bankLink.unsync.action"), onAction: onUnsync }]
            : []),
          ...(bank.archived
            ? []
            : [{ id: "archive", label: t("banks.connection.archive"), onAction: onArchive }]),
        ]
      : []),
    ...(canDelete
      ? [{ id: "delete", label: t("banks.connection.delete"), tone: "danger" as const, onAction: onDelete }]
      : []),
  ];

  const accountActions = (account: BankAccount): MenuItem[] => [
    ...(canChange
      ? [
          {
            id: "rename",
            label: t("banks.account.rename"),
            onAction: () => setEditing({ kind: "accountName", accountId: account.id }),
          },
          {
            id: "pin",
            label: account.pinned ? t("banks.account.unpin") : t("banks.account.pin"),
            onAction: () => onTogglePin(account),
          },
          {
            id: "bic",
            label: t("banks.account.editBic"),
            onAction: () => setEditing({ kind: "bic", accountId: account.id }),
          },
          { id: "import", label: t("banks.account.importStatement"), onAction: () => onImport(account) },
        ]
      : []),
    ...(canDelete
      ? [
          {
            id: "delete",
            label: t("banks.account.delete"),
            tone: "danger" as const,
            onAction: () => onDeleteAccount(account),
          },
        ]
      : []),
  ];

  /** The last sync of a linked connection (local date and time), the last update of a manual one. */
  function lastUpdateText(): string {
    if (!bank.last_update)
      return health.linked ? t("bankLink.neverSynced") : t("banks.connection.neverUpdated");
    if (!health.linked)
      return t("banks.connection.lastUpdate", { date: format.date(bank.last_update.slice(0, 10)) });
    const { isoDate, time } = localDateAndTime(bank.last_update, locale);
    return t("bankLink.lastSync", { date: format.date(isoDate), time });
  }

  return (
    <section
      aria-labelledby={headingId}
      className={bank.archived ? `${css.connection} ${css.archivedConnection}` : css.connection}
    >
      <div className={css.head}>
        <div className={css.headText}>
          <Inline gap="sm" align="center" wrap>
            <h2 id={headingId} className={css.bankName}>
              {name}
            </h2>
            <StateBadge bank={bank} health={health} />
          </Inline>
          <Text size="sm" tone="muted">
            {[
              bank.type === "manual" || !bank.aggregator
                ? t("banks.connection.manual")
                : t("banks.connection.aggregated", { aggregator: aggregatorLabel(t, bank.aggregator) }),
              name !== bank.name ? t("banks.connection.originalName", { name: bank.name }) : null,
              lastUpdateText(),
            ]
              .filter(Boolean)
              .join(" · ")}
          </Text>
        </div>
        {bankActions.length > 0 ? (
          <Menu
            label={t("banks.connection.actionsOf", { name })}
            items={bankActions}
            trigger={
              <Button variant="secondary" size="small" aria-label={t("banks.connection.actionsOf", { name })}>
                {t("banks.account.actions")}
              </Button>
            }
          />
        ) : null}
      </div>

      {(health.description || health.repairable) && !bank.archived ? (
        <div className={health.repairable ? linkCss.attention : undefined}>
          {health.description ? <p className={linkCss.attentionText}>{health.description}</p> : null}
          {health.repairable && canChange && onRepair ? (
            <Button
              size="small"
              loading={repairing}
              onClick={onRepair}
              aria-label={t("bankLink.repair.actionOf", { name })}
            >
              {t("bankLink.repair.action")}
            </Button>
          ) : null}
        </div>
      ) : null}

      {editing?.kind === "bank" ? (
        <InlineTextForm
          label={t("banks.connection.rename")}
          initial={name}
          validate={(value) => (value.trim() === "" ? t("banks.errors.nameRequired") : null)}
          onSave={async (value) => {
            await onRenameBank(value.trim());
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}

      {bank.accounts.length === 0 ? (
        <Text tone="muted">{t("banks.connection.noAccounts")}</Text>
      ) : (
        <table className={css.table} aria-label={t("banks.connection.accounts", { name })}>
          <colgroup>
            {COLUMN_WIDTHS.map((width) => (
              <col key={width} style={{ width }} />
            ))}
          </colgroup>
          <thead className={css.tableHead}>
            <tr>
              <th scope="col" className={css.headerCell}>
                {t("banks.account.name")}
              </th>
              <th scope="col" className={css.numericHeader}>
                {t("banks.account.balance")}
              </th>
              <th scope="col" className={css.headerCell}>
                {t("banks.account.currency")}
              </th>
              <th scope="col" className={css.headerCell}>
                {t("banks.account.iban")}
              </th>
              <th scope="col" className={css.headerCell}>
                {t("banks.account.bic")}
              </th>
              <th scope="col" className={css.headerCell}>
                <span className={css.srOnly}>{t("banks.account.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {bank.accounts.map((account) => {
              const accountName = displayedBankName(account);
              const actions = accountActions(account);
              const editingThis =
                editing !== null && editing.kind !== "bank" && editing.accountId === account.id
                  ? editing
                  : null;
              return (
                <Fragment key={account.id}>
                  <tr className={css.row}>
                    <th scope="row" className={css.nameCell}>
                      <Inline gap="xs" align="center" wrap>
                        <span>{accountName}</span>
                        {account.pinned ? <Badge tone="info">{t("banks.account.pinned")}</Badge> : null}
                      </Inline>
                    </th>
                    <td className={css.numericCell} data-label={t("banks.account.balance")}>
                      {format.money(account.balance_cents, account.currency)}
                    </td>
                    <td className={css.cell} data-label={t("banks.account.currency")}>
                      {account.currency}
                    </td>
                    <td className={`${css.cell} ${css.mono}`} data-label={t("banks.account.iban")}>
                      {account.iban ? formatIban(account.iban) : "—"}
                    </td>
                    <td className={`${css.cell} ${css.mono}`} data-label={t("banks.account.bic")}>
                      {account.bic ?? "—"}
                    </td>
                    <td className={css.actionsCell}>
                      {actions.length > 0 ? (
                        <Menu
                          label={t("banks.account.actionsOf", { name: accountName })}
                          items={actions}
                          trigger={
                            <Button
                              variant="ghost"
                              size="small"
                              aria-label={t("banks.account.actionsOf", { name: accountName })}
                            >
                              {t("banks.account.actions")}
                            </Button>
                          }
                        />
                      ) : null}
                    </td>
                  </tr>
                  {editingThis ? (
                    <tr className={css.editRow}>
                      <td colSpan={6} className={css.editCell}>
                        {editingThis.kind === "accountName" ? (
                          <InlineTextForm
                            label={t("banks.account.rename")}
                            initial={accountName}
                            validate={(value) =>
                              value.trim() === "" ? t("banks.errors.nameRequired") : null
                            }
                            onSave={async (value) => {
                              await onRenameAccount(account, value.trim());
                              setEditing(null);
                            }}
                            onCancel={() => setEditing(null)}
                          />
                        ) : (
                          <InlineTextForm
                            label={t("banks.bic.label")}
                            description={t("banks.bic.hint")}
                            initial={account.bic ?? ""}
                            maxLength={40}
                            validate={(value) =>
                              value.trim() === "" || parseBic(value) !== null
                                ? null
                                : t("banks.errors.invalidBic")
                            }
                            onSave={async (value) => {
                              await onSaveBic(account, value.trim() === "" ? null : parseBic(value));
                              setEditing(null);
                            }}
                            onCancel={() => setEditing(null)}
                          />
                        )}
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
