/**
 * /bank-transfers and its children (issue 22, spec 000 §2, spec 001 §7.5): the transfer orders with their
 * status (filters in the URL: status, account), a new transfer between the company's accounts or to a
 * supplier, approval (four eyes) and cancellation, the SEPA file (pain.001) of the selected drafts, the
 * owner's approval threshold (set-mc); /bank-transfers/company-info lists the accounts transfers leave
 * from, /bank-transfers/callback is where a bank sends the user back after a payment initiation.
 */
import type { TransferOrder } from "@trezo/api";
import { type ApiError, useApiMutation, useApiQuery } from "@trezo/api";
import {
  APPROVE_TRANSFERS,
  canManageCompany,
  companyToday,
  PREPARE_TRANSFERS,
  passesAccessRule,
  TRANSFER_ORDER_STATUSES,
  type TransferOrderStatus,
} from "@trezo/domain";
import {
  Badge,
  Button,
  Checkbox,
  DatePicker,
  EmptyState,
  Heading,
  Inline,
  Link,
  MoneyField,
  RadioGroup,
  Select,
  Skeleton,
  Stack,
  Text,
  TextField,
} from "@trezo/ui";
import { useState } from "react";
import { useLocation, useSearchParams } from "react-router-dom";
import { TransferProposals } from "../../features/transfers/TransferProposals";
import { useFormat, useT } from "../../i18n/appI18n";
import { saveDownloadedFile } from "../../platform/saveDownloadedFile";
import { useTransactionReferences } from "../../references/useTransactionReferences";
import { useAppStore } from "../../state/appStore";
import { memberAccessOf } from "../../state/memberAccess";
import { TransferCallback } from "../TransferCallback/TransferCallbackScreen";
import * as css from "./BankTransfersScreen.css";

const QUERIES = ["getTransferOrders", "getDashboardChartData", "getTransferProposals"] as const;

export function Component() {
  const company = useAppStore((state) => state.company);
  const permissions = useAppStore((state) => state.permissions);
  const userId = useAppStore((state) => state.user?.id ?? 0);
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  if (!company) return null;
  const member = memberAccessOf(company, permissions);
  if (pathname.endsWith("/callback"))
    return (
      <TransferCallback
        companyId={company.id}
        paymentId={search.get("payment_request_id")}
        attemptId={Number(search.get("attempt")) || null}
      />
    );
  if (pathname.endsWith("/company-info")) return <CompanyInfo companyId={company.id} />;
  return (
    <BankTransfers
      key={company.id}
      companyId={company.id}
      userId={userId}
      canPrepare={passesAccessRule(member, PREPARE_TRANSFERS)}
      canApprove={passesAccessRule(member, APPROVE_TRANSFERS)}
      canSetThreshold={canManageCompany(member)}
    />
  );
}

/** The accounts transfers leave from, with the IBAN and BIC their files carry. */
function CompanyInfo({ companyId }: { companyId: number }) {
  const t = useT();
  const references = useTransactionReferences(companyId);
  return (
    <Stack gap="md">
      <Heading level={1}>{t("transfers.companyInfo.title")}</Heading>
      <Text tone="muted">{t("transfers.companyInfo.intro")}</Text>
      <ul className={css.list}>
        {references.accounts.map((account) => (
          <li key={account.id} className={css.row}>
            <Text weight="semibold">{account.custom_name ?? account.name}</Text>
            <Text numeric>{account.iban ?? t("transfers.companyInfo.noIban")}</Text>
            {account.bic ? <Text numeric>{account.bic}</Text> : null}
          </li>
        ))}
      </ul>
      <Link href="/bank-transfers">{t("transfers.callback.back")}</Link>
    </Stack>
  );
}

