/**
 * The bank checks of a company (issue 15): number, counterparty, issue and expected cashing dates,
 * amount, amount left, status; issued checks go out, received ones come in. A row per check on a
 * desktop, a card on a phone; each row can be edited, matched to the transaction that cashes it, or
 * deleted.
 */
import type { BankCheck } from "@trezo/api";
import { Badge, Inline, Text } from "@trezo/ui";
import { LabelledDate, RecordHeader, RowAction } from "../../components/RecordList";
import { useFormat, useT } from "../../i18n/appI18n";
import { actions, amount, header, list, row } from "./CheckList.css";

export interface CheckListProps {
  checks: readonly BankCheck[];
  /** The list's accessible name. */
  label: string;
  onEdit?: (check: BankCheck) => void;
  onMatch?: (check: BankCheck) => void;
  onDelete?: (check: BankCheck) => void;
}

export function CheckList({ checks, label, onEdit, onMatch, onDelete }: CheckListProps) {
  const t = useT();
  const format = useFormat();
  return (
    <div>
      <RecordHeader
        className={header}
        columns={[
          { title: t("checksScreen.number") },
          { title: t("checksScreen.counterparty") },
          { title: t("checksScreen.issueDate") },
          { title: t("checksScreen.expectedDate") },
          { title: t("checksScreen.amount"), numeric: true },
          { title: t("checksScreen.left"), numeric: true },
          { title: t("checksScreen.status") },
          { title: "" },
        ]}
      />
      <ul className={list} aria-label={label}>
        {checks.map((check) => (
          <li key={check.id} className={row} data-testid="check-row">
            <Text weight="bold">{check.number}</Text>
            <Text truncate>{check.counterparty_name}</Text>
            <LabelledDate label={t("checksScreen.issueDate")} date={format.date(check.issue_date)} />
            <LabelledDate
              label={t("checksScreen.expectedDate")}
              date={format.date(check.expected_cash_date)}
            />
            <Text className={amount} numeric aria-label={t("checksScreen.amount")}>
              {format.money(
                check.direction === "issued" ? -check.amount_cents : check.amount_cents,
                check.currency,
              )}
            </Text>
            <Text className={amount} numeric aria-label={t("checksScreen.left")}>
              {format.money(check.left_cents, check.currency)}
            </Text>
            <Inline gap="xs">
              <Badge
                tone={
                  check.status === "cashed" ? "success" : check.status === "cancelled" ? "neutral" : "info"
                }
              >
                {t(`checksScreen.${check.status}`)}
              </Badge>
            </Inline>
            <Inline gap="xs" className={actions}>
              {onEdit ? (
                <RowAction
                  label={t("checksScreen.edit")}
                  accessibleLabel={`${t("checksScreen.edit")} ${check.number}`}
                  onPress={() => onEdit(check)}
                />
              ) : null}
              {onMatch && check.status !== "cancelled" ? (
                <RowAction
                  label={t("checksScreen.match")}
                  accessibleLabel={`${t("checksScreen.match")} ${check.number}`}
                  onPress={() => onMatch(check)}
                />
              ) : null}
              {onDelete ? (
                <RowAction
                  label={t("checksScreen.delete")}
                  accessibleLabel={`${t("checksScreen.delete")} ${check.number}`}
                  onPress={() => onDelete(check)}
                />
              ) : null}
            </Inline>
          </li>
        ))}
      </ul>
    </div>
  );
}
