/**
 * The invoices of one side (issue 15): number, counterparty, issue and due dates, amount including tax,
 * amount left, status and the late flag; a row per invoice on a desktop, a card on a phone.
 */
import type { Invoice } from "@trezo/api";
import { Badge, Button, Inline, Text } from "@trezo/ui";
import { useFormat, useT } from "../../i18n/appI18n";
import { amount, header, list, row } from "./InvoiceList.css";

export interface InvoiceListProps {
  invoices: readonly Invoice[];
  /** The list's accessible name. */
  label: string;
  /** Opens the match panel of an invoice (no button without it). */
  onMatch?: (invoice: Invoice) => void;
}

export function InvoiceList({ invoices, label, onMatch }: InvoiceListProps) {
  const t = useT();
  const format = useFormat();
  return (
    <div>
      <div className={header} aria-hidden="true">
        <span>{t("invoicesScreen.number")}</span>
        <span>{t("invoicesScreen.counterparty")}</span>
        <span>{t("invoicesScreen.issueDate")}</span>
        <span>{t("invoicesScreen.dueDate")}</span>
        <span className={amount}>{t("invoicesScreen.amount")}</span>
        <span className={amount}>{t("invoicesScreen.left")}</span>
        <span>{t("invoicesScreen.status")}</span>
        <span />
      </div>
      <ul className={list} aria-label={label}>
        {invoices.map((invoice) => (
          <li key={invoice.id} className={row} data-testid="invoice-row">
            <Text weight="bold">{invoice.number}</Text>
            <Text truncate>{invoice.counterparty_name}</Text>
            <Text size="sm">
              <span>{t("invoicesScreen.issueDate")} </span>
              {format.date(invoice.issue_date)}
            </Text>
            <Text size="sm">
              <span>{t("invoicesScreen.dueDate")} </span>
              {format.date(invoice.due_date)}
            </Text>
            <Text className={amount} numeric aria-label={t("invoicesScreen.amount")}>
              {format.money(invoice.amount_incl_tax_cents, invoice.currency)}
            </Text>
            <Text className={amount} numeric aria-label={t("invoicesScreen.left")}>
              {format.money(invoice.left_cents, invoice.currency)}
            </Text>
            <Inline gap="xs">
              <Badge>{t(`invoicesScreen.${invoice.status}`)}</Badge>
              {invoice.late ? <Badge tone="danger">{t("invoicesScreen.late")}</Badge> : null}
            </Inline>
            {onMatch ? (
              <Button
                variant="ghost"
                size="small"
                aria-label={`${t("invoicesScreen.match.open")} ${invoice.number}`}
                onClick={() => onMatch(invoice)}
              >
                {t("invoicesScreen.match.open")}
              </Button>
            ) : (
              <span />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
