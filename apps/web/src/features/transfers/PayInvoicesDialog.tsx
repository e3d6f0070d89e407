/**
 * "Pay" of /invoices (issue 22): the selected open supplier invoices become transfer orders in one call
 * (createTransfer, all or none), from one account on one execution date; their SEPA file is then made
 * on /bank-transfers.
 */
import type { Invoice } from "@trezo/api";
import { type ApiError, useApiMutation } from "@trezo/api";
import { Button, DatePicker, Dialog, Inline, Link, Select, Stack, Text } from "@trezo/ui";
import { useState } from "react";
import { useFormat, useT } from "../../i18n/appI18n";
import { useTransactionReferences } from "../../references/useTransactionReferences";

export interface PayInvoicesDialogProps {
  companyId: number;
  invoices: readonly Invoice[];
  today: string;
  onClose: () => void;
  onDone: () => void;
}

export function PayInvoicesDialog({ companyId, invoices, today, onClose, onDone }: PayInvoicesDialogProps) {
  const t = useT();
  const format = useFormat();
  const references = useTransactionReferences(companyId);
  const payable = references.accounts.filter((account) => account.iban && account.currency === "EUR");
  const [accountId, setAccountId] = useState<number | null>(null);
  const [date, setDate] = useState<string | null>(today);
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<number | null>(null);
  const create = useApiMutation("createTransfer", {
    invalidates: ["getTransferOrders", "getDashboardChartData"],
    onSuccess: (result) => {
      setProblem(null);
      setCreated(result.orders.length);
      onDone();
    },
    onError: (error: ApiError) => setProblem(error.message || t("transfers.failed")),
  });
  const chosen = accountId ?? payable[0]?.id ?? null;
  const total = invoices.reduce((sum, invoice) => sum + Math.abs(invoice.left_cents), 0);
  const submit = () => {
    if (chosen === null || date === null) return;
    create.mutate({
      company_id: companyId,
      orders: invoices.map((invoice) => ({
        debtor_account_id: chosen,
        invoice_id: invoice.id,
        execution_date: date,
      })),
    });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("transfers.pay.title", { count: invoices.length })}
      footer={
        <Inline gap="sm" justify="flex-end">
          <Button variant="ghost" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          {created === null ? (
            <Button onClick={submit} disabled={create.isPending || chosen === null || date === null}>
              {t("transfers.pay.submit")}
            </Button>
          ) : null}
        </Inline>
      }
    >
      <Stack gap="md">
        <ul>
          {invoices.map((invoice) => (
            <li key={invoice.id}>
              <Text>
                {invoice.number} · {invoice.counterparty_name} · {format.money(Math.abs(invoice.left_cents))}
              </Text>
              {invoice.counterparty_iban ? null : (
                <Text tone="danger">{t("transfers.pay.noIban", { number: invoice.number })}</Text>
              )}
            </li>
          ))}
        </ul>
        <Text weight="semibold">{t("transfers.pay.total", { amount: format.money(total) })}</Text>
        <Select
          label={t("transfers.pay.account")}
          selectedKey={chosen === null ? null : String(chosen)}
          onSelectionChange={(key) => setAccountId(Number(key))}
          options={payable.map((account) => ({
            id: String(account.id),
            label: `${account.custom_name ?? account.name} · ${account.iban ?? ""}`,
          }))}
        />
        <DatePicker label={t("transfers.pay.date")} value={date} onChange={setDate} isRequired />
        {problem ? (
          <Text tone="danger" role="alert">
            {problem}
          </Text>
        ) : null}
        {created !== null ? (
          <Stack gap="xs" role="status">
            <Text>{t("transfers.pay.done", { count: created })}</Text>
            <Link href="/bank-transfers">{t("transfers.pay.goTo")}</Link>
          </Stack>
        ) : null}
      </Stack>
    </Dialog>
  );
}
