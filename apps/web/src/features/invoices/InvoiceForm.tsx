/**
 * Typing an invoice (issue 15: "typed in a form") in a dialog, or editing one: side (customer or
 * supplier, fixed once created), engaged (a signed quote or order not invoiced yet, only when created),
 * number, label, counterparty with its SIREN and IBAN, issue and due dates, amounts excluding tax and
 * VAT (the amount including tax is their sum, as the server checks), category and status. A credit
 * note is typed with negative amounts. An invoice being edited can also be deleted (with a
 * confirmation) and receive its PDF (uploadDocument). The server refuses a second invoice of the same counterparty and number; its
 * localised message is shown in the dialog.
 */
import type { Invoice } from "@trezo/api";
import { type ApiError, useApiMutation } from "@trezo/api";
import {
  Button,
  Checkbox,
  ConfirmDialog,
  DatePicker,
  Dialog,
  Inline,
  MoneyField,
  RadioGroup,
  Select,
  Stack,
  Text,
  TextField,
} from "@trezo/ui";
import { useState } from "react";
import { useFormat, useT } from "../../i18n/appI18n";
import { InvoiceDocumentUpload } from "./InvoiceDocumentUpload";

/** The queries a change of invoices makes stale (the lists, totals, ageing, matching, the forecast). */
export const INVOICE_QUERIES = [
  "listInvoices",
  "getInvoicesDetails",
  "getInvoicesAgeing",
  "getInvoice",
  "getETSSuggestions",
  "getDashboardChartData",
] as const;

type Kind = Invoice["kind"];
type EditableStatus = "draft" | "open" | "cancelled";

export interface InvoiceFormProps {
  companyId: number;
  /** The invoice edited; none: a new invoice. */
  invoice?: Invoice;
  /** A new invoice's side (the tab it was opened from). @default "customer" */
  kind?: Kind;
  /** A new invoice's dates start at this day (ISO). */
  today: string;
  /** The company's currency. @default "EUR" */
  currency?: string;
  /** The category choices (id as a string, label the category's path). @default [] */
  categoryOptions?: readonly { id: string; label: string }[];
  onClose: () => void;
}

export interface InvoiceFormValues {
  kind: Kind;
  engaged: boolean;
  number: string;
  label: string;
  counterparty: string;
  siren: string;
  iban: string;
  issueDate: string | null;
  dueDate: string | null;
  exclTaxCents: number | null;
  vatCents: number | null;
  categoryId: string;
  status: EditableStatus;
}

/** Which fields are missing or wrong, by field (the amounts may be negative: a credit note). */
export function invoiceFormProblems(
  values: InvoiceFormValues,
): Partial<Record<keyof InvoiceFormValues, true>> {
  const siren = values.siren.replace(/\s+/g, "");
  const iban = values.iban.replace(/\s+/g, "").toUpperCase();
  return {
    ...(values.number.trim() === "" ? { number: true } : {}),
    ...(values.counterparty.trim() === "" ? { counterparty: true } : {}),
    ...(siren !== "" && !/^\d{9}$/.test(siren) ? { siren: true } : {}),
    ...(iban !== "" && !/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban) ? { iban: true } : {}),
    ...(values.issueDate === null ? { issueDate: true } : {}),
    ...(values.dueDate === null ||
    (values.issueDate !== null && values.dueDate !== null && values.dueDate < values.issueDate)
      ? { dueDate: true }
      : {}),
    ...(values.exclTaxCents === null || values.exclTaxCents === 0 ? { exclTaxCents: true } : {}),
    ...(values.vatCents === null ||
    (values.exclTaxCents !== null &&
      values.exclTaxCents !== 0 &&
      values.vatCents !== 0 &&
      Math.sign(values.vatCents) !== Math.sign(values.exclTaxCents))
      ? { vatCents: true }
      : {}),
  };
}

function initialValues(invoice: Invoice | undefined, kind: Kind, today: string): InvoiceFormValues {
  return {
    kind: invoice?.kind ?? kind,
    engaged: invoice?.engaged ?? false,
    number: invoice?.number ?? "",
    label: invoice?.label ?? "",
    counterparty: invoice?.counterparty_name ?? "",
    siren: invoice?.counterparty_siren ?? "",
    iban: invoice?.counterparty_iban ?? "",
    issueDate: invoice?.issue_date ?? today,
    dueDate: invoice?.due_date ?? today,
    exclTaxCents: invoice?.amount_excl_tax_cents ?? null,
    vatCents: invoice?.vat_cents ?? 0,
    categoryId: invoice?.category_id === null || invoice === undefined ? "none" : String(invoice.category_id),
    status: invoice?.status === "draft" || invoice?.status === "cancelled" ? invoice.status : "open",
  };
}

