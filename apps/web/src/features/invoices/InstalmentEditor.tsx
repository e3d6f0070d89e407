/**
 * The instalments (ETS) of an invoice, edited as a whole in a dialog (issue 15): each with its amount
 * and expected date, added or removed; the sum must equal the invoice's total to the cent (the domain's
 * instalmentPlanProblem, checked here before saving and again by the server in setInvoiceInstalments,
 * one transaction). A paid instalment cannot be removed nor set below what is matched to it. Amounts are
 * typed as positive numbers; the invoice's side gives their sign.
 */
import type { Ets, Invoice } from "@trezo/api";
import { type ApiError, useApiMutation, useApiQuery } from "@trezo/api";
import { instalmentPlanProblem } from "@trezo/domain";
import { Button, DatePicker, Dialog, Inline, MoneyField, Skeleton, Stack, Text } from "@trezo/ui";
import { useState } from "react";
import { useFormat, useT } from "../../i18n/appI18n";
import { previewCard, previewList } from "./EInvoiceImport.css";

const REFRESHED = [
  "getInvoice",
  "getETSByInvoiceId",
  "listInvoices",
  "getInvoicesDetails",
  "getInvoicesAgeing",
  "getDashboardChartData",
] as const;

interface Line {
  key: string;
  id: number | null;
  /** Positive, as typed. */
  amountCents: number | null;
  date: string | null;
  matchedCents: number;
}

export interface InstalmentEditorProps {
  companyId: number;
  invoice: Invoice;
  onClose: () => void;
}

export function InstalmentEditor({ companyId, invoice, onClose }: InstalmentEditorProps) {
  const t = useT();
  const current = useApiQuery("getETSByInvoiceId", { companyId, invoiceId: invoice.id });
  return (
    <Dialog
      open
      size="large"
      fullScreen="mobile"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("invoicesScreen.instalments.title", { number: invoice.number })}
    >
      {current.isPending ? (
        <Skeleton height="8rem" />
      ) : current.isError ? (
        <Text tone="danger" role="alert">
          {current.error.message || t("invoicesScreen.loadFailed")}
        </Text>
      ) : (
        <InstalmentLines companyId={companyId} invoice={invoice} ets={current.data.ets} onClose={onClose} />
      )}
    </Dialog>
  );
}

function InstalmentLines({
  companyId,
  invoice,
  ets,
  onClose,
}: InstalmentEditorProps & { ets: readonly Ets[] }) {
  const t = useT();
  const format = useFormat();
  const totalCents = ets.reduce((sum, one) => sum + one.amount_cents, 0);
  const sign = totalCents < 0 ? -1 : 1;
  const [lines, setLines] = useState<Line[]>(() =>
    ets.map((one) => ({
      key: String(one.id),
      id: one.id,
      amountCents: Math.abs(one.amount_cents),
      date: one.expected_date,
      matchedCents: one.matched_cents,
    })),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const save = useApiMutation("setInvoiceInstalments", {
    invalidates: REFRESHED,
    onSuccess: onClose,
    onError: (error: ApiError) => setProblem(error.message || t("invoicesScreen.instalments.failed")),
  });
  const typedSum = lines.reduce((sum, line) => sum + (line.amountCents ?? 0), 0);
  const edit = (key: string, change: Partial<Line>) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, ...change } : line)));

  const submit = () => {
    const plan = lines.map((line) => ({
      id: line.id === null ? null : String(line.id),
      amountCents: sign * (line.amountCents ?? 0),
      expectedDate: line.date ?? "",
    }));
    if (lines.some((line) => line.date === null || line.amountCents === null)) {
      setProblem(t("invoicesScreen.instalments.incomplete"));
      return;
    }
    const current = ets.map((one) => ({
      id: String(one.id),
      amountCents: one.amount_cents,
      matchedCents: one.matched_cents,
      expectedDate: one.expected_date,
    }));
    const refused = instalmentPlanProblem(totalCents, current, plan);
    if (refused === "sum_mismatch" || refused === "empty") {
      setProblem(t("invoicesScreen.instalments.mismatch", { total: format.money(Math.abs(totalCents)) }));
      return;
    }
    if (refused !== null) {
      setProblem(
        t(
          refused === "below_matched"
            ? "invoicesScreen.instalments.belowMatched"
            : "invoicesScreen.instalments.failed",
        ),
      );
      return;
    }
    setProblem(null);
    save.mutate({
      companyId,
      invoiceId: invoice.id,
      instalments: lines.map((line) => ({
        id: line.id,
        amount_cents: sign * (line.amountCents ?? 0),
        expected_date: line.date ?? "",
      })),
    });
  };

  return (
    <Stack gap="md">
      <ul className={previewList} aria-label={t("invoicesScreen.instalments.list")}>
        {lines.map((line, index) => (
          <li key={line.key} className={previewCard} data-testid="instalment">
            <Text weight="bold">{t("invoicesScreen.instalments.number", { index: index + 1 })}</Text>
            <MoneyField
              label={t("invoicesScreen.instalments.amount")}
              value={line.amountCents}
              currency={invoice.currency}
              onChange={(cents) => edit(line.key, { amountCents: cents })}
            />
            <DatePicker
              label={t("invoicesScreen.instalments.date")}
              value={line.date}
              onChange={(date) => edit(line.key, { date })}
            />
            {line.matchedCents !== 0 ? (
              <Text size="sm" tone="muted">
                {t("invoicesScreen.instalments.matched", {
                  amount: format.money(Math.abs(line.matchedCents), invoice.currency),
                })}
              </Text>
            ) : null}
            <Button
              variant="ghost"
              size="small"
              disabled={lines.length === 1 || line.matchedCents !== 0}
              onClick={() => setLines((all) => all.filter((one) => one.key !== line.key))}
            >
              {t("invoicesScreen.instalments.remove")}
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        onClick={() =>
          setLines((all) => [
            ...all,
            {
              key: `new-${all.length}-${Date.now()}`,
              id: null,
              amountCents: Math.max(0, Math.abs(totalCents) - typedSum) || null,
              date: all.at(-1)?.date ?? invoice.due_date,
              matchedCents: 0,
            },
          ])
        }
      >
        {t("invoicesScreen.instalments.add")}
      </Button>
      <Text weight="bold" numeric aria-live="polite">
        {t("invoicesScreen.instalments.sum", {
          sum: format.money(typedSum, invoice.currency),
          total: format.money(Math.abs(totalCents), invoice.currency),
        })}
      </Text>
      {problem ? (
        <Text tone="danger" role="alert">
          {problem}
        </Text>
      ) : null}
      <Inline gap="sm" justify="flex-end">
        <Button variant="ghost" onClick={onClose}>
          {t("common.cancel")}
        </Button>
        <Button onClick={submit} disabled={save.isPending}>
          {t("invoicesScreen.instalments.save")}
        </Button>
      </Inline>
    </Stack>
  );
}
