/**
 * The invoices of one side (issue 15): number, counterparty, issue and due dates, amount including tax,
 * amount left, status and the late flag; a row per invoice on a desktop, a card on a phone. Rows can be
 * selected (bulk category), and each opens its form, its match panel, its instalments and its attached
 * document. An engaged item (a signed quote or order) carries a badge.
 */
import type { Invoice } from "@trezo/api";
import { Badge, Checkbox, Inline, Text } from "@trezo/ui";
import { LabelledDate, RecordHeader, RowAction } from "../../components/RecordList";
import { useFormat, useT } from "../../i18n/appI18n";
import { actions, amount, header, list, row } from "./InvoiceList.css";

export interface InvoiceListProps {
  invoices: readonly Invoice[];
  /** The list's accessible name. */
  label: string;
  /** Opens the form of an invoice (no button without it). */
  onEdit?: (invoice: Invoice) => void;
  /** Opens the match panel of an invoice (no button without it). */
  onMatch?: (invoice: Invoice) => void;
  /** Opens the instalment editor of an invoice. */
  onInstalments?: (invoice: Invoice) => void;
  /** Opens the document attached to an invoice (a button on the rows that have one). */
  onDocument?: (invoice: Invoice) => void;
  /** The selected invoices' ids (a checkbox per row when given with onToggle). */
  selected?: ReadonlySet<number>;
  onToggle?: (invoice: Invoice, selected: boolean) => void;
}

export function InvoiceList({
  invoices,
  label,
  onEdit,
  onMatch,
  onInstalments,
  onDocument,
  selected,
  onToggle,
}: InvoiceListProps) {
  const t = useT();
  const format = useFormat();
  const selectable = selected !== undefined && onToggle !== undefined;
  return (
    <div>
      <RecordHeader
        className={header}
        columns={[
          { title: "" },
          { title: t("invoicesScreen.number") },
          { title: t("invoicesScreen.counterparty") },
          { title: t("invoicesScreen.issueDate") },
          { title: t("invoicesScreen.dueDate") },
          { title: t("invoicesScreen.amount"), numeric: true },
          { title: t("invoicesScreen.left"), numeric: true },
          { title: t("invoicesScreen.status") },
          { title: "" },
        ]}
      />
      <ul className={list} aria-label={label}>
        {invoices.map((invoice) => (
          <li key={invoice.id} className={row} data-testid="invoice-row">
            {selectable ? (
              <Checkbox
                aria-label={t("invoicesScreen.bulk.select", { number: invoice.number })}
                isSelected={selected.has(invoice.id)}
                onChange={(value) => onToggle(invoice, value)}
              />
            ) : (
              <span />
            )}
            <Text weight="bold">{invoice.number}</Text>
            <Text truncate>{invoice.counterparty_name}</Text>
            <LabelledDate label={t("invoicesScreen.issueDate")} date={format.date(invoice.issue_date)} />
            <LabelledDate label={t("invoicesScreen.dueDate")} date={format.date(invoice.due_date)} />
            <Text className={amount} numeric aria-label={t("invoicesScreen.amount")}>
              {format.money(invoice.amount_incl_tax_cents, invoice.currency)}
            </Text>
            <Text className={amount} numeric aria-label={t("invoicesScreen.left")}>
              {format.money(invoice.left_cents, invoice.currency)}
            </Text>
            <Inline gap="xs">
              <Badge>{t(`invoicesScreen.${invoice.status}`)}</Badge>
              {invoice.late ? <Badge tone="danger">{t("invoicesScreen.late")}</Badge> : null}
              {invoice.engaged ? <Badge>{t("invoicesScreen.engagedBadge")}</Badge> : null}
            </Inline>
            <Inline gap="xs" className={actions}>
              {onEdit ? (
                <RowAction
                  label={t("invoicesScreen.edit")}
                  accessibleLabel={t("invoicesScreen.editFor", { number: invoice.number })}
                  onPress={() => onEdit(invoice)}
                />
              ) : null}
              {onMatch ? (
                <RowAction
                  label={t("invoicesScreen.match.open")}
                  accessibleLabel={`${t("invoicesScreen.match.open")} ${invoice.number}`}
                  onPress={() => onMatch(invoice)}
                />
              ) : null}
              {onInstalments ? (
                <RowAction
                  label={t("invoicesScreen.instalments.open")}
                  accessibleLabel={t("invoicesScreen.instalments.openFor", { number: invoice.number })}
                  onPress={() => onInstalments(invoice)}
                />
              ) : null}
              {onDocument && invoice.document ? (
                <RowAction
                  label={t("invoicesScreen.document.open")}
                  accessibleLabel={t("invoicesScreen.document.openFor", { number: invoice.number })}
                  onPress={() => onDocument(invoice)}
                />
              ) : null}
            </Inline>
          </li>
        ))}
      </ul>
    </div>
  );
}