export function InvoiceForm({
  companyId,
  invoice,
  kind = "customer",
  today,
  currency = "EUR",
  categoryOptions = [],
  onClose,
}: InvoiceFormProps) {
  const t = useT();
  const format = useFormat();
  const [values, setValues] = useState<InvoiceFormValues>(() => initialValues(invoice, kind, today));
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const onError = (error: ApiError) => setProblem(error.message || t("invoicesScreen.form.saveFailed"));
  const create = useApiMutation("createInvoice", {
    invalidates: INVOICE_QUERIES,
    onSuccess: onClose,
    onError,
  });
  const update = useApiMutation("updateInvoice", {
    invalidates: INVOICE_QUERIES,
    onSuccess: onClose,
    onError,
  });
  const remove = useApiMutation("deleteInvoice", {
    invalidates: INVOICE_QUERIES,
    onSuccess: onClose,
    onError: (error) => {
      setConfirming(false);
      setProblem(error.message || t("invoicesScreen.form.deleteFailed"));
    },
  });
  const problems = invoiceFormProblems(values);
  const set = <K extends keyof InvoiceFormValues>(key: K, value: InvoiceFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const invalid = (key: keyof InvoiceFormValues) => shown && problems[key] === true;
  const inclTaxCents = values.exclTaxCents === null ? null : values.exclTaxCents + (values.vatCents ?? 0);

  const submit = () => {
    setShown(true);
    const { exclTaxCents, vatCents, issueDate, dueDate } = values;
    if (
      Object.keys(problems).length > 0 ||
      exclTaxCents === null ||
      vatCents === null ||
      issueDate === null ||
      dueDate === null
    ) {
      return;
    }
    const siren = values.siren.replace(/\s+/g, "");
    const iban = values.iban.replace(/\s+/g, "").toUpperCase();
    const fields = {
      number: values.number.trim(),
      label: values.label.trim(),
      counterparty_name: values.counterparty.trim(),
      counterparty_siren: siren === "" ? null : siren,
      counterparty_iban: iban === "" ? null : iban,
      issue_date: issueDate,
      due_date: dueDate,
      amount_excl_tax_cents: exclTaxCents,
      vat_cents: vatCents,
      amount_incl_tax_cents: exclTaxCents + vatCents,
      category_id: values.categoryId === "none" ? null : Number(values.categoryId),
    };
    if (invoice) {
      update.mutate({
        companyId,
        invoiceId: invoice.id,
        invoice: {
          ...fields,
          ...(values.status !== initialValues(invoice, kind, today).status ? { status: values.status } : {}),
        },
      });
    } else {
      create.mutate({
        companyId,
        invoice: {
          ...fields,
          kind: values.kind,
          engaged: values.engaged,
          currency,
          status: values.status === "draft" ? "draft" : "open",
        },
      });
    }
  };
  const busy = create.isPending || update.isPending || remove.isPending;
  const statuses: EditableStatus[] = invoice ? ["draft", "open", "cancelled"] : ["draft", "open"];

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={
          invoice
            ? t("invoicesScreen.form.editTitle", { number: invoice.number })
            : t("invoicesScreen.form.newTitle")
        }
        onEnter={submit}
        footer={
          <Inline gap="sm" justify="space-between">
            {invoice ? (
              <Button variant="danger" onClick={() => setConfirming(true)} disabled={busy}>
                {t("invoicesScreen.form.delete")}
              </Button>
            ) : (
              <span />
            )}
            <Inline gap="sm">
              <Button variant="ghost" onClick={onClose}>
                {t("common.cancel")}
              </Button>
              <Button onClick={submit} loading={create.isPending || update.isPending} disabled={busy}>
                {t("invoicesScreen.form.save")}
              </Button>
            </Inline>
          </Inline>
        }
      >
        <Stack gap="md">
          {invoice ? null : (
            <>
              <RadioGroup
                label={t("invoicesScreen.form.kind")}
                value={values.kind}
                onChange={(value) => set("kind", value === "supplier" ? "supplier" : "customer")}
                options={[
                  { id: "customer", label: t("invoicesScreen.form.customer") },
                  { id: "supplier", label: t("invoicesScreen.form.supplier") },
                ]}
              />
              <Checkbox isSelected={values.engaged} onChange={(engaged) => set("engaged", engaged)}>
                {t("invoicesScreen.form.engaged")}
              </Checkbox>
            </>
          )}
          <TextField
            label={t("invoicesScreen.number")}
            value={values.number}
            onChange={(value) => set("number", value)}
            isRequired
            isInvalid={invalid("number")}
            errorMessage={t("invoicesScreen.form.required")}
          />
          <TextField
            label={t("invoicesScreen.counterparty")}
            value={values.counterparty}
            onChange={(value) => set("counterparty", value)}
            isRequired
            isInvalid={invalid("counterparty")}
            errorMessage={t("invoicesScreen.form.required")}
          />
          <Inline gap="md" wrap>
            <TextField
              label={t("invoicesScreen.form.siren")}
              value={values.siren}
              onChange={(value) => set("siren", value)}
              isInvalid={invalid("siren")}
              errorMessage={t("invoicesScreen.form.sirenInvalid")}
            />
            <TextField
              label={t("invoicesScreen.form.iban")}
              value={values.iban}
              onChange={(value) => set("iban", value)}
              isInvalid={invalid("iban")}
              errorMessage={t("invoicesScreen.form.ibanInvalid")}
            />
          </Inline>
          <TextField
            label={t("invoicesScreen.form.label")}
            value={values.label}
            onChange={(value) => set("label", value)}
          />
          <Inline gap="md" wrap>
            <DatePicker
              label={t("invoicesScreen.issueDate")}
              value={values.issueDate}
              onChange={(date) => set("issueDate", date)}
              isRequired
              isInvalid={invalid("issueDate")}
              errorMessage={t("invoicesScreen.form.required")}
            />
            <DatePicker
              label={t("invoicesScreen.dueDate")}
              value={values.dueDate}
              onChange={(date) => set("dueDate", date)}
              isRequired
              isInvalid={invalid("dueDate")}
              errorMessage={t("invoicesScreen.form.dueBeforeIssue")}
            />
          </Inline>
          <Inline gap="md" wrap>
            <MoneyField
              label={t("invoicesScreen.form.exclTax")}
              value={values.exclTaxCents}
              onChange={(cents) => set("exclTaxCents", cents)}
              currency={currency}
              isRequired
              isInvalid={invalid("exclTaxCents")}
              errorMessage={t("invoicesScreen.form.amountRequired")}
            />
            <MoneyField
              label={t("invoicesScreen.form.vat")}
              value={values.vatCents}
              onChange={(cents) => set("vatCents", cents)}
              currency={currency}
              isRequired
              isInvalid={invalid("vatCents")}
              errorMessage={t("invoicesScreen.form.vatSign")}
            />
          </Inline>
          <Text data-testid="invoice-form-total">
            {t("invoicesScreen.form.inclTax", {
              amount: inclTaxCents === null ? "—" : format.money(inclTaxCents, currency),
            })}
          </Text>
          <Text tone="muted" size="sm">
            {t("invoicesScreen.form.creditNoteHint")}
          </Text>
          <Select
            label={t("invoicesScreen.category")}
            selectedKey={values.categoryId}
            onSelectionChange={(key) => set("categoryId", String(key))}
            options={[{ id: "none", label: t("invoicesScreen.uncategorised") }, ...categoryOptions]}
          />
          <Select
            label={t("invoicesScreen.status")}
            selectedKey={values.status}
            onSelectionChange={(key) => set("status", key === "draft" || key === "cancelled" ? key : "open")}
            options={statuses.map((status) => ({ id: status, label: t(`invoicesScreen.${status}`) }))}
          />
          {problem ? (
            <Text tone="danger" role="alert">
              {problem}
            </Text>
          ) : null}
          {invoice ? (
            <InvoiceDocumentUpload
              companyId={companyId}
              invoiceId={invoice.id}
              current={invoice.document?.file_name ?? null}
            />
          ) : null}
        </Stack>
      </Dialog>
      {invoice ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t("invoicesScreen.form.deleteTitle", { number: invoice.number })}
          confirmLabel={t("invoicesScreen.form.delete")}
          tone="danger"
          loading={remove.isPending}
          onConfirm={() => remove.mutate({ companyId, invoiceId: invoice.id })}
        >
          <Text>{t("invoicesScreen.form.deleteText")}</Text>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