/** The file's bytes as base64 (UTF-8), for the download helper. */
function base64Of(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const downloadXml = (file: { name: string; xml: string }) =>
  saveDownloadedFile({
    file_name: file.name,
    content_type: "application/xml",
    content_base64: base64Of(file.xml),
  });

export interface BankTransfersProps {
  companyId: number;
  userId: number;
  canPrepare: boolean;
  canApprove: boolean;
  canSetThreshold: boolean;
  /** The first execution date offered (ISO; default: today). */
  today?: string;
  /** Goes to the bank's consent page of a payment initiation (default: the browser leaves for it). */
  goToBank?: (url: string) => void;
}

function isStatus(value: string | null): value is TransferOrderStatus {
  return value !== null && (TRANSFER_ORDER_STATUSES as readonly string[]).includes(value);
}

export function BankTransfers({
  companyId,
  userId,
  canPrepare,
  canApprove,
  canSetThreshold,
  today = companyToday(),
  goToBank = (url) => window.location.assign(url),
}: BankTransfersProps) {
  const t = useT();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const status = params.get("status");
  const account = Number(params.get("account")) || undefined;
  const list = useApiQuery("getTransferOrders", {
    companyId,
    ...(isStatus(status) ? { status } : {}),
    ...(account ? { account_id: account } : {}),
  });
  const references = useTransactionReferences(companyId);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [file, setFile] = useState<{ name: string; xml: string } | null>(null);
  const onError = (error: ApiError) => {
    setNotice(null);
    setProblem(error.message || t("transfers.failed"));
  };
  const done = (message: string) => {
    setProblem(null);
    setNotice(message);
  };
  const approve = useApiMutation("approveTransferOrders", {
    invalidates: QUERIES,
    onSuccess: () => done(t("transfers.list.approved")),
    onError,
  });
  const cancel = useApiMutation("deleteTransferOrder", {
    invalidates: QUERIES,
    onSuccess: () => done(t("transfers.list.cancelled")),
    onError,
  });
  const makeFile = useApiMutation("createTransferFile", {
    invalidates: QUERIES,
    onSuccess: ({ attempt }) => {
      setSelected(new Set());
      if (attempt.file) {
        setFile(attempt.file);
        done(
          t("transfers.list.fileReady", {
            name: attempt.file.name,
            total: format.money(attempt.total_cents),
          }),
        );
        downloadXml(attempt.file);
      }
    },
    onError,
  });
  const initiate = useApiMutation("createTransferOrderAttempt", {
    invalidates: QUERIES,
    onSuccess: ({ redirect_url }) => {
      setSelected(new Set());
      goToBank(redirect_url);
    },
    onError,
  });
  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === "") next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const accountName = (id: number | null) =>
    id === null ? "" : (references.accountNames.get(id) ?? String(id));
  const sendable = (order: TransferOrder) =>
    (order.status === "draft" || order.status === "rejected") &&
    (!order.approval_required || order.approved_by !== null);

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Heading level={1}>{t("transfers.title")}</Heading>
        <Text tone="muted">{t("transfers.intro")}</Text>
        <Inline gap="md" wrap>
          <Link href="/bank-transfers/company-info">{t("transfers.companyInfo.title")}</Link>
        </Inline>
      </Stack>
      {problem ? (
        <Text tone="danger" role="alert">
          {problem}
        </Text>
      ) : null}
      {notice ? <Text role="status">{notice}</Text> : null}
      {file ? (
        <Button variant="secondary" onClick={() => downloadXml(file)}>
          {t("transfers.list.download", { name: file.name })}
        </Button>
      ) : null}
      <TransferProposals
        companyId={companyId}
        today={today}
        canPrepare={canPrepare}
        onDone={done}
        onError={onError}
      />
      {canPrepare ? (
        <NewTransfer companyId={companyId} today={today} onError={onError} onDone={done} />
      ) : null}
      {canSetThreshold ? (
        <Threshold
          companyId={companyId}
          current={list.data?.approval_threshold_cents ?? null}
          onError={onError}
          onDone={done}
        />
      ) : null}
      <Stack gap="md">
        <Heading level={2}>{t("transfers.list.title")}</Heading>
        <Inline gap="md" wrap align="flex-end">
          <Select
            label={t("transfers.list.status")}
            selectedKey={isStatus(status) ? status : "all"}
            onSelectionChange={(key) => setParam("status", key === "all" ? null : String(key))}
            options={[
              { id: "all", label: t("transfers.list.all") },
              ...TRANSFER_ORDER_STATUSES.map((one) => ({ id: one, label: t(`transfers.statuses.${one}`) })),
            ]}
          />
          <Select
            label={t("transfers.list.account")}
            selectedKey={account ? String(account) : "all"}
            onSelectionChange={(key) => setParam("account", key === "all" ? null : String(key))}
            options={[
              { id: "all", label: t("transfers.list.all") },
              ...references.accounts.map((one) => ({
                id: String(one.id),
                label: one.custom_name ?? one.name,
              })),
            ]}
          />
        </Inline>
        {selected.size > 0 && canPrepare ? (
          <Inline gap="sm" role="toolbar" aria-label={t("transfers.list.selected", { count: selected.size })}>
            <Text weight="semibold">{t("transfers.list.selected", { count: selected.size })}</Text>
            <Button
              loading={makeFile.isPending}
              onClick={() => makeFile.mutate({ companyId, order_ids: [...selected] })}
            >
              {t("transfers.list.file")}
            </Button>
            <Button
              variant="secondary"
              loading={initiate.isPending}
              onClick={() => initiate.mutate({ companyId, order_ids: [...selected] })}
            >
              {t("transfers.list.initiate")}
            </Button>
          </Inline>
        ) : null}
        {list.isPending ? (
          <Skeleton height="12rem" />
        ) : list.isError ? (
          <EmptyState title={list.error.message || t("transfers.failed")} />
        ) : list.data.orders.length === 0 ? (
          <EmptyState title={t("transfers.list.empty")} />
        ) : (
          <ul className={css.list} aria-label={t("transfers.list.title")}>
            {list.data.orders.map((order) => (
              <li key={order.id} className={css.row}>
                <Inline gap="sm" align="center" wrap>
                  {canPrepare && sendable(order) ? (
                    <Checkbox
                      aria-label={t("transfers.list.select", { name: order.creditor_name })}
                      isSelected={selected.has(order.id)}
                      onChange={(on) =>
                        setSelected((current) => {
                          const next = new Set(current);
                          if (on) next.add(order.id);
                          else next.delete(order.id);
                          return next;
                        })
                      }
                    />
                  ) : null}
                  <Stack gap="none" className={css.grow}>
                    <Text weight="semibold">{order.creditor_name}</Text>
                    <Text size="sm" tone="muted" numeric>
                      {accountName(order.debtor_account_id)} → {order.creditor_iban}
                    </Text>
                    {order.remittance ? <Text size="sm">{order.remittance}</Text> : null}
                  </Stack>
                  <Text weight="bold" numeric className={css.amount}>
                    {format.money(order.amount_cents)}
                  </Text>
                  <Text size="sm" numeric>
                    {format.date(order.execution_date)}
                  </Text>
                  <Badge tone={order.status === "rejected" ? "danger" : undefined}>
                    {t(`transfers.statuses.${order.status}`)}
                  </Badge>
                  {order.approval_required && order.approved_by === null && order.status === "draft" ? (
                    <Badge tone="warning">{t("transfers.list.needsApproval")}</Badge>
                  ) : null}
                </Inline>
                <Inline gap="sm" wrap align="center">
                  {order.prepared_by ? (
                    <Text size="sm" tone="muted">
                      {t("transfers.list.preparedBy", { name: order.prepared_by.name })}
                    </Text>
                  ) : null}
                  {order.approved_by ? (
                    <Text size="sm" tone="muted">
                      {t("transfers.list.approvedBy", { name: order.approved_by.name })}
                    </Text>
                  ) : null}
                  {order.rejection_reason ? (
                    <Text size="sm" tone="danger">
                      {t("transfers.list.reason", { reason: order.rejection_reason })}
                    </Text>
                  ) : null}
                  {canApprove &&
                  order.status === "draft" &&
                  order.approval_required &&
                  order.approved_by === null &&
                  order.prepared_by?.id !== userId ? (
                    <Button
                      size="small"
                      variant="secondary"
                      onClick={() => approve.mutate({ companyId, order_ids: [order.id] })}
                    >
                      {t("transfers.list.approve")}
                    </Button>
                  ) : null}
                  {canPrepare && order.status === "pending" ? (
                    <BankAnswer companyId={companyId} order={order} onError={onError} onDone={done} />
                  ) : null}
                  {canPrepare &&
                  (order.status === "draft" || order.status === "pending" || order.status === "rejected") ? (
                    <Button
                      size="small"
                      variant="ghost"
                      aria-label={`${t("transfers.list.cancel")} ${order.creditor_name}`}
                      onClick={() => cancel.mutate({ companyId, orderId: order.id })}
                    >
                      {t("transfers.list.cancel")}
                    </Button>
                  ) : null}
                </Inline>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * What the bank said of an ongoing order (updateTransferOrderStatus): executed, or rejected with the
 * reason the bank gave (a rejected order can be sent again).
 */
function BankAnswer({ companyId, order, onError, onDone }: FormProps & { order: TransferOrder }) {
  const t = useT();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const update = useApiMutation("updateTransferOrderStatus", {
    invalidates: QUERIES,
    onSuccess: ({ order: changed }) => {
      setRejecting(false);
      setReason("");
      onDone(t(changed.status === "executed" ? "transfers.list.executed" : "transfers.list.rejected"));
    },
    onError,
  });
  if (rejecting)
    return (
      <Inline gap="sm" align="flex-end" wrap>
        <TextField
          label={t("transfers.list.rejectReason")}
          value={reason}
          onChange={setReason}
          maxLength={200}
          autoFocus
        />
        <Button
          size="small"
          variant="danger"
          loading={update.isPending}
          onClick={() =>
            update.mutate({
              company_id: companyId,
              order_id: order.id,
              status: "rejected",
              ...(reason.trim() ? { reason: reason.trim() } : {}),
            })
          }
        >
          {t("transfers.list.rejectSubmit")}
        </Button>
        <Button size="small" variant="ghost" onClick={() => setRejecting(false)}>
          {t("transfers.list.rejectCancel")}
        </Button>
      </Inline>
    );
  return (
    <>
      <Button
        size="small"
        variant="secondary"
        aria-label={`${t("transfers.list.execute")} ${order.creditor_name}`}
        loading={update.isPending}
        onClick={() => update.mutate({ company_id: companyId, order_id: order.id, status: "executed" })}
      >
        {t("transfers.list.execute")}
      </Button>
      <Button
        size="small"
        variant="ghost"
        aria-label={`${t("transfers.list.reject")} ${order.creditor_name}`}
        onClick={() => setRejecting(true)}
      >
        {t("transfers.list.reject")}
      </Button>
    </>
  );
}

interface FormProps {
  companyId: number;
  onError: (error: ApiError) => void;
  onDone: (message: string) => void;
}

/** A transfer between two of the company's accounts or to a supplier. */
function NewTransfer({ companyId, today, onError, onDone }: FormProps & { today: string }) {
  const t = useT();
  const references = useTransactionReferences(companyId);
  const [kind, setKind] = useState<"internal" | "supplier">("supplier");
  const [debtor, setDebtor] = useState<number | null>(null);
  const [creditorAccount, setCreditorAccount] = useState<number | null>(null);
  const [name, setName] = useState("");
  const [iban, setIban] = useState("");
  const [bic, setBic] = useState("");
  const [amount, setAmount] = useState<number | null>(null);
  const [date, setDate] = useState<string | null>(today);
  const [remittance, setRemittance] = useState("");
  const create = useApiMutation("createTransfer", {
    invalidates: QUERIES,
    onSuccess: () => {
      setAmount(null);
      setName("");
      setIban("");
      setBic("");
      setRemittance("");
      onDone(t("transfers.new.created"));
    },
    onError,
  });
  const accountOptions = references.accounts.map((one) => ({
    id: String(one.id),
    label: one.custom_name ?? one.name,
  }));
  const submit = () => {
    if (debtor === null || amount === null || date === null) return;
    create.mutate({
      company_id: companyId,
      orders: [
        {
          debtor_account_id: debtor,
          amount_cents: amount,
          execution_date: date,
          ...(remittance.trim() ? { remittance: remittance.trim() } : {}),
          ...(kind === "internal"
            ? creditorAccount === null
              ? {}
              : { creditor_account_id: creditorAccount }
            : { creditor_name: name, creditor_iban: iban, ...(bic.trim() ? { creditor_bic: bic } : {}) }),
        },
      ],
    });
  };
  return (
    <section className={css.panel} aria-labelledby="new-transfer">
      <Stack gap="md">
        <Heading level={2} id="new-transfer">
          {t("transfers.new.title")}
        </Heading>
        <RadioGroup
          label={t("transfers.new.kind")}
          value={kind}
          onChange={(value) => setKind(value === "internal" ? "internal" : "supplier")}
          options={[
            { id: "supplier", label: t("transfers.kinds.supplier") },
            { id: "internal", label: t("transfers.kinds.internal") },
          ]}
        />
        <div className={css.fields}>
          <Select
            label={t("transfers.new.debtor")}
            placeholder={t("transfers.new.chooseAccount")}
            selectedKey={debtor === null ? null : String(debtor)}
            onSelectionChange={(key) => setDebtor(Number(key))}
            options={accountOptions}
          />
          {kind === "internal" ? (
            <Select
              label={t("transfers.new.creditorAccount")}
              placeholder={t("transfers.new.chooseAccount")}
              selectedKey={creditorAccount === null ? null : String(creditorAccount)}
              onSelectionChange={(key) => setCreditorAccount(Number(key))}
              options={accountOptions}
            />
          ) : (
            <>
              <TextField label={t("transfers.new.creditorName")} value={name} onChange={setName} isRequired />
              <TextField label={t("transfers.new.creditorIban")} value={iban} onChange={setIban} isRequired />
              <TextField label={t("transfers.new.creditorBic")} value={bic} onChange={setBic} />
            </>
          )}
          <MoneyField label={t("transfers.new.amount")} value={amount} onChange={setAmount} isRequired />
          <DatePicker label={t("transfers.new.executionDate")} value={date} onChange={setDate} isRequired />
          <TextField label={t("transfers.new.remittance")} value={remittance} onChange={setRemittance} />
        </div>
        <Inline gap="sm">
          <Button onClick={submit} loading={create.isPending} disabled={debtor === null || amount === null}>
            {t("transfers.new.submit")}
          </Button>
        </Inline>
      </Stack>
    </section>
  );
}

/** The owner's four-eyes threshold (set-mc). */
function Threshold({ companyId, current, onError, onDone }: FormProps & { current: number | null }) {
  const t = useT();
  const format = useFormat();
  const [value, setValue] = useState<number | null>(null);
  const save = useApiMutation("setMakerChecker", {
    invalidates: QUERIES,
    onSuccess: () => onDone(t("transfers.threshold.saved")),
    onError,
  });
  return (
    <section className={css.panel} aria-labelledby="transfer-threshold">
      <Stack gap="sm">
        <Heading level={2} id="transfer-threshold">
          {t("transfers.threshold.title")}
        </Heading>
        <Text tone="muted">{t("transfers.threshold.intro")}</Text>
        <Text>
          {current === null
            ? t("transfers.threshold.off")
            : t("transfers.threshold.current", { amount: format.money(current) })}
        </Text>
        <Inline gap="sm" align="flex-end" wrap>
          <MoneyField
            label={t("transfers.threshold.label")}
            description={t("transfers.threshold.none")}
            value={value}
            onChange={setValue}
          />
          <Button
            variant="secondary"
            loading={save.isPending}
            onClick={() => save.mutate({ companyId, approval_threshold_cents: value })}
          >
            {t("transfers.threshold.save")}
          </Button>
        </Inline>
      </Stack>
    </section>
  );
}
