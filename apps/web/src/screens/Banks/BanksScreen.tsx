/**
 * /banks: the company's banks and accounts (issue 14, spec 001 §7.5). Each connection with its accounts,
 * balances, currency, IBAN, BIC, last update and state; renaming a connection or an account, pinning
 * accounts, the BIC, archiving a connection, deleting an account or a connection through the delete-bank
 * popup (the typed word on mobile, the spec's failure notice), adding a bank through the add-bank popup
 * (at the plan's maxConnections, spec 000 §6: book-a-meeting instead) and importing a statement into an
 * account with the import wizard. Reached from the menu and from /company.
 *
 * Connections fed by an aggregator (issue 21) show their state and last sync in the user's words; one the
 * user must repair (strong authentication to renew, credentials refused) has the repair action, which
 * leads to the aggregator's page (getModifyUrl → result.url, back to /callback); "stop synchronising"
 * (unsyncBankConnection) keeps its accounts and transactions; "synchronise now" (loadTransactions) waits
 * the spec's 30 s with its progress, then reloads the banks.
 */
import { useQueryClient } from "@tanstack/react-query";
import { ApiError, apiQueryKey, useApiMutation, useApiQuery } from "@trezo/api";
import {
  canManageCompany,
  connectionLimitReached,
  displayedBankName,
  passesAccessRule,
  READ_TRANSACTIONS,
  validConnectionCount,
} from "@trezo/domain";
import {
  Button,
  ConfirmDialog,
  EmptyState,
  Heading,
  Inline,
  ProgressBar,
  Skeleton,
  Stack,
  Text,
} from "@trezo/ui";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useSessionService } from "../../app/AppServices";
import { visuallyHidden } from "../../components/visuallyHidden.css";
import { connectionHealthOf } from "../../features/bankLink/connectionHealth";
import { useLoadTransactions } from "../../features/bankLink/useLoadTransactions";
import {
  type BankAccount,
  type BankConnection,
  BankConnectionCard,
} from "../../features/banks/BankConnectionCard";
import { type ImportAccount, ImportWizard } from "../../features/statementImport/ImportWizard";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import { memberAccessOf } from "../../state/memberAccess";

/** Where the add-bank action leads at the plan's maxConnections (spec 000 §6), with its reason. */
export const BOOK_A_MEETING_AT_LIMIT = "/book-a-meeting?reason=maxConnections";

export function Component() {
  const company = useAppStore((state) => state.company);
  const permissions = useAppStore((state) => state.permissions);
  const maxConnections = useAppStore((state) => state.limits.maxConnections);
  const session = useSessionService();
  if (!company) return null;
  const member = memberAccessOf(company, permissions);
  return (
    <Banks
      key={company.id}
      companyId={company.id}
      canChange={passesAccessRule(member, READ_TRANSACTIONS)}
      canDelete={canManageCompany(member)}
      maxConnections={maxConnections}
      onBanksChanged={() => {
        void session.refreshBanks().catch(() => undefined);
      }}
    />
  );
}

export interface BanksProps {
  companyId: number;
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
  /** The company's maxConnections (spec 000 §9, 3 unless the plan says otherwise). */
  maxConnections: number;
  /** Tells the shell its banks changed (the shell counts them for onboarding and the add-bank popup). */
  onBanksChanged?: () => void;
  /**
   * Sends the browser to the aggregator's page that repairs a connection.
   * @default window.location.assign
   */
  redirect?: (url: string) => void;
  /** The wait after loadTransactions (tests shorten it). @default LOAD_TRANSACTIONS_WAIT_MS */
  syncWaitMs?: number;
}

function assignLocation(url: string): void {
  window.location.assign(url);
}

