/**
 * Creating or editing a bank check (issue 15) in a dialog: direction (issued or received, fixed once
 * created), number, amount, counterparty, issue date, expected cashing date and a comment. The server
 * refuses a second check of the same number and direction, and an amount below what is already matched;
 * its localised message is shown in the dialog.
 */
import type { BankCheck } from "@trezo/api";
import { type ApiError, useApiMutation } from "@trezo/api";
import {
  Button,
  DatePicker,
  Dialog,
  Inline,
  MoneyField,
  RadioGroup,
  Stack,
  Text,
  TextField,
} from "@trezo/ui";
import { useState } from "react";
import { useT } from "../../i18n/appI18n";

/** The queries a change of checks makes stale (the list, its totals, the forecast). */
export const CHECK_QUERIES = [
  "listBankChecks",
  "getBankChecksDetails",
  "getETSSuggestions",
  "getDashboardChartData",
] as const;

type Direction = BankCheck["direction"];

export interface CheckFormProps {
  companyId: number;
  /** The check edited; none: a new check. */
  check?: BankCheck;
  /** A new check's date fields start at this day (ISO). */
  today: string;
  currency?: string;
  onClose: () => void;
}

interface Values {
  direction: Direction;
  number: string;
  amountCents: number | null;
  counterparty: string;
  issueDate: string | null;
  expectedDate: string | null;
  comment: string;
}

/** Which fields are missing or wrong, by field. */
export function checkFormProblems(values: Values): Partial<Record<keyof Values, true>> {
  return {
    ...(values.number.trim() === "" ? { number: true } : {}),
    ...(values.amountCents === null || values.amountCents <= 0 ? { amountCents: true } : {}),
    ...(values.counterparty.trim() === "" ? { counterparty: true } : {}),
    ...(values.issueDate === null ? { issueDate: true } : {}),
    ...(values.expectedDate === null ? { expectedDate: true } : {}),
  };
}

export function CheckForm({ companyId, check, today, currency = "EUR", onClose }: CheckFormProps) {
  const t = useT();
  const [values, setValues] = useState<Values>({
    direction: check?.direction ?? "received",
    number: check?.number ?? "",
    amountCents: check?.amount_cents ?? null,
    counterparty: check?.counterparty_name ?? "",
    issueDate: check?.issue_date ?? today,
    expectedDate: check?.expected_cash_date ?? today,
    comment: check?.comment ?? "",
  });
  const [shown, setShown] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const onError = (error: ApiError) => setProblem(error.message || t("checksScreen.saveFailed"));
  const create = useApiMutation("createBankCheck", {
    invalidates: CHECK_QUERIES,
    onSuccess: onClose,
    onError,
  });
  const update = useApiMutation("updateBankCheck", {
    invalidates: CHECK_QUERIES,
    onSuccess: onClose,
    onError,
  });
  const problems = checkFormProblems(values);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const invalid = (key: keyof Values) => shown && problems[key] === true;

  const submit = () => {
    setShown(true);
    const { amountCents, issueDate, expectedDate } = values;
    if (
      Object.keys(problems).length > 0 ||
      amountCents === null ||
      issueDate === null ||
      expectedDate === null
    ) {
      return;
    }
    const fields = {
      number: values.number.trim(),
      amount_cents: amountCents,
      counterparty_name: values.counterparty.trim(),
      issue_date: issueDate,
      expected_cash_date: expectedDate,
      comment: values.comment.trim(),
    };
    if (check) update.mutate({ companyId, bankCheckId: check.id, bank_check: fields });
    else create.mutate({ companyId, bank_check: { ...fields, direction: values.direction, currency } });
  };
  const busy = create.isPending || update.isPending;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        check ? t("checksScreen.form.editTitle", { number: check.number }) : t("checksScreen.form.newTitle")
      }
      onEnter={submit}
      footer={
        <Inline gap="sm" justify="flex-end">
          <Button variant="ghost" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button onClick={submit} disabled={busy}>
            {t("checksScreen.form.save")}
          </Button>
        </Inline>
      }
    >
      <Stack gap="md">
        {check ? null : (
          <RadioGroup
            label={t("checksScreen.form.direction")}
            value={values.direction}
            onChange={(value) => set("direction", value === "issued" ? "issued" : "received")}
            options={[
              { id: "received", label: t("checksScreen.received") },
              { id: "issued", label: t("checksScreen.issued") },
            ]}
          />
        )}
        <TextField
          label={t("checksScreen.number")}
          value={values.number}
          onChange={(value) => set("number", value)}
          isRequired
          isInvalid={invalid("number")}
          errorMessage={t("checksScreen.form.required")}
        />
        <MoneyField
          label={t("checksScreen.amount")}
          value={values.amountCents}
          onChange={(cents) => set("amountCents", cents)}
          currency={currency}
          isRequired
          isInvalid={invalid("amountCents")}
          errorMessage={t("checksScreen.form.positive")}
        />
        <TextField
          label={t("checksScreen.counterparty")}
          value={values.counterparty}
          onChange={(value) => set("counterparty", value)}
          isRequired
          isInvalid={invalid("counterparty")}
          errorMessage={t("checksScreen.form.required")}
        />
        <DatePicker
          label={t("checksScreen.issueDate")}
          value={values.issueDate}
          onChange={(date) => set("issueDate", date)}
          isRequired
          isInvalid={invalid("issueDate")}
          errorMessage={t("checksScreen.form.required")}
        />
        <DatePicker
          label={t("checksScreen.expectedDate")}
          value={values.expectedDate}
          onChange={(date) => set("expectedDate", date)}
          isRequired
          isInvalid={invalid("expectedDate")}
          errorMessage={t("checksScreen.form.required")}
        />
        <TextField
          label={t("checksScreen.form.comment")}
          value={values.comment}
          onChange={(value) => set("comment", value)}
        />
        {problem ? (
          <Text tone="danger" role="alert">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </Dialog>
  );
}
