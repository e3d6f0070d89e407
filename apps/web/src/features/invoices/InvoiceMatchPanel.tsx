/**
 * The match panel of one invoice (issue 15): its ETS, what is left of them, the transactions matched
 * to them and the suggested ones (EtsMatches), and when the forecast expects what is left of each ETS
 * (its forecast date: the due date moved by the customer's learned delay or the category's window, today
 * when late).
 */
import { ApiError, useApiQuery } from "@trezo/api";
import { Skeleton, Text } from "@trezo/ui";
import { useFormat, useT } from "../../i18n/appI18n";
import { EtsMatches } from "./EtsMatches";

export interface InvoiceMatchPanelProps {
  companyId: number;
  invoiceId: number;
  /** Closes the panel. */
  onClose?: () => void;
}

export function InvoiceMatchPanel({ companyId, invoiceId, onClose }: InvoiceMatchPanelProps) {
  const t = useT();
  const format = useFormat();
  const invoice = useApiQuery("getInvoice", { companyId, invoiceId });

  if (invoice.isPending) return <Skeleton height="8rem" />;
  if (invoice.isError) {
    return (
      <Text tone="danger" role="alert">
        {invoice.error instanceof ApiError && invoice.error.message
          ? invoice.error.message
          : t("invoicesScreen.loadFailed")}
      </Text>
    );
  }
  const detail = invoice.data.invoice;
  return (
    <EtsMatches
      companyId={companyId}
      title={t("invoicesScreen.match.title", { number: detail.number })}
      currency={detail.currency}
      leftCents={detail.left_cents}
      etsIds={detail.ets.map((ets) => ets.id)}
      matches={detail.matches}
      {...(onClose ? { onClose } : {})}
    >
      <ul aria-label={t("invoicesScreen.match.expectedTitle")}>
        {detail.ets
          .filter((ets) => ets.left_cents !== 0)
          .map((ets) => (
            <li key={ets.id}>
              <Text size="sm" numeric>
                {t(
                  ets.forecast_date === ets.expected_date
                    ? "invoicesScreen.match.expected"
                    : "invoicesScreen.match.expectedShifted",
                  {
                    amount: format.money(ets.left_cents, detail.currency),
                    date: format.date(ets.forecast_date),
                    due: format.date(ets.expected_date),
                  },
                )}
              </Text>
            </li>
          ))}
      </ul>
    </EtsMatches>
  );
}
