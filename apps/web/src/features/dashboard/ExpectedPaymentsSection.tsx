/**
 * The invoice instalments and checks (ETS) a forecast cell counts, in the cell details panel: number,
 * counterparty, amount left and the date the forecast expects the money (issue 15). Each invoice links
 * to /invoices filtered on its counterparty.
 */
import type { CallOutput } from "@trezo/api";
import { Heading, Text } from "@trezo/ui";
import { Link } from "react-router-dom";
import { useMoneyFormat } from "../../forecast/useMoneyFormat";
import { useFormat, useT } from "../../i18n/appI18n";
import * as styles from "./CellDetailsPanel.css";

export type CellExpectedPayment = CallOutput<"getDashboardTransactions">["expected_payments"][number];

export interface ExpectedPaymentsSectionProps {
  payments: readonly CellExpectedPayment[];
  currency: string;
}

/** /invoices on the side and counterparty of an expected payment (money in: customers). */
export function invoicesLinkOf(payment: CellExpectedPayment): string {
  const params = new URLSearchParams({
    tab: payment.left_cents >= 0 ? "customer" : "supplier",
    counterparty: payment.counterparty_name,
  });
  return `/invoices?${params.toString()}`;
}

export function ExpectedPaymentsSection({ payments, currency }: ExpectedPaymentsSectionProps) {
  const t = useT();
  const format = useFormat();
  const money = useMoneyFormat(currency);
  return (
    <section aria-labelledby="cell-expected-payments" data-testid="cell-expected-payments">
      <Heading level={3} id="cell-expected-payments">
        {t("dashboardScreen.details.expectedPayments.title")}
      </Heading>
      {payments.length === 0 ? (
        <Text tone="muted">{t("dashboardScreen.details.expectedPayments.none")}</Text>
      ) : (
        <ul className={styles.list}>
          {payments.map((payment) => (
            <li key={payment.ets_id} className={styles.item}>
              <span>
                {format.date(payment.expected_date)}
                {payment.late ? (
                  <Text as="span" tone="danger" size="sm">
                    {" "}
                    · {t("dashboardScreen.details.expectedPayments.late")}
                  </Text>
                ) : null}
              </span>
              <span>
                {payment.invoice_id === null ? (
                  payment.number
                ) : (
                  <Link
                    to={invoicesLinkOf(payment)}
                    aria-label={t("dashboardScreen.details.expectedPayments.seeInvoices", {
                      name: payment.counterparty_name,
                    })}
                  >
                    {payment.number}
                  </Link>
                )}{" "}
                · {payment.counterparty_name}
                {payment.engaged ? (
                  <Text as="span" tone="muted" size="sm">
                    {" "}
                    · {t("dashboardScreen.details.expectedPayments.engaged")}
                  </Text>
                ) : null}
              </span>
              <span className={styles.amount} title={t("dashboardScreen.details.expectedPayments.left")}>
                {money(payment.left_cents)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
