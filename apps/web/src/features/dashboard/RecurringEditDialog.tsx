/**
 * Asks, when a forecast typed in a cell falls on a recurring series, whether the change is for this
 * period only or for this period and the following ones (the domain's planCellEdit says what each does).
 */
import { Button, Dialog, Inline, Stack, Text } from "@trezo/ui";
import { useMoneyFormat } from "../../forecast/useMoneyFormat";
import { useT } from "../../i18n/appI18n";
import type { PendingRecurringChoice } from "./useForecastCellEdit";

export function RecurringEditDialog({
  pending,
  currency,
}: {
  pending: PendingRecurringChoice;
  currency: string;
}) {
  const t = useT();
  const money = useMoneyFormat(currency);
  const { series, occurrence_cents: occurrenceCents, delta_cents: deltaCents } = pending.target;
  const name = series.label || t(`dashboardScreen.details.frequency.${series.frequency}`);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) pending.answer(null);
      }}
      title={t("dashboardScreen.recurring.title")}
      footer={
        <Inline gap="sm" justify="flex-end">
          <Button variant="ghost" onClick={() => pending.answer(null)}>
            {t("common.cancel")}
          </Button>
          <Button variant="secondary" onClick={() => pending.answer("thisPeriod")}>
            {t("dashboardScreen.recurring.thisPeriod")}
          </Button>
          <Button onClick={() => pending.answer("following")}>
            {t("dashboardScreen.recurring.following")}
          </Button>
        </Inline>
      }
    >
      <Stack gap="sm">
        <Text>
          {t("dashboardScreen.recurring.question", {
            series: name,
            frequency: t(`dashboardScreen.details.frequency.${series.frequency}`).toLocaleLowerCase(),
            row: pending.rowLabel,
            period: pending.periodLabel,
          })}
        </Text>
        <ul>
          <li>
            {t("dashboardScreen.recurring.thisPeriodHelp", {
              delta: money(deltaCents),
            })}
          </li>
          <li>
            {t("dashboardScreen.recurring.followingHelp", {
              amount: money(occurrenceCents + deltaCents),
            })}
          </li>
        </ul>
      </Stack>
    </Dialog>
  );
}
