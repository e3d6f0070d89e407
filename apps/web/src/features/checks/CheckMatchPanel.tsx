/**
 * The match panel of one bank check (issue 15): its one ETS, what is left of it, the transactions
 * matched to it (the one that cashes it, or several for a check paid in parts) and the suggested ones.
 */
import type { BankCheck } from "@trezo/api";
import { ApiError, useApiQuery } from "@trezo/api";
import { Skeleton, Text } from "@trezo/ui";
import { useT } from "../../i18n/appI18n";
import { EtsMatches } from "../invoices/EtsMatches";

export interface CheckMatchPanelProps {
  companyId: number;
  check: BankCheck;
  onClose?: () => void;
}

export function CheckMatchPanel({ companyId, check, onClose }: CheckMatchPanelProps) {
  const t = useT();
  const etsId = check.ets_id ?? 0;
  const details = useApiQuery(
    "getDetailsOfInvoiceETS",
    { companyId, etsId },
    { enabled: check.ets_id !== null },
  );
  if (check.ets_id !== null && details.isPending) return <Skeleton height="8rem" />;
  if (details.isError) {
    return (
      <Text tone="danger" role="alert">
        {details.error instanceof ApiError && details.error.message
          ? details.error.message
          : t("checksScreen.loadFailed")}
      </Text>
    );
  }
  return (
    <EtsMatches
      companyId={companyId}
      title={t("checksScreen.matchTitle", { number: check.number })}
      currency={check.currency}
      leftCents={details.data?.ets.left_cents ?? check.left_cents}
      etsIds={check.ets_id === null ? [] : [check.ets_id]}
      matches={details.data?.matches ?? []}
      {...(onClose ? { onClose } : {})}
    />
  );
}