/** The banks and accounts of one company. */
export function Banks({
  companyId,
  canChange = false,
  canDelete = false,
  maxConnections,
  onBanksChanged,
  redirect = assignLocation,
  syncWaitMs,
}: BanksProps) {
  const t = useT();
  const navigate = useNavigate();
  const notify = useAppStore((state) => state.notify);
  const openPopup = useAppStore((state) => state.openPopup);
  const queryClient = useQueryClient();
  const list = useApiQuery("getBanksAndAccountsList", { companyId });
  const invalidates = ["getBanksAndAccountsList"] as const;
  const renameBank = useApiMutation("updateConnectionName", { invalidates: [...invalidates] });
  const renameAccount = useApiMutation("updateAccountName", { invalidates: [...invalidates] });
  const pin = useApiMutation("pinAccounts", { invalidates: [...invalidates] });
  const saveBic = useApiMutation("updateAccountBic", { invalidates: [...invalidates] });
  const archive = useApiMutation("archiveConnection", { invalidates: [...invalidates] });
  const deleteBank = useApiMutation("deleteConnection", { invalidates: [...invalidates] });
  const deleteAccount = useApiMutation("deleteAccount", { invalidates: [...invalidates] });
  const [importing, setImporting] = useState<BankAccount | null>(null);
  const repair = useApiMutation("getModifyUrl");
  const [repairingId, setRepairingId] = useState<number | null>(null);
  const unsync = useApiMutation("unsyncBankConnection", { invalidates: [...invalidates] });
  const [unsyncing, setUnsyncing] = useState<BankConnection | null>(null);
  const sync = useLoadTransactions({
    companyId,
    ...(syncWaitMs === undefined ? {} : { waitMs: syncWaitMs }),
    onReloaded: () => {
      notify({ msg: t("bankLink.sync.done"), color: "green" });
      onBanksChanged?.();
    },
    onFailed: (error) => notify({ msg: error.message || t("bankLink.sync.failed"), color: "red" }),
  });

  const banks = list.data?.banks;
  const anyLinked = (banks ?? []).some((bank) => connectionHealthOf(bank).linked);

  const startRepair = (bank: BankConnection) => {
    setRepairingId(bank.id);
    repair.mutate(
      { companyId, bank_id: bank.id },
      {
        onSuccess: (answer) => redirect(answer.url),
        onError: (error) => {
          setRepairingId(null);
          notify({ msg: error.message || t("bankLink.repair.failed"), color: "red" });
        },
      },
    );
  };

  const confirmUnsync = (bank: BankConnection) =>
    unsync.mutate(
      { companyId, bank_id: bank.id, aggregatorName: bank.aggregator ?? "" },
      {
        onSuccess: () => {
          setUnsyncing(null);
          notify({ msg: t("bankLink.unsync.done", { name: displayedBankName(bank) }), color: "green" });
          onBanksChanged?.();
        },
        onError: (error) => {
          setUnsyncing(null);
          failed(error);
        },
      },
    );
  const atLimit = banks !== undefined && connectionLimitReached(validConnectionCount(banks), maxConnections);

  /** A refused change: the server's localised message, else ours. */
  const failed = (error: unknown) =>
    notify({
      msg: error instanceof ApiError && error.message ? error.message : t("banks.changeFailed"),
      color: "red",
    });

  /** After a failed delete the list may be stale (another tab deleted it first): read it again. */
  const reloadAfterFailure = async (error: unknown): Promise<never> => {
    await queryClient
      .invalidateQueries({ queryKey: apiQueryKey("getBanksAndAccountsList") })
      .catch(() => undefined);
    onBanksChanged?.();
    throw error;
  };

  const addBank = () => {
    if (atLimit) navigate(BOOK_A_MEETING_AT_LIMIT);
    else openPopup({ id: "addBank" });
  };

  const askDeleteBank = (bank: BankConnection) =>
    openPopup({
      id: "deleteBank",
      bankId: bank.id,
      name: displayedBankName(bank),
      onDelete: async () => {
        await deleteBank.mutateAsync({ companyId, bank_id: bank.id }).catch(reloadAfterFailure);
        if (importing?.bank_id === bank.id) setImporting(null);
        notify({ msg: t("banks.bankDeleted", { name: displayedBankName(bank) }), color: "green" });
        onBanksChanged?.();
      },
    });

  const askDeleteAccount = (account: BankAccount) =>
    openPopup({
      id: "deleteBank",
      kind: "account",
      bankId: account.bank_id,
      name: displayedBankName(account),
      onDelete: async () => {
        await deleteAccount.mutateAsync({ companyId, account_id: account.id }).catch(reloadAfterFailure);
        if (importing?.id === account.id) setImporting(null);
        notify({ msg: t("banks.accountDeleted", { name: displayedBankName(account) }), color: "green" });
        onBanksChanged?.();
      },
    });

  const importAccounts: ImportAccount[] = (banks ?? [])
    .filter((bank) => !bank.archived)
    .flatMap((bank) =>
      bank.accounts.map((account) => ({
        id: account.id,
        name: account.name,
        custom_name: account.custom_name,
        bankName: displayedBankName(bank),
      })),
    );
  // The wizard starts on its first account: the one whose "import a statement" was chosen.
  const wizardAccounts = importing
    ? [
        ...importAccounts.filter((account) => account.id === importing.id),
        ...importAccounts.filter((account) => account.id !== importing.id),
      ]
    : importAccounts;

  const addButton = canChange ? (
    <Button onClick={addBank}>{atLimit ? t("banks.bookMeeting") : t("banks.addBank")}</Button>
  ) : null;
  const syncButton =
    canChange && anyLinked ? (
      <Button variant="secondary" loading={sync.running} onClick={sync.start}>
        {t("bankLink.sync.action")}
      </Button>
    ) : null;

  return (
    <Stack gap="lg">
      <Inline gap="md" justify="space-between" align="flex-start" wrap>
        <Stack gap="xs">
          <Heading level={1}>{t("banks.title")}</Heading>
          <Text tone="muted">{t("banks.intro")}</Text>
          {banks && banks.length > 0 ? (
            <Text size="sm" tone="muted">
              {t("banks.count", { count: banks.length })}
            </Text>
          ) : null}
        </Stack>
        <Inline gap="sm" wrap>
          {syncButton}
          {addButton}
        </Inline>
      </Inline>
      {/* Said once when the wait starts; the countdown below is for the eye (not read every second). */}
      <p role="status" className={visuallyHidden}>
        {sync.secondsLeft !== null ? t("bankLink.sync.progress") : ""}
      </p>
      {sync.secondsLeft !== null ? (
        <Stack gap="xs">
          <ProgressBar label={t("bankLink.sync.progress")} value={sync.progress} />
          <Text size="sm" tone="muted">
            {t("bankLink.sync.waiting", { count: sync.secondsLeft })}
          </Text>
        </Stack>
      ) : null}
      {unsyncing ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setUnsyncing(null);
          }}
          title={t("bankLink.unsync.title", { name: displayedBankName(unsyncing) })}
          confirmLabel={t("bankLink.unsync.action")}
          tone="danger"
          loading={unsync.isPending}
          onConfirm={() => confirmUnsync(unsyncing)}
        >
          <Text>{t("bankLink.unsync.body", { name: displayedBankName(unsyncing) })}</Text>
        </ConfirmDialog>
      ) : null}
      {atLimit && canChange ? (
        <Text role="status" tone="muted">
          {t("banks.limitReached")}
        </Text>
      ) : null}

      {importing ? (
        <ImportWizard
          key={importing.id}
          companyId={companyId}
          open
          accounts={wizardAccounts}
          onClose={() => {
            setImporting(null);
            // An import moves the account's balance: the list reads it again.
            void queryClient.invalidateQueries({ queryKey: apiQueryKey("getBanksAndAccountsList") });
          }}
        />
      ) : null}

      {list.isError ? (
        <Stack gap="sm" role="alert">
          <Text tone="danger">{t("banks.loadFailed")}</Text>
          <Inline>
            <Button variant="secondary" onClick={() => void list.refetch()}>
              {t("banks.retry")}
            </Button>
          </Inline>
        </Stack>
      ) : !banks ? (
        <Skeleton height={240} />
      ) : banks.length === 0 ? (
        <EmptyState title={t("banks.emptyTitle")} description={t("banks.emptyBody")} action={addButton} />
      ) : (
        banks.map((bank) => (
          <BankConnectionCard
            key={bank.id}
            bank={bank}
            canChange={canChange}
            canDelete={canDelete}
            onRenameBank={async (name) => {
              await renameBank.mutateAsync({ companyId, bank_id: bank.id, name });
              notify({ msg: t("banks.rename.saved"), color: "green" });
              onBanksChanged?.();
            }}
            onRepair={() => startRepair(bank)}
            repairing={repairingId === bank.id}
            onUnsync={() => setUnsyncing(bank)}
            onArchive={() =>
              archive.mutate(
                { id: companyId, connectionId: bank.id },
                {
                  onSuccess: () => {
                    notify({
                      msg: t("banks.connection.archivedNotice", { name: displayedBankName(bank) }),
                      color: "green",
                    });
                    onBanksChanged?.();
                  },
                  onError: failed,
                },
              )
            }
            onDelete={() => askDeleteBank(bank)}
            onRenameAccount={async (account, name) => {
              await renameAccount.mutateAsync({ companyId, account_id: account.id, name });
              notify({ msg: t("banks.rename.saved"), color: "green" });
            }}
            onTogglePin={(account) =>
              pin.mutate(
                { companyId, bank_id: bank.id, account_ids: [account.id], pinned: !account.pinned },
                {
                  onSuccess: () =>
                    notify({
                      msg: t(account.pinned ? "banks.account.unpinnedNotice" : "banks.account.pinnedNotice", {
                        name: displayedBankName(account),
                      }),
                      color: "green",
                    }),
                  onError: failed,
                },
              )
            }
            onSaveBic={async (account, bic) => {
              await saveBic.mutateAsync({ id: companyId, accountId: account.id, bic });
              notify({ msg: t(bic ? "banks.bic.saved" : "banks.bic.cleared"), color: "green" });
            }}
            onImport={(account) => setImporting(account)}
            onDeleteAccount={askDeleteAccount}
          />
        ))
      )}
    </Stack>
  );
}
